import { getTranslations } from 'next-intl/server';
import { descriptionKey, type RouteId } from '@/lib/routes';
import { PageHeader } from './page-header';

interface RoutePageProps {
  id: Exclude<RouteId, 'home'>;
}

/** Title, breadcrumb and lead of a registry page, from the `Nav` messages. */
export async function RoutePageHeader({ id }: RoutePageProps) {
  const t = await getTranslations('Nav');
  return <PageHeader route={id} title={t(id)} lead={t(descriptionKey(id))} />;
}
