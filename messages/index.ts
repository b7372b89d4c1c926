/**
 * The interface strings, one catalogue per locale. Each area of the site keeps its namespaces in its
 * own file (`messages/{locale}/{area}.json`) so areas can change without touching one another; the
 * French catalogue is the reference shape, and the English one must match it (a missing English
 * message fails the typecheck).
 */
import type { Locale } from '@/i18n/locales';
import enCommon from './en/common.json' with { type: 'json' };
import frCommon from './fr/common.json' with { type: 'json' };
import enMedia from './en/media.json' with { type: 'json' };
import frMedia from './fr/media.json' with { type: 'json' };

const fr = { ...frCommon, ...frMedia };

export type Messages = typeof fr;

const en: Messages = { ...enCommon, ...enMedia };

export const catalogues: Record<Locale, Messages> = { fr, en };
