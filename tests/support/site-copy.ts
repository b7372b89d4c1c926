import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A copy of the checkout to publish in: the files git knows of (tracked, or new and not ignored),
 * a git repository of its own (the build's stamp lists its inputs with git), the checkout's build
 * and encoded images copied, node_modules hard-linked. The checkout under test is never changed.
 */

const root = path.resolve(import.meta.dirname, '..', '..');

/** Ports of these tests: PUBLISH_TEST_PORT, else 30 above BUNDLE_TEST_PORT's. */
export const basePort = Number(
  process.env.PUBLISH_TEST_PORT ?? Number(process.env.BUNDLE_TEST_PORT ?? 3730) + 30,
);

export function copyCheckout(label: string): { dir: string; remove(): void } {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No build: run `npm run build` first (npm test does).');
  const dir = mkdtempSync(path.join(tmpdir(), `publish-${label}-`));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file), { verbatimSymlinks: true });
  }
  const git = spawnSync('git', ['init', '-q'], { cwd: dir });
  if (git.status !== 0) throw new Error('git init failed');
  // Files the servers or the build rewrite in place are copied; the rest hard-linked.
  for (const folder of ['.next', '.cache', 'public/_editor']) {
    if (existsSync(path.join(root, folder)))
      cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true, verbatimSymlinks: true });
  }
  for (const folder of ['node_modules', 'public/_img']) {
    if (!existsSync(path.join(root, folder))) continue;
    const linked = spawnSync('cp', ['-al', path.join(root, folder), path.join(dir, path.dirname(folder))]);
    if (linked.status !== 0) throw new Error(`cp -al ${folder} failed: ${linked.stderr}`);
  }
  for (const file of ['public/logo.png', 'next-env.d.ts']) {
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(dir, file));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Files under `dir`/content holding `text`. */
export function contentFilesWith(dir: string, text: string): string[] {
  const folder = path.join(dir, 'content');
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => /\.(?:ya?ml|json|mdoc|md|ts)$/.test(name))
    .map((name) => path.join(folder, name))
    .filter((file) => readFileSync(file, 'utf8').includes(text));
}

/** Replaces `from` by `to` in the one content file of `dir` holding it, as an editor's save would. */
export function editContent(dir: string, from: string, to: string): string {
  const [file] = contentFilesWith(dir, from);
  if (!file) throw new Error(`No content file holds «${from}»`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  return file;
}

/**
 * Makes `file` invalid as its format's reader sees it: a value of the wrong type for a TypeScript
 * module, unreadable YAML for a data file or a Markdown file's front matter.
 */
export function breakContent(file: string): void {
  const text = readFileSync(file, 'utf8');
  if (/\.tsx?$/.test(file)) {
    writeFileSync(file, `${text}\nexport const brokenOnPurpose: number = 'not a number';\n`);
  } else if (/\.(?:md|mdoc)$/.test(file)) {
    writeFileSync(file, text.replace(/^---\n/, '---\ntitle: [unclosed\n'));
  } else {
    writeFileSync(file, `${text}\nbroken: [unclosed\n`);
  }
}

/** The embedded database folder `startPrimary` gives the copy's server (its commands use it too). */
export function copyDatabase(dir: string): string {
  return path.join(dir, '.data', 'pglite');
}

export interface Primary {
  url: string;
  /** Every line the process wrote, and those that were JSON. */
  lines: string[];
  events: Record<string, unknown>[];
  child: ChildProcess;
  /** The first JSON line of `event` from now on (or already seen after `since` lines). */
  waitFor(event: string, timeoutMs: number, since?: number): Promise<Record<string, unknown>>;
  stop(): Promise<number | null>;
}

/** `npm start`'s script in `dir`, on `port`, with the embedded database in a folder of its own. */
export async function startPrimary(dir: string, port: number, env: Record<string, string>): Promise<Primary> {
  const child = spawn(process.execPath, [path.join(dir, 'scripts', 'start.mjs')], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: undefined,
      DATABASE_URL: undefined,
      E2E_DATABASE_URL: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: copyDatabase(dir),
      ACCESS_LOG: 'off',
      PUBLISH_DEBOUNCE_MS: '500',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
  });
  const lines: string[] = [];
  const events: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith('{')) {
          try {
            events.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // Not a whole JSON line.
          }
        }
      }
      for (const waiter of waiters) waiter();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  function waitFor(event: string, timeoutMs: number, since = events.length) {
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = events.slice(since).find((line) => line.event === event);
        if (found) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`no ${event} line in ${timeoutMs / 1000} s; last lines:\n${lines.slice(-15).join('\n')}`),
        );
      }, timeoutMs);
      waiters.add(check);
      void exited.then(() => {
        if (!waiters.has(check)) return;
        waiters.delete(check);
        clearTimeout(timer);
        reject(new Error(`the server exited before ${event}; last lines:\n${lines.slice(-15).join('\n')}`));
      });
      check();
    });
  }

  // Ready once the home page answers through the primary.
  const until = Date.now() + 120_000;
  for (;;) {
    const answer = await fetchPage(`${url}/`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`npm start did not serve in time:\n${lines.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    lines,
    events,
    child,
    waitFor,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** One GET through `agent` (a new connection without one): status and body. */
export function fetchPage(
  url: string,
  agent?: http.Agent,
): Promise<{ status: number; body: string; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: agent ?? false, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: request.reusedSocket,
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
  });
}

export interface LoadFigures {
  requests: number;
  failures: string[];
  /** Requests sent again because a kept-alive connection was closed as they were sent. */
  retried: number;
  slowestMs: number;
}

/**
 * Visitors: `loops` clients asking for `pages` in turn, each with its own kept-alive connection
 * but one that opens a new connection per request, pausing `pauseMs()` between requests, until
 * `stop()` says so or `maxRequests` have been sent. A request on a kept-alive connection that the
 * server closed just as it was sent is sent again once, as browsers do (RFC 9112, 9.3.1); any other
 * error, or a status other than 200, is a failure.
 */
export function runLoad(
  url: string,
  pages: string[],
  { loops, pauseMs, maxRequests }: { loops: number; pauseMs: () => number; maxRequests: number },
): { stop(): Promise<LoadFigures>; figures: LoadFigures } {
  const figures: LoadFigures = { requests: 0, failures: [], retried: 0, slowestMs: 0 };
  let stopped = false;
  async function loop(index: number) {
    const agent = index === 0 ? undefined : new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let turn = index; !stopped && figures.requests < maxRequests; turn++) {
      const page = pages[turn % pages.length]!;
      const started = Date.now();
      figures.requests++;
      try {
        let answer;
        try {
          answer = await fetchPage(url + page, agent);
        } catch (error) {
          const { code, reusedSocket } = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
          if (!reusedSocket || (code !== 'ECONNRESET' && code !== 'EPIPE')) throw error;
          figures.retried++;
          answer = await fetchPage(url + page, agent);
        }
        if (answer.status !== 200) figures.failures.push(`${page}: ${answer.status}`);
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException;
        figures.failures.push(`${page}: ${code ?? ''} ${message}`);
      }
      figures.slowestMs = Math.max(figures.slowestMs, Date.now() - started);
      const pause = pauseMs();
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
    agent?.destroy();
  }
  const running = Promise.all(Array.from({ length: loops }, (_, index) => loop(index)));
  return {
    figures,
    async stop() {
      stopped = true;
      await running;
      return figures;
    },
  };
}
