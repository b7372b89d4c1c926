import { InvalidSettingsError } from './settings-error';

/**
 * Run before anything else starts (the bundle's server.js, `npm start`, the operator commands):
 * loads the settings through lib/core/env.ts, the one schema of them. A refused setting ends the
 * process with one line naming it and what is expected, and exit code 1, so that systemd's and
 * Docker's restart policies see a failure instead of a server answering 500 to every request.
 */
export async function checkSettings(): Promise<void> {
  try {
    await import('./env');
  } catch (error) {
    if (!(error instanceof InvalidSettingsError)) throw error;
    process.stderr.write(`${error.message}. Nothing was started.\n`);
    process.exit(1);
  }
}
