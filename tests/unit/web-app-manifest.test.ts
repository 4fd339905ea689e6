/** @jest-environment node */
// PyDocs installs as an app (issue 32): Chrome, Edge and Safari read static/manifest.webmanifest.
// A wrong size or a missing icon makes browsers quietly stop offering the install.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'static/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: {src: string; sizes: string; type: string; purpose: string}[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest names the app, opens it in its own window inside the site, in the site colours', () => {
  expect(manifest.name).toMatch(/^PyDocs/);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
  expect(config).toContain(`name: 'theme-color', content: '${manifest.theme_color}'`);
  expect(readFileSync(path.join(ROOT, 'src/css/custom.css'), 'utf8')).toContain(`--ifm-color-primary: ${manifest.theme_color};`);
});

test('every icon the manifest names exists at the size it states, regular and maskable at 192 and 512', () => {
  for (const icon of manifest.icons) {
    const file = path.join(ROOT, 'static', icon.src);
    expect({src: icon.src, exists: existsSync(file)}).toEqual({src: icon.src, exists: true});
    expect({src: icon.src, size: pngSize(file)}).toEqual({src: icon.src, size: icon.sizes});
  }
  const offered = manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort();
  expect(offered).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
  expect(pngSize(path.join(ROOT, 'static/img/apple-touch-icon.png'))).toBe('180x180');
});
