import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export interface Crumb {
  label: string;
  href: string;
}

interface BreadcrumbsProps {
  trail: readonly Crumb[];
}

/** The last crumb is the current page and is not a link. The trail is also given to search engines. */
export async function Breadcrumbs({ trail }: BreadcrumbsProps) {
  const t = await getTranslations('Breadcrumbs');
  const locale = await getLocale();
  return (
    <nav aria-label={t('label')} className="text-sm">
      {isLocale(locale) && <JsonLd data={breadcrumbJsonLd(locale, trail)} />}
      <ol className="flex flex-wrap items-center gap-1 text-primary-100">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            // The separator ends its crumb's line rather than starting the next one's.
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="underline-offset-2 hover:text-white hover:underline">
                  {crumb.label}
                </Link>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
