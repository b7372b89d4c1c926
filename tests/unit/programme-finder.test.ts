import { describe, expect, it } from 'vitest';
import { allDepartments } from '@/content/departments';
import type { DepartmentId } from '@/content/types';
import { programmesOfType } from '@/content/programmes';
import {
  criteriaToParams,
  emptyCriteria,
  filterProgrammes,
  hasCriteria,
  parseCriteria,
  type FinderEntry,
} from '@/lib/programmes/finder';
import { finderEntries } from '@/lib/programmes/finder-entries';
import { resolveProgramme } from '@/lib/programmes/resolve';
import { fold, slugify } from '@/lib/programmes/text';

const departmentIds = allDepartments().map((d) => d.id);
const entries: FinderEntry[] = finderEntries('fr');
const titles = (list: FinderEntry[]) => list.map((e) => e.title);

describe('text folding', () => {
  it('ignores case, accents and typographic apostrophes', () => {
    expect(fold('  ÉCONOMIE   du Développement ')).toBe('economie du developpement');
    expect(fold('Communication d’entreprise')).toBe("communication d'entreprise");
    expect(slugify('Droit des affaires (OHADA)')).toBe('droit-des-affaires-ohada');
  });
});

describe('finder', () => {
  it('finds "economie" in titles written "Économie"', () => {
    const found = titles(filterProgrammes(entries, { ...emptyCriteria, q: 'economie' }));
    expect(found).toEqual(expect.arrayContaining(['Économie et gestion', 'Économie du développement']));
    expect(found).not.toContain('Génie logiciel');
  });

  it('needs every word, in any order, across title, department, description and code', () => {
    expect(titles(filterProgrammes(entries, { ...emptyCriteria, q: 'GESTION economie' }))).toContain(
      'Économie et gestion',
    );
    expect(titles(filterProgrammes(entries, { ...emptyCriteria, q: 'l-glo' }))).toEqual(['Génie logiciel']);
    expect(filterProgrammes(entries, { ...emptyCriteria, q: 'astrophysique' })).toEqual([]);
  });

  it('filters by level, department and accreditation, and combines them', () => {
    expect(filterProgrammes(entries, { ...emptyCriteria, level: 'master' })).toHaveLength(
      programmesOfType('master').length,
    );
    expect(filterProgrammes(entries, { ...emptyCriteria, level: 'licence' })).toHaveLength(
      programmesOfType('licence').length,
    );
    const health = filterProgrammes(entries, { ...emptyCriteria, department: 'sante' });
    expect(health.every((e) => e.departmentId === 'sante')).toBe(true);
    expect(health.length).toBeGreaterThan(0);
    const accredited = filterProgrammes(entries, { ...emptyCriteria, accredited: true });
    expect(accredited.every((e) => e.accredited)).toBe(true);
    expect(accredited).toHaveLength(entries.filter((e) => e.accredited).length);
    const combined = filterProgrammes(entries, {
      q: 'finance',
      level: 'licence',
      department: 'sciences-gestion',
      accredited: true,
    });
    expect(titles(combined)).toEqual(['Comptabilité et finance']);
  });

  it('returns everything without criteria', () => {
    expect(filterProgrammes(entries, emptyCriteria)).toHaveLength(entries.length);
    expect(hasCriteria(emptyCriteria)).toBe(false);
  });

  it('reads criteria from a query string, dropping invalid values, and writes them back', () => {
    const parsed = parseCriteria(
      new URLSearchParams('q=%20droit%20&level=doctorat&department=sante&accredited=1'),
      departmentIds,
    );
    expect(parsed).toEqual({ q: 'droit', level: '', department: 'sante', accredited: true });
    expect(
      parseCriteria({ department: 'astronomie' as DepartmentId, level: ['master'] }, departmentIds),
    ).toEqual({ ...emptyCriteria, level: 'master' });
    expect(criteriaToParams(parsed).toString()).toBe('q=droit&department=sante&accredited=1');
    expect(parseCriteria(criteriaToParams(parsed), departmentIds)).toEqual(parsed);
  });
});

describe('programme URL resolution', () => {
  it('accepts a slug or a title in either language, encoded, any case, with or without accents', () => {
    expect(resolveProgramme('master', 'management-ong')?.slug).toBe('management-ong');
    expect(resolveProgramme('master', encodeURIComponent('Audit et contrôle de gestion'))?.slug).toBe(
      'audit-controle-gestion',
    );
    expect(resolveProgramme('master', 'audit-et-controle-de-gestion')?.slug).toBe('audit-controle-gestion');
    expect(resolveProgramme('master', 'NGO%20Management')?.slug).toBe('management-ong');
    expect(resolveProgramme('master', 'Comptabilit%C3%A9+et+finance')?.slug).toBe(
      'comptabilite-finance-master',
    );
    expect(resolveProgramme('licence', 'Comptabilité et finance')?.slug).toBe('comptabilite-finance');
  });

  it('does not resolve unknown ids or programmes of the other type', () => {
    expect(resolveProgramme('master', 'inconnu')).toBeUndefined();
    expect(resolveProgramme('master', 'genie-logiciel')).toBeUndefined();
    expect(resolveProgramme('licence', '%E0%A4%A')).toBeUndefined();
  });
});
