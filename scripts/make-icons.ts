// `npx tsx scripts/make-icons.ts`: draws the home-screen icons of the web app manifest from
// src/web/public/favicon.svg with Debian's Chromium. Run by hand when the logo changes; the PNGs
// are committed. With pngquant and optipng installed (`apt-get install pngquant optipng`) they are
// also shrunk to a palette, about half the bytes with no visible change.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './chromium.ts';

const publicDir = join(import.meta.dirname, '../src/web/public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const BACKGROUND = '#0b1019';

// A maskable icon keeps its drawing inside the safe zone, the centred circle 80% of the icon
// across: launchers cut the rest to their shape (tests/unit/web-app-manifest.test.ts checks it).
const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.14 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.08 },
];

function shrinkPng(path: string): void {
  try {
    execFileSync('pngquant', [
      '--quality=90-100',
      '--speed=1',
      '--strip',
      '--force',
      '--ext=.png',
      path,
    ]);
    execFileSync('optipng', ['-quiet', '-o7', '-strip', 'all', path]);
  } catch (error) {
    console.warn(`${path} left unshrunk: ${error instanceof Error ? error.message : error}`);
  }
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
});
try {
  for (const { file, size, inset } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${BACKGROUND}"><div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    const path = join(publicDir, file);
    await page.screenshot({ path, omitBackground: false });
    await page.close();
    shrinkPng(path);
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
