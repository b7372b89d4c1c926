import { describe, expect, it } from 'vitest';
import { initials } from '@/components/institution/initials';
import { accreditation } from '@/content/accreditation';
import { keyFigures } from '@/content/institution';
import { site, yearsOfExistence } from '@/content/site';
import { formatNumericDate } from '@/i18n/format';
import { catalogues } from '@/messages';

describe('institution screens', () => {
  it('quote the product texts in French', () => {
    const fr = catalogues.fr;
    expect(fr.HomeWhy.title.startsWith('Pourquoi choisir ')).toBe(true);
    expect(fr.Nav.rectorMessage).toBe('Mot du Recteur');
    expect(fr.Nav.missions).toBe('Missions & Valeurs');
    expect(fr.Nav.team).toBe('Notre Équipe');
    expect(fr.Nav.about).toBe('À propos');
    expect(fr.Team.photoToCome).toBe('Photo à venir');
    expect(catalogues.en.Team.photoToCome).toBe('Photo coming soon');
  });

  it('keep the figures the product states', () => {
    expect(site.foundedYear).toBe(2003);
    expect(keyFigures).toEqual({ students: 5000 });
    expect(accreditation).toMatchObject({ since: 2019, diplomas: 8, programmes: 13 });
    expect(yearsOfExistence(new Date('2026-03-01'))).toBe(23);
  });

  it('show dates as dd/mm/yyyy', () => {
    expect(formatNumericDate('2026-11-05')).toBe('05/11/2026');
    expect(formatNumericDate('2025-01-31')).toBe('31/01/2025');
  });

  it('draw initials without academic titles', () => {
    expect(initials('Dr Remadji Néloumta')).toBe('RN');
    expect(initials('Naïssem Koumandji')).toBe('NK');
    expect(initials('Dr Abdelkerim Hassane Ousmane')).toBe('AO');
    expect(initials('Pr Ngarndoh Mbaïlao')).toBe('NM');
    expect(initials('élise')).toBe('É');
  });
});
