/**
 * Site search: a Pagefind index, split into chunks the browser fetches per query (issue 27).
 *
 * - `docusaurus build` (postBuild): every built page that is worth finding is handed to Pagefind's
 *   Node API, a few sections to a record (pageRecords), which writes a chunked index per docs version: build/pagefind/ (current docs,
 *   tutorials, examples, FAQ, other pages) and build/pagefind-3.13/ (bundleFolderOf). A search
 *   loads one of them, so its metadata, which lists every page of its index, lists only the pages
 *   the search can return. Doc and tutorial pages mark their article as the indexed body, with
 *   their docs version (src/theme/DocItem/Content), which picks the index; the other indexed
 *   pages (examples, FAQ, privacy, terms) are marked here, on their <main>, as they have no
 *   shared component to mark it in.
 * - `docusaurus start`: the dev server has no HTML files, so the index is made from the Markdown
 *   sources (the chat index's passages by heading, and the 3.13 docs), rebuilt whenever content
 *   changes, and served at /pagefind/ and /pagefind-3.13/ from .docusaurus/pagefind-dev/. A writer
 *   can check how a new page is found without a production build.
 *
 * Nothing search-related is on a page: the browser imports /pagefind/pagefind.js (or
 * /pagefind-3.13/pagefind.js on a 3.13 page) when a reader reaches for the search box
 * (src/features/search).
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseFrontMatter} from '../content/markdown-source.mjs';
import {buildChatIndex, computeDocPermalink, type ChatContentKind} from '../chat-index';
import {splitIntoSections} from '../chat-index/sections';
import {bundleFolderOf, CURRENT_VERSION, KIND_META, VERSION_FILTER} from '../../src/data/searchIndex';
import {registerBuildOutput} from '../offline-cache/buildOutputs';

export const PLUGIN_NAME = 'pydocs-pagefind-search';
/** Where the current version's index is served from, under the site's base URL (others: bundleFolderOf). */
export const BUNDLE_FOLDER = bundleFolderOf(CURRENT_VERSION);

/**
 * Parts of an indexed body that would only add noise: the exercises (their prompts and options
 * repeat the page), buttons, the table of contents, and the "Ask about this page" line.
 */
export const EXCLUDED_SELECTORS = ['section.pydocs-exercise', 'button', '.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.pagination-nav', '.theme-doc-footer'];

