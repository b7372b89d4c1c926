import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function files(folder: string, extensions: RegExp): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.test(file))
    .map((file) => path.join(folder, file));
}

// A class name that places something on the physical left or right (Tailwind: margins, paddings,
// offsets, borders, text alignment), where a right-to-left page needs the start or the end.
const physicalClass =
  /(?<=[\s"'`:])-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-[tb][lr]|scroll-m[lr]|scroll-p[lr])-[\w[]|(?<=[\s"'`:])(text-left|text-right|float-left|float-right|border-l|border-r)(?=[\s"'`])/;
const physicalCss =
  /(margin|padding|border)-(left|right)\b|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/m;

describe('layout mirrors for right-to-left languages', () => {
  it('places nothing on the physical left or right: margins, offsets and alignment are logical', () => {
    const offenders = [
      ...['app', 'components']
        .flatMap((folder) => files(folder, /\.tsx?$/))
        .filter((file) => physicalClass.test(readFileSync(path.join(root, file), 'utf8'))),
      ...['app', 'components']
        .flatMap((folder) => files(folder, /\.css$/))
        .filter((file) => physicalCss.test(readFileSync(path.join(root, file), 'utf8'))),
    ];
    expect(offenders).toEqual([]);
  });

  it('would notice a physical class', () => {
    expect(physicalClass.test('<ul className="list-disc pl-6">')).toBe(true);
    expect(physicalClass.test('className={`absolute right-4 top-4`}')).toBe(true);
    expect(physicalClass.test('<table className="w-full text-left">')).toBe(true);
    expect(physicalClass.test('<ul className="list-disc ps-6 text-start">')).toBe(false);
  });
});
