import type { Department, DepartmentId } from './types';

export const departments = [
  {
    id: 'sciences-juridiques',
    name: { fr: 'Sciences juridiques', en: 'Legal Sciences', ar: 'العلوم القانونية' },
    colour: '#7c2d12',
  },
  {
    id: 'sciences-techniques',
    name: { fr: 'Sciences techniques', en: 'Technical Sciences', ar: 'العلوم التقنية' },
    colour: '#1d4ed8',
  },
  {
    id: 'sciences-humaines-sociales',
    name: {
      fr: 'Sciences humaines et sociales',
      en: 'Humanities and Social Sciences',
      ar: 'العلوم الإنسانية والاجتماعية',
    },
    colour: '#7e22ce',
  },
  {
    id: 'sciences-economiques',
    name: { fr: 'Sciences économiques', en: 'Economic Sciences', ar: 'العلوم الاقتصادية' },
    colour: '#047857',
  },
  {
    id: 'sciences-gestion',
    name: { fr: 'Sciences de gestion', en: 'Management Sciences', ar: 'علوم التسيير' },
    colour: '#b45309',
  },
  {
    id: 'sciences-communication',
    name: { fr: 'Sciences de la communication', en: 'Communication Sciences', ar: 'علوم الإعلام والاتصال' },
    colour: '#be185d',
  },
  { id: 'sante', name: { fr: 'Santé', en: 'Health', ar: 'الصحة' }, colour: '#0f766e' },
  {
    id: 'management-gouvernance',
    name: { fr: 'Management et gouvernance', en: 'Management and Governance', ar: 'الإدارة والحوكمة' },
    colour: '#1e3a8a',
  },
] as const satisfies readonly Department[];

export function allDepartments(): readonly Department[] {
  return departments;
}

export function getDepartment(id: DepartmentId): Department {
  const department = departments.find((d) => d.id === id);
  if (!department) throw new Error(`Unknown department: ${id}`);
  return department;
}
