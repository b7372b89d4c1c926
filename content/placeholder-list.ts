// The placeholders a content file may write in its texts, e.g. « fondée en {foundedYear} »: what
// is derived (the institution's name forms and contacts, set per deployment; counts taken from
// the registries) is never typed into the files. content/placeholders.ts gives each its value;
// the compile step (scripts/content.ts) stops the build on any other. docs/content.md lists them.
// No imports: the compile step reads this before the content it validates is compiled.

/** Placeholders without argument, with what each becomes. */
export const placeholders = {
  name: "le nom de l'établissement, seul (titres, libellés)",
  nameSubject: "le nom avec son article en sujet (« L'Université… »)",
  nameThe: "le nom avec son article (« l'Université… »)",
  nameOf: "le nom précédé de « de » (« de l'Université… », « du Collège… »)",
  nameTo: "le nom précédé de « à » (« à l'Université… », « au Collège… »)",
  nameBy: "le nom précédé de « par » (« par l'Université… »)",
  shortName: 'le sigle, seul',
  shortNameThe: "le sigle avec son article (« l'UHN »)",
  foundedYear: "l'année de fondation",
  accreditedSince: "l'année depuis laquelle le CAMES accrédite les diplômes",
  accreditedDiplomas: 'le nombre de diplômes accrédités par le CAMES, en lettres (« huit »)',
  accreditedProgrammes: 'le nombre de licences accréditées, en lettres (« treize »)',
  phone: 'le numéro de téléphone',
  email: "l'adresse e-mail générale",
  registrarEmail: "l'adresse e-mail de la scolarité",
  street: "la rue de l'adresse",
  district: "le quartier de l'adresse",
  city: "la ville de l'adresse",
} as const;

export type PlaceholderName = keyof typeof placeholders;

/** Placeholders with an argument, `{department:sante}`. */
export const placeholdersWithArgument = {
  department: 'le nom du département (son identifiant après les deux-points)',
} as const;

export type PlaceholderWithArgument = keyof typeof placeholdersWithArgument;

/** Counts derived from the programmes: a programme's own file cannot use them. */
export const derivedFromProgrammes: readonly PlaceholderName[] = ['accreditedProgrammes'];

/** `{word}` or `{word:argument}` in a text. */
export const placeholderPattern = /\{([A-Za-z]+)(?::([a-z0-9-]+))?\}/g;

/** Any brace in a text (a placeholder, or a typing mistake in one). */
export const bracePattern = /[{}]/;
