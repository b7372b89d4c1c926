import { checkSettings } from '@/lib/core/settings-check';

/** The first line an error has to say: its message, else (a refused connection) its code. */
export function errorLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const nested = error instanceof AggregateError ? (error.errors[0] as Error | undefined) : undefined;
  const code = (error as NodeJS.ErrnoException).code;
  const message = error.message || nested?.message || code || error.name;
  return message.split('\n')[0]!.trim();
}

/**
 * How the bundle's commands run (scripts/bundle.mjs wraps each in this): the settings checked first,
 * then the command; whatever it throws ends it with one line and exit code 1, never a stack trace.
 */
export async function runCommand(load: () => Promise<unknown>): Promise<void> {
  await checkSettings();
  try {
    await load();
  } catch (error) {
    process.stderr.write(`${errorLine(error)}\n`);
    process.exit(1);
  }
}
