import 'server-only';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { replyTemplateFieldNames } from './reply-templates';

/**
 * A reply template's fields as typed, carried in the address of the edit page a refused save goes
 * back to (`?refus=…&brouillon=…`): compressed, so that every language's texts at their longest
 * stay far within what a server accepts of an address (16 KB with every header), whatever the
 * script they are written in.
 */
export function encodeTemplateDraft(form: URLSearchParams): string {
  const values = Object.fromEntries(replyTemplateFieldNames.map((name) => [name, form.get(name) ?? '']));
  return deflateRawSync(JSON.stringify(values)).toString('base64url');
}

/** The fields a draft holds; a damaged or forged one holds none (the saved texts are shown). */
export function decodeTemplateDraft(draft: string): Record<string, string> | undefined {
  try {
    const json = inflateRawSync(Buffer.from(draft, 'base64url'), { maxOutputLength: 64 * 1024 });
    const parsed: unknown = JSON.parse(json.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const fields = parsed as Record<string, unknown>;
    return Object.fromEntries(
      replyTemplateFieldNames.map((name) => [name, typeof fields[name] === 'string' ? fields[name] : '']),
    );
  } catch {
    return undefined;
  }
}
