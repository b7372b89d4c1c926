// Sending fuzz cases a few at a time and counting the answers by kind and status.
import { table } from './harness';

export interface FuzzCase {
  /** The row of the table the case is counted in. */
  kind: string;
}

/** Answers per kind and status; -1 is a connection the server closed before answering. */
export type Tally = Map<string, Map<number, number>>;

/** Sends every case, `concurrency` at a time, and counts the statuses they were answered. */
export async function sendAll<Case extends FuzzCase>(
  cases: readonly Case[],
  send: (c: Case) => Promise<number>,
  concurrency: number,
): Promise<{ tally: Tally; seconds: number; failed: Case[] }> {
  const tally: Tally = new Map();
  const failed: Case[] = [];
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        const status = await send(c);
        if (status >= 500) failed.push(c);
        const counts = tally.get(c.kind) ?? new Map<number, number>();
        counts.set(status, (counts.get(status) ?? 0) + 1);
        tally.set(c.kind, counts);
      }
    }),
  );
  return { tally, seconds: (Date.now() - started) / 1000, failed };
}

const label = (status: number) => (status === -1 ? 'closed early' : `HTTP ${status}`);

/** Prints kinds × statuses with a total line; returns the count of 5xx answers. */
export function printTally(tally: Tally): number {
  const statuses = [...new Set([...tally.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  const rows = [...tally.entries()].map(([kind, counts]) => ({
    kind,
    sent: [...counts.values()].reduce((a, b) => a + b, 0),
    ...Object.fromEntries(statuses.map((s) => [label(s), counts.get(s) ?? 0])),
  }));
  const sum = (key: string) =>
    rows.reduce((total, row) => total + Number(row[key as keyof typeof row] ?? 0), 0);
  table([
    ...rows,
    {
      kind: 'total',
      sent: sum('sent'),
      ...Object.fromEntries(statuses.map((s) => [label(s), sum(label(s))])),
    },
  ]);
  return statuses.filter((s) => s >= 500).reduce((total, s) => total + sum(label(s)), 0);
}
