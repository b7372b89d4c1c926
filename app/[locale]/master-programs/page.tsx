import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('masterPrograms');

export default async function MasterProgramsPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="masterPrograms" />;
}
