import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A `next start` of the build whose server takes `day` as today (INTAKE_TODAY), on its own PGlite. */
export interface DayServer {
  url: string;
  stop(): void;
}

export async function startDayServer(day: string, port: number): Promise<DayServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: mkdtempSync(path.join(tmpdir(), `e2e-day-${day}-`)),
    INTAKE_TODAY: day,
    FORM_RATE_LIMIT_ADMISSIONS: '1000',
    SERVER_SECRET: 'e2e-day-server-secret-0123456789abcdefghij',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  const server: ChildProcess = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    { env, stdio: 'ignore' },
  );
  const url = `http://localhost:${port}`;
  // The server migrates its embedded database before the form's endpoint can answer.
  await expect
    .poll(
      () =>
        fetch(`${url}/api/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 110_000 },
    )
    .toBe(200);
  return { url, stop: () => server.kill('SIGTERM') };
}
