import { createTranslator } from 'next-intl';
import { getMention } from '@/content/accreditation';
import type { Programme } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { catalogues } from '@/messages';

/**
 * The accreditation rows of a programme's key facts, shared by its page and its brochure: none
 * for a programme CAMES does not accredit (every master among them), else the spec's
 * 'Programme accrédité par le CAMES' and the accredited diploma (licence mention) it leads to.
 */
export function accreditationFacts(programme: Programme, locale: Locale): { label: string; value: string }[] {
  if (programme.type !== 'licence' || !programme.accredited || !programme.mention) return [];
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Programme' });
  const mention = getMention(programme.mention).name[locale];
  return [
    { label: t('accreditation'), value: t('accreditationValue') },
    { label: t('accreditedDiploma'), value: t('accreditedDiplomaValue', { mention }) },
  ];
}
