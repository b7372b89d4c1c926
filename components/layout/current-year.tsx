'use client';

import { useEffect, useState } from 'react';

/**
 * Pages are pre-rendered, so the server's year is the build's. The browser corrects it, so a
 * page built in December still shows the right year in January.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span suppressHydrationWarning>{year}</span>;
}
