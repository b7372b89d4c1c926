import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayGoLater, notifyNewSubmission, type NotifiedForm } from '@/lib/notify/submissions';

const unreachable = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
const busy = () => Object.assign(new Error('Try again later'), { responseCode: 451 });
const refused = () => Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });

/** A mail server answering each try in turn: an error, or taking the message. */
function mailServer(answers: (Error | 'taken')[]) {
  const tries: string[] = [];
  const send = vi.fn((form: NotifiedForm, reference: string) => {
    tries.push(`${form} ${reference}`);
    const answer = answers[tries.length - 1] ?? 'taken';
    return answer === 'taken' ? Promise.resolve(true) : Promise.reject(answer);
  });
  return { send, tries };
}

let lines: Record<string, unknown>[];
beforeEach(() => {
  vi.useFakeTimers();
  lines = [];
  const keep = (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>);
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const events = () => lines.map((line) => [line.event, line.attempts]);

describe("the office's notification of a new submission", () => {
  it('is tried again after 1, 5 and 30 minutes while the mail server cannot take it, and then given up', async () => {
    const server = mailServer([unreachable(), busy(), unreachable(), unreachable()]);
    notifyNewSubmission('admission', 'ADM-2026-7K3Q9X', {}, { send: server.send });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.tries).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(server.tries).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(server.tries).toEqual(Array(4).fill('admission ADM-2026-7K3Q9X'));
    expect(events()).toEqual([
      ['notification_failed', 1],
      ['notification_failed', 2],
      ['notification_failed', 3],
      ['notification_abandoned', 4],
    ]);
    expect(lines[0]).toMatchObject({ reference: 'ADM-2026-7K3Q9X', code: 'ESOCKET', retryInS: 60 });
  });

  it('goes once the mail server is back, and is not sent again', async () => {
    const server = mailServer([unreachable(), 'taken']);
    notifyNewSubmission('contact', 'MSG-2026-7K3Q9X', {}, { send: server.send });
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(server.tries).toHaveLength(2);
    expect(events()).toEqual([
      ['notification_failed', 1],
      ['notification_sent', 2],
    ]);
  });

  it('is not tried again when the mail server refuses the message itself', async () => {
    const server = mailServer([refused()]);
    notifyNewSubmission('admission', 'ADM-2026-7K3Q9X', {}, { send: server.send });
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(server.tries).toHaveLength(1);
    expect(events()).toEqual([['notification_abandoned', 1]]);
    expect(lines[0]).toMatchObject({ responseCode: 550 });
  });

  it('tells a failure that may pass from a refusal', () => {
    expect([unreachable(), busy(), new Error('timeout'), undefined].map(mayGoLater)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(mayGoLater(refused())).toBe(false);
  });
});
