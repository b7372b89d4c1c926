import { referencePattern } from '@/db/references';
import type { InboxKind } from './inbox-kinds';

const prefixes: Record<InboxKind, string> = { admissions: 'ADM-', contact: 'MSG-' };

/**
 * The reference a detail address names, when it is one of this inbox's. Anything else (a malformed
 * escape such as `%E0%A4%A`, another inbox's prefix, junk) is simply not found, without a query.
 */
export function referenceOf(kind: InboxKind, segment: string): string | undefined {
  let reference: string;
  try {
    reference = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return referencePattern.test(reference) && reference.startsWith(prefixes[kind]) ? reference : undefined;
}
