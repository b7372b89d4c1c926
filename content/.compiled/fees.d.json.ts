// The type of content/.compiled/fees.json, which scripts/content.ts writes from content/ (see there).
import type { FeeTier, Instalment } from '../intake-types';

declare const fees: { tiers: readonly FeeTier[]; instalments: readonly Instalment[] };
export default fees;
