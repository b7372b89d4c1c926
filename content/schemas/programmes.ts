// content/programmes/<slug>.yaml: one programme (licence or master). The file's name is its
// address (/licences/<slug>, /masters/<slug>).
import { z } from 'zod';
import {
  departmentIds,
  exactly,
  flag,
  imagePath,
  localized,
  mentionIds,
  oneOf,
  order,
  programmeIcons,
  text,
} from './common';

const common = {
  order,
  code: text.refine((value) => /^[LM]-[A-Z0-9-]+$/.test(value), { error: 'must look like L-ABC or M-ABC' }),
  title: localized,
  department: oneOf(departmentIds),
  accredited: flag,
  applicationsOpen: flag,
  image: imagePath,
  icon: oneOf(programmeIcons),
  description: localized,
  about: localized,
};

export const licenceFile = z.strictObject({
  ...common,
  type: z.literal('licence'),
  level: oneOf(['bac+2/bac+3', 'bac+3']),
  mention: oneOf(mentionIds).optional(),
  objectives: exactly(localized, 4),
  careers: exactly(localized, 5),
  curriculum: z.tuple([exactly(localized, 4), exactly(localized, 4), exactly(localized, 4)], {
    error: 'must list the courses of years 1, 2 and 3',
  }),
});

export const masterFile = z.strictObject({
  ...common,
  type: z.literal('master'),
  level: oneOf(['bac+4/bac+5']),
  objectives: exactly(localized, 7),
  careers: exactly(localized, 7),
  curriculum: z.tuple([exactly(localized, 5), exactly(localized, 5)], {
    error: 'must list the courses of years 1 and 2',
  }),
});

export const programmeFile = z.discriminatedUnion('type', [licenceFile, masterFile], {
  error: 'type: must be licence or master',
});
export type ProgrammeFile = z.infer<typeof programmeFile>;
