import { TeamCard } from '@/components/institution/team-card';
import { RoutePageHeader } from '@/components/layout/route-page';
import { Reveal } from '@/components/motion/reveal';
import { allTeamMembers } from '@/content/team';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('team');

export default async function TeamPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  return (
    <>
      <RoutePageHeader id="team" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <Reveal as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {allTeamMembers().map((member) => (
            <li key={member.id} data-team-member={member.id}>
              <TeamCard member={member} locale={locale} />
            </li>
          ))}
        </Reveal>
      </div>
    </>
  );
}
