import { env } from '@/lib/core/env';

/**
 * The institution's identity: the one place its name, contacts and links live. The defaults are
 * deliberately fictional (an .example domain, a number of zeros); an operator sets the SITE_*
 * environment variables to deploy their own identity without editing code.
 */
export const site = {
  name: env.SITE_NAME ?? "Université Horizon de N'Djamena",
  shortName: env.SITE_SHORT_NAME ?? 'UHN',
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
    country: { fr: 'Tchad', en: 'Chad' },
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
