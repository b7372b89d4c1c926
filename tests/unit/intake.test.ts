import { afterEach, describe, expect, it, vi } from 'vitest';
import { aidSchemes } from '@/content/aid';
import {
  intakeEvents,
  nextApplicationDeadline,
  nextClassesStart,
  todayInNdjamena,
  upcomingEvents,
} from '@/content/calendar';
import { allDepartments } from '@/content/departments';
import { feeTierOf, feeTiers, instalmentSchedule, instalmentsOf, programmesOfTier } from '@/content/fees';
import { intakeFaqTopic } from '@/lib/intake/faq';
import type { IsoDate } from '@/content/intake-types';
import { allProgrammes, getProgramme } from '@/content/programmes';
import { locales, type Locale } from '@/i18n/locales';
import { formatDay, formatDays, formatFcfa, formatList, formatMonth, formatPercent } from '@/i18n/format';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

function faqText(locale: Locale, questionId: string): string {
  const question = intakeFaqTopic().questions.find((q) => q.id === questionId);
  if (!question) throw new Error(`No FAQ question ${questionId}`);
  return question.answer
    .map((block) =>
      block.kind === 'paragraph' ? block.text[locale] : block.items.map((i) => i[locale]).join('\n'),
    )
    .join('\n');
}

describe('fee and date formatting', () => {
  it('writes amounts the French way, in every language, never broken before FCFA', () => {
    expect(formatFcfa(450_000, 'fr')).toBe(`450${NNBSP}000${NBSP}FCFA`);
    expect(formatFcfa(1_200_000, 'en')).toBe(`1${NNBSP}200${NNBSP}000${NBSP}FCFA`);
    expect(formatFcfa(75_000, 'fr')).toBe(`75${NNBSP}000${NBSP}FCFA`);
    // In Arabic the amount is isolated left to right: "FCFA" stays after the figure on screen.
    expect(formatFcfa(75_000, 'ar')).toBe(`\u206675${NNBSP}000${NBSP}FCFA\u2069`);
  });

  it('writes shares as each language does', () => {
    // A no-break space, narrow or not as the ICU version has it: "25" and "%" never part.
    expect(formatPercent(25, 'fr')).toMatch(/^25[\u00a0\u202f]%$/);
    expect(formatPercent(25, 'en')).toBe('25%');
  });

  it('writes days out with their year, the first of the month as French writes it', () => {
    expect(formatDay('2027-01-15', 'fr')).toBe('15 janvier 2027');
    expect(formatDay('2027-01-15', 'en')).toBe('15 January 2027');
    expect(formatDay('2027-06-01', 'fr')).toBe('1er juin 2027');
    expect(formatDay('2027-06-01', 'en')).toBe('1 June 2027');
    expect(formatMonth('2027-10-08', 'fr')).toBe('octobre 2027');
    expect(formatMonth('2027-10-08', 'en')).toBe('October 2027');
  });

  it('writes a span of days once, with its year', () => {
    expect(formatDays('2027-06-07', '2027-06-11', 'fr')).toBe('7–11 juin 2027');
    expect(formatDays('2027-06-01', '2027-06-04', 'fr')).toBe('1er–4 juin 2027');
    expect(formatDays('2027-05-29', '2027-06-02', 'fr')).toMatch(/^29 mai\s–\s2 juin 2027$/);
    expect(formatDays('2027-06-07', '2027-06-11', 'en')).toMatch(/^7\s?–\s?11 June 2027$/);
    expect(formatDays('2027-06-07', '2027-06-07', 'fr')).toBe('7 juin 2027');
    expect(formatDays('2027-06-07', undefined, 'en')).toBe('7 June 2027');
  });

  it('joins lists as each language does', () => {
    expect(formatList(['a', 'b', 'c'], 'fr')).toBe('a, b et c');
    expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b and c');
  });
});

