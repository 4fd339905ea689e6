/**
 * Builds the site with some performance tweaks left out, so that each one's gain can be measured
 * against the same build with it (`node bench/tweaks.mjs` builds once per tweak):
 *
 *     PYDOCS_WITHOUT=page-css,idle-prefetch npm run build
 *
 * A tweak is a plugin of this folder's siblings, or a swizzle of src/theme that exists only for
 * speed, which is then built as the theme's own component. Never deploy such a build: it is
 * slower on purpose, and without page-scripts its pages' scripts are not the ones the CSP expects.
 */
import path from 'node:path';
import type {Config, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import idlePrefetchPlugin from '../idle-prefetch';
import lazyHighlighterPlugin from '../lazy-highlighter';
import offlineCachePlugin from '../offline-cache';
import pageCssPlugin from '../page-css';
import pageScriptsPlugin from '../page-scripts';
import prismTokenStylesPlugin from '../prism-token-styles';

export type Tweak = Readonly<{
  /** Plugins to leave out of `config.plugins` (the same modules docusaurus.config.ts lists). */
  plugins?: readonly unknown[];
  /** Swizzles (`@theme/…` names) to build as the theme's component instead. */
  swizzles?: readonly string[];
  /** Other tweaks that cannot work without this one, left out with it. */
  needs?: readonly string[];
}>;

/** Every tweak that can be left out, by the name ARCHITECTURE.md's table gives it. */
export const TWEAKS = {
  'page-scripts': {plugins: [pageScriptsPlugin]},
  'page-css': {plugins: [pageCssPlugin]},
  'lazy-highlighter': {plugins: [lazyHighlighterPlugin]},
  // The Line swizzles drop the inline colours the plugin's stylesheet gives: one goes with the other.
  'prism-token-styles': {plugins: [prismTokenStylesPlugin], swizzles: ['CodeBlock/Line', 'CodeBlock/Line/Token']},
  'idle-prefetch': {plugins: [idlePrefetchPlugin]},
  'offline-cache': {plugins: [offlineCachePlugin]},
  // Without it the theme highlights every block in the browser, so Prism is needed at start-up again.
  'CodeBlock/Content': {swizzles: ['CodeBlock/Content'], needs: ['lazy-highlighter']},
  'CodeBlock/StableCodeBlock': {swizzles: ['CodeBlock/StableCodeBlock']},
  'CodeBlock/Buttons': {swizzles: ['CodeBlock/Buttons']},
} as const satisfies Record<string, Tweak>;

export type TweakName = keyof typeof TWEAKS;
export const TWEAK_NAMES = Object.keys(TWEAKS) as TweakName[];

/** The tweaks a `PYDOCS_WITHOUT` value names, with those they bring along. An unknown name is an
 * error: a typo would otherwise measure the whole site and call it a tweak's figure. */
export function tweaksLeftOut(value: string | undefined): ReadonlySet<TweakName> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in TWEAKS));
  if (unknown.length > 0) throw new Error(`PYDOCS_WITHOUT: no tweak named ${unknown.join(', ')}; the tweaks are ${TWEAK_NAMES.join(', ')}`);
  const result = new Set<TweakName>();
  const add = (name: TweakName): void => {
    if (result.has(name)) return;
    result.add(name);
    const tweak: Tweak = TWEAKS[name];
    tweak.needs?.forEach((needed) => add(needed as TweakName));
  };
  (names as TweakName[]).forEach(add);
  return result;
}

type Aliases = Record<string, string | false | string[]>;

/** StableCodeBlock is a copy of the theme's CodeBlock that src/theme/CodeBlock imports by a relative
 * path, not a swizzle: left out, that import gets the theme's CodeBlock. */
const STABLE_CODE_BLOCK = 'CodeBlock/StableCodeBlock';
const STABLE_CODE_BLOCK_IMPORT = /^\.\/StableCodeBlock$/;

/** Builds the named swizzles as the theme's own components: `@theme/X` resolves to `@theme-original/X`. */
function themeComponentsPlugin(swizzles: readonly string[]): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'pydocs-without-swizzles',
    configureWebpack(config, _isServer, {currentBundler}) {
      const aliases = (config.resolve?.alias ?? {}) as Aliases;
      for (const swizzle of swizzles.filter((name) => name !== STABLE_CODE_BLOCK)) {
        const theme = aliases[`@theme-original/${swizzle}`];
        if (theme === undefined) throw new Error(`PYDOCS_WITHOUT: the theme has no ${swizzle}`);
        aliases[`@theme/${swizzle}`] = theme;
      }
      if (!swizzles.includes(STABLE_CODE_BLOCK)) return {};
      const codeBlockFolder = path.join(context.siteDir, 'src', 'theme', 'CodeBlock');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(STABLE_CODE_BLOCK_IMPORT, (data: {request: string; context: string}) => {
            if (data.context === codeBlockFolder) data.request = '@theme-original/CodeBlock';
          }),
        ],
      };
    },
  });
}

/** The site config with the tweaks `PYDOCS_WITHOUT` names left out (the config itself when none). */
export function withoutTweaks(config: Config, value: string | undefined): Config {
  const leftOut = tweaksLeftOut(value);
  if (leftOut.size === 0) return config;
  const tweaks: Tweak[] = [...leftOut].map((name) => TWEAKS[name]);
  const plugins = new Set(tweaks.flatMap((tweak) => tweak.plugins ?? []));
  const swizzles = tweaks.flatMap((tweak) => tweak.swizzles ?? []);
  console.warn(`[PyDocs] building WITHOUT ${[...leftOut].join(', ')} (PYDOCS_WITHOUT): for measuring only, not for deploying.`);
  return {
    ...config,
    // page-scripts is a plugin and the page template together.
    ssrTemplate: leftOut.has('page-scripts') ? undefined : config.ssrTemplate,
    plugins: [...(config.plugins ?? []).filter((plugin) => !plugins.has(plugin)), ...(swizzles.length > 0 ? [themeComponentsPlugin(swizzles)] : [])],
  };
}
