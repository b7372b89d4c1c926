import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto('http://127.0.0.1:3060/ar', { waitUntil: 'load' });
for (const name of await page.locator('section button[aria-label]').evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), Math.round(e.getBoundingClientRect().x), getComputedStyle(e).direction, e.textContent]))) console.log(name);
await browser.close();
