import type { Leader, Localized } from '@/content/types';
import compiled from './.compiled/leadership.json' with { type: 'json' };
import { resolveAll } from './placeholders';

/*
 * The founder, the rector and the rector's message: content/leadership.yaml. Both leaders are
 * FICTIONAL placeholders, to be replaced by the operator.
 */
const { leaders, rectorMessage: message } = resolveAll(compiled);

/** 'Mot du Recteur', paragraph by paragraph. The signature is rendered separately from the leader data. */
export const rectorMessage: readonly Localized[] = message;

export function allLeaders(): readonly Leader[] {
  return leaders;
}

export function getLeader(id: Leader['id']): Leader {
  const leader = leaders.find((l) => l.id === id);
  if (!leader) throw new Error(`Unknown leader: ${id}`);
  return leader;
}
