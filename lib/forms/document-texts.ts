import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { DocumentTexts } from '@/lib/forms/document-strings';
import type { Locale } from '@/i18n/locales';

/** The documents' strings, translated on the server and passed to the client leaf. */
export async function documentTexts(locale: Locale): Promise<DocumentTexts> {
  const t = await getTranslations({ locale, namespace: 'Documents' });
  return {
    kinds: { transcripts: t('transcripts'), diploma: t('diploma'), identity: t('identity') },
    formats: t('formats'),
    choose: t('choose'),
    ready: t.raw('ready') as string,
    preparing: t('preparing'),
    uploading: t.raw('uploading') as string,
    sent: t.raw('sent') as string,
    failed: t('failed'),
    retry: t('retry'),
    remove: t('remove'),
    tooLarge: t('tooLarge'),
    wrongType: t('wrongType'),
    tooMany: t('tooMany'),
    notFound: t('notFound'),
    limited: t('limited'),
    network: t('network'),
  };
}
