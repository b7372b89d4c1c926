import type { Localized } from './types';

/*
 * How to pay the registration and tuition fees. PLACEHOLDERS: the bank, account numbers and
 * mobile-money numbers below are FICTIONAL (zeros, "Exemple", like the identity defaults of
 * site.ts); replace them with the University's own before launch. Never publish a real account
 * without the bursar's confirmation.
 */

export type PaymentMethodId = 'bank-transfer' | 'mobile-money' | 'cash-desk';

export interface PaymentDetail {
  label: Localized;
  value: string | Localized;
}

export interface PaymentMethod {
  id: PaymentMethodId;
  name: Localized;
  /** How to pay this way, in a sentence or two. */
  how: Localized;
  details: readonly PaymentDetail[];
}

export const paymentMethods = [
  {
    id: 'bank-transfer',
    name: { fr: 'Virement bancaire', en: 'Bank transfer' },
    how: {
      fr: "Indiquez en libellé votre nom et la référence de votre candidature (ADM-…), puis remettez l'avis de virement au service de la scolarité.",
      en: "Put your name and your application reference (ADM-…) in the transfer's description, then hand the transfer slip to the Registrar's Office.",
    },
    details: [
      { label: { fr: 'Banque', en: 'Bank' }, value: 'Banque Exemple du Tchad' },
      {
        label: { fr: 'Titulaire du compte', en: 'Account holder' },
        value: 'Université – Frais de scolarité',
      },
      { label: { fr: 'RIB', en: 'Account number (RIB)' }, value: 'TD00 00000 00000 00000000000 00' },
      { label: { fr: 'Code SWIFT', en: 'SWIFT code' }, value: 'EXMPTDND' },
    ],
  },
  {
    id: 'mobile-money',
    name: { fr: 'Mobile money', en: 'Mobile money' },
    how: {
      fr: "Payez au numéro marchand de l'Université depuis votre téléphone, avec votre référence de candidature en motif ; gardez le SMS de confirmation, il vaut reçu.",
      en: "Pay the University's merchant number from your phone, with your application reference as the reason; keep the confirmation text message, it is your receipt.",
    },
    details: [
      { label: { fr: 'Airtel Money', en: 'Airtel Money' }, value: '+235 00 00 00 01' },
      { label: { fr: 'Moov Money', en: 'Moov Money' }, value: '+235 00 00 00 02' },
      {
        label: { fr: 'Nom affiché', en: 'Name shown' },
        value: { fr: 'UNIVERSITE EXEMPLE', en: 'UNIVERSITE EXEMPLE' },
      },
    ],
  },
  {
    id: 'cash-desk',
    name: { fr: "Caisse de l'Université", en: 'University cash desk' },
    how: {
      fr: "En espèces ou par chèque à la caisse, au rez-de-chaussée du bâtiment administratif, aux heures d'ouverture du campus : un reçu vous est remis sur place.",
      en: 'In cash or by cheque at the cash desk, on the ground floor of the administration building, during the campus opening hours: you get a receipt on the spot.',
    },
    details: [],
  },
] as const satisfies readonly PaymentMethod[];

export function allPaymentMethods(): readonly PaymentMethod[] {
  return paymentMethods;
}