/**
 * Word positions per index chunk. A query fetches the chunk holding each of its words; Pagefind's
 * default of 20,000 made that ~21 KiB gzipped per word, so a two-word first search went past its
 * 150 KiB budget on index chunks alone. At 2,000 a chunk is ~2-4 KiB, the current docs' index has
 * ~140 chunks and the metadata every first search loads lists them (~13 bytes gzipped each)
 * (bench/search.mjs, with the other changes of the same commit: a two-word first search 158 -> 120
 * KiB, later queries at most 75 -> 28 KiB). Smaller chunks buy little more: the fixed costs
 * (WebAssembly, script, metadata) dominate. At ten times the content (bench/search.mjs --scale)
 * larger chunks (~6,400) made a one-word first search 3 KiB smaller and a two-word one 8 KiB
 * larger: not worth a size that depends on the content. Raised to 2,500 when the pages grew
 * (issue 31's content passes, 2026-11-27): at 2,000 the words beginning "csv" came to span two
 * chunks, so "read a csv file" loaded five chunks and 43.9 KiB, past the later-query goal of 40.
 * At 2,500 (110 chunks): first search 117.5 / 123.5 KiB for one / two words (117.2 / 122.4 at
 * 2,000), later queries 17-35 KiB (up to 43.9); at 3,000 a two-word first search took 138.8 KiB,
 * past its budget. The search evaluation's figures are the same at both sizes: every chunk a
 * query's words can reach is loaded either way. Raised to 2,800 when the eighth and ninth content
 * passes (stop 46) made "read a csv file" load five chunks again, 47.5 KiB: at 2,800 it loads three,
 * 36.6 KiB, and the first searches take 118.0 / 124.4 KiB (118.1 / 124.0 at 2,500 on the same
 * pages); at 3,200, 38.8 KiB and a two-word first search 2.6 KiB heavier than at 2,500 (each size's
 * index written over the same build and measured by tests/e2e/budgets.spec.ts's method). Raised
 * to 2,900 when the eleventh content pass (stop 48) split the words beginning "csv" across two
 * chunks again: "read a csv file" 44.1 KiB at 2,800; at 2,900 38.3 KiB, first searches 117.9 /
 * 124.5 KiB; at 3,000 a two-word first search took 132.4 KiB, past its budget (same method).
 * Raised to 3,000 when stop 49's content pass on everyday operations did it again: "read a csv
 * file" 44.4 KiB at 2,900 and 44.5-44.8 at 2,700-2,800; at 3,000 37.9 KiB in three chunks, first
 * searches 118.0 / 124.9 KiB; at 3,100 "generator expression" loaded three chunks, within budget
 * but more than at 3,000 (same method).
 * Raised to 3,100 when stop 52's pass naming what the examples show did it again: "read a csv
 * file" 45.0 KiB at 3,000 and 44.6 at 2,800-2,900; at 3,100 38.9 KiB (eight requests), first
 * searches 118.7 / 126.1 KiB, every later query of the budget test at most 38.9 KiB; at 3,200 a
 * two-word first search took 134.3 KiB, past its budget (same method).
 * Raised to 3,200 when stop 55's pass naming what sections explain in readers' words did it again:
 * "read a csv file" 45.8 KiB at 3,100 (nine requests), 45.2 / 45.3 at 3,000 / 2,900, 51.4 / 50.0
 * at 2,700 / 2,500; at 3,200 39.2 KiB (eight requests), first searches 119.1 / 126.9 KiB, every
 * later query of the budget test at most 39.2 KiB; at 3,400 a two-word first search took 143.0
 * KiB, past its budget (same method: each size built and measured by the budget test).
 * Which size works moves with every content pass; the budget test names the query that breaks.
 */
export const INDEX_CHUNK_SIZE = 3200;

/**
 * Words after which a page's next section starts a record of its own (pageRecords). A record per
 * section put 652 records in the current index, and Pagefind's metadata, which every first search
 * loads whole, lists each (~6.5 bytes gzipped): at ten times the content that list was most of a
 * first search's growth (bench/search.mjs --scale). Sections up to ~250 words together: 2.2 times
 * fewer records, and a result's fragment (~1.3 KiB gzipped instead of ~0.7) holds a few sections.
 * Whole pages (49 records) made fragments of 7-24 KiB; at 300 words a later query of three words
 * went past its 35 KiB budget (tests/e2e/budgets.spec.ts); 150-600 words were measured and 250
 * kept the most evaluation queries' answer first (tuning half, bench/search.mjs), and again with
 * SECTION_HEADING_WEIGHT and the client's termSimilarity (200: one fewer; 225 and 275: as many).
 */
export const RECORD_WORDS = 250;

/**
 * The weight of a `##` heading's words (Pagefind's data-pagefind-weight; its defaults are 7 for
 * `#`, 6 for `##`, 5 for `###`, 1 for text). In a record of a few sections the `##` headings say
 * what each part is about, and a section whose heading names the searched word should come before
 * one that only mentions it: 9 put 95 of the tuning half's 100 current-docs queries' answer first
 * instead of 93 (4 and 7 fewer or the same, 8 one more, 9 and 10 the same; bench/search.mjs, with
 * PAGEFIND_OPTIONS' termSimilarity). The page title (`#`) is in every record of its page, so its
 * weight (4 or 10) changed nothing.
 */
export const SECTION_HEADING_WEIGHT = 9;

