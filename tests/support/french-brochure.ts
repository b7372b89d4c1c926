import type { Brochure } from '@/lib/programmes/brochure';

/** A short French brochure with the characters the standard fonts encode and a few they replace. */
export const frenchBrochure = {
  title: 'Administration générale des entreprises | Université',
  language: 'fr',
  footer: "Université Horizon de N'Djamena",
  pageLabel: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  blocks: [
    { kind: 'subtitle', text: 'Université | Brochure de la formation' },
    { kind: 'title', text: 'Administration générale des entreprises' },
    {
      kind: 'paragraph',
      text: 'Le fonctionnement administratif, juridique et fiscal de l’entreprise : une licence pour tenir les services qui la font tourner au quotidien, de la direction aux achats.',
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Niveau', value: 'Licence (Bac\u00a0+3)' },
        { label: 'Code', value: 'L-AGE' },
        { label: 'Accréditation', value: 'Programme accrédité par le CAMES' },
      ],
    },
    { kind: 'heading', text: 'Objectifs' },
    { kind: 'paragraph', text: "À l'issue de cette formation, vous serez capable de\u00a0:" },
    {
      kind: 'bullets',
      items: [
        'Tenir les obligations administratives, fiscales et sociales d’une entreprise : déclarations, registres et assemblées',
        'Rédiger et suivre les contrats courants selon le droit OHADA → « œuvre »',
      ],
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Frais de scolarité', value: '450\u202f000 FCFA par an' },
        { label: 'Courriel', value: 'contact@universite.example' },
      ],
    },
  ],
} satisfies Brochure;
