import type { HeroSlide } from '@/content/types';
import compiled from './.compiled/hero.json' with { type: 'json' };
import { once, resolveAll } from './placeholders';

/** The home page's banner: one file per slide, content/hero/<id>.yaml, in their `order`. The first slide is the main one. */
const heroSlides = once((): readonly HeroSlide[] => resolveAll(compiled));

export function allHeroSlides(): readonly HeroSlide[] {
  return heroSlides();
}