/** Pure: every `##` heading of `html` weighted as SECTION_HEADING_WEIGHT. */
export const weightSectionHeadings = (html: string): string => html.replace(/<h2(?=[\s>])(?![^>]*data-pagefind-weight)/g, `<h2 data-pagefind-weight="${SECTION_HEADING_WEIGHT}"`);

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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A record Pagefind indexes (a page's section), and the docs version whose index it goes into. */
export type IndexedPage = Readonly<{url: string; content: string; version: string}>;

/**
 * Hands the pages to Pagefind (write-index.mjs, in a Node process of its own) and waits until it
 * has written the index to `outputPath`. `writer` is that script's path (given by callers loading
 * this file as an ES module, where there is no __dirname: bench/search-scale.mjs).
 */
export function writeIndex(outputPath: string, pages: readonly IndexedPage[], writer: string = path.join(__dirname, 'write-index.mjs')): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer], {stdio: ['pipe', 'pipe', 'inherit']});
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`[${PLUGIN_NAME}] Pagefind failed (exit code ${code}) writing ${outputPath}`))));
    child.stdout.resume();
    const records = pages.map(({url, content}) => ({url, content}));
    child.stdin.end(JSON.stringify({outputPath, excludeSelectors: EXCLUDED_SELECTORS, indexChunkSize: INDEX_CHUNK_SIZE, pages: records}));
  });
}

/** Pure: the records grouped by docs version, each group with the folder its index is written to. */
export function recordsByBundle(pages: readonly IndexedPage[]): Map<string, IndexedPage[]> {
  const bundles = new Map<string, IndexedPage[]>();
  for (const page of pages) {
    const folder = bundleFolderOf(page.version);
    bundles.set(folder, [...(bundles.get(folder) ?? []), page]);
  }
  return bundles;
}

/** Writes one index per docs version under `outDir` (pagefind/, pagefind-3.13/, …); resolves to the folders. */
export async function writeIndexes(outDir: string, pages: readonly IndexedPage[], writer?: string): Promise<string[]> {
  const bundles = recordsByBundle(pages);
  // One after the other: each Pagefind process wants both of this machine's cores.
  for (const [folder, records] of bundles) await writeIndex(path.join(outDir, folder), records, writer);
  return [...bundles.keys()];
}

const decodeEntities = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/[\u200b\s]+/gu, ' ').trim();
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).find((value) => value !== undefined);

/** Sections that are only links or exercises: they would match many queries and answer none. */
const SKIPPED_SECTIONS = new Set(['see also', 'check yourself']);

/**
 * Pure: a page's indexed body as one record per section (the introduction, then each `##`
 * heading; each FAQ question), each with the page's title, version and kind, linked to its
 * heading. The build indexes them a few sections to a record (pageRecords): Pagefind stores each
 * record's text in a fragment the browser fetches for a result, and whole pages made a result cost
 * 7-24 KB gzipped. Null if the page has no indexed body.
 */
export function sectionRecords(route: string, html: string): IndexedPage[] | null {
  const marker = html.indexOf('data-pagefind-body');
  if (marker === -1) return null;
  const tagStart = html.lastIndexOf('<', marker);
  const tagEnd = html.indexOf('>', marker);
  const bodyTag = html.slice(tagStart, tagEnd + 1);
  // A marked <main> ends with itself; a doc article's body ends where its footer or pager begins.
  const endMarkers = (bodyTag.startsWith('<main') ? ['</main>'] : ['</article>', 'theme-doc-footer', 'pagination-nav', '</main>'])
    .map((end) => html.indexOf(end, tagEnd))
    .filter((index) => index !== -1);
  const body = html.slice(tagEnd + 1, Math.min(...endMarkers, html.length));
  // The page's version picks the index its records go into; inside one index no filter is needed.
  const filter = attributeOf(bodyTag, 'data-pagefind-filter') ?? '';
  const version = filter.startsWith(`${VERSION_FILTER}:`) ? filter.slice(VERSION_FILTER.length + 1) : CURRENT_VERSION;
  const kind = attributeOf(bodyTag, 'data-pagefind-meta') ?? `${KIND_META}:Page`;
  const title = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? route);
  // The FAQ's questions are <details> under group headings; everywhere else sections are ## headings.
  const splitter = route === '/faq' ? /<details[\s>]/g : /<h2[\s>]/g;
  const starts = [0, ...Array.from(body.matchAll(splitter), (match) => match.index ?? 0).filter((index) => index > 0)];
  const records: IndexedPage[] = [];
  starts.forEach((start, position) => {
    const piece = body.slice(start, starts[position + 1] ?? body.length);
    const isIntro = position === 0;
    const firstTag = isIntro ? '' : piece.slice(0, piece.indexOf('>') + 1);
    const id = isIntro ? undefined : attributeOf(firstTag, 'id');
    const heading = isIntro ? '' : textOf(route === '/faq' ? (/<summary\b[^>]*>([\s\S]*?)<\/summary>/.exec(piece)?.[1] ?? '') : piece.slice(0, piece.indexOf('</h2>')));
    if (SKIPPED_SECTIONS.has(heading.toLowerCase())) return;
    const escapedTitle = escapeHtml(title);
    const content =
      `<html lang="en"><body><main data-pagefind-body>` +
      `<span data-pagefind-meta="${escapeHtml(kind)}"></span><span data-pagefind-meta="section:${escapeHtml(heading)}"></span>` +
      // Each section carries its page's title, as the first heading: "decorators" finds every
      // section of Decorators, and the search box shows the page's best one.
      `${isIntro ? '' : `<h1>${escapedTitle}</h1>`}${piece}</main></body></html>`;
    records.push({url: id ? `${route}#${id}` : route, content, version});
  });
  return records;
}

