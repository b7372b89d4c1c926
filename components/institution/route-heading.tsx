import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { descriptionKey, routeTrail, type RouteId } from '@/lib/routes';

interface RouteHeadingProps {
  id: Exclude<RouteId, 'home'>;
  children?: ReactNode;
}

/**
 * Breadcrumb, h1 (the route's `Nav` title) and lead of a registry page, without a background: for
 * heroes that bring their own, such as the rotating hero.
 */
export async function RouteHeading({ id, children }: RouteHeadingProps) {
  const t = await getTranslations('Nav');
  const trail = routeTrail(id).map((r) => ({ label: t(r.id), href: r.path }));
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{t(id)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-primary-100 sm:text-xl">{t(descriptionKey(id))}</p>
      {children}
    </>
  );
}
