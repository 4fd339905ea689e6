#!/usr/bin/env node
// Draws the installed app's icons (static/img/icon-*.png, apple-touch-icon.png) from the logo,
// static/img/logo.svg, in Chromium. Run it after changing the logo: `node scripts/app-icons.mjs`.
// The PNGs are committed, so a build needs no browser. tests/unit/web-app-manifest.test.ts checks
// that each icon the manifest names exists at the size it states.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BACKGROUND = '#2b5b84';
const logo = readFileSync(path.join(ROOT, 'static/img/logo.svg'), 'utf8');
// The logo's drawing without its rounded square: the maskable icons put it on a full-bleed square.
const drawing = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');

/** `maskable`: full-bleed background; the drawing (16–48 of 64) grown 1.1× about the centre stays inside the central circle of 80% that every mask keeps. */
function svgFor(size, maskable) {
  if (!maskable) return logo.replace('<svg ', `<svg width="${size}" height="${size}" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
  <rect width="64" height="64" fill="${BACKGROUND}"/>
  <g transform="translate(-3.2 -3.2) scale(1.1)">${drawing}</g></svg>`;
}

const ICONS = [
  {file: 'static/img/icon-192.png', size: 192, maskable: false},
  {file: 'static/img/icon-512.png', size: 512, maskable: false},
  {file: 'static/img/icon-maskable-192.png', size: 192, maskable: true},
  {file: 'static/img/icon-maskable-512.png', size: 512, maskable: true},
  // iOS draws its own rounded corners and fills transparency with black: the full-bleed version.
  {file: 'static/img/apple-touch-icon.png', size: 180, maskable: true},
];

// The same browser as the end-to-end tests (playwright.config.ts).
const executablePath = process.env.PYDOCS_CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
const browser = await chromium.launch({executablePath});
const page = await browser.newPage({deviceScaleFactor: 1});
for (const {file, size, maskable} of ICONS) {
  await page.setViewportSize({width: size, height: size});
  await page.setContent(`<html><body style="margin:0;background:transparent">${svgFor(size, maskable)}</body></html>`);
  const png = await page.locator('svg').screenshot({omitBackground: true});
  writeFileSync(path.join(ROOT, file), png);
  console.log(`${file}: ${size}×${size}${maskable ? ' (maskable)' : ''}`);
}
await browser.close();