describe('fees', () => {
  it('give every programme one tier of its own level, and every tier programmes to cover', () => {
    for (const programme of allProgrammes())
      expect(feeTierOf(programme).type, programme.slug).toBe(programme.type);
    for (const tier of feeTiers()) expect(programmesOfTier(tier).length, tier.id).toBeGreaterThan(0);
    const covered = feeTiers().flatMap((tier) => programmesOfTier(tier).map((p) => p.slug));
    expect(covered.sort()).toEqual(
      allProgrammes()
        .map((p) => p.slug)
        .sort(),
    );
  });

  it('name only programmes and departments that exist, with a default tier per level', () => {
    const departments = new Set(allDepartments().map((d) => d.id));
    for (const tier of feeTiers()) {
      for (const slug of tier.programmes ?? [])
        expect(getProgramme(tier.type, slug), `${tier.id}: ${slug}`).toBeDefined();
      for (const id of tier.departments ?? []) expect(departments.has(id), `${tier.id}: ${id}`).toBe(true);
    }
    for (const type of ['licence', 'master'] as const)
      expect(feeTiers(type).filter((t) => !t.programmes && !t.departments)).toHaveLength(1);
  });

  it('charge what a programme’s own tier says: a programme named by slug beats its department', () => {
    const pharmacy = getProgramme('licence', 'sciences-pharmaceutiques');
    const nursing = getProgramme('licence', 'sciences-infirmieres');
    const law = getProgramme('licence', 'droit-public-prive');
    expect(pharmacy && feeTierOf(pharmacy).id).toBe('licence-pharmacie');
    expect(nursing && feeTierOf(nursing).id).toBe('licence-sante');
    expect(law && feeTierOf(law).id).toBe('licence');
  });

  it('split the tuition into instalments that add up to it, due in order', () => {
    expect(instalmentSchedule().reduce((sum, i) => sum + i.share, 0)).toBe(100);
    const dues = instalmentSchedule().map((i) => i.due);
    expect([...dues].sort()).toEqual(dues);
    for (const tier of feeTiers()) {
      const parts = instalmentsOf(tier.tuition);
      expect(
        parts.reduce((sum, p) => sum + p.amount, 0),
        tier.id,
      ).toBe(tier.tuition);
      for (const part of parts) expect(part.amount % 1000, tier.id).toBe(0);
    }
    expect(instalmentsOf(450_000).map((p) => p.amount)).toEqual([180_000, 135_000, 135_000]);
    // Rounding never loses a franc: the last instalment takes the remainder.
    expect(instalmentsOf(455_555).reduce((sum, p) => sum + p.amount, 0)).toBe(455_555);
  });
});

describe('intake calendar', () => {
  it('has unique ids and real days, each span ending after it starts', () => {
    const events = intakeEvents();
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    for (const event of events) {
      for (const day of [event.start, event.end ?? event.start]) {
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), event.id).toBe(day);
      }
      if (event.end) expect(event.end > event.start, event.id).toBe(true);
    }
    expect(events.some((e) => e.kind === 'applications-close')).toBe(true);
  });

  it('knows the day in N’Djamena (UTC+1), not the server’s', () => {
    expect(todayInNdjamena(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(todayInNdjamena(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
  });

  it('agrees with the time-zone database on every hour of three years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Ndjamena',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2029, 0, 1); t += 3_600_000) {
      expect(todayInNdjamena(new Date(t))).toBe(zone.format(t));
    }
  });

  it('drops the dates that have passed, keeping a deadline on its own day and a span until its last day', () => {
    const events = intakeEvents();
    const first = events[0]!;
    expect(upcomingEvents(first.start).map((e) => e.id)).toEqual(events.map((e) => e.id));

    const deadline = events.find((e) => e.kind === 'applications-close')!;
    const dayAfter = new Date(Date.parse(`${deadline.start}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(upcomingEvents(deadline.start).map((e) => e.id)).toContain(deadline.id);
    expect(upcomingEvents(dayAfter as IsoDate).map((e) => e.id)).not.toContain(deadline.id);
    for (const event of upcomingEvents(dayAfter as IsoDate))
      expect((event.end ?? event.start) >= dayAfter).toBe(true);

    const span = events.find((e) => e.end)!;
    expect(upcomingEvents(span.end!).map((e) => e.id)).toContain(span.id);

    const last = events.at(-1)!;
    expect(upcomingEvents('2999-01-01')).toEqual([]);
    expect(upcomingEvents(last.end ?? last.start).map((e) => e.id)).toContain(last.id);
  });

  it('gives the next application deadline still to come, and none once all have passed', () => {
    const closes = intakeEvents().filter((e) => e.kind === 'applications-close');
    expect(nextApplicationDeadline('2000-01-01')?.id).toBe(closes[0]!.id);
    const dayAfterFirst = new Date(Date.parse(`${closes[0]!.start}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10) as IsoDate;
    expect(nextApplicationDeadline(dayAfterFirst)?.id).toBe(closes[1]?.id);
    expect(nextApplicationDeadline('2999-01-01')).toBeUndefined();
  });

  it('gives each level its own start of classes', () => {
    const licence = nextClassesStart('2000-01-01', 'licence');
    const master = nextClassesStart('2000-01-01', 'master');
    expect(licence?.for ?? 'licence').toBe('licence');
    expect(master?.for ?? 'master').toBe('master');
    expect(upcomingEvents('2000-01-01', 'licence').some((e) => e.for === 'master')).toBe(false);
  });
});

