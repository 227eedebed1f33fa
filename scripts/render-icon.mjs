// Renders assets/icon.svg to assets/icon.png (1024 px) in Chromium; electron-builder makes .ico and .icns from it.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('assets/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
await page.screenshot({ path: 'assets/icon.png', omitBackground: true, clip: { x: 0, y: 0, width: 1024, height: 1024 } });
await browser.close();
