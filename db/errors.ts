/**
 * What may be logged about a database failure. Drizzle wraps driver errors in an error whose
 * message holds the query AND its parameters (names, e-mails, messages): it is never logged. Only
 * the innermost cause's code (a SQLSTATE or a system code like ECONNREFUSED) and constraint name
 * are kept, plus the message of connection-level errors, which carries no submitted values.
 */
export function describeError(error: unknown): { code?: string; constraint?: string; detail?: string } {
  let innermost: unknown = error;
  for (let depth = 0; depth < 8; depth++) {
    const cause = (innermost as { cause?: unknown } | null)?.cause;
    if (!cause || typeof cause !== 'object') break;
    innermost = cause;
  }
  if (!innermost || typeof innermost !== 'object') return { detail: String(innermost).slice(0, 200) };
  const { code, constraint, message } = innermost as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  return {
    code: typeof code === 'string' ? code : undefined,
    constraint: typeof constraint === 'string' ? constraint : undefined,
    // A SQL error's message may quote values; a connection error's says which host failed.
    detail: !sqlState && typeof message === 'string' ? message.slice(0, 200) : undefined,
  };
}

/**
 * A database failure as it may travel up to a framework's error log: the code and constraint of
 * `describeError`, never the query's values. It carries no `cause`, since a logger prints causes.
 */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  readonly code?: string;
  readonly constraint?: string;

  constructor(error: unknown) {
    const { code, constraint, detail } = describeError(error);
    super(['Database query failed', code, constraint, detail].filter(Boolean).join(': '));
    this.code = code;
    this.constraint = constraint;
  }
}

/** Database work whose failure is rethrown as a `DatabaseError`. */
export async function withRedactedErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DatabaseError ? error : new DatabaseError(error);
  }
}
