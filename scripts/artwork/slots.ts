/**
 * What each image slot of the content registry shows: the scene for each gallery photo, hero slide
 * and news article (its caption's subject), the portrait of each person with a photo, and the
 * programmes' abstract cards in their department's colour.
 */
import { getDepartment } from '@/content/departments';
import { allGalleryItems } from '@/content/gallery';
import { allHeroSlides } from '@/content/hero';
import { allLeaders } from '@/content/leadership';
import { allNewsArticles } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { allTeamMembers } from '@/content/team';
import { seeded, shade, svgDocument } from './kit';
import { portrait, portraitLooks } from './portraits';
import { scenes, type SceneName } from './scenes';

/** Programme and news cards: a gradient in the department's colour with soft geometric shapes. */
function abstractCard(key: string, colour: string, width = 1200, height = 800): string {
  const rnd = seeded(key);
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.1)}"/><stop offset="1" stop-color="${shade(colour, -0.45)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 7; i++) {
    const r = Math.round(60 + rnd() * 260);
    parts.push(
      `<circle cx="${Math.round(rnd() * width)}" cy="${Math.round(rnd() * height)}" r="${r}" fill="#ffffff" opacity="${(0.04 + rnd() * 0.1).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const y = Math.round(height * (0.2 + i * 0.15));
    parts.push(
      `<path d="M0 ${y} C ${width * 0.3} ${y - 80 + rnd() * 160}, ${width * 0.7} ${y - 80 + rnd() * 160}, ${width} ${y}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3" fill="none"/>`,
    );
  }
  parts.push(
    `<rect x="${width * 0.08}" y="${height * 0.78}" width="${width * 0.18}" height="10" rx="5" fill="#f5b83d"/>`,
  );
  return svgDocument(width, height, parts.join(''));
}

/** Which scene each gallery photo, hero slide and news article shows: its caption's subject. */
export const galleryScenes: Record<string, SceneName> = {
  'campus-1': 'campusFacade',
  'campus-2': 'library',
  'campus-3': 'computerRoom',
  'campus-4': 'simulationRoom',
  'ceremonies-1': 'graduatesLine',
  'ceremonies-2': 'diplomaHandOver',
  'ceremonies-3': 'tribune',
  'ceremonies-4': 'familyPhoto',
  'student-life-1': 'footballMatch',
  'student-life-2': 'studyUnderTree',
  'student-life-3': 'danceStage',
  'student-life-4': 'cafeteria',
  'conferences-1': 'publicLecture',
  'conferences-2': 'roundTable',
  'conferences-3': 'questionFromFloor',
  'conferences-4': 'workshop',
};
export const heroScenes: Record<string, SceneName> = {
  'hero-1': 'campusSunrise',
  'hero-2': 'lectureNotes',
  'hero-3': 'libraryAisle',
  'hero-4': 'capsInTheAir',
  'hero-5': 'laboratory',
  'hero-6': 'computerRoom',
  'hero-7': 'courtyardChat',
  'hero-8': 'groupWork',
  'hero-9': 'simulationRoom',
};
export const newsScenes: Record<string, SceneName> = {
  'lancement-formation-continue': 'eveningClass',
  'ceremonie-remise-diplomes-2026': 'capsInTheAir',
  'confirmation-accreditation-cames': 'certificate',
  'convention-stages-reseau-entreprises': 'handshake',
  'semaine-culturelle-sportive-2026': 'festival',
  'prix-concours-plans-affaires': 'prizeTeam',
};

/** A scene at 1200 × 800, or cropped to the hero's 16:9 (1600 × 900). */
function drawScene(name: SceneName | undefined, key: string, format: 'photo' | 'hero' = 'photo'): string {
  if (!name) throw new Error(`No scene chosen for ${key}: add it to scripts/artwork/slots.ts`);
  const body = scenes[name](seeded(key));
  return format === 'hero' ? svgDocument(1600, 900, body, '0 62.5 1200 675') : svgDocument(1200, 800, body);
}

function drawPortrait(id: string): string {
  const look = portraitLooks[id];
  if (!look) throw new Error(`No portrait look for ${id}: add it to scripts/artwork/portraits.ts`);
  return portrait(look);
}

/** One drawing per image slot: the file (under public/) and how to draw it. */
export const artworkJobs: { file: string; draw: () => string }[] = [
  ...allHeroSlides().map((slide) => ({
    file: slide.image,
    draw: () => drawScene(heroScenes[slide.id], slide.id, 'hero'),
  })),
  ...allProgrammes().map((p) => ({
    file: p.image,
    draw: () => abstractCard(p.slug, getDepartment(p.department).colour),
  })),
  ...allNewsArticles().map((a) => ({ file: a.image, draw: () => drawScene(newsScenes[a.id], a.id) })),
  ...allGalleryItems().map((g) => ({ file: g.src, draw: () => drawScene(galleryScenes[g.id], g.id) })),
  ...allTeamMembers().flatMap((m) => (m.photo ? [{ file: m.photo, draw: () => drawPortrait(m.id) }] : [])),
  ...allLeaders().map((l) => ({ file: l.photo, draw: () => drawPortrait(l.id) })),
];
