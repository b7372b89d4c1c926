import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertContactSubmission, queueOfficeNotification } from '@/db/submissions';
import { mailOutbox } from '@/db/schema';
import { failedMails, resendMail } from '@/lib/notify/outbox-status';
import { migratedDatabase } from './support/migrated-database';

const database = migratedDatabase('failed_mails');

describe('failed e-mails, as the staff page and the operators command list them', () => {
  it("lists the office's failed notice of a contact message under the message's reference and inbox, and sends it again", async () => {
    const { db } = database;
    const message = await insertContactSubmission(db, {
      name: 'Achta Mahamat',
      email: 'achta@example.org',
      subject: 'Frais de scolarité',
      message: 'Bonjour, quels sont les frais de la licence ?',
      locale: 'fr',
      idempotencyKey: null,
      suspectedReason: null,
      bodyHash: null,
      formTokenId: null,
    });
    await queueOfficeNotification(db, { contactSubmissionId: message.id });
    await db
      .update(mailOutbox)
      .set({ attempts: 3, lastError: 'ECONNREFUSED' })
      .where(eq(mailOutbox.contactSubmissionId, message.id));

    const [failed] = await failedMails(db);
    expect(failed).toMatchObject({
      reference: message.reference,
      inbox: 'contact',
      kind: 'office',
      attempts: 3,
      lastError: 'ECONNREFUSED',
      abandoned: false,
    });
    expect(await failedMails(db, message.reference)).toHaveLength(1);
    expect(await resendMail(db, failed!.id)).toBe(message.reference);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row?.attempts).toBe(0);
  });
});
