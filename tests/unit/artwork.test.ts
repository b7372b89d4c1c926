import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allGalleryItems } from '@/content/gallery';
import { allHeroSlides } from '@/content/hero';
import { allNewsArticles } from '@/content/news';
import { allTeamMembers } from '@/content/team';
import { artworkJobs, galleryScenes, heroScenes, newsScenes } from '@/scripts/artwork/slots';

const publicFile = (file: string) => path.join(process.cwd(), 'public', file);
const drawingOf = (file: string) => artworkJobs.find((job) => job.file === file)?.draw();

describe('the artwork', () => {
  it('gives each gallery photo its own scene, and the hero nine different scenes', () => {
    const gallery = allGalleryItems().map((item) => galleryScenes[item.id]);
    expect(gallery.every(Boolean)).toBe(true);
    expect(new Set(gallery).size).toBe(gallery.length);
    const hero = allHeroSlides().map((slide) => heroScenes[slide.id]);
    expect(hero.every(Boolean)).toBe(true);
    expect(new Set(hero).size).toBe(9);
    const news = allNewsArticles().map((article) => newsScenes[article.id]);
    expect(new Set(news).size).toBe(news.length);
  });

  it('draws a different portrait for every team member with a photo', () => {
    const portraits = allTeamMembers().flatMap((member) => (member.photo ? [drawingOf(member.photo)] : []));
    expect(portraits.length).toBeGreaterThan(0);
    expect(portraits.every(Boolean)).toBe(true);
    expect(new Set(portraits).size).toBe(portraits.length);
  });

  it('is committed as the generator draws it (run `npx tsx scripts/generate-artwork.ts --redraw`)', () => {
    for (const job of artworkJobs) {
      expect(existsSync(publicFile(job.file)), job.file).toBe(true);
      expect(readFileSync(publicFile(job.file), 'utf8'), job.file).toBe(job.draw());
    }
  });

  it('stays small enough for the image pipeline to rasterise quickly (under 64 KB a drawing)', () => {
    for (const job of artworkJobs) expect(job.draw().length, job.file).toBeLessThan(64_000);
  });
});
