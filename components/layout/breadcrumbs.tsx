import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export interface Crumb {
  label: string;
  href: string;
}

interface BreadcrumbsProps {
  trail: readonly Crumb[];
}

/** The last crumb is the current page and is not a link. */
export async function Breadcrumbs({ trail }: BreadcrumbsProps) {
  const t = await getTranslations('Breadcrumbs');
  return (
    <nav aria-label={t('label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-primary-100">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="underline-offset-2 hover:text-white hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
