import { mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * End-to-end runs on PostgreSQL (E2E_DATABASE_URL set) put a TCP proxy, owned by the forms spec,
 * between the server and PostgreSQL, so a test can make the database really unreachable and bring
 * it back. The proxy listens on a Unix socket (no port to reserve); the server's DATABASE_URL
 * points at it. Until the forms spec starts it, the server has no database: pages are static and
 * only form posts need one (they migrate on the first post, see db/index.ts).
 */
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL || undefined;

function socketDir(port: number): string {
  return path.join(tmpdir(), `e2e-db-proxy-${port}`);
}

/** DATABASE_URL of the server under test: the real database, reached through the proxy. */
export function serverDatabaseUrl(port: number): string | undefined {
  if (!e2eDatabaseUrl) return undefined;
  const target = new URL(e2eDatabaseUrl);
  const credentials = target.password ? `${target.username}:${target.password}` : target.username;
  return `postgres://${credentials}@${target.pathname}?host=${socketDir(port)}`;
}

export class DatabaseProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly socketPath: string;
  private readonly target: { host: string; port: number };

  constructor(port: number, databaseUrl: string) {
    this.socketPath = path.join(socketDir(port), '.s.PGSQL.5432');
    const url = new URL(databaseUrl);
    this.target = { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
  }

  /** Starts forwarding connections to PostgreSQL. */
  async open(): Promise<void> {
    // pg looks for `.s.PGSQL.5432` in the folder given as host.
    mkdirSync(path.dirname(this.socketPath), { recursive: true });
    rmSync(this.socketPath, { force: true });
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.socketPath, resolve);
    });
    this.server = server;
  }

  /** Makes the database unreachable: open connections are cut and new ones refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(this.socketPath, { force: true });
  }
}
