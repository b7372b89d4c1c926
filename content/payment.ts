import compiled from './.compiled/payment.json' with { type: 'json' };
import { once, resolveAll } from './placeholders';
import type { Localized } from './types';

/*
 * How to pay the registration and tuition fees: content/payment.yaml. PLACEHOLDERS: the bank,
 * account numbers and mobile-money numbers there are FICTIONAL (zeros, "Exemple", like the identity defaults of
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

/** The ways to pay, as content/payment.yaml lists them. */
const paymentMethods = once((): readonly PaymentMethod[] => resolveAll(compiled.methods));

export function allPaymentMethods(): readonly PaymentMethod[] {
  return paymentMethods();
}
