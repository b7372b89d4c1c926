import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InvalidSettingsError } from './settings-error';

/** French article of the institution's name: `l'` (before a vowel or a mute h), `le`, `la`, `les`, or none. */
export const frenchArticles = ["l'", 'le', 'la', 'les', 'none'] as const;
/** English article of the institution's name. */
export const englishArticles = ['the', 'none'] as const;

const optionalUrl = z.url().optional();

/** `a@x.td, b@x.td`: one or more addresses, comma-separated. */
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()).min(1));

/**
 * Every environment variable the site reads, validated once. Identity variables are read at
 * build time (pages are pre-rendered); `npm start` rebuilds when they change.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The least severe log lines written: `warn` keeps only problems, `error` only failures. */
  LOG_LEVEL: z.enum(['info', 'warn', 'error']).default('info'),
  /**
   * The port the server listens on (the bundle's server.js and `npm start`; the container sets 3000).
   */
  PORT: z.coerce
    .number({ error: 'expected a port number from 1 to 65535' })
    .int({ error: 'expected a port number from 1 to 65535' })
    .min(1, { error: 'expected a port number from 1 to 65535' })
    .max(65535, { error: 'expected a port number from 1 to 65535' })
    .default(3000),
  /** PostgreSQL; unset, the embedded PGlite database in PGLITE_DATA_DIR. */
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, {
      error: 'expected a PostgreSQL URL such as postgres://user:password@host:5432/database',
    })
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'expected the public address, such as https://www.universite.td' })
    .default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).optional(),
  SITE_SHORT_NAME: z.string().min(1).optional(),
  /** The name and short name as Arabic pages write them (the short name may stay in Latin letters). */
  SITE_NAME_AR: z.string().min(1).optional(),
  SITE_SHORT_NAME_AR: z.string().min(1).optional(),
  /** The name's French article (`l'`, `le`, `la`, `les`, `none`), English article (`the`, `none`). */
  SITE_NAME_ARTICLE: z.enum(frenchArticles).optional(),
  SITE_NAME_ARTICLE_EN: z.enum(englishArticles).optional(),
  SITE_SHORT_NAME_ARTICLE: z.enum(frenchArticles).optional(),
  SITE_PHONE: z.string().min(1).optional(),
  SITE_EMAIL: z.email().optional(),
  SITE_HR_EMAIL: z.email().optional(),
  SITE_REGISTRAR_EMAIL: z.email().optional(),
  SITE_ADDRESS_STREET: z.string().min(1).optional(),
  SITE_ADDRESS_DISTRICT: z.string().min(1).optional(),
  SITE_ADDRESS_CITY: z.string().min(1).optional(),
  SITE_FACEBOOK_URL: optionalUrl,
  SITE_WHATSAPP_URL: optionalUrl,
  SITE_TIKTOK_URL: optionalUrl,
  SITE_AGENCY_NAME: z.string().min(1).optional(),
  SITE_AGENCY_URL: optionalUrl,
  /** Outgoing mail server for staff notifications, e.g. smtps://user:pass@mail.example:465. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected smtp://… or smtps://user:password@host:port' })
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
  ADMISSIONS_NOTIFY_TO: emailList.optional(),
  CONTACT_NOTIFY_TO: emailList.optional(),
  /**
   * `auto`: every cookie the server sets is Secure when SITE_URL is https, and in production unless
   * SITE_URL is http to localhost (a local `npm start`). `always` and `never` override
   * (lib/security/cookie-secure.ts).
   */
  ADMIN_COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  /**
   * Key material for what the server signs (the staff device cookies). Without it the server
   * generates a secret on first use and keeps it in the database (db/secrets.ts), the same for
   * every instance.
   */
  SERVER_SECRET: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
  /**
   * How many reverse proxies stand in front of the server, each appending the address it received
   * the request from to X-Forwarded-For. 0: the server is reached directly.
   */
  TRUST_PROXY: z.coerce
    .number({ error: 'expected a whole number from 0 to 10 (the reverse proxies in front)' })
    .int({ error: 'expected a whole number from 0 to 10 (the reverse proxies in front)' })
    .min(0, { error: 'expected a whole number from 0 to 10 (the reverse proxies in front)' })
    .max(10, { error: 'expected a whole number from 0 to 10 (the reverse proxies in front)' })
    .default(0),
  /**
   * Posts per client address stored in any span of FORM_RATE_LIMIT_WINDOW_SECONDS (a sliding
   * window); more are answered 429.
   */
  FORM_RATE_LIMIT_ADMISSIONS: z.coerce.number().int().min(1).default(5),
  FORM_RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(10),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Documents one client address may upload in any span of FORM_RATE_LIMIT_WINDOW_SECONDS (an
   * application holds at most 9; retries count too).
   */
  DOCUMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(40),
  /**
   * Bytes of documents all applicants together may store in any span of
   * DOCUMENT_STORAGE_WINDOW_SECONDS (uploads under way count for their announced size): past it a
   * new upload is answered 503 with Retry-After, saying to try again later, so that robots cannot
   * fill the database. 2 GiB a day by default: hundreds of applications' worth.
   */
  DOCUMENT_STORAGE_CAP_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 * 1024 * 1024),
  DOCUMENT_STORAGE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(24 * 60 * 60),
  /**
   * The tracking page, in any span of FORM_RATE_LIMIT_WINDOW_SECONDS: lookups per client address
   * (STATUS_RATE_LIMIT); failed lookups of one reference from one address
   * (STATUS_FAILURES_PER_REFERENCE_AND_ADDRESS); and failed lookups of one reference from all
   * addresses (STATUS_RATE_LIMIT_PER_REFERENCE), past which an address that failed on it may not
   * try it again, while one that has not (its owner) still may: guessing an application's e-mail
   * is slow from one machine or from many, and strangers' failures never lock its owner out.
   */
  STATUS_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  STATUS_FAILURES_PER_REFERENCE_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  STATUS_RATE_LIMIT_PER_REFERENCE: z.coerce.number().int().min(1).default(10),
  /**
   * Confirmation e-mails one address may receive: in any 24 hours, and in any span of
   * CONFIRMATION_MAIL_WINDOW_DAYS. Past either, an application is still stored but its
   * confirmation is not sent, and the office sees why (lib/notify/confirmation-limits.ts).
   */
  CONFIRMATION_MAIL_DAILY_LIMIT: z.coerce.number().int().min(1).default(3),
  CONFIRMATION_MAIL_LIMIT: z.coerce.number().int().min(1).default(10),
  CONFIRMATION_MAIL_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Missed addresses the 404 page may report per client address in the same window; more are
   * answered 429 and not logged, so no one can flood the log through the reporter.
   */
  NOT_FOUND_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Posts of one form from all addresses together in any span of FORM_RATE_LIMIT_WINDOW_SECONDS:
   * a backstop against a flood from many addresses. Past it, posts are still stored, but flagged as
   * suspected and kept out of the default inbox and of notifications.
   */
  FORM_GLOBAL_LIMIT: z.coerce.number().int().min(1).default(200),
  /**
   * A form sent sooner than this after its page was served (the age of its form token) looks
   * filled by a robot: it is stored, flagged as suspected.
   */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(1500),
  /**
   * Longest wait for a request's headers, then for the whole request, from its first byte: a
   * client that sends slowly on purpose holds a connection no longer (Node's defaults: 60 s, 300 s).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * How long an idle kept-alive connection stays open: longer than the reverse proxy's own idle
   * timeout (60 s for nginx's upstream keep-alive and most load balancers), so that the proxy,
   * never the server, closes it, and never just as it sends a request on it.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
  /** One JSON line per request (method, route pattern, status, duration, bytes); `off` stops it. */
  ACCESS_LOG: z.enum(['on', 'off']).default('on'),
  /**
   * Lets a scraper read /metrics from anywhere with `Authorization: Bearer <token>`; without it,
   * only requests reaching the server directly from a loopback or private address may.
   */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * FOR TESTS AND REHEARSALS ONLY, never in production: the day (YYYY-MM-DD) the server takes as
   * today in N'Djamena when it judges whether applications are open. Unset, it is the real day.
   * The test suites set it to a day inside the intake's first round, so that they can send
   * applications whatever day they run on.
   */
  INTAKE_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day written YYYY-MM-DD')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/**
 * A PostgreSQL URL as pg reads it: `postgres://` or `postgresql://` with a host, or without one and
 * the socket's folder in `?host=` (`postgres://site@/site?host=/run/postgresql`), which the WHATWG
 * URL parser refuses but a server on the same machine is often reached by.
 */
