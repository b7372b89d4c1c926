import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { routeTrail, type RouteId } from '@/lib/routes';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface PageHeaderProps {
  /** The registry route this page is, or sits under. */
  route: RouteId;
  /** Set for pages below a registry route (a programme, an article): they add their own crumb. */
  current?: Crumb;
  title: string;
  lead?: string;
  children?: ReactNode;
}

export async function PageHeader({ route, current, title, lead, children }: PageHeaderProps) {
  const t = await getTranslations('Nav');
  const trail: Crumb[] = routeTrail(route).map((r) => ({ label: t(r.id), href: r.path }));
  if (current) trail.push(current);
  return (
    <div className="bg-primary-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {trail.length > 1 && <Breadcrumbs trail={trail} />}
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-primary-100">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
