/**
 * Build-time index for the My Chats docs assistant.
 *
 * Splits the current docs, the tutorials, the code examples and the FAQ into passages by heading,
 * each with the URL of its exact heading anchor, and writes them as one JSON data file. Only the
 * chat page imports that file (a dynamic import, so it becomes its own chunk): doc pages never
 * download it. The search index itself is built in the browser from these passages, with the same
 * tokenizer the queries use (src/features/chat/retrieval), so the two can never disagree.
 *
 * After the build, every anchor in the index is checked against the generated HTML: a link the
 * assistant cites must land on the heading it names.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headingText, parseFenceMeta, parseFrontMatter, parseMarkdown} from '../content/markdown-source.mjs';
import {parseExample, slugify} from '../content-data';
import {commonWordsNotIn} from './commonWords';
import {errorLinesOf, proseMarkdown, splitIntoSections, type PageSection} from './sections';

export {type Command} from './sections';

export const PLUGIN_NAME = 'pydocs-chat-index';
/** What the chat feature imports: `@generated/<plugin name>/default/<file>`. */
export const CHAT_INDEX_FILE = 'chat-index.json';

export type ChatContentKind = 'docs' | 'tutorial' | 'example' | 'faq';

export type ChatIndexPage = Readonly<{
  /** Route of the page, without anchor. */
  url: string;
  title: string;
  kind: ChatContentKind;
  /** Front matter keywords and description: words readers search for that the prose may not use. */
  keywords: string;
}>;

export type ChatIndexPassage = Readonly<{
  /** Position of the page in `pages`. */
  page: number;
  /** '' for a page's introduction. */
  heading: string;
  /** Heading id on the page; '' links to the page itself. */
  anchor: string;
  text: string;
  code: readonly string[];
  /** Indexes into `code` of the blocks that raise on purpose (sections.ts); left out when none. */
  raising?: readonly number[];
  /** For each of `raising`, the error that block ends with; left out with it. */
  raised?: readonly string[];
  /** Indexes into `code` of the blocks the page marks `norun` (sections.ts); left out when none. */
  notRunnable?: readonly number[];
  /** Error lines the section shows (sections.ts, errorLinesOf). */
  errors: readonly string[];
  /** Readers' words for what the section answers (reader-questions.json); left out when none. */
  asks?: string;
  /** Shell commands and config files the section shows, as [language, code] (sections.ts); left out when none. */
  commands?: ReadonlyArray<readonly [string, string]>;
}>;

export type ChatIndexData = Readonly<{
  pages: readonly ChatIndexPage[];
  passages: readonly ChatIndexPassage[];
  /**
   * Words the pages write as names (namesOf): "Java", "Excel", "Django". Lower-case. A question
   * about a name the pages only mention in passing is about something they do not cover.
   */
  names?: readonly string[];
  /**
   * Frequent English words no passage uses (commonWords.ts), separated by spaces (54 KiB, 14
   * KiB less than as a list): in a long question, such a word is the reader's own
   * situation, not a topic PyDocs lacks.
   */
  commonWords?: string;
  /** What readers ask that the site answers and what it does not (nearMissWords); left out when there are no near misses. */
  nearMisses?: NearMissWords;
}>;

/**
 * The words of the readers' questions (READER_QUESTIONS: the site answers them) and of the near
 * misses (NEAR_MISSES: questions a section draws that no page answers), counted for each word in
 * how many questions of each kind it occurs. The assistant reads a word that a section does not
 * say by these counts: a reader's everyday word for what the section does ("occurrences") or
 * the mark of a question beyond it ("keyboard shortcut", "docker").
 */
export type NearMissWords = Readonly<{
  /** How many readers' questions and how many near misses were counted (each question once, in any case, however many sections list it). */
  asked: number;
  missed: number;
  /**
   * "word asked missed" for each word (as readerWords splits a question), separated by spaces: the
   * browser reads each word as it reads a question and sums the counts by term over its spellings
   * (searchIndex.ts, nearMissOddsFrom).
   */
  counts: string;
}>;

