import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createStaff, failConfirmation, logIn, query, runCli } from './support/admin';
import { sendApplication } from './support/applications';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.
// An e-mail to an applicant the mail server kept refusing is not lost in a log: the office sees it
// by its application's reference and sends it again; an operator does the same from the shell.

test('a failed e-mail is listed by reference on « Courriels en échec », and « Renvoyer » puts it back to be sent', async ({
  page,
}) => {
  const { reference } = await sendApplication(page.request);
  const id = await failConfirmation(reference);
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);

  await page.getByRole('link', { name: 'Courriels en échec' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courriels en échec' })).toBeVisible();
  // The office's own notice of this application may be listed too (no mail server here): its row
  // is the confirmation's.
  const row = page
    .locator('tbody tr', { has: page.getByRole('link', { name: reference, exact: true }) })
    .filter({ hasText: 'Confirmation de la demande' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Abandonné');
  await expect(row).toContainText('ECONNREFUSED');

  await row
    .getByRole('button', {
      name: `Renvoyer le courriel « Confirmation de la demande » de la demande ${reference}`,
    })
    .click();
  await expect(page.getByTestId('failed-mails-notice')).toHaveText(
    `Le courriel de la demande ${reference} est remis en envoi.`,
  );
  // Due again with every try ahead of it (or already taken by the mail server).
  const [after] = await query<{ attempts: number; sent_at: Date | null }>(
    'SELECT attempts, sent_at FROM mail_outbox WHERE id = $1',
    [id],
  );
  expect(after!.sent_at !== null || after!.attempts < 12).toBe(true);
  // The page shown again lists it waiting for its next try, no longer given up (or not at all, sent).
  await expect(row.getByText('Abandonné', { exact: true })).toHaveCount(0);

  // Sent again twice (a colleague was quicker): the page says it is no longer failed.
  await query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [id]);
  await page.goto('/admin/courriels');
  await expect(row).toHaveCount(0);
});

test('the operator lists the failed e-mails and sends them again with `npm run mail-outbox`', async ({
  request,
}) => {
  const { reference } = await sendApplication(request);
  const id = await failConfirmation(reference);

  const help = runCli(['mail-outbox', '--', '--help']);
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('resend <reference>');

  const listed = runCli(['mail-outbox', '--', 'list']);
  expect(listed.status, listed.stderr).toBe(0);
  const line = listed.stdout.split('\n').find((text) => text.startsWith(id));
  expect(line).toBe(`${id}\t${reference}\tconfirmation\t12 tries\tgiven up\tECONNREFUSED`);
  expect(listed.stdout).toMatch(/\d+ failed; \d+ waiting to be sent, \d+ given up\.\n$/);

  const resent = runCli(['mail-outbox', '--', 'resend', reference]);
  expect(resent.status, resent.stderr).toBe(0);
  // Every failed e-mail of the application: its confirmation, and the office's notice if it failed.
  expect(resent.stdout).toMatch(new RegExp(`^(Sent again: [0-9a-f-]+ \\(${reference}\\)\\n)+$`));
  expect(resent.stdout).toContain(`Sent again: ${id} (${reference})\n`);
  const [after] = await query<{ attempts: number }>('SELECT attempts FROM mail_outbox WHERE id = $1', [id]);
  expect(after!.attempts).toBeLessThan(12);

  const wrong = runCli(['mail-outbox', '--', 'resend', 'nothing']);
  expect(wrong.status).toBe(2);
  expect(wrong.stderr).toContain('Neither an e-mail id nor an application reference: nothing');
});