/** The kind metadata a section record carries (sectionRecords). */
const KIND_SPAN = new RegExp(`<span data-pagefind-meta="${KIND_META}:[^"]*"></span>`);

/**
 * Pure: a FAQ question (a <details> with the id, its <summary> the question) as a heading with
 * that id, so that Pagefind makes it a sub-result linked to the question (it makes sub-results of
 * headings only).
 */
const questionsAsHeadings = (body: string) =>
  body.replace(/<details\b([^>]*?)\sid=("[^"]*"|'[^']*'|[^\s>]+)([^>]*)>\s*<summary\b[^>]*>([\s\S]*?)<\/summary>/g, '<details$1$3><h3 id=$2>$4</h3>');

/**
 * Pure: section records (sectionRecords, or the scale bench's generated ones) as records of a few
 * sections of one page each: the page's title, then each section with its heading. Pagefind's
 * metadata, which every first search loads whole, lists every record (~6.5 bytes gzipped each),
 * so fewer records make it smaller. Deep links stay: Pagefind splits a result into sub-results at
 * its headings (each ## and ### with its id, each FAQ question), and the search box links to the
 * best one (src/features/search toHit); each `##` heading weighs SECTION_HEADING_WEIGHT. `maxWords` (RECORD_WORDS in the build) starts a new record,
 * at a section, once a record has that many words, so that no result's fragment is a whole long
 * page; without it, a page is one record.
 */
export function pageRecords(sections: readonly IndexedPage[], maxWords: number = Number.POSITIVE_INFINITY): IndexedPage[] {
  const pages = new Map<string, IndexedPage[]>();
  for (const section of sections) {
    const key = `${section.version} ${section.url.split('#')[0]}`;
    pages.set(key, [...(pages.get(key) ?? []), section]);
  }
  const records: IndexedPage[] = [];
  for (const group of pages.values()) {
    const first = group[0].content;
    const title = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(first)?.[1] ?? group[0].url);
    const open = `<html lang="en"><body><main data-pagefind-body>${KIND_SPAN.exec(first)?.[0] ?? ''}<h1>${escapeHtml(title)}</h1>`;
    let current: {url: string; parts: string[]; words: number} | null = null;
    const flush = () => current && records.push({url: current.url, version: group[0].version, content: `${open}${current.parts.join('')}</main></body></html>`});
    for (const section of group) {
      const start = section.content.indexOf('>', section.content.indexOf('<main')) + 1;
      const body = questionsAsHeadings(
        section.content
          .slice(start, section.content.lastIndexOf('</main>'))
          .replace(/<span data-pagefind-meta="[^"]*"><\/span>/g, '')
          // The page's title is the record's first heading; each section repeated it.
          .replace(/<h1\b[^>]*>[\s\S]*?<\/h1>/g, ''),
      );
      const words = textOf(body).split(' ').length;
      if (current === null || current.words >= maxWords) {
        flush();
        current = {url: section.url, parts: [], words: 0};
      }
      current.parts.push(weightSectionHeadings(body));
      current.words += words;
    }
    flush();
  }
  return records;
}

