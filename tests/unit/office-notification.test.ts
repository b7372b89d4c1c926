import { describe, expect, it } from 'vitest';
import { mayGoLater, notificationMessage } from '@/lib/notify/submissions';

const unreachable = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
const busy = () => Object.assign(new Error('Try again later'), { responseCode: 451 });
const refused = () => Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });

describe("the office's notification of a new submission", () => {
  it('names the reference and the programme with a link, and nothing the visitor typed', () => {
    const { subject, text } = notificationMessage('admission', 'ADM-2026-7K3Q9X', {
      programType: 'master',
      program: 'management-ong',
      fullName: 'Jean Dupont : payez ici',
    });
    expect(subject).toBe("Nouvelle demande d'admission ADM-2026-7K3Q9X : Management des ONG");
    expect(text).toContain('/admin/admissions/ADM-2026-7K3Q9X');
    expect(text).not.toContain('payez');
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
