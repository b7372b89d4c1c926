// The editing screen's description of the content files (keystatic.config.ts) read against the
// real files with Keystatic's own reader: every entry of every area reads without error, and what
// the screen would write back from it is the file as it is, key for key. A field declared with the
// wrong shape (a missing key, a text where the file has a list, a wrong name) fails here rather
// than in the communication officer's hands, where saving would rewrite the file wrongly.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { allTeamMembers } from '@/content/team';
import { keystaticConfig } from '@/keystatic.config';

const root = path.resolve(__dirname, '../..');
const config = keystaticConfig();
const reader = createReader(root, config);

/** The file as the compile step reads it (scripts/content.ts: js-yaml, core schema). */
function fileData(relative: string): unknown {
  return yaml.load(readFileSync(path.join(root, relative), 'utf8'), { schema: yaml.CORE_SCHEMA });
}

/** What Keystatic writes for a value the reader gave: each field's own serialisation, undefined left out. */
function written(schema: ComponentSchema, value: unknown): unknown {
  switch (schema.kind) {
    case 'form': {
      if (schema.formKind === 'asset') return value ?? undefined;
      const out = (schema.serialize as (v: unknown) => { value: unknown })(value).value;
      return out instanceof Date ? out.toISOString() : out;
    }
    case 'object':
      return writtenObject(schema.fields, value as Record<string, unknown>);
    case 'array':
      return (value as unknown[]).map((item) => written(schema.element, item));
    default:
      throw new Error(`no test for a ${schema.kind} field`);
  }
}

function writtenObject(
  fields: Record<string, ComponentSchema>,
  value: Record<string, unknown>,
  skip?: string,
) {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (key === skip) continue;
    const item = written(field, value[key]);
    if (item !== undefined) out[key] = item;
  }
  return out;
}

/** Each image field of a schema with the value the reader gave it (objects included). */
function images(
  fields: Record<string, ComponentSchema>,
  value: Record<string, unknown>,
): { directory: string; value: unknown }[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (field.kind === 'form' && field.formKind === 'asset')
      return [{ directory: (field as { directory?: string }).directory!, value: value[key] }];
    if (field.kind === 'object') return images(field.fields, value[key] as Record<string, unknown>);
    return [];
  });
}

/**
 * The screen looks for an entry's image in <directory>/<entry>/ (a singleton's in <directory>/),
 * under the name the file gives after the public path: elsewhere, it would show the field empty
 * and saving would drop the image.
 */
function expectImagesFound(
  fields: Record<string, ComponentSchema>,
  value: Record<string, unknown>,
  slug?: string,
) {
  for (const image of images(fields, value)) {
    if (image.value === null) continue;
    const publicPath = `/${image.directory.replace(/^public\//, '')}/${slug === undefined ? '' : `${slug}/`}`;
    expect(image.value, `an image of ${slug ?? 'a singleton'}`).toMatch(new RegExp(`^${publicPath}[^/]+$`));
    expect(existsSync(path.join(root, 'public', image.value as string)), image.value as string).toBe(true);
  }
}

const newAreas = Object.keys(config.collections).filter((name) => name !== 'news');

describe('the editing screen describes the content files as they are', () => {
  it('declares every area of content/, each at a path that exists', () => {
    expect(newAreas.sort()).toEqual(['faqQuestions', 'gallery', 'hero', 'programmes', 'team']);
    expect(Object.keys(config.singletons).sort()).toEqual([
      'aid',
      'calendar',
      'faqTopics',
      'fees',
      'leadership',
      'payment',
    ]);
    for (const singleton of Object.values(config.singletons))
      expect(existsSync(path.join(root, `${singleton.path}.yaml`)), singleton.path).toBe(true);
    for (const collection of Object.values(config.collections)) {
      const folder = path.join(root, collection.path!.replace(/\/\*\/?$/, ''));
      expect(readdirSync(folder).length, collection.path).toBeGreaterThan(0);
    }
  });

  for (const name of Object.keys(config.singletons) as (keyof typeof config.singletons)[]) {
    it(`reads the singleton ${name} and would write its file back unchanged`, async () => {
      const singleton = config.singletons[name];
      const value = await reader.singletons[name].readOrThrow();
      expect(writtenObject(singleton.schema, value as Record<string, unknown>)).toEqual(
        fileData(`${singleton.path}.yaml`),
      );
      expectImagesFound(singleton.schema, value as Record<string, unknown>);
    });
  }

  for (const name of newAreas as Exclude<keyof typeof config.collections, 'news'>[]) {
    it(`reads every entry of ${name} and would write each file back unchanged`, async () => {
      const collection = config.collections[name];
      const folder = collection.path!.replace(/\*$/, '');
      const files = readdirSync(path.join(root, folder)).filter((file) => file.endsWith('.yaml'));
      const slugs = await reader.collections[name].list();
      expect(slugs.sort()).toEqual(files.map((file) => file.replace(/\.yaml$/, '')).sort());
      for (const slug of slugs) {
        const value = await reader.collections[name].readOrThrow(slug);
        expect(
          writtenObject(collection.schema, value as Record<string, unknown>, collection.slugField),
          `${folder}${slug}.yaml`,
        ).toEqual(fileData(`${folder}${slug}.yaml`));
        expectImagesFound(collection.schema, value as Record<string, unknown>, slug);
      }
    });
  }

  it('gives the team the site shows, in the same order', async () => {
    const entries = await reader.collections.team.all();
    const byOrder = entries
      .map(({ entry }) => entry)
      .sort((a, b) => a.order! - b.order! || a.name.localeCompare(b.name));
    expect(byOrder.map((member) => member.name)).toEqual(allTeamMembers().map((member) => member.name));
  });

  it('writes nothing for the choices that leave a key out of the file', () => {
    const event = config.singletons.calendar.schema.events.element.fields;
    expect(event.for.serialize('')).toEqual({ value: undefined });
    expect(event.for.serialize('master')).toEqual({ value: 'master' });
    const tier = config.singletons.fees.schema.tiers.element.fields;
    expect(tier.departments.serialize([])).toEqual({ value: undefined });
    const instalment = config.singletons.fees.schema.instalments.element.fields;
    expect(instalment.atRegistration.serialize(false)).toEqual({ value: undefined });
    const covers = config.singletons.aid.schema.schemes.element.fields.covers;
    const none = { fr: '', en: '', ar: '' };
    expect(covers.serialize(none)).toEqual({ value: undefined });
    const all = { fr: 'les frais', en: 'the fees', ar: 'الرسوم' };
    expect(covers.serialize(all)).toEqual({ value: all });
    // One language missing is refused, whichever it is.
    expect(() => covers.validate({ ...all, en: '' })).toThrow();
    expect(() => covers.validate({ ...all, ar: '' })).toThrow();
    expect(covers.validate(none)).toEqual(none);
  });
});
