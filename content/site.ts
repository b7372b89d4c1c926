import { env } from '@/lib/core/env';
import type { Locale } from '@/i18n/locales';
import {
  arabicNameForms,
  defaultFrenchArticle,
  englishNameForms,
  frenchNameForms,
  type NameForms,
} from './name-forms';

const name = env.SITE_NAME ?? "Université Horizon de N'Djamena";
const shortName = env.SITE_SHORT_NAME ?? 'UHN';
/**
 * The Arabic name. Its default belongs to the default (fictional) French name: an operator who sets
 * SITE_NAME without SITE_NAME_AR sees their own name on Arabic pages, never the fictional one.
 */
const arabicName = env.SITE_NAME_AR ?? (env.SITE_NAME ? name : 'جامعة الأفق بانجمينا');
const arabicShortName = env.SITE_SHORT_NAME_AR ?? shortName;

/**
 * The institution's identity: the one place its name, contacts and links live. The defaults are
 * deliberately fictional (an .example domain, a number of zeros); an operator sets the SITE_*
 * environment variables to deploy their own identity without editing code.
 */
export const site = {
  /** The name of record (French): staff area, e-mail sender, anything not in a visitor's language. */
  name,
  shortName,
  /** The name as a page in each language writes it (SITE_NAME_AR in Arabic). */
  names: { fr: name, en: name, ar: arabicName } satisfies Record<Locale, string>,
  shortNames: { fr: shortName, en: shortName, ar: arabicShortName } satisfies Record<Locale, string>,
  /**
   * The name with its article, as sentences need it (« édité par l'Université… », "published by the
   * Université…"). SITE_NAME_ARTICLE and SITE_NAME_ARTICLE_EN set the articles; by default `l'`
   * before a vowel in French and `the` in English.
   */
  nameForms: {
    fr: frenchNameForms(name, env.SITE_NAME_ARTICLE ?? defaultFrenchArticle(name)),
    en: englishNameForms(name, env.SITE_NAME_ARTICLE_EN ?? 'the'),
    ar: arabicNameForms(arabicName),
  } satisfies Record<Locale, NameForms>,
  /** The short name likewise (« Pourquoi choisir l'UHN ? »); English uses an acronym bare. */
  shortNameForms: {
    fr: frenchNameForms(shortName, env.SITE_SHORT_NAME_ARTICLE ?? defaultFrenchArticle(shortName)),
    en: englishNameForms(shortName, 'none'),
    ar: arabicNameForms(arabicShortName),
  } satisfies Record<Locale, NameForms>,
  url: env.SITE_URL.replace(/\/$/, ''),
  foundedYear: 2003,
  phone: env.SITE_PHONE ?? '+235 00 00 00 00',
  email: env.SITE_EMAIL ?? 'contact@universite.example',
  hrEmail: env.SITE_HR_EMAIL ?? 'recrutement@universite.example',
  registrarEmail: env.SITE_REGISTRAR_EMAIL ?? 'scolarite@universite.example',
  address: {
    street: env.SITE_ADDRESS_STREET ?? 'Avenue Charles de Gaulle',
    district: env.SITE_ADDRESS_DISTRICT ?? 'Quartier Klémat',
    city: env.SITE_ADDRESS_CITY ?? "N'Djamena",
    country: { fr: 'Tchad', en: 'Chad', ar: 'تشاد' },
  },
  social: {
    facebook: env.SITE_FACEBOOK_URL ?? 'https://www.facebook.com/universite.example',
    whatsapp: env.SITE_WHATSAPP_URL ?? 'https://wa.me/23500000000',
    tiktok: env.SITE_TIKTOK_URL ?? 'https://www.tiktok.com/@universite.example',
  },
  agency: {
    name: env.SITE_AGENCY_NAME ?? 'Agence Web Exemple',
    url: env.SITE_AGENCY_URL ?? 'https://agence.example',
  },
} as const;

export type Site = typeof site;

/**
 * The name's forms as message arguments: `{name}` is the bare name (titles, labels, the copyright
 * line); a sentence uses the form its grammar needs, e.g. « Page Facebook {nameOf} ».
 */
export function nameArgs(locale: Locale) {
  const forms = site.nameForms[locale];
  return {
    name: site.names[locale],
    shortName: site.shortNames[locale],
    nameSubject: forms.subject,
    nameThe: forms.the,
    nameOf: forms.of,
    nameTo: forms.to,
    nameBy: forms.by,
    shortNameThe: site.shortNameForms[locale].the,
  };
}

/** The phone number as a tel: URI (digits and leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The phone number as shown: non-breaking spaces, so it never wraps across two lines. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

/** Whole years since the founding, at build time: never hard-coded. */
export function yearsOfExistence(now: Date = new Date()): number {
  return now.getFullYear() - site.foundedYear;
}
