import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { getProgramme } from '@/content/programmes';
import { catalogues } from '@/messages';
import { createStaff, inboxRow, logIn, smtpPort } from './support/admin';
import { DocumentsSection, smallPdf } from './support/documents';
import { AdmissionFormPage, takeAPersonsTime } from './support/forms';
import { readMail, type ReceivedMail } from './support/mail';
import { localized, openPage } from './support/site';

// Project 'admin' (playwright.config.ts): the staff server stores the application in the test
// database, sends the applicant's e-mail and serves the staff list.

const ar = catalogues.ar;

test.use({ viewport: { width: 375, height: 740 } });

/** Listens on the staff server's SMTP port, waiting while another spec's test server holds it. */
async function mailServer(received: ReceivedMail[]): Promise<SMTPServer> {
  for (let tries = 0; ; tries++) {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(
            readMail(
              session.envelope.rcptTo.map((r) => r.address),
              Buffer.concat(chunks),
            ),
          );
          callback();
        });
      },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(smtpPort, '127.0.0.1', resolve);
      });
      return smtp;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || tries > 120) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

test('an applicant applies in Arabic on a phone: receipt, e-mail and tracking in Arabic; the office finds the name typed without its marks', async ({
  page,
}) => {
  // Up to a minute waiting for the mail port (admin.spec's mail test), then the journey.
  test.setTimeout(150_000);
  const fullName = 'فاطِمة محمد الأمين';
  // As the office types it: no short vowel, a bare alef for the alef with hamza.
  const typed = 'فاطمة محمد الامين';
  const email = `fatima.${randomUUID().slice(0, 8)}@example.org`;
  const programme = getProgramme('licence', 'genie-logiciel')!;

  const received: ReceivedMail[] = [];
  const smtp = await mailServer(received);
  try {
    await openPage(page, localized('ar', '/admissions'));
    const form = new AdmissionFormPage(page);
    await form.ready();
    await form.fill({
      fullName,
      email,
      phone: '+235 66 12 34 56',
      diploma: 'بكالوريا علمية (2025)',
      programType: 'licence',
      program: programme.slug,
      message: 'أرغب في دراسة هندسة البرمجيات.',
    });
    const documents = new DocumentsSection(page);
    await documents.attach('transcripts', 'kashf-nuqat.pdf', 'application/pdf', smallPdf());
    await expect(documents.item('kashf-nuqat.pdf')).toHaveAttribute('data-status', 'ready');
    await takeAPersonsTime();
    await form.submit.click();

    // The receipt, in Arabic.
    const receipt = page.getByTestId('application-receipt');
    const referenceText = receipt.getByTestId('application-reference');
    await expect(referenceText).toHaveText(/^ADM-[A-Z0-9-]+$/);
    const reference = (await referenceText.textContent())!;
    await expect(receipt).toContainText(ar.ApplicationReceipt.title);
    await expect(receipt).toContainText(ar.ApplicationReceipt.referenceLabel);
    await expect(documents.item('kashf-nuqat.pdf')).toHaveAttribute('data-status', 'sent');
    // Nothing wider than a small phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The confirmation e-mail, released once the document is uploaded, in Arabic.
    await expect
      .poll(() => received.filter((mail) => mail.to.includes(email)).length, { timeout: 40_000 })
      .toBe(1);
    const mail = received.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe(ar.Mail.confirmationSubject.replace('{reference}', reference));
    expect(mail.text).toContain(ar.Mail.greeting.replace('{name}', fullName));
    expect(mail.text).toContain(ar.Mail.confirmationIntro);
    expect(mail.text).toContain(ar.Mail.programme.replace('{programme}', programme.title.ar));
    expect(mail.text).toContain(localized('ar', '/admissions/status'));

    // The tracking page, in Arabic.
    await page.goto(localized('ar', '/admissions/status'));
    await page.getByLabel(ar.Tracking.reference).fill(reference);
    await page.getByLabel(ar.Tracking.email).fill(email);
    await page.getByRole('button', { name: ar.Tracking.submit }).click();
    const result = page.getByRole('region', {
      name: ar.Tracking.resultTitle.replace('{reference}', reference),
    });
    await expect(result.getByTestId('tracking-programme')).toHaveText(programme.title.ar);
    await expect(result.getByTestId('tracking-status')).toHaveText(ar.Tracking.statuses.new);
    await expect(result.getByTestId('tracking-documents')).toContainText('kashf-nuqat.pdf');

    // The office searches for the name as it types it.
    const password = `pw-${randomUUID()}`;
    await logIn(page, createStaff(password), password);
    await expect(page).toHaveURL(/\/admin\/admissions/);
    await page.goto(`/admin/admissions?q=${encodeURIComponent(typed)}`);
    const row = inboxRow(page, reference);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(fullName);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
