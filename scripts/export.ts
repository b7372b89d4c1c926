// `npm run export -- admissions --since 2026-09-01 [--until 2026-09-30] [--status new]
// [--output file.csv]` (or `contact`): the staff area's CSV export from the command line, to stdout
// or a file. Same columns, filters and escaping as the "Exporter en CSV" button.
import { chmodSync, writeFileSync } from 'node:fs';
import { submissionStatuses } from '@/db/schema';
import { inboxKinds, type InboxKind } from '@/lib/admin/inbox-kinds';
import { parseFilters, type FilterProblem } from '@/lib/admin/filters';
import { exportCsv } from '@/lib/admin/csv-export';
import { embeddedOption, parseCommandLine, usageError } from './cli/arguments';
import { chooseDatabase, openCliDatabase } from './cli/database';
import { commandLine } from './cli/invocation';

const command = commandLine('export', 'export');
const usage = `
Usage: ${command} admissions|contact [options]

Writes the staff area's CSV export (same columns, filters and escaping as « Exporter en CSV »).

Options:
  --since YYYY-MM-DD      Received on or after this day (N'Djamena time).
  --until YYYY-MM-DD      Received on or before this day.
  --status <status>       ${submissionStatuses.join(', ')}.
  --search <text>         Name or e-mail contains this text.
  -o, --output <file>     Write to this file instead of stdout (readable by its owner only).
${embeddedOption}
  -h, --help              This help.

Uses DATABASE_URL, else the PGlite folder (PGLITE_DATA_DIR), and applies pending migrations first.
Exit codes: 0 done, 1 the database failed, 2 wrong arguments.
`;

const { values, positionals, embedded } = parseCommandLine(
  {
    since: { type: 'string' },
    until: { type: 'string' },
    status: { type: 'string' },
    search: { type: 'string' },
    output: { type: 'string', short: 'o' },
  },
  usage,
  command,
  { positionals: true },
);
const [first, ...extra] = positionals;
if (!first) usageError('Missing inbox: admissions or contact.', command);
const kind = inboxKinds.find((candidate) => candidate === first) as InboxKind | undefined;
if (!kind) usageError(`Unknown inbox "${first}": admissions or contact.`, command);
if (extra.length > 0) usageError(`Unexpected argument "${extra[0]}".`, command);

const options: Partial<Record<FilterProblem, string>> = {
  from: '--since',
  to: '--until',
  status: '--status',
  q: '--search',
  range: '--since/--until',
};
const parsed = parseFilters(kind, {
  from: values.since,
  to: values.until,
  status: values.status,
  q: values.search,
});
// A mistyped filter must not silently export everything instead.
if (!parsed.ok) {
  const named = parsed.problems.map((problem) => options[problem] ?? problem);
  usageError(`Invalid ${named.join(', ')}.`, command);
}
const { filters } = parsed;

const handle = await openCliDatabase(chooseDatabase(embedded));
try {
  const { csv, rows } = await exportCsv(handle.db, kind, filters);
  if (values.output) {
    // Personal data: readable by its owner only, whatever the umask (mode applies to a new file,
    // chmod to one that was there).
    writeFileSync(values.output, csv, { mode: 0o600 });
    chmodSync(values.output, 0o600);
    console.error(`${rows} row(s) written to ${values.output}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await handle.close();
}
