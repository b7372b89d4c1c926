import { format } from 'node:util';
import { logEvent, visitorText } from './log';

/** A SQLSTATE (`22021`): the mark of a database error, whose message quotes the query's values. */
const sqlState = /^[0-9A-Z]{5}$/;

function stringField(value: unknown, key: string): string | undefined {
  const field = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : undefined;
}

/** A line the project's logger already wrote (one JSON object): passed on untouched. */
function isJsonLine(args: unknown[]): boolean {
  const [first] = args;
  return args.length === 1 && typeof first === 'string' && first.startsWith('{"') && first.endsWith('}');
}

/**
 * What the framework printed, as the fields of one log line: the first line of its text (no stack),
 * and for an error its name, code and digest. A database error's message is left out: it quotes the
 * values of the query (what a visitor typed).
 */
export function consoleFields(args: unknown[]): Record<string, unknown> {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const code = stringField(error, 'code');
  const fromDatabase = code !== undefined && sqlState.test(code);
  const text = fromDatabase
    ? ''
    : format(...args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg)));
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  return {
    message: firstLine ? visitorText(firstLine.trim(), 300) : undefined,
    error: error?.name,
    code,
    digest: stringField(error, 'digest'),
  };
}

/**
 * Next.js prints its own errors and warnings (a failed render, a server action that no longer
 * exists, a request it could not parse) as multi-line text with stack traces, which a log collector
 * reading one JSON object per line splits into meaningless fragments. From here on, whatever reaches
 * console.error or console.warn is written as one `framework_error` / `framework_warning` line.
 */
export function writeConsoleAsJsonLines(): void {
  const original = { error: console.error, warn: console.warn };
  console.error = (...args: unknown[]) => {
    if (isJsonLine(args)) return original.error(...args);
    logEvent('framework_error', consoleFields(args), 'error');
  };
  console.warn = (...args: unknown[]) => {
    if (isJsonLine(args)) return original.warn(...args);
    logEvent('framework_warning', consoleFields(args), 'warn');
  };
}
