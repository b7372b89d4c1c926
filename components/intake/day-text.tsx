'use client';

import { inSpan, todayInNdjamena, type DaySpan } from '@/lib/core/days';
import { useClientValue } from '@/lib/use-client-value';

export type DayTextOption = DaySpan & { text: string };

const readToday = () => todayInNdjamena();

/**
 * A text that depends on the day it is read: the pre-rendered page (and a browser without
 * JavaScript) shows `fallback`, a sentence true on every day; the browser then shows the option
 * of its day in N'Djamena.
 */
export function DayText({ options, fallback }: { options: readonly DayTextOption[]; fallback: string }) {
  const today = useClientValue(readToday, null);
  const option = today ? options.find((o) => inSpan(today, o)) : undefined;
  return <span data-day-text={option ? 'day' : 'fallback'}>{option?.text ?? fallback}</span>;
}