/** The built pages to index, as section records: doc and tutorial pages mark their own body, others only if listed. */
export function builtPages(outDir: string, routes: readonly string[]): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const file = htmlFileOf(outDir, route);
    if (!file) continue;
    const html = readFileSync(file, 'utf8');
    const marked = html.includes('data-pagefind-body') ? html : markOtherPage(route, html);
    if (marked !== null) pages.push(...(sectionRecords(route, marked) ?? []));
  }
  return pages;
}

// ---- The dev server's index, from the Markdown sources -----------------------------------------


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
      const heading = section.heading ? `<h2 data-pagefind-weight="${SECTION_HEADING_WEIGHT}"${section.anchor ? ` id="${escapeHtml(section.anchor)}"` : ''}>${escapeHtml(section.heading)}</h2>` : '';
      const code = section.code.map((block) => `<pre>${escapeHtml(block)}</pre>`).join('');
      return `${heading}<p>${escapeHtml(section.text)}</p>${code}`;
    })
    .join('');
  return (
    `<!doctype html><html lang="en"><head><title>${escapeHtml(page.title)}</title></head><body>` +
    `<main data-pagefind-body data-pagefind-meta="${KIND_META}:${escapeHtml(page.kind)}">` +
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

type WebpackResult = Exclude<ReturnType<NonNullable<Plugin<void>['configureWebpack']>>, void>;

const WATCHED = ['docs/**/*.md', 'versioned_docs/**/*.md', 'tutorials/*.md', 'examples/*.md', 'faq/*.md'];

export default function pagefindSearchPlugin(context: LoadContext): Plugin<void> {
  // Each version's index in a folder of its own, as in a build (pagefind/, pagefind-3.13/, …).
  const devBundles = path.join(context.generatedFilesDir, 'pagefind-dev');
  // `docusaurus start` sets NODE_ENV before it loads plugins; a build leaves it 'production'.
  const isDevServer = process.env.NODE_ENV === 'development';
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => (isDevServer ? WATCHED.map((pattern) => path.join(context.siteDir, pattern)) : []),
    async allContentLoaded() {
      if (!isDevServer) return;
      // Runs again on every content change, so the index follows the writer's edits.
      mkdirSync(devBundles, {recursive: true});
      const started = Date.now();
      const pages = sourcePages(context.siteDir).map((page) => ({url: page.url, content: sourcePageHtml(page), version: page.version}));
      const folders = await writeIndexes(devBundles, pages);
      console.log(`[${PLUGIN_NAME}] dev search index: ${pages.length} pages in ${folders.join(', ')} in ${Date.now() - started} ms`);
    },
    configureWebpack(config, isServer) {
      if (!isDevServer || isServer || config.mode !== 'development') return undefined;
      // The folder holding every version's index, at the site's root: /pagefind/…, /pagefind-3.13/….
      const devServer = {static: [{directory: devBundles, publicPath: context.baseUrl, watch: false}]};
      // The bundler's Configuration type leaves out `devServer` (the dev server package adds it);
      // Docusaurus merges it into the dev server's options all the same (as plugins/pyodide-runtime).
      return {devServer} as WebpackResult;
    },
    async postBuild({outDir, routesPaths}) {
      // The offline copies list the index's files (plugins/offline-cache): they wait for it.
      await registerBuildOutput(
        (async () => {
          const started = Date.now();
          const pages = pageRecords(builtPages(outDir, routesPaths), RECORD_WORDS);
          const folders = await writeIndexes(outDir, pages);
          console.log(`[${PLUGIN_NAME}] search index: ${pages.length} records in ${folders.join(', ')} in ${Date.now() - started} ms`);
        })(),
      );
    },
  };
}
