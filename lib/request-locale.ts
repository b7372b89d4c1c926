/**
 * The request header by which the proxy tells a page rendered outside the [locale] segment (the
 * site's 404, app/global-not-found.tsx) the language of the address asked for
 * (`localeOfPath`). The proxy always sets it, so a visitor cannot choose it.
 */
export const requestLocaleHeader = 'x-site-locale';
