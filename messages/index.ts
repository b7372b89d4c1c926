/**
 * The interface strings, one catalogue per locale. Each area of the site keeps its namespaces in its
 * own file (`messages/{locale}/{area}.json`) so areas can change without touching one another; the
 * French catalogue is the reference shape, and the English and Arabic ones must match it (a
 * missing message fails the typecheck).
 */
import type { Locale } from '@/i18n/locales';
import arCommon from './ar/common.json' with { type: 'json' };
import arForms from './ar/forms.json' with { type: 'json' };
import arInfo from './ar/info.json' with { type: 'json' };
import arInstitution from './ar/institution.json' with { type: 'json' };
import arIntake from './ar/intake.json' with { type: 'json' };
import arMedia from './ar/media.json' with { type: 'json' };
import arNewsGallery from './ar/news-gallery.json' with { type: 'json' };
import arProgrammes from './ar/programmes.json' with { type: 'json' };
import arStaff from './ar/staff.json' with { type: 'json' };
import arTracking from './ar/tracking.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import frCommon from './fr/common.json' with { type: 'json' };
import enForms from './en/forms.json' with { type: 'json' };
import frForms from './fr/forms.json' with { type: 'json' };
import enInfo from './en/info.json' with { type: 'json' };
import frInfo from './fr/info.json' with { type: 'json' };
import enInstitution from './en/institution.json' with { type: 'json' };
import frInstitution from './fr/institution.json' with { type: 'json' };
import enIntake from './en/intake.json' with { type: 'json' };
import frIntake from './fr/intake.json' with { type: 'json' };
import enMedia from './en/media.json' with { type: 'json' };
import frMedia from './fr/media.json' with { type: 'json' };
import enNewsGallery from './en/news-gallery.json' with { type: 'json' };
import frNewsGallery from './fr/news-gallery.json' with { type: 'json' };
import enProgrammes from './en/programmes.json' with { type: 'json' };
import frProgrammes from './fr/programmes.json' with { type: 'json' };
import enStaff from './en/staff.json' with { type: 'json' };
import frStaff from './fr/staff.json' with { type: 'json' };
import enTracking from './en/tracking.json' with { type: 'json' };
import frTracking from './fr/tracking.json' with { type: 'json' };

const fr = {
  ...frCommon,
  ...frForms,
  ...frInfo,
  ...frInstitution,
  ...frIntake,
  ...frMedia,
  ...frNewsGallery,
  ...frProgrammes,
  ...frStaff,
  ...frTracking,
};

export type Messages = typeof fr;

const en: Messages = {
  ...enCommon,
  ...enForms,
  ...enInfo,
  ...enInstitution,
  ...enIntake,
  ...enMedia,
  ...enNewsGallery,
  ...enProgrammes,
  ...enStaff,
  ...enTracking,
};

const ar: Messages = {
  ...arCommon,
  ...arForms,
  ...arInfo,
  ...arInstitution,
  ...arIntake,
  ...arMedia,
  ...arNewsGallery,
  ...arProgrammes,
  ...arStaff,
  ...arTracking,
};

export const catalogues: Record<Locale, Messages> = { fr, en, ar };
