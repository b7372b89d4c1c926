import { env } from './env';

const severity = { info: 0, warn: 1, error: 2 } as const;

/**
 * One JSON line per event on stdout (errors on stderr): what the operator's log collector reads.
 * Lines less severe than LOG_LEVEL are not written.
 */
export function logEvent(
  event: string,
  fields: Record<string, unknown> = {},
  level: 'info' | 'warn' | 'error' = 'info',
) {
  if (severity[level] < severity[env.LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** Characters that could forge, hide or reorder a log line as a viewer shows it. */
const unprintable = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A string a visitor chose, as a log field: control characters, invisible format characters
 * (bidirectional overrides) and line separators removed, then cut to `maxChars` characters (whole
 * code points), so one request can neither forge nor flood a line.
 */
export function visitorText(value: string, maxChars = 200): string {
  return Array.from(value.replace(unprintable, '')).slice(0, maxChars).join('');
}
