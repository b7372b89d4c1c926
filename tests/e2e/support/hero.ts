import type { Page } from '@playwright/test';

/** The first hero slideshow of the page, its slides' images and its dots (home has 9 slides). */
export const hero = (page: Page) => page.locator('section[aria-roledescription="carousel"]').first();
export const slideImage = (page: Page, index: number) => hero(page).locator(`[data-slide="${index}"] img`);
export const dot = (page: Page, index: number) =>
  hero(page).getByRole('button', { name: `Diapositive ${index + 1} sur 9`, exact: true });
