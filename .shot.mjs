import { chromium } from '@playwright/test';
const [,, url, out, w = '1280', full = '0'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: 800 }, reducedMotion: 'reduce' });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
