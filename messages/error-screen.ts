import type { Locale } from '@/i18n/locales';

/**
 * Strings of the error screens. Error boundaries are client components rendered outside
 * next-intl; keeping their few strings here, rather than importing a JSON catalogue, keeps the
 * catalogues out of the JavaScript every visitor downloads.
 */
export const errorScreenMessages = {
  fr: {
    title: 'Unexpected Application Error!',
    text: "Une erreur inattendue s'est produite. Veuillez réessayer.",
    retry: 'Réessayer',
    backHome: "Retour à l'accueil",
  },
  en: {
    title: 'Unexpected Application Error!',
    text: 'An unexpected error occurred. Please try again.',
    retry: 'Try again',
    backHome: 'Back to the home page',
  },
  ar: {
    title: 'Unexpected Application Error!',
    text: 'حدث خطأ غير متوقع. يرجى إعادة المحاولة.',
    retry: 'إعادة المحاولة',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
} as const satisfies Record<Locale, Record<'title' | 'text' | 'retry' | 'backHome', string>>;
