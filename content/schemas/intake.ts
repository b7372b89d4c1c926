// The intake's singletons: content/calendar.yaml (the year and its dates), content/fees.yaml
// (fee tiers and instalments), content/aid.yaml (scholarships and reductions) and
// content/payment.yaml (how to pay).
import { z } from 'zod';
import { departmentIds, flag, isoDate, localized, oneOf, programmeTypeIds, slug, whole } from './common';

export const calendarFile = z.strictObject({
  /** The academic year the intake starts: 2027 for 2027–2028. */
  year: whole.refine((year) => year >= 2000 && year <= 2100, { error: 'must be a year such as 2027' }),
  events: z.array(
    z
      .strictObject({
        id: slug,
        kind: oneOf([
          'applications-open',
          'applications-close',
          'committee',
          'results',
          'classes-start',
          'open-day',
        ]),
        start: isoDate,
        end: isoDate.optional(),
        for: oneOf(programmeTypeIds).optional(),
        title: localized,
        description: localized,
      })
      .check((ctx) => {
        const { start, end } = ctx.value;
        if (end && end < start)
          ctx.issues.push({
            code: 'custom',
            path: ['end'],
            message: `${end} is before the start, ${start}`,
            input: end,
          });
      }),
  ),
});

export const feesFile = z.strictObject({
  tiers: z.array(
    z.strictObject({
      id: slug,
      type: oneOf(programmeTypeIds),
      name: localized,
      departments: z.array(oneOf(departmentIds)).optional(),
      programmes: z.array(slug).optional(),
      registration: whole,
      tuition: whole,
    }),
  ),
  instalments: z
    .array(
      z.strictObject({
        share: whole.refine((share) => share > 0 && share <= 100, {
          error: 'must be a percentage from 1 to 100',
        }),
        due: isoDate,
        atRegistration: flag.optional(),
      }),
    )
    .min(1, { error: 'must list at least one instalment' })
    .check((ctx) => {
      const total = ctx.value.reduce((sum, instalment) => sum + instalment.share, 0);
      if (total !== 100)
        ctx.issues.push({
          code: 'custom',
          message: `the shares add up to ${total}, not 100`,
          input: ctx.value,
        });
    }),
});

export const aidFile = z.strictObject({
  schemes: z.array(
    z.strictObject({
      id: oneOf(['merit', 'social', 'sibling', 'employer']),
      name: localized,
      steps: z.array(
        z.strictObject({
          percent: whole.refine((percent) => percent > 0 && percent <= 100, {
            error: 'must be a percentage from 1 to 100',
          }),
          condition: localized,
        }),
      ),
      covers: localized.optional(),
      eligibility: localized,
      howToApply: localized,
    }),
  ),
});

export const paymentFile = z.strictObject({
  methods: z.array(
    z.strictObject({
      id: oneOf(['bank-transfer', 'mobile-money', 'cash-desk']),
      name: localized,
      how: localized,
      details: z.array(z.strictObject({ label: localized, value: localized })),
    }),
  ),
});
