import { describe, expect, it } from 'vitest';
import { catalogues } from '@/messages';
import { errorScreenMessages } from '@/messages/error-screen';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  return out;
}

/** ICU arguments and rich-text tags a message uses. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)|<(\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort();
}

describe('messages', () => {
  const frLeaves = leaves(catalogues.fr);
  const enLeaves = leaves(catalogues.en);

  it('have the same keys in French and English', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...frLeaves.keys()].sort());
  });

  it('are never empty and use the same placeholders in both languages', () => {
    for (const [key, frText] of frLeaves) {
      const enText = enLeaves.get(key) ?? '';
      expect(frText.trim(), key).not.toBe('');
      expect(enText.trim(), key).not.toBe('');
      expect(placeholders(enText), key).toEqual(placeholders(frText));
    }
  });

  it('quote the product texts word for word in French', () => {
    const all = [...frLeaves.values()];
    for (const quote of [
      'Page non trouvée',
      'Espace étudiant',
      'Mot du Recteur',
      'Missions & Valeurs',
      'Notre Équipe',
      'À propos',
      'Découvrir nos formations',
      "S'inscrire maintenant",
      'Licence (Bac +3)',
      'Master',
      'Accrédité CAMES',
      "Excellence Académique au Cœur de l'Afrique",
    ]) {
      expect(all, quote).toContain(quote);
    }
    expect(errorScreenMessages.fr.title).toBe('Unexpected Application Error!');
  });
});
