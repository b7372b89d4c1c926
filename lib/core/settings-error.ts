/**
 * Thrown when lib/core/env.ts reads a setting it refuses. Apart from env.ts so that the pre-start
 * check (lib/core/settings-check.ts) can recognise it without loading the settings itself.
 */
export class InvalidSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid setting${problems.length > 1 ? 's' : ''} ${problems.join('; ')}`);
    this.name = 'InvalidSettingsError';
  }
}
