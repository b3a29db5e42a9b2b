// `npx tsx scripts/make-icons.ts`: draws the home-screen icons of the web app manifest from
// src/web/public/favicon.svg with Debian's Chromium, and the link card of a shared mail
// (og-card.png, 1200×630, the Open Graph image of /m/{id}). Run by hand when the logo changes; the
// PNGs are committed. With pngquant and optipng installed (`apt-get install pngquant optipng`) they are
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

// The card a chat app shows for a shared mail's link: the logo, the name and what it is for.
const CARD = { file: 'og-card.png', width: 1200, height: 630 };

async function drawLinkCard(): Promise<void> {
  const page = await browser.newPage({ viewport: { width: CARD.width, height: CARD.height } });
  await page.setContent(`<body style="margin:0">
    <div style="box-sizing:border-box;width:${CARD.width}px;height:${CARD.height}px;display:flex;align-items:center;gap:64px;padding:0 96px;background:linear-gradient(160deg,#16203a,${BACKGROUND} 70%);border-bottom:12px solid #d4a537;font-family:'Noto Sans','DejaVu Sans',sans-serif">
      <div style="width:260px;height:260px;flex:none">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      <div>
        <div style="font-size:96px;font-weight:700;color:#f0c75e;letter-spacing:2px">MailForge</div>
        <div style="margin-top:20px;font-size:40px;line-height:1.3;color:#f8e5c2">Rise of Kingdoms mail,<br>formatted and ready to paste</div>
      </div>
    </div></body>`);
  const path = join(publicDir, CARD.file);
  await page.screenshot({ path });
  await page.close();
  shrinkPng(path);
  console.log(`${CARD.file} ${CARD.width}x${CARD.height}`);
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
  await drawLinkCard();
} finally {
  await browser.close();
}