function isPostgresUrl(value: string): boolean {
  const match = /^postgres(?:ql)?:\/\/([^/?#]*)(.*)$/.exec(value);
  if (!match) return false;
  const [, authority = '', rest = ''] = match;
  const socket = authority === '' || authority.endsWith('@');
  try {
    const url = new URL(`postgres://${authority}${socket ? 'localhost' : ''}${rest}`);
    return socket ? Boolean(url.searchParams.get('host')) : url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Secrets that may also come from a file, `NAME_FILE=/run/secrets/name` (Docker and systemd
 * credentials), so that they stay out of the process's environment listing.
 */
export const fileSettings = ['SERVER_SECRET', 'DATABASE_URL', 'SMTP_URL'] as const;

/** Values never repeated in a message: they hold passwords. */
const secretSettings = new Set<string>(fileSettings);

/** What a value should look like, in words, from a zod issue. */
function expected(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('expected') || issue.message.startsWith('must')) return issue.message;
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email'
        ? 'expected an e-mail address'
        : `expected ${issue.format === 'url' ? 'a URL' : issue.format}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `expected at least ${String(issue.minimum)} character(s)`
        : issue.origin === 'array'
          ? 'expected at least one'
          : `expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`;
    case 'invalid_type':
      return issue.expected === 'int' || issue.expected === 'number'
        ? 'expected a whole number'
        : `expected ${issue.expected}`;
    default:
      return issue.message;
  }
}

/** The settings as the schema sees them: `NAME=` (empty) unset, `NAME_FILE` read. */
function collect(source: Record<string, string | undefined>, problems: string[]): Record<string, string> {
  // `NAME=` (empty) in an env file or container config means "not set", not "set to nothing".
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) if (value) set[name] = value;
  for (const name of fileSettings) {
    const file = set[`${name}_FILE`];
    if (!file) continue;
    if (set[name] !== undefined) {
      problems.push(`${name} and ${name}_FILE: expected one of them, not both`);
      continue;
    }
    try {
      // A file written by `echo` ends with a newline that is not part of the secret.
      set[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(
        `${name}_FILE: expected a readable file (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}: ${file})`,
      );
    }
  }
  return set;
}

/** Every problem with the settings of `source`, one short phrase each naming the variable; or the settings. */
export function parseSettings(
  source: Record<string, string | undefined>,
): { env: Env; problems?: undefined } | { env?: undefined; problems: string[] } {
  const problems: string[] = [];
  const set = collect(source, problems);
  const parsed = envSchema
    .refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
      path: ['HTTP_HEADERS_TIMEOUT_MS'],
      message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
    })
    .safeParse(set);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      const value = set[String(issue.path[0])];
      const shown =
        value === undefined || secretSettings.has(name) ? '' : `, not ${JSON.stringify(value.slice(0, 60))}`;
      problems.push(`${name}: ${expected(issue)}${shown}`);
    }
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  return { env: parsed.data };
}

function readEnv(): Env {
  const result = parseSettings(process.env);
  if (result.problems) throw new InvalidSettingsError(result.problems);
  return result.env;
}

export const env = readEnv();
