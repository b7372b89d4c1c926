'use client';

import { useClientValue } from '@/lib/use-client-value';

const readYear = () => new Date().getFullYear();

/**
 * Pages are pre-rendered, so the server's year is the build's. The browser shows its own, so a
 * page built in December still shows the right year in January.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <>{useClientValue(readYear, buildYear)}</>;
}
