import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formErrorKeys, type FormErrorTexts } from '@/lib/validation/messages';
import type { FormCommonTexts } from './common-texts';

/** The strings every form needs, translated on the server and passed to the client leaf. */
export async function formTexts(
  locale: Locale,
): Promise<{ common: FormCommonTexts; errorTexts: FormErrorTexts }> {
  const t = await getTranslations({ locale, namespace: 'FormCommon' });
  const e = await getTranslations({ locale, namespace: 'FormErrors' });
  return {
    common: {
      required: t('required'),
      requiredNote: t('requiredNote'),
      submitting: t('submitting'),
      errorTitle: t('errorTitle'),
      errorText: t('errorText'),
      reference: t.raw('reference') as string,
      toasts: t('toasts'),
      closeToast: t('closeToast'),
      rateLimitedTitle: t('rateLimitedTitle'),
      rateLimitedText: t.raw('rateLimitedText') as string,
    },
    errorTexts: Object.fromEntries(formErrorKeys.map((key) => [key, e(key)])) as FormErrorTexts,
  };
}
