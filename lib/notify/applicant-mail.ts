import 'server-only';
import { createTranslator } from 'next-intl';
import { getProgramme } from '@/content/programmes';
import { site } from '@/content/site';
import { isProgrammeType } from '@/content/types';
import type { AdmissionStatus, DocumentKind, MailKind } from '@/db/schema';
import { localizedPath, type Locale } from '@/i18n/locales';
import { documentKinds } from '@/lib/documents/limits';
import { nameForMail } from '@/lib/validation/person-name';
import { catalogues } from '@/messages';

/** The tracking page's path (locale-free). */
export const trackingPath = '/admissions/status';

/** What an e-mail to an applicant says, gathered from their application when it is sent. */
export interface ApplicantMailFacts {
  kind: MailKind;
  locale: Locale;
  reference: string;
  fullName: string;
  programType: string;
  programSlug: string;
  /** The programme's name of record (French), for a programme no longer in the catalogue. */
  programName: string;
  documentKinds: DocumentKind[];
  /** The status announced (status messages). */
  status?: AdmissionStatus | null;
}

/** The programme's name in the applicant's language. */
export function programmeName(locale: Locale, type: string, slug: string, fallback: string): string {
  const programme = isProgrammeType(type) ? getProgramme(type, slug) : undefined;
  return programme?.title[locale] ?? fallback;
}

/**
 * An e-mail to an applicant, in the language they used: the confirmation (reference, programme,
 * what happens next, documents received and still missing, the tracking link, the office's
 * contact) or a change of status. Plain text: it reads the same in every mail client.
 */
export function applicantMessage(facts: ApplicantMailFacts): { subject: string; text: string } {
  const { locale, reference } = facts;
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'Mail' });
  const kinds = createTranslator({ locale, messages: catalogues[locale], namespace: 'Tracking' });
  const programme = programmeName(locale, facts.programType, facts.programSlug, facts.programName);
  const trackingUrl = `${site.url}${localizedPath(locale, trackingPath)}`;
  const closing = [
    t('tracking', { url: trackingUrl }),
    t('trackingHint'),
    '',
    t('contact', { email: site.email, phone: site.phone }),
    '',
    t('signature', { site: site.shortName }),
  ];
  if (facts.kind === 'status' && facts.status) {
    const status = kinds(`statuses.${facts.status}`);
    return {
      subject: t('statusSubject', { reference, status }),
      text: [
        t('greeting', { name: nameForMail(facts.fullName) }),
        '',
        t('statusIntro'),
        '',
        t('reference', { reference }),
        t('programme', { programme }),
        t('statusLine', { status }),
        '',
        // What the new status means for the applicant, and what to do (add the missing documents…).
        t(`statusExplanations.${facts.status}`),
        '',
        ...closing,
        '',
      ].join('\n'),
    };
  }
  const received = documentKinds.filter((kind) => facts.documentKinds.includes(kind));
  const missing = documentKinds.filter((kind) => !facts.documentKinds.includes(kind));
  const list = (of: DocumentKind[]) => of.map((kind) => kinds(`kinds.${kind}`)).join(', ');
  return {
    subject: t('confirmationSubject', { reference }),
    text: [
      t('greeting', { name: nameForMail(facts.fullName) }),
      '',
      t('confirmationIntro'),
      '',
      t('reference', { reference }),
      t('programme', { programme }),
      '',
      t('nextTitle'),
      t('nextText'),
      '',
      t('documentsReceived', { list: received.length ? list(received) : t('documentsNone') }),
      missing.length ? t('documentsMissing', { list: list(missing) }) : t('documentsComplete'),
      '',
      ...closing,
      '',
    ].join('\n'),
  };
}
