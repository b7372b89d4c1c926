// `npm run mail-outbox -- list | resend <id or reference>` (`node cli/mail-outbox.mjs` in the bundle): the e-mails to applicants the mail
// server did not take, as the staff page « Courriels en échec » lists them, and sending them again.
import { referencePattern } from '@/db/references';
import { failedMails, outboxStatus, resendMail } from '@/lib/notify/outbox-status';
import { embeddedOption, parseCommandLine, usageError } from './cli/arguments';
import { chooseDatabase, fail, openCliDatabase } from './cli/database';
import { commandLine } from './cli/invocation';

const command = commandLine('mail-outbox', 'mail-outbox');
const usage = `
Usage: ${command} <command>

Commands:
  list                  The e-mails to applicants not sent yet whose last try failed: id,
                        application reference, kind, tries, state (given up, or the next try),
                        last error code; then how many wait and how many were given up on.
  resend <id>           Sends that e-mail again: due now, with every try again. A running server
                        sends it within 30 seconds.
  resend <reference>    Sends every failed e-mail of that application again.

Options:
${embeddedOption}
  -h, --help            This help.

Uses DATABASE_URL, else the PGlite folder (PGLITE_DATA_DIR), and applies pending migrations first.
Exit codes: 0 done, 1 nothing to send again or the database failed, 2 wrong arguments.
`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const { positionals, embedded } = parseCommandLine({}, usage, command, { positionals: true });
const [action, target, ...extra] = positionals;
if (!action) usageError('Missing command: list or resend.', command);
if (action !== 'list' && action !== 'resend')
  usageError(`Unknown command "${action}": list or resend.`, command);
if (action === 'list' && target !== undefined) usageError(`Unexpected argument "${target}".`, command);
if (action === 'resend') {
  if (target === undefined) usageError('resend needs an e-mail id or an application reference.', command);
  if (!uuid.test(target) && !referencePattern.test(target)) {
    usageError(`Neither an e-mail id nor an application reference: ${target}`, command);
  }
}
if (extra.length > 0) usageError(`Unexpected argument "${extra[0]}".`, command);

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const handle = await openCliDatabase(chooseDatabase(embedded));
let failure: string | undefined;
try {
  if (action === 'list') {
    const mails = await failedMails(handle.db);
    for (const mail of mails) {
      console.log(
        [
          mail.id,
          mail.reference,
          mail.kind,
          `${mail.attempts} tr${mail.attempts === 1 ? 'y' : 'ies'}`,
          mail.abandoned ? 'given up' : `next try ${when(mail.nextTry)}`,
          mail.lastError,
        ].join('\t'),
      );
    }
    const { waiting, abandoned } = await outboxStatus(handle.db);
    console.log(`${mails.length} failed; ${waiting} waiting to be sent, ${abandoned} given up.`);
  } else {
    const ids = uuid.test(target!)
      ? [target!]
      : (await failedMails(handle.db, target!)).map((mail) => mail.id);
    let resent = 0;
    for (const id of ids) {
      const reference = await resendMail(handle.db, id);
      if (reference) {
        console.log(`Sent again: ${id} (${reference})`);
        resent++;
      }
    }
    if (resent === 0) failure = `No failed e-mail ${uuid.test(target!) ? 'with id' : 'for'} ${target}.`;
  }
} finally {
  await handle.close();
}
if (failure) fail(failure);
