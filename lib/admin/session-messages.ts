import { createTranslator } from 'next-intl';
import { catalogues } from '@/messages';

/** The texts of the « Dernière connexion » line and the sessions page; the staff area is French. */
export const sessionText = createTranslator({
  locale: 'fr',
  messages: catalogues.fr,
  namespace: 'StaffSessions',
});
