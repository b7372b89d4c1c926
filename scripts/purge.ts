// `npm run purge` (`node cli/purge.mjs` in the bundle): deletes the applications and contact messages the privacy policy no longer lets
// us keep (scripts/cli/retention.ts). Meant to run daily from cron or a systemd timer.
import { logEvent } from '@/lib/core/log';
import { embeddedOption, parseCommandLine } from './cli/arguments';
import { chooseDatabase, openCliDatabase } from './cli/database';
import { commandLine } from './cli/invocation';
import { purgeExpired, retentionMonths } from './cli/retention';

const command = commandLine('purge', 'purge');
const usage = `
Usage: ${command} [--dry-run]

Deletes what the privacy policy says is deleted:
  - applications ${retentionMonths.admissions} months after their decision (status Accepté or Refusé, counted
    from the last change to that status), with their documents;
  - contact messages ${retentionMonths.contact} months after the office closed them (status Répondu or
    Archivé, counted from the last change to that status);
with their status history, internal notes and queued e-mails. Writes one JSON log line (event retention_purge).

Options:
  --dry-run         Count what would be deleted; delete nothing.
${embeddedOption}
  -h, --help        This help.

Uses DATABASE_URL, else the PGlite folder (PGLITE_DATA_DIR), and applies pending migrations first.
Exit codes: 0 done, 1 the database failed, 2 wrong arguments.
`;

const { values, embedded } = parseCommandLine({ 'dry-run': { type: 'boolean' } }, usage, command);
const dryRun = values['dry-run'] === true;

const handle = await openCliDatabase(chooseDatabase(embedded));
try {
  const counts = await purgeExpired(handle.db, { dryRun });
  logEvent('retention_purge', { dryRun, ...counts });
} finally {
  await handle.close();
}
