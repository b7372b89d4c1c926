// The type of content/.compiled/payment.json, which scripts/content.ts writes from content/ (see there).
import type { PaymentMethod } from '../payment';

declare const payment: { methods: readonly PaymentMethod[] };
export default payment;
