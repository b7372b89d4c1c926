import type { Locale } from '@/i18n/locales';

/** A text in every locale: a missing translation fails the typecheck. */
export type Localized<T = string> = Record<Locale, T>;

type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N
  ? readonly [...Acc]
  : Tuple<T, N, [...Acc, T]>;

export type DepartmentId =
  | 'sciences-juridiques'
  | 'sciences-techniques'
  | 'sciences-humaines-sociales'
  | 'sciences-economiques'
  | 'sciences-gestion'
  | 'sciences-communication'
  | 'sante'
  | 'management-gouvernance';

export interface Department {
  id: DepartmentId;
  name: Localized;
  /** Brand colour of the department, a 6-digit hex used for badges and group headings. */
  colour: `#${string}`;
}

/**
 * The CAMES-accredited diplomas: each is a licence "mention" (a field of study), and several
 * programmes (parcours) can lead to the same mention.
 */
export type MentionId =
  | 'droit'
  | 'informatique'
  | 'sociologie'
  | 'economie'
  | 'banque-finance-comptabilite'
  | 'management'
  | 'transport-logistique'
  | 'communication';

export interface Mention {
  id: MentionId;
  name: Localized;
}

/** Icon names the programme cards may use (a fixed set drawn in components/programmes/programme-icon.tsx). */
export type ProgrammeIcon =
  | 'briefcase'
  | 'scale'
  | 'network'
  | 'code'
  | 'users'
  | 'chart'
  | 'globe'
  | 'bank'
  | 'calculator'
  | 'people'
  | 'building'
  | 'truck'
  | 'laptop'
  | 'megaphone'
  | 'pill'
  | 'stethoscope'
  | 'microscope'
  | 'baby'
  | 'shield'
  | 'leaf'
  | 'handshake'
  | 'landmark'
  | 'heart';

/**
 * Exit levels. 'bac+2/bac+3' licences can be left with a Bac+2 diploma and form the catalogue;
 * 'bac+3' licences (clinical health tracks) cannot. Every master is two years.
 */
export type LicenceLevel = 'bac+2/bac+3' | 'bac+3';
export type MasterLevel = 'bac+4/bac+5';

/** The kinds of programme, in the order the site lists them; each is a variant of `Programme`. */
export const programmeTypes = ['licence', 'master'] as const;
export type ProgrammeType = (typeof programmeTypes)[number];

export function isProgrammeType(value: unknown): value is ProgrammeType {
  return (programmeTypes as readonly unknown[]).includes(value);
}

interface ProgrammeBase {
  type: ProgrammeType;
  /** URL slug, unique across all programmes. */
  slug: string;
  /** Short code shown in the catalogue, e.g. 'L-GOE'. Unique. */
  code: string;
  title: Localized;
  department: DepartmentId;
  /** Recognised by CAMES. Never invented: only where the institution states it. */
  accredited: boolean;
  /** One-sentence summary for cards and meta descriptions (≤ 200 characters). */
  description: Localized;
  /** Path under public/, e.g. '/images/programmes/informatique-gestion.svg'. */
  image: string;
  icon: ProgrammeIcon;
  /** One paragraph, specific to this programme. */
  about: Localized;
  /** Open for applications this intake: offered on the admission form (masters: listed on /masters). */
  applicationsOpen: boolean;
}

export interface LicenceProgramme extends ProgrammeBase {
  type: 'licence';
  level: LicenceLevel;
  /** The accredited diploma it leads to: set exactly when `accredited` is. */
  mention?: MentionId;
  objectives: Tuple<Localized, 4>;
  careers: Tuple<Localized, 5>;
  /** Years 1, 2, 3; four courses each. */
  curriculum: readonly [Tuple<Localized, 4>, Tuple<Localized, 4>, Tuple<Localized, 4>];
}

export interface MasterProgramme extends ProgrammeBase {
  type: 'master';
  level: MasterLevel;
  objectives: Tuple<Localized, 7>;
  careers: Tuple<Localized, 7>;
  /** Years 1 and 2; five courses each, the second year ending with the thesis and internship. */
  curriculum: readonly [Tuple<Localized, 5>, Tuple<Localized, 5>];
}

export type Programme = LicenceProgramme | MasterProgramme;

export type NewsCategory =
  'formation' | 'distinction' | 'vie-etudiante' | 'partenariat' | 'evenement' | 'accreditation';

export type NewsBlock =
  | { kind: 'paragraph'; text: Localized }
  | { kind: 'bullets'; items: readonly Localized[] }
  | { kind: 'numbered'; items: readonly Localized[] };

export type NewsAuthor = { kind: 'person'; name: string } | { kind: 'organization'; name: Localized };

export interface NewsArticle {
  /** URL id, unique. */
  id: string;
  /** ISO date 'YYYY-MM-DD'; shown as dd/mm/yyyy. */
  date: `${number}-${number}-${number}`;
  category: NewsCategory;
  /** Who wrote it: a person, by name, or an office of the University, named in each language. */
  author: NewsAuthor;
  /** The programmes it concerns, by slug: related articles share them. */
  programmes?: readonly string[];
  /** What it is about, beyond its category: related articles share these too. */
  tags?: readonly string[];
  title: Localized;
  excerpt: Localized;
  image: string;
  imageAlt: Localized;
  body: readonly NewsBlock[];
}

export interface TeamMember {
  id: string;
  name: string;
  position: Localized;
  /** Absent: the card shows the 'photo to come' placeholder. */
  photo?: string;
}

export interface Leader {
  id: 'founder' | 'rector';
  name: string;
  role: Localized;
  photo: string;
  bio: Localized;
  /** Longer text shown on hover/focus on /organization. */
  detail: Localized;
}

export interface Value {
  id: 'excellence' | 'integrite' | 'innovation' | 'responsabilite' | 'respect' | 'collaboration';
  name: Localized;
  description: Localized;
}

export type GalleryCategory = 'campus' | 'ceremonies' | 'student-life' | 'conferences';

export interface GalleryItem {
  id: string;
  category: GalleryCategory;
  src: string;
  alt: Localized;
  title: Localized;
}

export interface HeroSlide {
  id: string;
  image: string;
  alt: Localized;
}
