// `npm run export -- admissions --since 2026-09-01 [--until 2026-09-30] [--status new]
// [--output file.csv]` (or `contact`): the staff area's CSV export from the command line, to stdout
// or a file. Same columns, filters and escaping as the "Exporter en CSV" button.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { submissionStatuses } from '@/db/schema';
import { inboxKinds, parseFilters, type FilterProblem, type InboxKind } from '@/lib/admin/filters';
import { exportCsv } from '@/lib/admin/csv-export';
import { fail, openCliDatabase } from './cli/database';

const usage =
  'Usage: npm run export -- admissions|contact [--since YYYY-MM-DD] [--until YYYY-MM-DD] ' +
  `[--status ${submissionStatuses.join('|')}] [--search text] [--output file.csv]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    since: { type: 'string' },
    until: { type: 'string' },
    status: { type: 'string' },
    search: { type: 'string' },
    output: { type: 'string', short: 'o' },
  },
});
const kind = inboxKinds.find((candidate) => candidate === positionals[0]) as InboxKind | undefined;
if (!kind || positionals.length !== 1) fail(usage);

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
  fail(`Invalid ${named.join(', ')}.\n${usage}`);
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
