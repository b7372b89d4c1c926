// Loaded (`node --import`) into each server process that `npm start` runs (scripts/lib/publish.mjs):
// `next start` unchanged, whose visitors come from the primary process instead of a port of its own.
//
// - The primary owns the public port. Next.js's server listens on 127.0.0.1, on a port the system
//   picks, only for the primary's health check and for the server's own requests to itself (the
//   pre-rendered pages it learns: lib/serving/prerendered-answers.ts). Its start banner names the
//   public address.
// - Each visitor's connection arrives from the primary over the IPC channel, and is handed to the
//   server as if it had accepted it: the socket is the visitor's (its address included).
// - Retiring (a new build has taken over, or the process is told to stop: SIGTERM, SIGINT, the
//   primary gone): no connection comes any more; the requests under way finish, each answer from
//   now on closes its connection (`Connection: close`, so the client opens its next one to the new
//   build), kept-alive connections still idle after a second are closed; then the process exits, 143 after SIGTERM and
//   130 after SIGINT as `next start` does. Next.js's own signal handling is off
//   (NEXT_MANUAL_SIG_HANDLE): it would exit without waiting for the connections it did not accept.
// Plain JavaScript, loaded before anything is compiled; it does nothing in a process the primary
// did not start.
import http from 'node:http';
import net from 'node:net';

const primary = Number(process.env.SITE_PRIMARY_PID);

if (process.send && primary === process.ppid) {
  const publicAddress = process.env.SITE_PUBLIC_ADDRESS ?? '';
  const drainLimitMs = Number(process.env.SITE_DRAIN_LIMIT_MS ?? 60_000);
  const idleGraceMs = 1_000;
  const listen = http.Server.prototype.listen;
  /** @type {http.Server | undefined} */
  let server;
  let retiring = false;
  const sockets = new Set();
  const answers = new Set();

  http.Server.prototype.listen = function (...args) {
    return server ? listen.apply(this, args) : adopt(this);
  };

  /** Next.js's server, the first this process creates: it listens for the primary only. */
  function adopt(first) {
    server = first;
    first.once('listening', () => process.send({ type: 'listening', port: first.address().port }));
    // Every request comes through emit (the server hook wraps the prototype's: this runs first).
    first.emit = function (event, ...rest) {
      if (event === 'request') {
        const [, response] = rest;
        if (retiring) response.shouldKeepAlive = false;
        answers.add(response);
        response.once('close', () => answers.delete(response));
      }
      return http.Server.prototype.emit.call(this, event, ...rest);
    };
    return listen.call(first, 0, '127.0.0.1');
  }

  // Next.js's banner names the address it listens on: the visitors' is the primary's.
  const log = console.log;
  console.log = (...args) => {
    const bound = server?.address();
    const internal = bound && typeof bound === 'object' ? `http://127.0.0.1:${bound.port}` : undefined;
    return log(
      ...args.map((arg) =>
        internal && publicAddress && typeof arg === 'string' ? arg.replaceAll(internal, publicAddress) : arg,
      ),
    );
  };

  process.on('message', (message, socket) => {
    if (message === 'site:connection' && socket) {
      if (!server || retiring) {
        socket.destroy();
        return;
      }
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      server.emit('connection', socket);
    } else if (message?.type === 'publish-state') {
      // What /metrics tells of the publishing (lib/core/metrics.ts).
      globalThis.__sitePublish = message.state;
    } else if (message?.type === 'retire') {
      void retire(143);
    }
  });

  async function retire(code) {
    if (retiring) return;
    retiring = true;
    for (const response of answers) if (!response.headersSent) response.shouldKeepAlive = false;
    // The primary's health checks and the server's own requests stop here; not through
    // http.Server's close, which also closes every idle kept-alive connection at once.
    if (server?.listening) net.Server.prototype.close.call(server);
    // A client that keeps its connection busy sends its next request within this grace, and its
    // answer closes the connection cleanly. Closing an idle one races with a request the client
    // may be sending on it just then (which a browser sends again): after the grace, only the
    // connections idle that long are closed.
    const until = Date.now() + drainLimitMs;
    let graceEnds = Date.now() + idleGraceMs;
    while (sockets.size > 0 && Date.now() < until) {
      if (Date.now() >= graceEnds) {
        server?.closeIdleConnections();
        graceEnds = Date.now() + idleGraceMs;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const socket of sockets) socket.destroy();
    process.exit(code);
  }

  process.on('SIGTERM', () => void retire(143));
  process.on('SIGINT', () => void retire(130));
  process.on('disconnect', () => void retire(143));
}