/**
 * The words that the prose writes capitalised in mid-sentence at least twice as often as in lower
 * case: names of languages, tools, products and people. Inline code is left out (`Path` is a class,
 * not a name), and so are a sentence's first word and short words ("I", "A").
 */
export function namesOf(texts: readonly string[]): string[] {
  // "C#" and "C++" as the query tokenizer spells them (src/features/chat/retrieval/vocabulary.ts,
  // withLanguagesSpelt): otherwise they are the letter C, too short to be a name.
  // chatIndex.test.ts holds that the two agree.
  const spellLanguages = (text: string) =>
    text
      .replace(/(?<![\w+#])(c)\+\+(?=\d)/gi, '$1plusplus ')
      .replace(/(?<![\w+#])(c)\+\+(?![\w+])/gi, '$1plusplus')
      .replace(/(?<![\w+#])([cf])#(?!\w)/gi, '$1sharp');
  const capitalised = new Map<string, number>();
  const lowerCase = new Map<string, number>();
  for (const text of texts) {
    for (const sentence of spellLanguages(text.replace(/`[^`]*`/g, ' ')).split(/(?<=[.!?:;])\s+|\n/)) {
      const words = sentence.match(/[\p{L}][\p{L}\p{N}]*/gu) ?? [];
      for (const word of words.slice(1)) {
        if (word.length < 3) continue;
        const counts = /^\p{Lu}/u.test(word) ? capitalised : lowerCase;
        const key = word.toLowerCase();
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return [...capitalised].filter(([word, count]) => count > 2 * (lowerCase.get(word) ?? 0)).map(([word]) => word).sort();
}

/** Docs plugin instances whose current version is indexed, and where their files live. */
const DOC_SOURCES = [
  {pluginId: 'default', dir: 'docs', routeBase: '/docs', kind: 'docs'},
  {pluginId: 'tutorials', dir: 'tutorials', routeBase: '/tutorials', kind: 'tutorial'},
] as const;

/**
 * Pages the assistant does not quote: the glossary is a list of one-line definitions, each pointing
 * at the page that teaches the term, and an answer should quote and cite that page, not the list.
 */
const NOT_INDEXED: ReadonlySet<string> = new Set(['docs/glossary.md']);

const CONTENT_GLOBS = ['docs/**/*.md', 'tutorials/*.md', 'examples/*.md', 'faq/*.md'];

/** file (relative to the site, e.g. `docs/advanced/decorators.md`) → permalink. */
export type PermalinkOf = (file: string) => string | undefined;

const stripNumberPrefix = (segment: string) => segment.replace(/^\d+\s*[-_.]\s*/, '');

/**
 * The permalink Docusaurus gives a doc file, for when the docs plugins' own data is not at hand
 * (unit tests). Covers what this site uses: `slug` (absolute or relative), `id`, number prefixes
 * and index pages. The build uses the docs plugins' real permalinks and warns if this disagrees.
 */
export function computeDocPermalink(routeBase: string, relativeFile: string, frontMatter: Record<string, unknown>): string {
  const dirs = path.posix.dirname(relativeFile).split('/').filter((part) => part !== '.' && part !== '').map(stripNumberPrefix);
  const join = (...parts: string[]) => `/${[routeBase, ...parts].join('/').split('/').filter(Boolean).join('/')}`;
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  if (slug?.startsWith('/')) return join(slug);
  if (slug) return join(...dirs, slug);
  const base = path.posix.basename(relativeFile).replace(/\.mdx?$/, '');
  const id = typeof frontMatter.id === 'string' ? frontMatter.id : stripNumberPrefix(base);
  if (/^(index|readme)$/i.test(id) || id === dirs.at(-1)) return join(...dirs);
  return join(...dirs, id);
}

function keywordsOf(frontMatter: Record<string, unknown>): string {
  const keywords = Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : [];
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
  return [...keywords, description].join(' ').trim();
}

type IndexBuilder = {pages: ChatIndexPage[]; passages: ChatIndexPassage[]};

/** A section as an index passage; `raising`, `raised`, `notRunnable` and `commands` only when there are some, to keep the index small. */
function passageOf(page: number, section: PageSection): ChatIndexPassage {
  const {heading, anchor, text, code, raising, raised, notRunnable, errors, commands} = section;
  return {
    page,
    heading,
    anchor,
    text,
    code,
    ...(raising.length > 0 ? {raising, raised} : {}),
    ...(notRunnable.length > 0 ? {notRunnable} : {}),
    errors,
    ...(commands.length > 0 ? {commands: commands.map(({language, code: command}) => [language, command] as const)} : {}),
  };
}

function addDocPage(builder: IndexBuilder, source: string, url: string, kind: ChatContentKind): void {
  const {data, body} = parseFrontMatter(source);
  const sections = splitIntoSections(body);
  const h1Node = parseMarkdown(body).children.find((node) => node.type === 'heading' && node.depth === 1);
  const h1 = h1Node?.type === 'heading' ? headingText(h1Node).text : undefined;
  const title = typeof data.title === 'string' ? data.title : (h1 ?? url);
  const page = builder.pages.push({url, title, kind, keywords: keywordsOf(data)}) - 1;
  for (const section of sections) {
    builder.passages.push(passageOf(page, section));
  }
}

function addExamples(builder: IndexBuilder, files: ReadonlyArray<{file: string; source: string}>): void {
  if (files.length === 0) return;
  const page = builder.pages.push({url: '/examples', title: 'Code Examples', kind: 'example', keywords: 'code example'}) - 1;
  for (const {file, source} of files) {
    const example = parseExample(file, source);
    builder.passages.push({
      page,
      heading: example.title,
      anchor: example.id,
      text: explanationProse(source),
      code: [example.code],
      ...(parseFenceMeta(example.meta).norun === undefined ? {} : {notRunnable: [0]}),
      errors: errorLinesOf(source),
    });
  }
}

/**
 * An example's explanation (the Markdown before its code) as the docs' passages have their prose:
 * inline code kept in backticks, so an answer quoting it shows it as code.
 */
function explanationProse(source: string): string {
  const {body} = parseFrontMatter(source);
  const firstCode = parseMarkdown(body).children.find((node) => node.type === 'code');
  return proseMarkdown(body.slice(0, firstCode?.position?.start.offset ?? body.length));
}

function addFaqGroup(builder: IndexBuilder, source: string): void {
  const {data, body} = parseFrontMatter(source);
  const group = typeof data.group === 'string' ? data.group : 'FAQ';
  // A group's front matter may name what all its entries are about ("PyDocs" for the site's own
  // questions, which rarely write the name: "how do I delete my account" is PyDocs' account).
  const page = builder.pages.push({url: '/faq', title: `FAQ: ${group}`, kind: 'faq', keywords: `${group} ${keywordsOf(data)}`.trim()}) - 1;
  // The FAQ page ids its entries with content-data's slugify of the question, not github-slugger.
  for (const section of splitIntoSections(body, slugify)) {
    if (section.heading === '') continue;
    builder.passages.push(passageOf(page, section));
  }
}

/**
 * Questions readers ask, written section by section (doc2query): section URL → questions that the
 * section answers, in the words readers use ("word frequency" for a section that says "count how
 * often each word occurs"). Their words are searched as the section's, at a lower weight than its
 * own text (searchIndex.ts, FIELD_BOOST), so a question worded as readers word it finds the section
 * that answers it. Written blind to the evaluation questions (PERFORMANCE.md).
 */
export const READER_QUESTIONS = 'plugins/chat-index/reader-questions.json';
/**
 * Questions that would draw a reader to a section (they share its words) but that no page of the
 * site answers ("vs code conditional breakpoint only when i == 100" of the section on running and
 * debugging in VS Code), by section URL. Written blind to the evaluation questions, like
 * READER_QUESTIONS (PERFORMANCE.md): with them, the assistant learns where a section's topic ends
 * (nearMissWords).
 */
export const NEAR_MISSES = 'plugins/chat-index/near-misses.json';
export type QuestionsBySection = Readonly<Record<string, readonly string[]>>;

/** A file of questions by section URL (READER_QUESTIONS, NEAR_MISSES) read, or an error that says what in it is wrong. */
function parseQuestionsBySection(text: string, file: string): QuestionsBySection {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file}: expected an object of section URL → questions`);
  for (const [url, questions] of Object.entries(parsed)) {
    if (!Array.isArray(questions) || questions.some((question) => typeof question !== 'string')) throw new Error(`${file}: "${url}" must list its questions as strings`);
  }
  return parsed as QuestionsBySection;
}

/** For each word, in how many of `questions` it occurs (each question counts a word once). */
function wordCounts(questions: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const question of questions) for (const word of new Set(readerWords(question))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The counts of NearMissWords; exported for bench/near-miss-cv.mjs, which leaves one section out at a time. */
export function nearMissWords(readers: QuestionsBySection, misses: QuestionsBySection): NearMissWords {
  const once = (questions: QuestionsBySection) => [...new Map(Object.values(questions).flat().map((question) => [question.trim().toLowerCase(), question])).values()];
  const askedQuestions = once(readers);
  const missedQuestions = once(misses);
  const asked = wordCounts(askedQuestions);
  const missed = wordCounts(missedQuestions);
  const words = [...new Set([...asked.keys(), ...missed.keys()])].sort();
  return {asked: askedQuestions.length, missed: missedQuestions.length, counts: words.map((word) => `${word} ${asked.get(word) ?? 0} ${missed.get(word) ?? 0}`).join(' ')};
}

/** Words of a question that say nothing about what it asks, left out of `asks` to keep the index small. */
const QUESTION_WORDS = new Set(
  'a an the i my me we you your it its is are was be do does did to of in on for with and or how what why when which can should not no this that python'.split(' '),
);

/**
 * Each passage's readers' words: those of its questions, each once, lower case. Split at spaces
 * only, with the punctuation around a word taken off: the browser's tokenizer reads them as it reads
 * a question, so "can't" leaves no stray "t" and "C#" is the language, not the letter c.
 */
function addReaderWords(builder: IndexBuilder, questions: QuestionsBySection): void {
  builder.passages.forEach((passage, at) => {
    const words = (questions[passageUrl(builder, passage)] ?? []).flatMap(readerWords);
    if (words.length > 0) builder.passages[at] = {...passage, asks: [...new Set(words)].join(' ')};
  });
}

/** A question's words, lower case, with the punctuation around each taken off and QUESTION_WORDS left out. */
export function readerWords(question: string): string[] {
  return question
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_#+]+$/gu, ''))
    .filter((word) => word !== '' && !QUESTION_WORDS.has(word));
}

/**
 * Reads every indexed content file under `siteDir` and returns the passages. `permalinkOf` gives
 * a doc or tutorial file's route; without it (or when it does not know the file) the route is
 * computed from the file name and front matter.
 */
export function buildChatIndex(siteDir: string, permalinkOf: PermalinkOf = () => undefined): ChatIndexData {
  return buildFromSources(readChatSources(siteDir), permalinkOf);
}

type SourceFile = {file: string; source: string};
/** The content files the index is made from, by kind, each list in file order. */
type ChatSources = {
  docs: Array<SourceFile & {dir: string; routeBase: string; kind: ChatContentKind}>;
  examples: SourceFile[];
  faq: SourceFile[];
  /** READER_QUESTIONS as written ('' when there is none). */
  readerQuestions: string;
  /** NEAR_MISSES as written ('' when there is none). */
  nearMisses: string;
};

const readIfThere = (siteDir: string, file: string): string => (existsSync(path.join(siteDir, file)) ? readFileSync(path.join(siteDir, file), 'utf8') : '');

function readChatSources(siteDir: string): ChatSources {
  const read = (pattern: string) =>
    globSync(pattern, {cwd: siteDir}).sort().map((file) => ({file, source: readFileSync(path.join(siteDir, file), 'utf8')}));
  return {
    docs: DOC_SOURCES.flatMap(({dir, routeBase, kind}) => read(`${dir}/**/*.md`).filter(({file}) => !NOT_INDEXED.has(file)).map((file) => ({...file, dir, routeBase, kind}))),
    examples: read('examples/*.md'),
    faq: read('faq/*.md'),
    readerQuestions: readIfThere(siteDir, READER_QUESTIONS),
    nearMisses: readIfThere(siteDir, NEAR_MISSES),
  };
}

function buildFromSources({docs, examples, faq, readerQuestions, nearMisses}: ChatSources, permalinkOf: PermalinkOf): ChatIndexData {
  const builder: IndexBuilder = {pages: [], passages: []};
  for (const {file, source, dir, routeBase, kind} of docs) {
    const relative = path.posix.relative(dir, file);
    const url = permalinkOf(file) ?? computeDocPermalink(routeBase, relative, parseFrontMatter(source).data);
    addDocPage(builder, source, url, kind);
  }
  addExamples(builder, examples);
  for (const {source} of faq) addFaqGroup(builder, source);
  const readers = readerQuestions.trim() ? parseQuestionsBySection(readerQuestions, READER_QUESTIONS) : {};
  addReaderWords(builder, readers);
  const misses = nearMisses.trim() ? parseQuestionsBySection(nearMisses, NEAR_MISSES) : {};
  const texts = builder.passages.flatMap((passage) => [passage.heading, passage.text, ...passage.code]);
  return {
    ...builder,
    names: namesOf(builder.passages.map((passage) => passage.text)),
    commonWords: commonWordsNotIn([...texts, ...builder.pages.map((page) => `${page.title} ${page.keywords}`)]).join(' '),
    ...(Object.values(misses).some((questions) => questions.length > 0) ? {nearMisses: nearMissWords(readers, misses)} : {}),
  };
}

/**
 * The site's own files whose code decides what buildChatIndex makes of the content: with the
 * content itself, they key buildChatIndexCached's cache. chatIndex.test.ts holds this list to
 * everything index.ts imports from the site, so a new import cannot leave a stale index behind.
 */
export const CHAT_INDEX_CODE = [
  'plugins/chat-index/commonWords.ts',
  'plugins/chat-index/index.ts',
  'plugins/chat-index/sections.ts',
  'plugins/content/markdown-source.mjs',
  'plugins/content-data/index.ts',
  'plugins/content-data/sitemap.ts',
  'src/data/docSections.ts',
  // The installed parser (micromark, mdast), the word frequencies and everything else from npm.
  'package-lock.json',
];

export const chatIndexCacheDir = (siteDir: string): string => path.join(siteDir, 'node_modules/.cache/pydocs-chat-index');

/**
 * buildChatIndex(siteDir) with computed permalinks, kept on disk by a hash of the content and of
 * CHAT_INDEX_CODE. Several unit test files rank questions against the whole site's index, each in
 * a fresh module registry; parsing the Markdown again for each took about 6 s of CPU, for the same
 * result.
 */
export function buildChatIndexCached(siteDir: string): ChatIndexData {
  const sources = readChatSources(siteDir);
  const hash = createHash('sha256');
  for (const file of CHAT_INDEX_CODE) {
    const full = path.join(siteDir, file);
    hash.update(`${file}\0${existsSync(full) ? readFileSync(full, 'utf8') : ''}\0`);
  }
  for (const {file, source} of [...sources.docs, ...sources.examples, ...sources.faq]) hash.update(`${file}\0${source}\0`);
  hash.update(`${READER_QUESTIONS}\0${sources.readerQuestions}\0${NEAR_MISSES}\0${sources.nearMisses}\0`);
  const cacheFile = path.join(chatIndexCacheDir(siteDir), `${hash.digest('hex').slice(0, 32)}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as ChatIndexData;
  const index = buildFromSources(sources, () => undefined);
  // Written whole under a name of its own, then renamed: a reader never sees half a file.
  mkdirSync(path.dirname(cacheFile), {recursive: true});
  const partial = `${cacheFile}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(index));
  renameSync(partial, cacheFile);
  return index;
}

/** Full link of a passage: the page route plus the heading anchor. */
export function passageUrl(index: Pick<ChatIndexData, 'pages'>, passage: ChatIndexPassage): string {
  const {url} = index.pages[passage.page];
  return passage.anchor ? `${url}#${passage.anchor}` : url;
}

type DocsPluginContent = {
  loadedVersions: Array<{versionName: string; docs: Array<{source: string; permalink: string}>}>;
};

/** The current version's permalinks from the docs plugin instances' loaded content. */
function permalinksFromDocsPlugins(allContent: Record<string, Record<string, unknown> | undefined>): Map<string, string> {
  const permalinks = new Map<string, string>();
  const docsPlugins = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const {pluginId} of DOC_SOURCES) {
    const content = docsPlugins[pluginId] as DocsPluginContent | undefined;
    const current = content?.loadedVersions.find((version) => version.versionName === 'current');
    // The site has trailingSlash: false; an index doc's permalink still ends in "/".
    for (const doc of current?.docs ?? []) permalinks.set(doc.source.replace(/^@site\//, ''), doc.permalink.replace(/(.)\/$/, '$1'));
  }
  return permalinks;
}

/** The built HTML file of a route (trailingSlash: false writes `route.html`, else `route/index.html`). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates = [path.join(outDir, `${route}.html`), path.join(outDir, route, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate));
}

/** Anchors in the index that the built pages do not have: each one would be a broken citation. */
/** The minified build may drop attribute quotes (id=x) or keep them (id="x"). */
function hasId(html: string, id: string): boolean {
  return html.includes(`id="${id}"`) || html.includes(`id=${id} `) || html.includes(`id=${id}>`);
}

export function missingAnchors(outDir: string, index: ChatIndexData): string[] {
  const missing: string[] = [];
  const htmlByRoute = new Map<string, string | null>();
  for (const passage of index.passages) {
    const {url} = index.pages[passage.page];
    if (!htmlByRoute.has(url)) {
      const file = htmlFileOf(outDir, url);
      htmlByRoute.set(url, file ? readFileSync(file, 'utf8') : null);
    }
    const html = htmlByRoute.get(url);
    if (html === null || html === undefined) missing.push(`${url} (no page)`);
    else if (passage.anchor && !hasId(html, passage.anchor)) missing.push(passageUrl(index, passage));
  }
  return [...new Set(missing)];
}

export default function chatIndexPlugin(context: LoadContext): Plugin<void> {
  let index: ChatIndexData | undefined;
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [...CONTENT_GLOBS, READER_QUESTIONS, NEAR_MISSES].map((pattern) => path.join(context.siteDir, pattern)),
    async allContentLoaded({allContent, actions}) {
      const permalinks = permalinksFromDocsPlugins(allContent as unknown as Record<string, Record<string, unknown> | undefined>);
      for (const [file, permalink] of permalinks) {
        const source = DOC_SOURCES.find(({dir}) => file.startsWith(`${dir}/`));
        if (!source || !file.endsWith('.md')) continue;
        const computed = computeDocPermalink(source.routeBase, path.posix.relative(source.dir, file), parseFrontMatter(readFileSync(path.join(context.siteDir, file), 'utf8')).data);
        if (computed !== permalink) {
          console.warn(`[${PLUGIN_NAME}] ${file}: computeDocPermalink gives ${computed}, Docusaurus uses ${permalink}; the retrieval tests will use the wrong link.`);
        }
      }
      index = buildChatIndex(context.siteDir, (file) => permalinks.get(file));
      await actions.createData(CHAT_INDEX_FILE, JSON.stringify(index));
    },
    async postBuild({outDir}) {
      if (!index) return;
      const missing = missingAnchors(outDir, index);
      if (missing.length > 0) {
        throw new Error(`[${PLUGIN_NAME}] The chat index links to headings that the built site does not have:\n  ${missing.join('\n  ')}`);
      }
    },
  };
}
