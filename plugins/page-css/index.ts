/**
 * Keeps the CSS of pages that not every reader visits out of the one stylesheet every page loads.
 *
 * Docusaurus forces all CSS into a single `styles` file (its splitChunks `styles` group), so the
 * community, chat, examples, FAQ and runner-editor styles used to ride along on every doc page.
 * This plugin narrows that group: the CSS of the features listed in PAGE_ONLY_CSS stays in the
 * chunks that import them. The bundler loads a chunk's CSS with the chunk, which is right for
 * code loaded on a click (the runner's editor, the chat workspace). A page's own route chunk,
 * though, runs only after the page has been painted, so postBuild links its CSS in that page's
 * HTML: /community arrives styled, without a flash or a layout shift.
 *
 * Only CSS Modules qualify: their class names are unique, so the order in which the files load
 * cannot change how anything looks (the reason Docusaurus merges CSS in the first place).
 */
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Source files whose CSS is used by some pages only (or only after a click). */
export const PAGE_ONLY_CSS = /[\\/]src[\\/]features[\\/]((community|chat|examples|faq|sitemap)[\\/]|runner[\\/]runner\.module\.css)/;

type Module = {nameForCondition?: () => string | null | undefined; resource?: string};
type CacheGroup = {test?: unknown; [key: string]: unknown};
type WebpackConfig = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, CacheGroup | false>}}};
type ChunkNames = {[key: string]: string | ChunkNames};

/** Whether a module belongs in the site-wide stylesheet. */
export function belongsInSiteStylesheet(module: Module): boolean {
  const name = module.nameForCondition?.() ?? module.resource ?? '';
  return !PAGE_ONLY_CSS.test(name);
}

function chunkNamesIn(value: string | ChunkNames): string[] {
  return typeof value === 'string' ? [value] : Object.values(value).flatMap(chunkNamesIn);
}

/**
 * The route's chunk stylesheets, by route path: `routesChunkNames` is Docusaurus' generated
 * `{"/community-adf": {"__comp": "57b59cd4", ...}}` and `cssFiles` the names in build/assets/css.
 */
export function stylesheetsByRoute(routesChunkNames: Record<string, ChunkNames>, cssFiles: string[]): Map<string, string[]> {
  const byChunk = new Map(cssFiles.map((file) => [file.split('.')[0], file]));
  const result = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-/]+$/, '');
    const sheets = chunkNamesIn(chunks).flatMap((chunk) => byChunk.get(chunk) ?? []);
    if (sheets.length > 0) result.set(routePath, [...(result.get(routePath) ?? []), ...sheets]);
  }
  return result;
}

/** Adds `<link rel=stylesheet>` tags right after the site stylesheet's own link. */
export function linkStylesheets(html: string, hrefs: string[]): string {
  const siteSheet = /<link [^>]*href=["']?\/assets\/css\/styles\.[^>]*>/.exec(html);
  if (!siteSheet) throw new Error('page-css: no site stylesheet link found in the page');
  const missing = hrefs.filter((href) => !html.includes(href));
  const links = missing.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const end = siteSheet.index + siteSheet[0].length;
  return html.slice(0, end) + links + html.slice(end);
}

export default function pageCssPlugin(context: LoadContext): Plugin {
  return {
    name: 'pydocs-page-css',
    configureWebpack(config, isServer) {
      const splitChunks = (config as WebpackConfig).optimization?.splitChunks;
      const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
      if (isServer || !styles) return {};
      styles.test = belongsInSiteStylesheet;
      return {};
    },
    async postBuild({outDir}) {
      const cssDir = path.join(outDir, 'assets/css');
      const routesChunkNames = JSON.parse(readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, ChunkNames>;
      for (const [routePath, sheets] of stylesheetsByRoute(routesChunkNames, readdirSync(cssDir))) {
        const htmlFile = [path.join(outDir, `${routePath}.html`), path.join(outDir, routePath, 'index.html')].find(existsSync);
        if (!htmlFile) throw new Error(`page-css: ${routePath} has its own CSS but no HTML page to link it from`);
        const html = readFileSync(htmlFile, 'utf8');
        writeFileSync(htmlFile, linkStylesheets(html, sheets.map((sheet) => `/assets/css/${sheet}`)));
      }
    },
  };
}
