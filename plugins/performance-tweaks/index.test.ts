/** @jest-environment node */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Config, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import pageCssPlugin from '../page-css';
import pageScriptsPlugin from '../page-scripts';
import lazyHighlighterPlugin from '../lazy-highlighter';
import {TWEAKS, TWEAK_NAMES, tweaksLeftOut, withoutTweaks, type Tweak} from './index';

const SITE = path.join(__dirname, '..', '..');
const searchPlugin = ['@easyops-cn/docusaurus-search-local', {}] as const;
const config = {
  title: 'PyDocs',
  url: 'https://pydocs.dev',
  baseUrl: '/',
  ssrTemplate: '<html>…</html>',
  plugins: [pageCssPlugin, pageScriptsPlugin, lazyHighlighterPlugin, searchPlugin],
} as unknown as Config;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** The swizzle plugin withoutTweaks adds, applied to aliases shaped like Docusaurus' own. */
function aliasesAfter(built: Config): Record<string, string> {
  const aliases: Record<string, string> = {
    '@theme/CodeBlock/Buttons': path.join(SITE, 'src/theme/CodeBlock/Buttons/index.tsx'),
    '@theme-original/CodeBlock/Buttons': '/theme-classic/lib/theme/CodeBlock/Buttons/index.js',
  };
  const added = (built.plugins ?? []).at(-1) as PluginModule;
  const plugin = added({siteDir: SITE} as LoadContext, undefined) as Plugin;
  const bundler = {instance: {NormalModuleReplacementPlugin: jest.fn()}};
  (plugin.configureWebpack as (...args: unknown[]) => unknown)({resolve: {alias: aliases}}, false, {currentBundler: bundler});
  return aliases;
}

describe('PYDOCS_WITHOUT builds the site without the tweaks it names', () => {
  test('unset or empty, the config is the one written', () => {
    expect(withoutTweaks(config, undefined)).toBe(config);
    expect(withoutTweaks(config, ' ')).toBe(config);
  });

  test('a plugin tweak leaves the config without that plugin and nothing else', () => {
    const built = withoutTweaks(config, 'page-css');
    expect(built.plugins).toEqual([pageScriptsPlugin, lazyHighlighterPlugin, searchPlugin]);
    expect(built.ssrTemplate).toBe(config.ssrTemplate);
  });

  test('without page-scripts the pages use the stock template too', () => {
    const built = withoutTweaks(config, 'page-scripts');
    expect(built.plugins).toEqual([pageCssPlugin, lazyHighlighterPlugin, searchPlugin]);
    expect(built.ssrTemplate).toBeUndefined();
  });

  test('a swizzle tweak builds the theme’s component in its place', () => {
    const aliases = aliasesAfter(withoutTweaks(config, 'CodeBlock/Buttons'));
    expect(aliases['@theme/CodeBlock/Buttons']).toBe('/theme-classic/lib/theme/CodeBlock/Buttons/index.js');
  });

  test('a tweak that cannot work without another leaves both out', () => {
    expect([...tweaksLeftOut('CodeBlock/Content')]).toEqual(['CodeBlock/Content', 'lazy-highlighter']);
    expect(withoutTweaks(config, 'CodeBlock/Content').plugins).not.toContain(lazyHighlighterPlugin);
  });

  test('a misspelt name fails the build instead of measuring the whole site', () => {
    expect(() => tweaksLeftOut('page-css,skip-colation')).toThrow(/no tweak named skip-colation; the tweaks are page-scripts, page-css/);
  });
});

describe('the tweak list matches the site', () => {
  test.each(TWEAK_NAMES)('%s names swizzles that exist and tweaks that exist', (name) => {
    const tweak: Tweak = TWEAKS[name];
    for (const swizzle of tweak.swizzles ?? []) {
      const file = path.join(SITE, 'src/theme', swizzle);
      expect([`${file}.tsx`, path.join(file, 'index.tsx')].some((candidate) => existsSync(candidate))).toBe(true);
    }
    for (const needed of tweak.needs ?? []) expect(TWEAK_NAMES).toContain(needed);
  });
});
