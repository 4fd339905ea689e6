/**
 * Site search: a Pagefind index, split into chunks the browser fetches per query (issue 27).
 *
 * - `docusaurus build` (postBuild): every built page that is worth finding is handed to Pagefind's
 *   Node API, which writes the chunked index to build/pagefind/. Doc and tutorial pages mark their
 *   article as the indexed body, with their docs version as a filter
 *   (src/theme/DocItem/Content); the other indexed pages (examples, FAQ, privacy, terms) are marked
 *   here, on their <main>, as they have no shared component to mark it in.
 * - `docusaurus start`: the dev server has no HTML files, so the index is made from the Markdown
 *   sources (the chat index's passages by heading, and the 3.13 docs), rebuilt whenever content
 *   changes, and served at /pagefind/ from .docusaurus/pagefind-dev/. A writer can check how a new
 *   page is found without a production build.
 *
 * Nothing search-related is on a page: the browser imports /pagefind/pagefind.js when a reader
 * reaches for the search box (src/features/search).
 */
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import * as pagefind from 'pagefind';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseFrontMatter} from '../content/markdown-source.mjs';
import {buildChatIndex, computeDocPermalink, type ChatContentKind} from '../chat-index';
import {splitIntoSections} from '../chat-index/sections';
import {CURRENT_VERSION, KIND_META, VERSION_FILTER} from '../../src/features/search/indexMarkup';

export const PLUGIN_NAME = 'pydocs-pagefind-search';
/** Where the index is served from, under the site's base URL. */
export const BUNDLE_FOLDER = 'pagefind';

/**
 * Parts of an indexed body that would only add noise: the exercises (their prompts and options
 * repeat the page), buttons, the table of contents, and the "Ask about this page" line.
 */
export const EXCLUDED_SELECTORS = ['section.pydocs-exercise', 'button', '.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.pagination-nav', '.theme-doc-footer'];

/** Pages that are not docs or tutorials but are indexed, and how a result from them is labelled. */
const OTHER_PAGES: Readonly<Record<string, string>> = {
  '/examples': 'Example',
  '/faq': 'FAQ',
  '/privacy-policy': 'Page',
  '/terms-of-service': 'Page',
};

/** Pure: how a page outside the docs plugins is marked for Pagefind, or null if it is not indexed. */
export function markOtherPage(route: string, html: string): string | null {
  const kind = OTHER_PAGES[route];
  if (!kind) return null;
  const marked = html.replace(/<main\b/, `<main data-pagefind-body data-pagefind-filter="${VERSION_FILTER}:${CURRENT_VERSION}" data-pagefind-meta="${KIND_META}:${kind}"`);
  return marked === html ? null : marked;
}

/** The built HTML file of a route (trailingSlash: false writes `route.html`, else `route/index.html`). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates = [path.join(outDir, `${route}.html`), path.join(outDir, route, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate));
}

type PagefindIndex = NonNullable<Awaited<ReturnType<typeof pagefind.createIndex>>['index']>;

async function newIndex(): Promise<PagefindIndex> {
  const {errors, index} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS});
  if (!index) throw new Error(`[${PLUGIN_NAME}] Pagefind could not start: ${errors.join('; ')}`);
  return index;
}

async function writeIndex(index: PagefindIndex, outputPath: string): Promise<void> {
  rmSync(outputPath, {recursive: true, force: true});
  const {errors} = await index.writeFiles({outputPath});
  if (errors.length > 0) throw new Error(`[${PLUGIN_NAME}] Pagefind could not write ${outputPath}: ${errors.join('; ')}`);
}

/** Indexes the built site; returns how many pages went in. */
export async function indexBuiltSite(outDir: string, routes: readonly string[]): Promise<number> {
  const index = await newIndex();
  let pages = 0;
  for (const route of [...new Set(routes)].sort()) {
    const file = htmlFileOf(outDir, route);
    if (!file) continue;
    const html = readFileSync(file, 'utf8');
    // Doc and tutorial pages mark their own body (src/theme/DocItem/Content); others only if listed.
    const content = html.includes('data-pagefind-body') ? html : markOtherPage(route, html);
    if (content === null) continue;
    const {errors} = await index.addHTMLFile({url: route, content});
    if (errors.length > 0) throw new Error(`[${PLUGIN_NAME}] ${route}: ${errors.join('; ')}`);
    pages++;
  }
  await writeIndex(index, path.join(outDir, BUNDLE_FOLDER));
  await index.deleteIndex();
  return pages;
}

// ---- The dev server's index, from the Markdown sources -----------------------------------------

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type SourcePage = Readonly<{
  url: string;
  title: string;
  kind: string;
  version: string;
  sections: ReadonlyArray<{heading: string; anchor: string; text: string; code: readonly string[]}>;
}>;

