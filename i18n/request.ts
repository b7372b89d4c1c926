import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { catalogues } from '@/messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates are shown in N'Djamena's time zone whatever the server's.
    timeZone: 'Africa/Ndjamena',
    messages: catalogues[locale],
  };
});
