/** @jest-environment node */
// Renders pages with Docusaurus' own template functions and the client manifest's real lookup, so
// the test sees the HTML a build would write.
import {compileSSGTemplate, renderSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {modulesByChunkName, withModuleOrigins, type ClientManifest} from './manifest';
import {BOOT_SCRIPT, SSR_TEMPLATE} from './template';

// The format of .docusaurus/registry.js, as Docusaurus 3.10 writes it.
const REGISTRY = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "a2b3c4d5": [() => import(/* webpackChunkName: "a2b3c4d5" */ "@site/docs/advanced/generators.md"), "@site/docs/advanced/generators.md", require.resolveWeak("@site/docs/advanced/generators.md")],};
`;

// Shaped like the manifest the bundler writes: origins by chunk name, assets by chunk id.
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['4014', '1889'], '17896441': ['2246', '106'], '5e95c892': ['1668'], a2b3c4d5: ['2246', '777']},
  assets: {
    '4014': {js: [{file: 'assets/js/runtime~main.aaaa.js'}]},
    '1889': {js: [{file: 'assets/js/main.bbbb.js'}]},
    '106': {js: [{file: 'assets/js/17896441.cccc.js'}]},
    '1668': {js: [{file: 'assets/js/5e95c892.dddd.js'}]},
    '2246': {js: [{file: 'assets/js/2246.eeee.js'}]},
    '777': {js: [{file: 'assets/js/a2b3c4d5.ffff.js'}]},
  },
};

async function renderPage(modules: string[], manifest: ClientManifest): Promise<string> {
  const template = await compileSSGTemplate(SSR_TEMPLATE);
  return renderSSGTemplate({
    ssgTemplate: template,
    params: {baseUrl: '/', headTags: '', preBodyTags: '', postBodyTags: '', manifest, noIndex: false, DOCUSAURUS_VERSION: '3.10.2'},
    result: {
      html: '<main><h1>Generators</h1></main>',
      collectedData: {modules: new Set(modules), metadata: {internal: {htmlAttributes: 'lang="en"', bodyAttributes: '', title: '<title>Generators</title>'}}},
    },
  } as unknown as Parameters<typeof renderSSGTemplate>[0]);
}

const bootList = (html: string): string[] => JSON.parse(/<script type="application\/json" id="pydocs-boot-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('a page names the scripts its first render needs', () => {
  test('the registry gives each chunk name the module the server reports', () => {
    expect(modulesByChunkName(REGISTRY)).toEqual(
      new Map([
        ['17896441', '@theme/DocItem'],
        ['5e95c892', '@theme/DocsRoot'],
        ['a2b3c4d5', '@site/docs/advanced/generators.md'],
      ]),
    );
  });

  test('a doc page lists its own chunks, the runtime first and main.js last, with no deferred scripts', async () => {
    const manifest = withModuleOrigins(MANIFEST, modulesByChunkName(REGISTRY));
    const html = await renderPage(['@theme/DocsRoot', '@theme/DocItem', '@site/docs/advanced/generators.md'], manifest);
    const list = bootList(html);
    expect(list[0]).toBe('/assets/js/runtime~main.aaaa.js');
    expect(list.at(-1)).toBe('/assets/js/main.bbbb.js');
    expect([...list].sort()).toEqual(
      ['/assets/js/runtime~main.aaaa.js', '/assets/js/main.bbbb.js', '/assets/js/17896441.cccc.js', '/assets/js/5e95c892.dddd.js', '/assets/js/2246.eeee.js', '/assets/js/a2b3c4d5.ffff.js'].sort(),
    );
    expect(html).not.toMatch(/<script[^>]*\bdefer\b/);
    expect(html).not.toMatch(/<script [^>]*src=/);
  });

  test('without the registry keys, Docusaurus would find none of the page chunks (the gap this plugin fills)', async () => {
    const html = await renderPage(['@theme/DocItem', '@site/docs/advanced/generators.md'], MANIFEST);
    expect(bootList(html)).toEqual(['/assets/js/runtime~main.aaaa.js', '/assets/js/main.bbbb.js']);
  });

  test('only main.js is preloaded, at low priority, after the stylesheet', async () => {
    const manifest = withModuleOrigins({...MANIFEST, assets: {...MANIFEST.assets, '1889': {js: [{file: 'assets/js/main.bbbb.js'}], css: [{file: 'assets/css/styles.1111.css'}]}}}, modulesByChunkName(REGISTRY));
    const html = await renderPage(['@theme/DocItem'], manifest);
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toEqual(['<link rel="preload" as="script" fetchpriority="low" href="/assets/js/main.bbbb.js" />']);
    expect(html.indexOf('styles.1111.css')).toBeLessThan(html.indexOf('rel="preload"'));
  });

  test("a page's own chunk CSS is linked in its HTML, so it paints styled (the community page's CSS lives in its chunk)", async () => {
    const manifest = withModuleOrigins(
      {...MANIFEST, assets: {...MANIFEST.assets, '777': {js: [{file: 'assets/js/a2b3c4d5.ffff.js'}], css: [{file: 'assets/css/a2b3c4d5.9999.css'}]}}},
      modulesByChunkName(REGISTRY),
    );
    const html = await renderPage(['@site/docs/advanced/generators.md'], manifest);
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/a2b3c4d5.9999.css" />');
    expect(html.indexOf('a2b3c4d5.9999.css')).toBeLessThan(html.indexOf('<body'));
  });

  test('the boot script is the one inline script, the same on every page (one CSP hash)', async () => {
    const manifest = withModuleOrigins(MANIFEST, modulesByChunkName(REGISTRY));
    const pages = [await renderPage(['@theme/DocItem'], manifest), await renderPage(['@theme/DocsRoot'], manifest)];
    for (const html of pages) {
      const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
      expect(inline).toEqual([BOOT_SCRIPT]);
    }
  });
});
