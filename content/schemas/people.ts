// The people, pictures and questions of the site: content/team/<id>.yaml (one member of the
// management team each), content/leadership.yaml (the founder, the rector and the rector's
// message), content/gallery/<id>.yaml (one photo each), content/hero/<id>.yaml (one slide of the
// home page's banner each), content/faq/topics.yaml and content/faq/questions/<id>.yaml.
import { z } from 'zod';
import { imagePath, localized, oneOf, order, slug, text } from './common';

export const teamFile = z.strictObject({
  order,
  name: text,
  position: localized,
  /** Absent: the card shows the 'photo to come' placeholder. */
  photo: imagePath.optional(),
});

const leader = z.strictObject({
  name: text,
  role: localized,
  photo: imagePath,
  bio: localized,
  detail: localized,
});

export const leadershipFile = z.strictObject({
  founder: leader,
  rector: leader,
  /** Markdown: one paragraph after another, the French and the English paragraph for paragraph. */
  rectorMessage: localized,
});

export const galleryFile = z.strictObject({
  order,
  category: oneOf(['campus', 'ceremonies', 'student-life', 'conferences']),
  image: imagePath,
  alt: localized,
  title: localized,
});

export const heroFile = z.strictObject({
  order,
  image: imagePath,
  alt: localized,
});

export const faqTopicsFile = z.strictObject({
  topics: z.array(z.strictObject({ id: slug, title: localized })),
});

export const faqQuestionFile = z.strictObject({
  topic: slug,
  order,
  question: localized,
  /** Markdown: paragraphs and "- " lists, the same blocks in both languages. */
  answer: localized,
});
