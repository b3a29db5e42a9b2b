import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = join(import.meta.dirname, '../../src/web/public');
const read = (file: string) => readFileSync(join(publicDir, file));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('adding MailForge to the home screen', () => {
  const manifest = JSON.parse(read('manifest.webmanifest').toString('utf8'));

  it('the manifest names the app, starts at / and stands alone', () => {
    expect(manifest).toMatchObject({
      short_name: 'MailForge',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.name).toMatch(/MailForge/);
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
    for (const path of ['/api/', '/admin/', '/__forgeadmin', '/preview/', '/private-dev/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const line of lines.slice(1)) expect(line).toMatch(/^(Allow|Disallow): \/\S*$/);
  });
});
