/**
 * Keeps the CSS of pages that not every reader visits out of the one stylesheet every page loads.
 *
 * Docusaurus forces all CSS into a single `styles` file (its splitChunks `styles` group), so the
 * community, chat, examples, FAQ and runner-editor styles used to ride along on every doc page.
 * This plugin narrows that group: the CSS of the features listed in PAGE_ONLY_CSS stays in the
 * chunks that import them. The bundler loads a chunk's CSS with the chunk, which is right for
 * code loaded on a click (the runner's editor, the chat workspace). A page's own route chunks run
 * only after the page has been painted, so their CSS is linked in that page's HTML, where
 * Docusaurus' template puts the stylesheets of the chunks the server rendered (plugins/page-scripts
 * makes that lookup work): /community arrives styled, without a flash or a layout shift.
 *
 * Only CSS Modules qualify: their class names are unique, so the order in which the files load
 * cannot change how anything looks (the reason Docusaurus merges CSS in the first place).
 *
 * Relies on the group's name, `styles` (tests/unit/upstream-drift-guards.ts checks core's groups).
 */
import type {Plugin} from '@docusaurus/types';

/** Source files whose CSS is used by some pages only (or only after a click). */
export const PAGE_ONLY_CSS = /[\\/]src[\\/]features[\\/]((community|chat|examples|faq|sitemap)[\\/]|runner[\\/]runner\.module\.css)/;

type Module = {nameForCondition?: () => string | null | undefined; resource?: string};
type CacheGroup = {test?: unknown; [key: string]: unknown};
type WebpackConfig = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, CacheGroup | false>}}};

/** Whether a module belongs in the site-wide stylesheet. */
export function belongsInSiteStylesheet(module: Module): boolean {
  const name = module.nameForCondition?.() ?? module.resource ?? '';
  return !PAGE_ONLY_CSS.test(name);
}

export default function pageCssPlugin(): Plugin {
  return {
    name: 'pydocs-page-css',
    configureWebpack(config, isServer) {
      const splitChunks = (config as WebpackConfig).optimization?.splitChunks;
      const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
      if (isServer || !styles) return {};
      styles.test = belongsInSiteStylesheet;
      return {};
    },
  };
}
