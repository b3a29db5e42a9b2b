import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const publicDir = join(import.meta.dirname, '../../src/web/public');
const read = (file: string) => readFileSync(join(publicDir, file));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

type Rgb = [red: number, green: number, blue: number];

/** The colour of each pixel of a non-interlaced 8-bit RGB, RGBA or palette PNG. */
function readPngColours(png: Buffer) {
  const chunks = new Map<string, Buffer[]>();
  for (let at = 8; at < png.length; at += png.readUInt32BE(at) + 12) {
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + png.readUInt32BE(at));
    chunks.set(type, [...(chunks.get(type) ?? []), data]);
  }
  const header = chunks.get('IHDR')?.[0] as Buffer;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const bytesPerPixel = { 2: 3, 3: 1, 6: 4 }[header[9] as 2 | 3 | 6];
  expect([header[8], header[12], bytesPerPixel]).toEqual([8, 0, expect.any(Number)]);
  const data = inflateSync(Buffer.concat(chunks.get('IDAT') ?? []));
  const stride = width * bytesPerPixel;
  const pixels = Buffer.alloc(height * stride);
  const byteAt = (x: number, y: number) => (x >= 0 && y >= 0 ? (pixels[y * stride + x] ?? 0) : 0);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x++) {
      const [left, up, upLeft] = [
        byteAt(x - bytesPerPixel, y),
        byteAt(x, y - 1),
        byteAt(x - bytesPerPixel, y - 1),
      ];
      const guess = left + up - upLeft;
      const [a, b, c] = [Math.abs(guess - left), Math.abs(guess - up), Math.abs(guess - upLeft)];
      const paeth = a <= b && a <= c ? left : b <= c ? up : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter] ?? 0;
      pixels[y * stride + x] = ((data[y * (stride + 1) + 1 + x] ?? 0) + predicted) & 0xff;
    }
  }
  const palette = chunks.get('PLTE')?.[0];
  const colourAt = (x: number, y: number): Rgb => {
    const offset = y * stride + x * bytesPerPixel;
    const rgb = palette ? palette.subarray((pixels[offset] ?? 0) * 3) : pixels.subarray(offset);
    return [rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0];
  };
  return { width, height, colourAt };
}

const parseHexColour = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

describe('adding MailForge to the home screen', () => {
  const manifest = JSON.parse(read('manifest.webmanifest').toString('utf8'));

  it('the manifest names the app, starts at / and stands alone in the dark theme', () => {
    expect(manifest).toMatchObject({
      name: 'MailForge — Rise of Kingdoms mail',
      short_name: 'MailForge',
      start_url: '/',
      display: 'standalone',
      background_color: '#0b1019',
      theme_color: '#0b1019',
    });
    const html = readFileSync(join(publicDir, '../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('every icon of the manifest exists with the size it declares, a maskable one among them', () => {
    for (const icon of manifest.icons) {
      expect(pngSize(read(icon.src.replace(/^\//, ''))), icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(
      true,
    );
    expect(pngSize(read('apple-touch-icon.png'))).toBe('180x180');
  });

  it('the maskable icon draws only inside the safe zone, on the background colour', () => {
    const maskable = manifest.icons.find(
      (icon: { purpose: string }) => icon.purpose === 'maskable',
    );
    const { width, height, colourAt } = readPngColours(read(maskable.src.replace(/^\//, '')));
    const background = parseHexColour(manifest.background_color);
    // Chromium's antialiasing leaves the logo's own dark corners a unit or two off the background.
    const isBackground = (x: number, y: number) =>
      colourAt(x, y).every((channel, i) => Math.abs(channel - (background[i] ?? 0)) <= 2);
    // The safe zone is the centred circle of radius 40% of the icon (W3C Manifest, "Icon masks").
    const isInSafeZone = (x: number, y: number) =>
      Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) <= 0.4 * width;
    let drawnPixels = 0;
    const strayPixels: string[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (isBackground(x, y)) continue;
        drawnPixels++;
        if (!isInSafeZone(x, y)) strayPixels.push(`${x},${y}`);
      }
    }
    expect(strayPixels.slice(0, 5)).toEqual([]);
    expect(drawnPixels).toBeGreaterThan(width * height * 0.1);
  });

  it('the page links the manifest and the apple touch icon', () => {
    const html = readFileSync(join(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });
});

describe('robots.txt', () => {
  const lines = read('robots.txt').toString('utf8').trim().split('\n');

  it('lets crawlers read the public pages and keeps them out of the private areas and the API', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/admin/',
      '/__forgeadmin',
      '/preview/',
      '/private-dev/',
      '/community-gallery-preview',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const line of lines.slice(1)) expect(line).toMatch(/^(Allow|Disallow): \/\S*$/);
  });
});
