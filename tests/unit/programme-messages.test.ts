import { describe, expect, it } from 'vitest';
import { catalogues } from '@/messages';

describe('programme strings', () => {
  it('quote the product texts word for word in French', () => {
    const { Programme, ProgrammeNotFound, Catalogue } = catalogues.fr;
    expect(Programme).toMatchObject({
      licenceBadge: 'Licence (Bac +3)',
      masterBadge: 'Master',
      accredited: 'Accrédité CAMES',
      backLicence: 'Retour aux programmes de Licence',
      backMaster: 'Retour aux programmes de Master',
      about: 'À propos de la formation',
      objectives: 'Objectifs de la formation',
      objectivesIntro: "À l'issue de cette formation, vous serez capable de :",
      careers: 'Débouchés professionnels',
      careersIntro: 'Cette formation vous prépare à diverses carrières, notamment :',
      curriculum: 'Contenu du programme',
      licenceYear1: 'Première année (Bac+1)',
      licenceYear2: 'Deuxième année (Bac+2)',
      licenceYear3: 'Troisième année (Bac+3)',
      masterYear1: 'Première année',
      masterYear2: 'Deuxième année',
      keyInfo: 'Informations clés',
      level: 'Niveau',
      trainingType: 'Type de formation',
      trainingTypeValue: 'Formation initiale',
      institution: 'Établissement',
      accreditation: 'Accréditation',
      accreditationValue: 'Programme accrédité par le CAMES',
      ctaTitle: 'Intéressé(e) par cette formation ?',
      ctaText: "N'hésitez pas à nous contacter pour plus d'informations ou pour vous inscrire.",
      apply: "Demande d'admission",
    });
    expect(ProgrammeNotFound).toMatchObject({
      title: 'Programme introuvable',
      text: "Le programme que vous recherchez n'existe pas.",
      backLicence: 'Retour aux programmes de Licence',
      backMaster: 'Retour aux programmes de Master',
    });
    expect(Catalogue).toMatchObject({
      accreditedTab: 'Diplômes accrédités par le CAMES',
      otherTab: 'Autres formations',
    });
  });
});
