// `npm start`'s primary process: it owns the public port for as long as it runs, and serves the
// site through server processes (`next start` with scripts/lib/worker-hook.mjs) that it starts on
// a build folder. When a file the build reads changes (an editor's save: content/, public/,
// messages/), it builds the new version beside the one it serves (`.next-builds/<time>`), starts
// servers on it, and moves the visitors over with no connection refused and no request failed:
//
// - each visitor's connection is accepted here and handed to a server process (its socket, so the
//   server sees the visitor's address); while no server is ready (at start, or during a switch on
//   the embedded database) it waits here, accepted, and is handed over as soon as one is;
// - with PostgreSQL (DATABASE_URL), the new build's servers start beside the old ones, answer a
//   health check, take every new connection, then the old ones retire (their requests finish,
//   kept-alive connections are closed between requests);
// - with the embedded PGlite database, whose folder one process only may open (a second one
//   corrupts it), there is one server process: it retires first, its connections finished and its
//   database closed, then the new build's starts; visitors arriving meanwhile wait a few seconds;
// - a build that fails (an invalid content file) leaves the served build as it is, and says why
//   in one log line; a change during a build queues one more build;
// - the served build and the one before it are kept; older ones are deleted.
// Everything it says is one JSON line, like the server's log (lib/core/log.ts).
import { fork, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  watch,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStamp, stampFile } from './build-stamp.mjs';

/** Where the builds made while serving go, one folder each (and its log, `<folder>.log`). */
export const buildsFolder = '.next-builds';

/** The folders whose files the build reads and an editor's save may change. */
export const watchedFolders = ['content', 'public', 'messages'];

const severity = { info: 0, warn: 1, error: 2 };

