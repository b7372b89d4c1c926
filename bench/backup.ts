// `npm run bench:backup`: how long `pg_dump --format=custom` takes, and how large its file is, per
// GB of documents, at each compression level worth considering. Documents (PDFs, photos) are stored
// as bytea and are already compressed: random bytes stand in for them. A throw-away database on this
// machine's server is filled with BENCH_BACKUP_MB of them (400 KB each, the size of a typical
// scanned page), dumped once per level, then dropped.
//
//   TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test)   BENCH_BACKUP_MB (1024)
//   BENCH_BACKUP_LEVELS (default,1,0: `default` is pg_dump's own, gzip level 6; run in this order)
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverUrl, table } from './lib/harness';

const megabytes = Number(process.env.BENCH_BACKUP_MB ?? 1024);
const levels = (process.env.BENCH_BACKUP_LEVELS ?? 'default,1,0').split(',');
const documentBytes = 400 * 1024;
const branch = process.env.BENCH_BACKUP_LABEL ?? 'bench';
const name = `backup_${branch.replace(/\W/g, '_')}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;

/** `1m2.345s` (bash's `times`) in seconds. */
function duration(text: string): number {
  const match = /^(\d+)m([\d.]+)s$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const folder = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
try {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // The documents' shape: a row per file, its bytes in a bytea column (stored out of line, as
  // incompressible values are).
  await client.query(
    `CREATE TABLE documents (id serial PRIMARY KEY, name text NOT NULL, content bytea NOT NULL)`,
  );
  const count = Math.ceil((megabytes * 1024 * 1024) / documentBytes);
  const filling = Date.now();
  for (let i = 0; i < count; i++) {
    await client.query('INSERT INTO documents (name, content) VALUES ($1, $2)', [
      `scan-${i}.pdf`,
      randomBytes(documentBytes),
    ]);
  }
  const { rows } = await client.query<{ size: string }>(
    `SELECT pg_database_size(current_database()) AS size`,
  );
  await client.end();
  const databaseBytes = Number(rows[0]!.size);
  // Per GB of documents (the database holds a little more: row headers, the TOAST index).
  const documentsBytes = count * documentBytes;
  const gigabytes = documentsBytes / 1024 ** 3;
  console.log(
    `${count} documents, database ${(databaseBytes / 1024 ** 2).toFixed(0)} MiB, filled in ` +
      `${((Date.now() - filling) / 1000).toFixed(0)} s. pg_dump: ${spawnSync('pg_dump', ['--version'], { encoding: 'utf8' }).stdout.trim()}. ` +
      `CPU: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}.`,
  );

  const results: Record<string, string | number>[] = [];
  for (const level of levels) {
    const file = path.join(folder, `dump-${level}`);
    const args = ['--format=custom', `--file=${file}`, `--dbname=${url.toString()}`];
    if (level !== 'default') args.push(`--compress=${level}`);
    const started = process.hrtime.bigint();
    // bash's `times` reports the CPU pg_dump itself used (compressing is its work; the server's
    // part, reading and hex-encoding the rows, is the same at every level).
    const result = spawnSync('bash', ['-c', 'pg_dump "$@" && times', 'bash', ...args], { encoding: 'utf8' });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.status !== 0) throw new Error(`pg_dump ${level} failed (${result.status}): ${result.stderr}`);
    const children = result.stdout.trim().split('\n').at(-1)!.split(/\s+/).map(duration);
    const cpuSeconds = (children[0] ?? 0) + (children[1] ?? 0);
    const size = statSync(file).size;
    results.push({
      compression: level === 'default' ? 'default (gzip 6)' : `--compress=${level}`,
      'seconds per GB': (seconds / gigabytes).toFixed(1),
      'pg_dump CPU s per GB': (cpuSeconds / gigabytes).toFixed(1),
      'file GB per GB': (size / 1024 ** 3 / gigabytes).toFixed(2),
      'MB/s': (documentsBytes / 1024 ** 2 / seconds).toFixed(0),
    });
    rmSync(file, { force: true });
  }
  table(results);
} finally {
  rmSync(folder, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
