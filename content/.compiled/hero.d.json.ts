// The type of content/.compiled/hero.json, which scripts/content.ts writes from content/ (see there).
import type { HeroSlide } from '../types';

declare const hero: readonly HeroSlide[];
export default hero;
