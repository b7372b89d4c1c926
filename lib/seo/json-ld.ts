import type {
  BreadcrumbList,
  CollegeOrUniversity,
  EducationalOccupationalProgram,
  NewsArticle as NewsArticleLd,
  Thing,
  WithContext,
} from 'schema-dts';
import { authorName, authorType, newsCategoryLabels } from '@/content/news';
import { site } from '@/content/site';
import type { NewsArticle, Programme } from '@/content/types';
import { locales, type Locale } from '@/i18n/locales';
import { newsPath, programmePath } from '@/lib/routes';
import { newsOgImage } from './og-images';
import { absoluteUrl } from './urls';

/** One identifier for the institution, so every page's data points at the same organisation. */
export const universityId = `${site.url}/#organization`;

// public/logo.png: the logo's PNG, drawn from public/logo.svg at build (scripts/lib/logo-png.mjs).
const logo = `${site.url}/logo.png`;

const contactTypes: Record<Locale, string> = {
  fr: 'admissions et renseignements',
  en: 'admissions and enquiries',
  ar: 'القبول والاستعلامات',
};

/** The institution as schema.org's CollegeOrUniversity, from content/site.ts (home and /about). */
export function universityJsonLd(locale: Locale, description: string): WithContext<CollegeOrUniversity> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': universityId,
    name: site.names[locale],
    // The name of record and the short name, for a search in another language or script.
    alternateName: [...new Set([site.name, site.shortNames[locale]])].filter(
      (name) => name !== site.names[locale],
    ),
    description,
    url: absoluteUrl(locale, '/'),
    logo,
    image: `${site.url}/images/og/default.png`,
    foundingDate: String(site.foundedYear),
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.district}`,
      addressLocality: site.address.city,
      addressCountry: 'TD',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: contactTypes[locale],
      telephone: site.phone,
      email: site.email,
      availableLanguage: [...locales],
    },
    // Profiles of the institution elsewhere (a WhatsApp chat link is a contact, not a profile).
    sameAs: [site.social.facebook, site.social.tiktok],
  };
}

/** A programme as schema.org's EducationalOccupationalProgram (its detail page). */
export function programmeJsonLd(
  locale: Locale,
  programme: Programme,
  credential: string,
): WithContext<EducationalOccupationalProgram> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: programme.title[locale],
    description: programme.description[locale],
    url: absoluteUrl(locale, programmePath(programme)),
    identifier: programme.code,
    educationalCredentialAwarded: credential,
    timeToComplete: programme.type === 'licence' ? 'P3Y' : 'P2Y',
    educationalProgramMode: 'full-time',
    occupationalCategory: programme.careers.map((career) => career[locale]),
    provider: {
      '@type': 'CollegeOrUniversity',
      '@id': universityId,
      name: site.names[locale],
      url: site.url,
    },
  };
}

/** A news article as schema.org's NewsArticle. */
export function newsArticleJsonLd(locale: Locale, article: NewsArticle): WithContext<NewsArticleLd> {
  const url = absoluteUrl(locale, newsPath(article.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title[locale],
    description: article.excerpt[locale],
    url,
    mainEntityOfPage: url,
    image: `${site.url}${newsOgImage(locale, article)}`,
    datePublished: article.date,
    inLanguage: locale,
    articleSection: newsCategoryLabels[article.category][locale],
    author: { '@type': authorType(article.author), name: authorName(article.author, locale) },
    publisher: {
      '@type': 'CollegeOrUniversity',
      '@id': universityId,
      name: site.names[locale],
      logo: { '@type': 'ImageObject', url: logo },
    },
  };
}

/** The breadcrumb trail shown on the page, as schema.org's BreadcrumbList. */
export function breadcrumbJsonLd(
  locale: Locale,
  trail: readonly { label: string; href: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(locale, crumb.href),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` is escaped so that no text in the data
 * (a title with "</script>") can end the script element early.
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
