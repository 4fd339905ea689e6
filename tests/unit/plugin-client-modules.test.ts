/**
 * Each plugin of plugins/ hands the browser only its own client modules (or files of src/): what
 * its getClientModules(), theme paths and bundler configuration (module replacements, aliases)
 * name. The boundaries rule (eslint/boundaries.mjs) sees imports; these paths are strings it cannot
 * see, so this test reads them from the plugins themselves (CONTRIBUTING.md, "Boundaries").
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themes} from 'prism-react-renderer';

const ROOT = path.join(__dirname, '../..');
const PLUGINS = path.join(ROOT, 'plugins');

type Replacement = {target: unknown};

/** Every file path a plugin gives the bundler for the browser. */
function browserPaths(plugin: Plugin): string[] {
  const replacements: Replacement[] = [];
  class NormalModuleReplacementPlugin {
    constructor(_request: RegExp, target: unknown) {
      replacements.push({target});
    }
  }
  // Any other bundler plugin a configuration makes (DefinePlugin, IgnorePlugin...) names no file.
  class OtherPlugin {}
  const instance = new Proxy({NormalModuleReplacementPlugin}, {get: (target, name) => (name === 'NormalModuleReplacementPlugin' ? target.NormalModuleReplacementPlugin : OtherPlugin)});
  const currentBundler = {name: 'rspack', instance};
  const paths: string[] = [...(plugin.getClientModules?.() ?? [])];
  const themePath = plugin.getThemePath?.();
  if (themePath) paths.push(themePath);
  const typeScriptThemePath = plugin.getTypeScriptThemePath?.();
  if (typeScriptThemePath) paths.push(typeScriptThemePath);
  const configure = plugin.configureWebpack as ((...args: unknown[]) => {resolve?: {alias?: Record<string, string>}} | undefined) | undefined;
  const webpack = configure?.({}, false, {currentBundler}, undefined);
  paths.push(...Object.values(webpack?.resolve?.alias ?? {}));
  for (const {target} of replacements) {
    if (typeof target === 'string') paths.push(target);
    else if (typeof target === 'function') {
      // A function decides per request: ask it about a request it replaces (one from inside the
      // package whose module it stands in for is what the plugins here match).
      const data = {request: '', context: ''};
      for (const request of ['./docsClientUtils.js', './reactUtils.js']) {
        for (const context of [path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')), path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils')]) {
          Object.assign(data, {request, context});
          (target as (data: {request: string; context: string}) => void)(data);
          if (data.request !== request) paths.push(data.request);
        }
      }
    }
  }
  return paths;
}

/** The folders of plugins/ that hold a Docusaurus plugin (a default-exported plugin function). */
const pluginNames = readdirSync(PLUGINS, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && existsSync(path.join(PLUGINS, entry.name, 'index.ts')))
  .filter((entry) => /^export default function /m.test(readFileSync(path.join(PLUGINS, entry.name, 'index.ts'), 'utf8')))
  .map((entry) => entry.name);

describe("plugins hand the browser only their client modules", () => {
  const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'pydocs-plugins-'));
  const context = {
    siteDir: ROOT,
    generatedFilesDir,
    outDir: path.join(generatedFilesDir, 'build'),
    baseUrl: '/',
    siteConfig: {themeConfig: {prism: {theme: themes.github}}},
  } as unknown as LoadContext;

  test.each(pluginNames)('%s', async (name) => {
    const factory = (await import(path.join(PLUGINS, name, 'index.ts'))).default as (context: LoadContext, options: unknown) => Plugin | Promise<Plugin>;
    const plugin = await factory(context, {});
    for (const file of browserPaths(plugin)) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      if (!relative.startsWith('plugins/')) continue; // src/, a package, or a generated file
      expect(relative).toMatch(new RegExp(`^plugins/${name}/client(\\.ts|/)`));
    }
  });

  test('the plugins that do ship browser code are seen doing it', async () => {
    expect(pluginNames).toEqual(expect.arrayContaining(['idle-prefetch', 'lazy-highlighter', 'offline-cache', 'prism-token-styles']));
    const seen = await Promise.all(
      ['idle-prefetch', 'lazy-highlighter'].map(async (name) => {
        const factory = (await import(path.join(PLUGINS, name, 'index.ts'))).default as (context: LoadContext, options: unknown) => Plugin;
        return browserPaths(factory(context, {})).filter((file) => file.includes(`${path.sep}plugins${path.sep}${name}${path.sep}client`)).length;
      }),
    );
    expect(seen.every((count) => count > 0)).toBe(true);
  });
});
