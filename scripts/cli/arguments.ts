import { parseArgs, type ParseArgsConfig } from 'node:util';

/** What a command says when its arguments are wrong: one line, no stack trace, exit code 2. */
export function usageError(message: string, command: string): never {
  process.stderr.write(`${message}\nRun \`${command} --help\` for the usage.\n`);
  process.exit(2);
}

/** The line of every command's usage that describes `--embedded` (chooseDatabase, cli/database.ts). */
export const embeddedOption =
  '  --embedded        Use the embedded PGlite database (PGLITE_DATA_DIR) when DATABASE_URL is unset:\n' +
  '                    required in the bundle and the container, where a missing DATABASE_URL is\n' +
  '                    more likely a forgotten environment file.';

/**
 * node:util parseArgs, with `--help` and `--embedded` on every command: `--help` prints `usage` and
 * exits 0. An unknown or malformed option is a usage error rather than a thrown TypeError.
 */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(
  options: T,
  usage: string,
  command: string,
  { positionals = false }: { positionals?: boolean } = {},
) {
  let parsed;
  try {
    parsed = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h' }, embedded: { type: 'boolean' } },
      allowPositionals: positionals,
      strict: true,
    });
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error), command);
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(`${usage.trim()}\n`);
    process.exit(0);
  }
  return { ...parsed, embedded: (parsed.values as { embedded?: boolean }).embedded === true };
}
