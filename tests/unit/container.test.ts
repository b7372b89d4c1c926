import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '@/lib/core/env';
import { majorOf, versionProblem } from '@/scripts/cli/pg-tools';

// No container engine runs where the tests run: the Dockerfile, compose.yaml and .dockerignore are
// read as text and held to what an operator relies on (docs/testing.md says so).

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');

/** The default of `ARG NAME=value` in the Dockerfile. */
const argDefault = (name: string) => new RegExp(`^ARG ${name}=(\\S+)$`, 'm').exec(dockerfile)?.[1];

describe('the Dockerfile', () => {
  it('pins Node.js by an ARG to one exact release, used by both stages', () => {
    expect(argDefault('NODE_VERSION')).toMatch(/^(22|24)\.\d+\.\d+$/);
    const froms = dockerfile.split('\n').filter((line) => line.startsWith('FROM '));
    expect(froms).toHaveLength(2);
    for (const from of froms) expect(from).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim\b/);
  });

  it('installs exactly the lock file with npm ci, npm’s cache kept between builds', () => {
    expect(dockerfile).toMatch(/^RUN --mount=type=cache,target=\/root\/\.npm npm ci\b/m);
    expect(dockerfile).not.toMatch(/npm install/);
  });

  it('checks health on the port the server listens on, PORT', async () => {
    const line = dockerfile.split('\n').find((candidate) => candidate.trim().startsWith('CMD ["node", "-e"'));
    const [command, flag, script] = JSON.parse(line!.trim().slice(4)) as string[];
    expect([command, flag]).toEqual(['node', '-e']);
    const listen = async (handler: http.RequestListener) => {
      const server = http.createServer(handler);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { server, port: (server.address() as AddressInfo).port };
    };
    const check = (port: number) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, ['-e', script!], {
          env: { PORT: String(port) } as unknown as NodeJS.ProcessEnv,
        });
        child.on('exit', (code) => resolve(code));
      });
    const ready = await listen((request, response) => {
      response.writeHead(request.url === '/api/ready' ? 200 : 404).end();
    });
    const unready = await listen((_request, response) => response.writeHead(503).end());
    try {
      expect(await check(ready.port)).toBe(0);
      expect(await check(unready.port)).toBe(1);
    } finally {
      ready.server.close();
      unready.server.close();
    }
  });

  it('gives the server, not root, Next.js’s cache folder (/_next/image writes there)', () => {
    expect(dockerfile).toMatch(/mkdir -p \.next\/cache && chown node:node \.next\/cache/);
    expect(dockerfile.indexOf('chown node:node .next/cache')).toBeLessThan(dockerfile.indexOf('USER node'));
  });
});

describe('compose.yaml', () => {
  it('runs the PostgreSQL major whose pg_dump the image installs', () => {
    const major = argDefault('POSTGRES_MAJOR');
    expect(major).toMatch(/^\d+$/);
    expect(dockerfile).toMatch(/postgresql-client-\$\{POSTGRES_MAJOR\}/);
    expect(compose).toContain(`image: postgres:\${POSTGRES_MAJOR:-${major}}-bookworm`);
    expect(compose).toContain(`POSTGRES_MAJOR: \${POSTGRES_MAJOR:-${major}}`);
  });

  it('gives SIGTERM longer than the server may take to finish the requests under way', () => {
    const seconds = Number(/^\s+stop_grace_period: (\d+)s$/m.exec(compose)?.[1]);
    const { env } = parseSettings({});
    expect(seconds * 1000).toBeGreaterThan(env!.HTTP_REQUEST_TIMEOUT_MS);
  });

  it('keeps the backups on a named volume, writable by the server’s user', () => {
    expect(compose).toMatch(/^\s+- backups:\/backups$/m);
    expect(compose).toMatch(/^volumes:\n(?:\s+.*\n)*\s+backups:/m);
    expect(dockerfile).toMatch(/mkdir \/data \/backups && chown node:node \/data \/backups/);
  });
});

describe('.dockerignore', () => {
  it('keeps settings, backups and exports out of the build context', () => {
    const entries = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(entries).toEqual(expect.arrayContaining(['**/.env*', '**/*.dump', '**/backups', 'node_modules']));
  });
});

describe("the backup commands' version check", () => {
  it('reads the major version of pg_dump and pg_restore', () => {
    expect(majorOf('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(majorOf('pg_restore (PostgreSQL) 17.6 (Debian 17.6-1.pgdg120+1)')).toBe(17);
    expect(majorOf('something else')).toBeUndefined();
  });

  it('refuses a pg_dump older than the server, names the package to install, accepts same or newer', () => {
    expect(versionProblem('pg_dump', 15, 17)).toContain('postgresql-client-17');
    expect(versionProblem('pg_dump', 17, 17)).toBeUndefined();
    expect(versionProblem('pg_restore', 17, 15)).toBeUndefined();
  });
});
