import { sql, type SQL } from 'drizzle-orm';

/**
 * What the staff search and the duplicate check compare, as SQL expressions that PostgreSQL and
 * PGlite both evaluate without an extension (`unaccent` is one, and not every server has its
 * contrib package). Each is immutable, so the tables keep them as generated columns: filled for
 * every row on insert, whichever code inserts it, and for the rows already stored by the migration
 * that adds them.
 */

/**
 * Combining marks: Latin and other diacritics (U+0300–U+036F and the extended blocks), and
 * Arabic's short vowels and shadda, which the same name may be written with or without.
 */
const marks = String.raw`[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u064b-\u065f\u0670]`;

/**
 * Text folded for comparison: compatibility-decomposed (NFKD: "é" and "e" + U+0301 alike, "ﬁ" as
 * "fi"), marks dropped, then lower-cased (after: lower() of "É" depends on the server's locale,
 * of "E" it does not), with the ligatures that do not decompose written out.
 */
export function foldedSql(expression: SQL): SQL {
  const stripped = sql`lower(regexp_replace(normalize(${expression}, NFKD), ${sql.raw(`'${marks}'`)}, '', 'g'))`;
  const latin = sql`replace(replace(replace(${stripped}, 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')`;
  return sql`translate(${latin}, ${sql.raw(`'${arabicVariants}'`)}, ${sql.raw(`'${arabicBases}'`)})`;
}

/**
 * Arabic letters a name is written with or without, as people type it: the alef with hamza or
 * madda and the wasla alef as the bare alef, the alef maqsura as yeh, teh marbuta as heh, the
 * hamza on waw and yeh as their bare letters; the tatweel (a stretching stroke) is dropped. NFKD
 * has already split some of these into letter + mark; `translate` takes the precomposed ones.
 */
export const arabicVariants = 'أإآٱىةؤئـ';
export const arabicBases = 'اااايهوي';

/** Eastern Arabic and Persian digits, as some phones type them, and their ASCII equals. */
export const otherDigits = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
export const asciiDigits = '01234567890123456789';

/** Chad's country code, written +235 or 00235 before the eight digits of a number. */
export const COUNTRY_CODE = '235';
export const NATIONAL_DIGITS = 8;

/**
 * A phone number as its digits only, without Chad's country code when eight digits follow it:
 * "+235 66 12 34 56", "00235 66-12-34-56" and "66 12 34 56" all give "66123456". A foreign number
 * keeps its code. lib/admin/search-text.ts `phoneSearchDigits` does the same to what is typed.
 */
export function phoneKeySql(column: string): SQL {
  const digits = `regexp_replace(translate(${column}, '${otherDigits}', '${asciiDigits}'), '[^0-9]', '', 'g')`;
  return sql.raw(`regexp_replace(${digits}, '^(00)?${COUNTRY_CODE}(?=[0-9]{${NATIONAL_DIGITS}}$)', '')`);
}

/** The raw SQL of a column of the row being stored, for a generated column's expression. */
export function columnSql(column: string): SQL {
  return sql.raw(`"${column}"`);
}
