// `npm run export -- admissions --since 2026-09-01 [--until 2026-09-30] [--status new]
// [--output file.csv]` (or `contact`): the staff area's CSV export from the command line, to stdout
// or a file. Same columns, filters and escaping as the "Exporter en CSV" button.
import { writeFileSync } from 'node:fs';
import { submissionStatuses } from '@/db/schema';
import { inboxKinds, parseFilters, type FilterProblem, type InboxKind } from '@/lib/admin/filters';
import { exportCsv } from '@/lib/admin/csv-export';
import { parseCommandLine, usageError } from './cli/arguments';
import { openCliDatabase } from './cli/database';

const command = 'npm run export --';
const usage = `
Usage: npm run export -- admissions|contact [options]

Writes the staff area's CSV export (same columns, filters and escaping as « Exporter en CSV »).

Options:
  --since YYYY-MM-DD      Received on or after this day (N'Djamena time).
  --until YYYY-MM-DD      Received on or before this day.
  --status <status>       ${submissionStatuses.join(', ')}.
  --search <text>         Name or e-mail contains this text.
  -o, --output <file>     Write to this file instead of stdout.
  -h, --help              This help.

Uses DATABASE_URL, else the PGlite folder (PGLITE_DATA_DIR), and applies pending migrations first.
Exit codes: 0 done, 1 the database failed, 2 wrong arguments.
`;

const { values, positionals } = parseCommandLine(
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

const handle = await openCliDatabase();
try {
  const { csv, rows } = await exportCsv(handle.db, kind, filters);
  if (values.output) {
    writeFileSync(values.output, csv);
    console.error(`${rows} row(s) written to ${values.output}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await handle.close();
}