/** One JSON line, as lib/core/log.ts writes them (LOG_LEVEL applies). */
export function logLine(event, fields = {}, level = 'info') {
  if (severity[level] < (severity[process.env.LOG_LEVEL] ?? 0)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** The newest build under .next-builds made from exactly the inputs of `stamp`, if any. */
export function currentBuildBeside(root, stamp) {
  const folder = path.join(root, buildsFolder);
  if (!stamp || !existsSync(folder)) return undefined;
  return readdirSync(folder)
    .filter((name) => {
      const dist = path.posix.join(buildsFolder, name);
      return (
        existsSync(path.join(root, dist, 'BUILD_ID')) &&
        existsSync(stampFile(root, dist)) &&
        readFileSync(stampFile(root, dist), 'utf8') === stamp
      );
    })
    .sort()
    .map((name) => path.posix.join(buildsFolder, name))
    .at(-1);
}

/**
 * The line that says why a build failed, from its output: a content file's (`file: field (lang):
 * message`), else the type checker's first (`file(line,col): error TS…`), else the first error
 * line of another step, else the build script's last.
 */
export function failureReason(output) {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim())
    .filter(Boolean);
  const contentLine = lines.find((line) => /^[\w./-]+\.(?:ya?ml|json|mdoc|md|ts|tsx): \S/.test(line));
  const typeLine = lines.find((line) => /^[\w./-]+\.tsx?\(\d+,\d+\): error TS\d+: /.test(line));
  const errorLine = lines.find((line) => /^(?:Type error|Error|Failed to compile|✖)/.test(line));
  const last = lines.findLast((line) => line.startsWith('✖'));
  return (contentLine ?? typeLine ?? errorLine ?? last ?? lines.at(-1) ?? 'no output').slice(0, 500);
}

function timeName() {
  return new Date().toISOString().replace(/[-:]/g, '').replace('.', '-').replace('Z', 'z');
}

function get(port, address, timeoutMs) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: address, agent: false, timeout: timeoutMs },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${address} in time`)));
    request.on('error', reject);
  });
}

/**
 * Serves the build in `distDir` on `port` (and `host`) until SIGINT or SIGTERM, publishing every
 * change of the watched folders. Resolves never: the process exits with the servers' exit code.
 */
export async function runPrimary({
  root,
  port,
  host,
  distDir,
  stamp,
  workers: count,
  embedded,
  watching,
  debounceMs,
}) {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const jsonConsole = pathToFileURL(path.join(root, 'lib', 'core', 'json-console.mjs')).href;
  const workerHook = pathToFileURL(path.join(root, 'scripts', 'lib', 'worker-hook.mjs')).href;
  const publicAddress = `http://${host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'}:${port}`;
  const drainLimitMs = Number(process.env.HTTP_REQUEST_TIMEOUT_MS ?? 60_000);
  const readyLimitMs = 120_000;

  /** The build served: its folder, stamp and server processes. */
  let current = { distDir, stamp, workers: [] };
  let previousDistDir;
  /** Connections accepted while no server is ready, handed over once one is. */
  const held = new Set();
  let turn = 0;
  let stopping = false;
  /** The build under way (its folder and process), a change seen meanwhile, the last failed inputs. */
  let buildingDist;
  let builder;
  let pending = false;
  let lastFailedStamp;
  const state = {
    build: distDir,
    builds: { succeeded: 0, failed: 0 },
    lastBuild: undefined,
    building: false,
  };

  // --- Server processes -------------------------------------------------------------------------

  function startWorker(dist) {
    const child = fork(nextBin, ['start', '-p', String(port), ...(host ? ['-H', host] : [])], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [...process.execArgv, `--import=${workerHook}`],
      env: {
        ...process.env,
        NEXT_DIST_DIR: dist,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_MANUAL_SIG_HANDLE: 'true',
        SITE_PRIMARY_PID: String(process.pid),
        SITE_PUBLIC_ADDRESS: publicAddress,
        SITE_DRAIN_LIMIT_MS: String(drainLimitMs),
        // Next.js's start banner and console text as JSON lines, like the site's log.
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${jsonConsole}`].filter(Boolean).join(' '),
      },
    });
    const worker = { child, dist, port: 0, serving: false, retiring: false, code: undefined };
    worker.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        worker.code = code ?? 128 + (os.constants.signals[signal] ?? 0);
        worker.serving = false;
        resolve(worker.code);
        void workerExited(worker);
      }),
    );
    worker.listening = new Promise((resolve, reject) => {
      child.on('message', (message) => {
        if (message?.type === 'listening') {
          worker.port = message.port;
          resolve();
        }
      });
      void worker.exited.then((code) => reject(Object.assign(new Error(`exited with ${code}`), { code })));
    });
    return worker;
  }

  /** Resolves once the worker listens and answers its health check and the home page. */
  async function ready(worker) {
    let timer;
    const limit = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not ready in ${readyLimitMs / 1000} s`)), readyLimitMs);
    });
    try {
      await Promise.race([worker.listening, limit]);
      for (const address of ['/api/health', '/']) {
        const status = await Promise.race([get(worker.port, address, 30_000), limit, worker.exited]);
        if (typeof status !== 'number' || status >= 500 || status === 0)
          throw new Error(`${address} answered ${status}`);
      }
    } finally {
      clearTimeout(timer);
    }
    sendState(worker);
  }

  /** `count` servers on `dist`, all ready; none left running when one fails. */
  async function startGeneration(dist, n) {
    const workers = Array.from({ length: n }, () => startWorker(dist));
    try {
      await Promise.all(workers.map(ready));
    } catch (error) {
      await retire(workers, 'SIGKILL');
      throw error;
    }
    return workers;
  }

  /** Asks `workers` to finish what they serve and exit; resolves when they have. */
  async function retire(workers, signal) {
    for (const worker of workers) {
      worker.serving = false;
      worker.retiring = true;
      if (worker.code !== undefined) continue;
      if (signal) worker.child.kill(signal);
      else if (worker.child.connected) worker.child.send({ type: 'retire' });
      else worker.child.kill('SIGTERM');
    }
    await Promise.all(
      workers.map(async (worker) => {
        const killer = setTimeout(() => worker.child.kill('SIGKILL'), drainLimitMs + 10_000);
        await worker.exited;
        clearTimeout(killer);
      }),
    );
  }

  async function workerExited(worker) {
    if (stopping || worker.retiring || !current.workers.includes(worker)) return;
    // A server of the served build died: its connections are lost; the others go on, and a new one
    // replaces it (on the embedded database, once this one has closed it, which its exit did).
    logLine('server_worker_exited', { build: worker.dist, code: worker.code }, 'error');
    current.workers = current.workers.filter((w) => w !== worker);
    for (let attempt = 1; !stopping; attempt++) {
      try {
        const [replacement] = await startGeneration(worker.dist, 1);
        if (stopping) return void retire([replacement]);
        replacement.serving = true;
        current.workers.push(replacement);
        handOverHeld();
        return;
      } catch (error) {
        logLine('server_worker_failed', { build: worker.dist, attempt, message: error.message }, 'error');
        if (attempt >= 3) {
          logLine(
            'server_stopped',
            { reason: 'the server processes do not start', code: worker.code },
            'error',
          );
          process.exit(1);
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
      }
    }
  }

  function sendState(worker) {
    if (worker.child.connected) worker.child.send({ type: 'publish-state', state }, () => {});
  }

  // --- Connections --------------------------------------------------------------------------------

  function handOver(socket) {
    const serving = current.workers.filter((worker) => worker.serving && worker.child.connected);
    if (serving.length === 0 || stopping) return void hold(socket);
    const worker = serving[turn++ % serving.length];
    worker.child.send('site:connection', socket, { keepOpen: false }, (error) => {
      if (error && !socket.destroyed) hold(socket);
    });
  }

  function hold(socket) {
    if (stopping) return void socket.destroy();
    held.add(socket);
    socket.once('close', () => held.delete(socket));
  }

  function handOverHeld() {
    const waiting = [...held];
    held.clear();
    for (const socket of waiting) if (!socket.destroyed) handOver(socket);
  }

  const listener = net.createServer({ pauseOnConnect: true }, handOver);
  await new Promise((resolve) => {
    listener.once('error', (error) => {
      logLine('server_listen_failed', { port, host, code: error.code, message: error.message }, 'error');
      process.exit(1);
    });
    listener.listen({ port, host }, resolve);
  });

  // --- Start --------------------------------------------------------------------------------------

  logLine('server_primary', {
    url: publicAddress,
    build: distDir,
    workers: count,
    database: embedded ? 'pglite' : 'postgresql',
    publish: watching ? watchedFolders : 'off',
  });
  try {
    current.workers = await startGeneration(distDir, count);
  } catch (error) {
    logLine('server_stopped', { reason: `the server did not start: ${error.message}` }, 'error');
    process.exit(error.code || 1);
  }
  for (const worker of current.workers) worker.serving = true;
  handOverHeld();

  // --- Publishing ---------------------------------------------------------------------------------

  /** Moves the visitors to the servers of `dist`; throws (the old build serving) when they fail. */
  async function switchTo(dist, distStamp) {
    const started = Date.now();
    const old = current;
    logLine('publish_switch_started', {
      build: dist,
      previous: old.distDir,
      mode: embedded ? 'one at a time' : 'side by side',
    });
    let workers;
    if (embedded) {
      // One process may open the PGlite folder: the old server closes it before the new one starts.
      await retire(old.workers);
      try {
        workers = await startGeneration(dist, count);
      } catch (error) {
        current = { ...old, workers: await startGeneration(old.distDir, count) };
        for (const worker of current.workers) worker.serving = true;
        handOverHeld();
        throw error;
      }
    } else {
      workers = await startGeneration(dist, count);
    }
    current = { distDir: dist, stamp: distStamp, workers };
    for (const worker of workers) worker.serving = true;
    handOverHeld();
    if (!embedded) await retire(old.workers);
    previousDistDir = old.distDir;
    state.build = dist;
    return Date.now() - started;
  }

  /** Deletes the builds under .next-builds but the served one and the one before it (and logs). */
  function prune() {
    const folder = path.join(root, buildsFolder);
    if (!existsSync(folder)) return;
    const keep = new Set([current.distDir, previousDistDir].filter(Boolean).map((d) => path.basename(d)));
    const building = buildingDist ? path.basename(buildingDist) : undefined;
    for (const name of readdirSync(folder)) {
      const base = name.replace(/\.log$/, '');
      if (keep.has(base) || base === building) continue;
      rmSync(path.join(folder, name), { recursive: true, force: true });
    }
  }

  /** Builds into `dist`; resolves with the exit code and the reason of a failure. */
  function build(dist) {
    const logFile = path.join(root, `${dist}.log`);
    mkdirSync(path.dirname(logFile), { recursive: true });
    const fd = openSync(logFile, 'w');
    return new Promise((resolve) => {
      builder = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
        cwd: root,
        // Its own process group: a Ctrl-C reaches the primary, which stops it.
        detached: true,
        stdio: ['ignore', fd, fd],
        env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' },
      });
      closeSync(fd);
      // Visitors first: the build takes what the servers leave of the CPU.
      try {
        os.setPriority(builder.pid, 10);
      } catch {
        // Not allowed here: the build runs at the same priority.
      }
      builder.once('exit', (code, signal) => {
        builder = undefined;
        const output = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        resolve({
          code: code ?? 128,
          signal,
          reason: code === 0 ? undefined : failureReason(output),
          logFile,
        });
      });
    });
  }

  /** A kept build made from exactly the files of `inputs` (`.next` or under .next-builds). */
  function keptBuild(inputs) {
    if (existsSync(stampFile(root, '.next')) && readFileSync(stampFile(root, '.next'), 'utf8') === inputs)
      return '.next';
    return currentBuildBeside(root, inputs);
  }

  async function publish() {
    const inputs = buildStamp(root);
    if (!inputs || inputs === current.stamp || inputs === lastFailedStamp) return;
    // The files are back as a kept build had them (a change undone, `git revert`): served at once.
    const kept = keptBuild(inputs);
    if (kept) {
      try {
        const switchMs = await switchTo(kept, inputs);
        logLine('publish_switched', { build: kept, previous: previousDistDir, switchMs, buildMs: 0 });
        current.workers.forEach(sendState);
        return;
      } catch (error) {
        logLine(
          'publish_switch_failed',
          { build: kept, message: error.message, serving: current.distDir },
          'error',
        );
      }
    }
    const dist = path.posix.join(buildsFolder, timeName());
    buildingDist = dist;
    state.building = true;
    const started = Date.now();
    logLine('publish_build_started', { build: dist, serving: current.distDir });
    const result = await build(dist);
    state.building = false;
    buildingDist = undefined;
    if (stopping) return;
    const durationMs = Date.now() - started;
    state.lastBuild = { at: Date.now(), ok: result.code === 0, durationMs };
    if (result.code !== 0) {
      state.builds.failed++;
      lastFailedStamp = inputs;
      rmSync(path.join(root, dist), { recursive: true, force: true });
      logLine(
        'publish_build_failed',
        {
          build: dist,
          durationMs,
          reason: result.reason,
          log: path.relative(root, result.logFile),
          serving: current.distDir,
        },
        'error',
      );
      current.workers.forEach(sendState);
      return;
    }
    state.builds.succeeded++;
    logLine('publish_build_finished', { build: dist, durationMs });
    const builtStamp = readFileSync(stampFile(root, dist), 'utf8');
    try {
      const switchMs = await switchTo(dist, builtStamp);
      logLine('publish_switched', { build: dist, previous: previousDistDir, switchMs, buildMs: durationMs });
    } catch (error) {
      logLine(
        'publish_switch_failed',
        { build: dist, message: error.message, serving: current.distDir },
        'error',
      );
      rmSync(path.join(root, dist), { recursive: true, force: true });
    }
    prune();
    current.workers.forEach(sendState);
  }

  let running = false;
  async function publishQueued() {
    if (running) {
      pending = true;
      return;
    }
    running = true;
    try {
      do {
        pending = false;
        await publish().catch((error) => logLine('publish_error', { message: error.message }, 'error'));
      } while (pending && !stopping);
    } finally {
      running = false;
    }
  }

  const watchers = [];
  let debounce;
  if (watching) {
    for (const folder of watchedFolders) {
      const dir = path.join(root, folder);
      if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
      const watcher = watch(dir, { recursive: true }, () => {
        clearTimeout(debounce);
        debounce = setTimeout(() => void publishQueued(), debounceMs);
      });
      watcher.on('error', (error) =>
        logLine('publish_watch_error', { folder, message: error.message }, 'warn'),
      );
      watchers.push(watcher);
    }
    // Changes made while the server was stopped (a build of those inputs does not exist yet).
    void publishQueued();
  }

  // --- Stop ---------------------------------------------------------------------------------------

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logLine('server_stopping', { signal, build: current.distDir });
      clearTimeout(debounce);
      for (const watcher of watchers) watcher.close();
      listener.close();
      for (const socket of held) socket.destroy();
      if (builder) {
        try {
          process.kill(-builder.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
      const workers = current.workers;
      void retire(workers, signal).then(() => process.exit(workers[0]?.code ?? 0));
    });
  }
}