/** Pure: a page from its Markdown sections as the HTML Pagefind reads (headings keep their anchors). */
export function sourcePageHtml(page: SourcePage): string {
  const body = page.sections
    .map((section) => {
      const heading = section.heading ? `<h2${section.anchor ? ` id="${escapeHtml(section.anchor)}"` : ''}>${escapeHtml(section.heading)}</h2>` : '';
      const code = section.code.map((block) => `<pre>${escapeHtml(block)}</pre>`).join('');
      return `${heading}<p>${escapeHtml(section.text)}</p>${code}`;
    })
    .join('');
  return (
    `<!doctype html><html lang="en"><head><title>${escapeHtml(page.title)}</title></head><body>` +
    `<main data-pagefind-body data-pagefind-filter="${VERSION_FILTER}:${escapeHtml(page.version)}" data-pagefind-meta="${KIND_META}:${escapeHtml(page.kind)}">` +
    `<h1>${escapeHtml(page.title)}</h1>${body}</main></body></html>`
  );
}

const KIND_LABELS: Record<ChatContentKind, string> = {docs: 'Docs', tutorial: 'Tutorial', example: 'Example', faq: 'FAQ'};

/** Every page the dev index holds: the current content as the assistant splits it, and older docs. */
export function sourcePages(siteDir: string): SourcePage[] {
  const chat = buildChatIndex(siteDir);
  const pages = new Map<string, {url: string; title: string; kind: string; version: string; sections: SourcePage['sections'][number][]}>();
  for (const passage of chat.passages) {
    const {url, title, kind} = chat.pages[passage.page];
    // The FAQ's groups share one page, as on the site.
    const key = kind === 'faq' ? '/faq' : url;
    const entry = pages.get(key) ?? {url, title: kind === 'faq' ? 'Frequently Asked Questions' : kind === 'example' ? 'Code Examples' : title, kind: KIND_LABELS[kind], version: CURRENT_VERSION, sections: []};
    entry.sections.push({heading: passage.heading, anchor: passage.anchor, text: passage.text, code: passage.code});
    pages.set(key, entry);
  }
  for (const file of globSync('versioned_docs/version-*/**/*.md', {cwd: siteDir}).sort()) {
    const [, version, relative] = /^versioned_docs\/version-([^/]+)\/(.+)$/.exec(file) ?? [];
    if (!version || !relative) continue;
    const {data, body} = parseFrontMatter(readFileSync(path.join(siteDir, file), 'utf8'));
    const url = computeDocPermalink(`/docs/${version}`, relative, data);
    const title = typeof data.title === 'string' ? data.title : url;
    pages.set(url, {url, title, kind: 'Docs', version, sections: splitIntoSections(body).map(({heading, anchor, text, code}) => ({heading, anchor, text, code}))});
  }
  return [...pages.values()];
}

export async function indexSources(siteDir: string, outputPath: string): Promise<number> {
  const index = await newIndex();
  const pages = sourcePages(siteDir);
  for (const page of pages) {
    const {errors} = await index.addHTMLFile({url: page.url, content: sourcePageHtml(page)});
    if (errors.length > 0) throw new Error(`[${PLUGIN_NAME}] ${page.url}: ${errors.join('; ')}`);
  }
  await writeIndex(index, outputPath);
  await index.deleteIndex();
  return pages.length;
}

const WATCHED = ['docs/**/*.md', 'versioned_docs/**/*.md', 'tutorials/*.md', 'examples/*.md', 'faq/*.md'];

export default function pagefindSearchPlugin(context: LoadContext): Plugin<void> {
  const devBundle = path.join(context.generatedFilesDir, 'pagefind-dev', BUNDLE_FOLDER);
  // `docusaurus start` sets NODE_ENV before it loads plugins; a build leaves it 'production'.
  const isDevServer = process.env.NODE_ENV === 'development';
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => (isDevServer ? WATCHED.map((pattern) => path.join(context.siteDir, pattern)) : []),
    async allContentLoaded() {
      if (!isDevServer) return;
      // Runs again on every content change, so the index follows the writer's edits.
      mkdirSync(devBundle, {recursive: true});
      const started = Date.now();
      const pages = await indexSources(context.siteDir, devBundle);
      console.log(`[${PLUGIN_NAME}] dev search index: ${pages} pages in ${Date.now() - started} ms`);
    },
    configureWebpack(config, isServer) {
      if (!isDevServer || isServer || config.mode !== 'development') return undefined;
      return {devServer: {static: [{directory: devBundle, publicPath: `${context.baseUrl}${BUNDLE_FOLDER}`, watch: false}]}};
    },
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const pages = await indexBuiltSite(outDir, routesPaths);
      await pagefind.close();
      console.log(`[${PLUGIN_NAME}] search index: ${pages} pages in ${Date.now() - started} ms`);
    },
  };
}