describe('FAQ answers on fees, aid and dates', () => {
  it('state every tier’s tuition, the instalments and the aid as the intake files have them', () => {
    for (const locale of locales) {
      const tuition = faqText(locale, 'tuition');
      for (const tier of feeTiers()) {
        expect(tuition).toContain(formatFcfa(tier.tuition, locale));
        expect(tuition).toContain(formatFcfa(tier.registration, locale));
      }
      for (const instalment of instalmentSchedule())
        expect(tuition).toContain(formatPercent(instalment.share, locale));
      const aid = faqText(locale, 'scholarships');
      for (const scheme of aidSchemes()) {
        expect(aid).toContain(scheme.name[locale]);
        for (const step of scheme.steps) expect(aid).toContain(formatPercent(step.percent, locale));
      }
    }
  });

  it('state every round of applications and the start of classes, true on any day they are read', () => {
    const opens = intakeEvents().filter((e) => e.kind === 'applications-open');
    const closes = intakeEvents().filter((e) => e.kind === 'applications-close');
    for (const locale of locales) {
      const text = faqText(locale, 'deadlines');
      for (const event of [...opens, ...closes]) expect(text).toContain(formatDay(event.start, locale));
      expect(text).not.toMatch(/prochaine date|next deadline/i);
      expect(faqText(locale, 'scholarships')).toContain(formatDay(closes[0]!.start, locale));
    }
  });
});

describe('one source for fees, aid and dates', () => {
  afterEach(() => {
    vi.doUnmock('@/content/intake');
    vi.resetModules();
  });

  it('the FAQ and the programme tiers follow a change made in the intake files alone', async () => {
    const real = await vi.importActual<typeof import('@/content/intake')>('@/content/intake');
    vi.resetModules();
    vi.doMock('@/content/intake', () => ({
      intake: {
        ...real.intake,
        feeTiers: real.intake.feeTiers.map((tier) =>
          tier.id === 'licence' ? { ...tier, tuition: 512_000 } : tier,
        ),
        calendar: real.intake.calendar.map((event) =>
          event.id === 'applications-close-1' ? { ...event, start: '2027-05-28' } : event,
        ),
      },
    }));
    const faq = await import('@/lib/intake/faq');
    const fees = await import('@/content/fees');
    const programmes = await import('@/content/programmes');
    const law = programmes.getProgramme('licence', 'droit-public-prive')!;
    expect(fees.feeTierOf(law).tuition).toBe(512_000);
    const text = faq
      .intakeFaqTopic()
      .questions.flatMap((q) => q.answer)
      .map((b) => (b.kind === 'paragraph' ? b.text.fr : b.items.map((i) => i.fr).join(' ')))
      .join(' ');
    expect(text).toContain(formatFcfa(512_000, 'fr'));
    expect(text).toContain('28 mai 2027');
    expect(text).not.toContain('31 mai 2027');
  });
});
