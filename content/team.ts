import type { DepartmentId, Localized, TeamMember } from '@/content/types';
import { getDepartment } from './departments';

/** A head of department's title, with the department named as the programme pages name it. */
function headOf(id: DepartmentId, feminine: boolean): Localized {
  const { name } = getDepartment(id);
  return {
    fr: `${feminine ? 'Cheffe' : 'Chef'} du département ${name.fr}`,
    en: `Head of the ${name.en} Department`,
  };
}

/*
 * Management team. All names are FICTIONAL placeholders, to be replaced by the operator.
 * Members without a `photo` show the 'photo to come' placeholder.
 */
const teamMembers = [
  {
    id: 'abdelkerim-hassane-ousmane',
    name: 'Dr Abdelkerim Hassane Ousmane',
    position: { fr: 'Secrétaire général', en: 'Secretary General' },
    photo: '/images/team/abdelkerim-hassane-ousmane.svg',
  },
  {
    id: 'remadji-neloumta',
    name: 'Dr Remadji Néloumta',
    position: { fr: 'Directrice académique', en: 'Academic Director' },
    photo: '/images/team/remadji-neloumta.svg',
  },
  {
    id: 'ngaba-djimadoum',
    name: 'Ngaba Djimadoum',
    position: {
      fr: 'Directeur des études et de la pédagogie',
      en: 'Director of Studies and Teaching',
    },
    photo: '/images/team/ngaba-djimadoum.svg',
  },
  {
    id: 'zenaba-abakar-issa',
    name: 'Zenaba Abakar Issa',
    position: headOf('sciences-juridiques', true),
    photo: '/images/team/zenaba-abakar-issa.svg',
  },
  {
    id: 'kaltouma-djibrine-adoum',
    name: 'Dr Kaltouma Djibrine Adoum',
    position: headOf('sante', true),
    photo: '/images/team/kaltouma-djibrine-adoum.svg',
  },
  {
    id: 'allarabaye-mbaidoum',
    name: 'Allarabaye Mbaïdoum',
    position: headOf('sciences-economiques', false),
  },
  {
    id: 'denenodji-mondjiro',
    name: 'Dénénodji Mondjiro',
    position: { fr: 'Responsable de la scolarité', en: 'Registrar' },
    photo: '/images/team/denenodji-mondjiro.svg',
  },
  {
    id: 'youssouf-oumar-hamid',
    name: 'Youssouf Oumar Hamid',
    position: {
      fr: 'Directeur administratif et financier',
      en: 'Director of Administration and Finance',
    },
    photo: '/images/team/youssouf-oumar-hamid.svg',
  },
  {
    id: 'naissem-koumandji',
    name: 'Naïssem Koumandji',
    position: { fr: 'Responsable de la bibliothèque', en: 'Head Librarian' },
  },
  {
    id: 'achta-mahamat-nour',
    name: 'Achta Mahamat Nour',
    position: {
      fr: 'Cheffe du service communication',
      en: 'Head of Communication',
    },
    photo: '/images/team/achta-mahamat-nour.svg',
  },
  {
    id: 'ndoubabe-guelmbaye',
    name: 'Ndoubabe Guelmbaye',
    position: {
      fr: "Responsable des systèmes d'information",
      en: 'IT Manager',
    },
  },
  {
    id: 'haoua-tahir-ahmat',
    name: 'Haoua Tahir Ahmat',
    position: {
      fr: 'Responsable de la vie étudiante',
      en: 'Head of Student Life',
    },
    photo: '/images/team/haoua-tahir-ahmat.svg',
  },
  {
    id: 'nadjiroum-ngarlejy',
    name: 'Nadjiroum Ngarlejy',
    position: {
      fr: "Responsable de l'assurance qualité",
      en: 'Quality Assurance Officer',
    },
  },
  {
    id: 'issa-moussa-bichara',
    name: 'Issa Moussa Bichara',
    position: {
      fr: "Responsable des stages et de l'insertion professionnelle",
      en: 'Head of Internships and Careers',
    },
    photo: '/images/team/issa-moussa-bichara.svg',
  },
] as const satisfies readonly TeamMember[];

export function allTeamMembers(): readonly TeamMember[] {
  return teamMembers;
}
