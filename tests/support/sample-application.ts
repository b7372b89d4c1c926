/**
 * The fields of one valid application, as the admission form sends them (a master's programme open
 * this intake). Shared by the end-to-end, bundle and benchmark runs that store applications.
 */
export function sampleApplication() {
  return {
    fullName: 'Achta Mahamat Saleh',
    email: 'achta@example.org',
    phone: '+235 66 12 34 56',
    diploma: 'Baccalauréat série D (2025)',
    programType: 'master',
    program: 'management-ong',
    message: 'Je travaille pour une association à Moundou et souhaite me former à la gestion de projets.',
  };
}
