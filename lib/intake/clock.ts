import 'server-only';
import type { IsoDate } from '@/content/intake-types';
import { todayInNdjamena } from '@/lib/core/days';
import { env } from '@/lib/core/env';

/**
 * The day the server judges an application on: today in N'Djamena, unless INTAKE_TODAY names
 * another (test suites and rehearsals only; lib/core/env.ts).
 */
export function intakeToday(): IsoDate {
  return (env.INTAKE_TODAY as IsoDate | undefined) ?? todayInNdjamena();
}
