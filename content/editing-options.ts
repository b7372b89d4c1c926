// The lists the editing screen (keystatic.config.ts) offers in its selects, in French. Each is
// written from the type the site uses, so that a value added to the type and forgotten here fails
// the typecheck rather than being missing from the screen.
import { departments } from './departments';
import type { AidId, IntakeEventKind } from './intake-types';
import type { PaymentMethodId } from './payment';
import type {
  GalleryCategory,
  LicenceLevel,
  MasterLevel,
  MentionId,
  ProgrammeIcon,
  ProgrammeType,
} from './types';

type Option<T extends string> = { label: string; value: T };

function optionsOf<T extends string>(labels: Record<T, string>): readonly Option<T>[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ label, value }));
}

export const eventKindOptions = optionsOf<IntakeEventKind>({
  'applications-open': 'Ouverture des candidatures',
  'applications-close': 'Clôture des candidatures',
  committee: "Commission d'admission",
  results: 'Résultats',
  'classes-start': 'Rentrée',
  'open-day': 'Journée portes ouvertes',
});

export const programmeTypeOptions = optionsOf<ProgrammeType>({ licence: 'Licence', master: 'Master' });

export const departmentOptions: readonly Option<(typeof departments)[number]['id']>[] = departments.map(
  (department) => ({ label: department.name.fr, value: department.id }),
);

export const galleryCategoryOptions = optionsOf<GalleryCategory>({
  campus: 'Campus',
  ceremonies: 'Cérémonies',
  'student-life': 'Vie étudiante',
  conferences: 'Conférences',
});

export const paymentMethodOptions = optionsOf<PaymentMethodId>({
  'bank-transfer': 'Virement bancaire',
  'mobile-money': 'Mobile money',
  'cash-desk': "Caisse de l'Université",
});

export const aidOptions = optionsOf<AidId>({
  merit: 'Bourse au mérite',
  social: 'Aide sociale',
  sibling: 'Réduction fratrie',
  employer: "Prise en charge par l'employeur",
});

export const programmeLevelOptions = optionsOf<LicenceLevel | MasterLevel>({
  'bac+2/bac+3': 'Bac+3, avec une sortie possible à Bac+2 (licence)',
  'bac+3': 'Bac+3 sans sortie à Bac+2 (licences de santé)',
  'bac+4/bac+5': 'Bac+5 (master)',
});

export const mentionOptions = optionsOf<MentionId>({
  droit: 'Droit',
  informatique: 'Informatique',
  sociologie: 'Sociologie',
  economie: 'Économie',
  'banque-finance-comptabilite': 'Banque, finance, comptabilité',
  management: 'Management',
  'transport-logistique': 'Transport et logistique',
  communication: 'Communication',
});

export const programmeIconOptions = optionsOf<ProgrammeIcon>({
  briefcase: 'Mallette',
  scale: 'Balance',
  network: 'Réseau',
  code: 'Code',
  users: 'Groupe',
  chart: 'Graphique',
  globe: 'Globe',
  bank: 'Banque',
  calculator: 'Calculatrice',
  people: 'Personnes',
  building: 'Immeuble',
  truck: 'Camion',
  laptop: 'Ordinateur portable',
  megaphone: 'Mégaphone',
  pill: 'Comprimé',
  stethoscope: 'Stéthoscope',
  microscope: 'Microscope',
  baby: 'Bébé',
  shield: 'Bouclier',
  leaf: 'Feuille',
  handshake: 'Poignée de main',
  landmark: 'Monument',
  heart: 'Cœur',
});
