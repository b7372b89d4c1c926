/** The encodings the kept answers of pre-rendered pages exist in, best first. */
export const keptEncodings = ['br', 'gzip'] as const;
export type KeptEncoding = (typeof keptEncodings)[number];

/**
 * Which kept encoding a request's `Accept-Encoding` prefers: the higher weight, brotli on a tie
 * (it is about a fifth smaller on these pages); undefined when it allows neither, so the answer comes from Next.js.
 * A coding with `q=0` is refused, `*` stands for every coding not named (RFC 9110, 12.5.3).
 */
export function chooseEncoding(header: string | string[] | undefined): KeptEncoding | undefined {
  if (header === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  let chosen: KeptEncoding | undefined;
  let best = 0;
  for (const encoding of keptEncodings) {
    const weight = weights.get(encoding) ?? wildcard ?? 0;
    if (weight > best) [chosen, best] = [encoding, weight];
  }
  return chosen;
}
