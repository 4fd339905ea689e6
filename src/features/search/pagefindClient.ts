/**
 * The browser side of the site search: loads Pagefind's own script from the index the build wrote
 * (/pagefind/pagefind.js, plugins/pagefind-search) the first time a reader reaches for search, and
 * turns its results into what the search box shows. Pagefind fetches only the index chunks a
 * query's words need and the fragments of the results shown, so a search costs kilobytes, not
 * the whole index.
 */
import {bundleFolderOf} from '@site/src/data/searchIndex';
import {CURRENT_VERSION, KIND_META} from './indexMarkup';
import {searchTerms, sharedStart, shorterSpelling, spellingsWithSlipAt} from './query';
import {chunksExtending, chunksHolding, chunksOfPrefixes, lookedUpWords, WORD_CHUNKS_FILE, wordsLoading, type WordChunks} from './wordChunks';

/** The part of Pagefind's browser API this site uses (pagefind_web_js, public_search_api.ts). */
type WeightedLocation = Readonly<{weight: number; balanced_score: number; location: number}>;
type PagefindSubResult = Readonly<{
  title: string;
  url: string;
  excerpt: string;
  anchor?: Readonly<{element: string; id: string; text?: string; location: number}>;
  weighted_locations: readonly WeightedLocation[];
}>;
type PagefindResultData = Readonly<{
  url: string;
  excerpt: string;
  meta: Readonly<Record<string, string | undefined>>;
  sub_results: readonly PagefindSubResult[];
}>;
type PagefindResult = Readonly<{id: string; score: number; data: () => Promise<PagefindResultData>}>;
type PagefindResponse = Readonly<{results: readonly PagefindResult[]}>;
export type PagefindModule = Readonly<{
  options: (options: Readonly<Record<string, unknown>>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<PagefindResponse | null>;
  preload: (term: string) => Promise<void>;
}>;

/**
 * Where the build puts a docs version's Pagefind script (the site's baseUrl is `/`): each version
 * has an index of its own (plugins/pagefind-search), so a search loads only its version's metadata.
 */
export const pagefindScriptOf = (version: string): string => `/${bundleFolderOf(version)}/pagefind.js`;

/**
 * Results the navbar's list draws: the first screen of a phone. Their fragments are all a search
 * fetches besides the index chunks (pagefindClient searchSite), and the evaluation judges the
 * first three of this list, as the reader sees it.
 */
export const RESULTS_IN_BOX = 5;

/**
 * Pagefind's options for every search of this site (the browser's, and the evaluation's in Node,
 * tests/e2e/support/pagefindInNode.ts): excerpts of 24 words around the matched ones, and
 * `termSimilarity` 2.5 instead of Pagefind's 1: a word matched as itself counts for more than a
 * longer word it begins ("none" finds None before "nonempty", "sys.path" sys before "system").
 * On the evaluation's tuning half it put 93 of the 100 current-docs queries' answer first instead
 * of 91 (1.5 and 4: 91; 2 and 3: 93). With records of a few sections (plugins/pagefind-search
 * pageRecords), a record's length weighing fully (`pageLength` 1 instead of 0.75) or less (0.25,
 * 0.5), `termSaturation` 0.5-2 and `termFrequency` 0-0.5 found no more answers first there.
 */
export const PAGEFIND_OPTIONS = {excerptLength: 24, ranking: {termSimilarity: 2.5}} as const;

/**
 * Pagefind whose every search first loads all the index chunks that can hold a word its query's
 * words match (wordChunks.ts), so that a query ranks as if the whole index were loaded: the same
 * results as a first search or after any others. Pagefind alone matches a word only among the
 * words of the chunks loaded so far, so "generators" ranked differently once an earlier search
 * had loaded a chunk of other "generat…" words. The chunks a word needs: those holding the words
 * it extends to (chunksExtending), and, only if the word's stem is not itself an indexed word (an
 * exact search for it finds nothing: a misspelling, a word part-typed), those of the words it
 * begins with, which Pagefind falls back to (chunksOfPrefixes). Costs a chunk (~3.5 KiB gzipped,
 * ~5.5 with headers) where a word's matches span two: over the evaluation queries a first search
 * fetches 2.0-2.3 chunks on average instead of 1.8-2.0, and "read a csv file" after two other
 * searches 4 instead of 3 (bench/search.mjs: later query at most 38.7 KiB instead of 33.1).
 */
export function wholeWordSearch(pagefind: PagefindModule, index: WordChunks): PagefindModule {
  // Pagefind loads each chunk once and forgets a failed load (offline), so chunks are asked for
  // on every search rather than remembered here: one that failed is fetched again, back online.
  const load = async (chunks: readonly number[]) => {
    if (chunks.length > 0) await pagefind.preload(chunks.flatMap((chunk) => wordsLoading(index.chunks[chunk])).join(' '));
  };
  /** Words whose stem an exact search found, so whose chunk had loaded: the index has them. */
  const indexed = new Set<string>();
  const loadFor = async (word: string) => {
    await load(chunksExtending(word, index));
    if (indexed.has(word)) return;
    if (((await pagefind.search(`"${word}"`))?.results.length ?? 0) > 0) indexed.add(word);
    else await load(chunksOfPrefixes(word, index));
  };
  const search = async (term: string) => {
    // An exact search (in quotes, as meantSpelling asks its spellings) matches each word's stem
    // as it is, never a longer or shorter word: only the chunks holding the stems are needed.
    const exact = /^\s*".+"\s*$/.test(term);
    const words = lookedUpWords(term);
    await (exact ? load(words.flatMap((word) => chunksHolding(word, index))) : Promise.all(words.map(loadFor)));
    return pagefind.search(term);
  };
  return {...pagefind, search};
}

const loading = new Map<string, Promise<PagefindModule>>();

/**
 * Pagefind on a docs version's index, loaded and started once (its script, WebAssembly and the
 * index's entry file). Each version's script is a module of its own, with its own index. A failed
 * load is forgotten, so the next attempt (back online) tries again.
 */
export function loadPagefind(version: string = CURRENT_VERSION): Promise<PagefindModule> {
  const loaded = loading.get(version);
  if (loaded) return loaded;
  const load = (async () => {
    // Not bundled: the file is written by the build, after the bundler has run.
    // The chunks' word ranges and the short words, fetched beside the script (~2.7 KiB gzipped).
    const chunksFile = pagefindScriptOf(version).replace(/pagefind\.js$/, WORD_CHUNKS_FILE);
    const [pagefind, chunks] = await Promise.all([
      import(/* webpackIgnore: true */ pagefindScriptOf(version)) as Promise<PagefindModule>,
      fetch(chunksFile).then(async (response) => {
        if (!response.ok) throw new Error(`${chunksFile}: HTTP ${response.status}`);
        return (await response.json()) as WordChunks;
      }),
    ]);
    // On the page's own thread: Pagefind's Web Worker is one more script to download (12 KiB
    // gzipped, a tenth of a first search) to move a search of a few milliseconds off it.
    await pagefind.options({...PAGEFIND_OPTIONS, noWorker: true});
    await pagefind.init();
    return wholeWordSearch(pagefind, chunks);
  })();
  loading.set(version, load);
  load.catch(() => loading.delete(version));
  return load;
}

export type SearchHit = Readonly<{
  /** The page, without anchor. */
  pageUrl: string;
  /** The page, or the heading the matched words are under. */
  url: string;
  title: string;
  /** The heading the link lands on; null for the top of the page. */
  section: string | null;
  /** Pagefind's excerpt: text with entities encoded and the matched words in <mark>. */
  excerptHtml: string;
  /** Docs, Tutorial, Example, FAQ or Page. */
  kind: string;
}>;

/** `total` counts matching records (a few sections of a page each, plugins/pagefind-search), not pages. */
export type SearchOutcome = Readonly<{hits: readonly SearchHit[]; total: number; terms: readonly string[]}>;

const sectionScore = (sub: PagefindSubResult) => sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);

/**
 * A result as the reader sees it. The index holds a record per few sections of a page, each with
 * its heading (plugins/pagefind-search pageRecords), which Pagefind returns as sub-results; the
 * link goes to the heading where the matched words weigh most (headings weigh more than text). A
 * record's words before its first heading are the page's title (and, on its first record, the
 * page's introduction): they lead to the top of the page.
 */
export function toHit(data: PagefindResultData): SearchHit {
  const best = data.sub_results.reduce<PagefindSubResult | null>((top, sub) => (top === null || sectionScore(sub) > sectionScore(top) ? sub : top), null);
  const title = data.meta.title ?? data.url;
  // Headings end in the theme's "#" link, whose text is a zero-width space.
  const heading = best?.anchor && best.title !== title ? best.title.replace(/[\u200b\s]+$/u, '') : data.meta.section || null;
  return {
    pageUrl: data.url.split('#')[0],
    url: best?.anchor ? best.url : data.url.split('#')[0],
    title,
    section: heading && heading !== title ? heading : null,
    excerptHtml: best?.excerpt ?? data.excerpt,
    kind: data.meta[KIND_META] ?? 'Page',
  };
}

/**
 * How much a result of each kind weighs against Pagefind's score when the loaded results are put
 * in order (byKindWeight); kinds not listed weigh 1. A tutorial uses a topic many times in the
 * course of a project ("semaphore", "hello world", "convert string to int" all say so), so it often
 * outscores the docs page that explains the topic, which is what a reader searching for the topic
 * wants first; the tutorial stays in the list, a place or two lower. On the evaluation's tuning
 * half (current docs, 140 queries) 0.5 put the answer first for 137 instead of 133, top 3
 * unchanged (138); 0.1-0.6 did the same, 0.7 136, 0.8-0.9 135. Examples weighed down too (0.8)
 * found fewer answers first (130 alone, 134 with tutorials at 0.8).
 */
export const KIND_WEIGHTS: Readonly<Record<string, number>> = {Tutorial: 0.5};

type ScoredData = Readonly<{score: number; data: PagefindResultData}>;

/**
 * Pure: loaded results in order of their score times their kind's weight (KIND_WEIGHTS), ties in
 * Pagefind's order. Only results already loaded are reordered: no fragment more is fetched.
 */
export function byKindWeight(results: readonly ScoredData[]): PagefindResultData[] {
  const weighted = results.map(({score, data}, order) => ({data, order, score: score * (KIND_WEIGHTS[data.meta[KIND_META] ?? ''] ?? 1)}));
  return weighted.sort((a, b) => b.score - a.score || a.order - b.order).map(({data}) => data);
}

/** The best-ranked hit of each page, in rank order: a page shows once, at its best section. */
export function bestPerPage(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(hit.pageUrl) && seen.add(hit.pageUrl));
}

async function resultsFor(pagefind: PagefindModule, term: string, signal?: AbortSignal): Promise<readonly PagefindResult[]> {
  signal?.throwIfAborted();
  const response = await pagefind.search(term);
  return response?.results ?? [];
}

/**
 * A word as the index knows it: itself if it finds something, else the longest shorter spelling
 * that does ("decoratr" → "decorat"), else null.
 */
async function spellingThatFinds(pagefind: PagefindModule, word: string, signal?: AbortSignal): Promise<string | null> {
  for (let candidate: string | null = word; candidate !== null; candidate = shorterSpelling(candidate)) {
    if ((await resultsFor(pagefind, candidate, signal)).length > 0) return candidate;
  }
  return null;
}

/** The words Pagefind marked in a result's excerpts (what the query's words matched), lower-cased. */
const markedWords = (data: PagefindResultData): string[] =>
  [data.excerpt, ...data.sub_results.map((sub) => sub.excerpt)].flatMap((excerpt) => Array.from(excerpt.matchAll(/<mark>([^<]*)<\/mark>/g), (match) => match[1].toLowerCase()));

/**
 * The word a reader meant by a word the index has in no form, if one slip of the finger away
 * (spellingsWithSlipAt) is a word it has: the one on the most records. Pagefind matched what it
 * could of the word ("met" for "metclass", "gen" for "genrator"): the slip is looked for where the
 * longest start of the typed word that it marked ends, or one letter on (53 spellings at most at
 * each, all sorting near the word, so in index chunks already loaded). Each spelling is asked for
 * exactly (in quotes), as Pagefind otherwise matches what it can of it. Null if the word is the
 * index's own in some form ("running" for "run") or no spelling there is.
 */
async function meantSpelling(pagefind: PagefindModule, word: string, marked: readonly string[], signal?: AbortSignal): Promise<string | null> {
  if ((await resultsFor(pagefind, `"${word}"`, signal)).length > 0) return null;
  // Marked words can hold the matched part anywhere ("typeddict" for "dict…", "__dict__").
  const parting = Math.max(0, ...marked.flatMap((mark) => Array.from(mark, (_, start) => sharedStart(word, mark.slice(start)))));
  for (const at of [parting, parting + 1]) {
    let best: {spelling: string; records: number} | null = null;
    for (const spelling of spellingsWithSlipAt(word, at)) {
      const records = (await resultsFor(pagefind, `"${spelling}"`, signal)).length;
      if (records > (best?.records ?? 0)) best = {spelling, records};
    }
    if (best) return best.spelling;
  }
  return null;
}

/**
 * Searches the docs version whose index `pagefind` was loaded on (loadPagefind: `current` holds the
 * current docs, tutorials, examples, FAQ and other pages; `3.13` the Python 3.13 docs) and loads
 * the first `limit` results. Once `signal` is aborted (the reader typed on), it stops before
 * fetching anything more and rejects with its reason.
 */
export async function searchSite(pagefind: PagefindModule, query: string, limit = 8, signal?: AbortSignal): Promise<SearchOutcome> {
  let terms = searchTerms(query);
  if (terms.length === 0) return {hits: [], total: 0, terms};
  let results = await resultsFor(pagefind, terms.join(' '), signal);
  if (results.length === 0) {
    // A misspelt word, or words no single page has together: respell each word, then ask again.
    const respelt = await Promise.all(terms.map((term) => spellingThatFinds(pagefind, term, signal)));
    terms = respelt.filter((term): term is string => term !== null);
    if (terms.length > 0) results = await resultsFor(pagefind, terms.join(' '), signal);
    if (results.length === 0 && terms.length > 1) {
      // Pages with most of the words, by their summed scores.
      const scores = new Map<string, {result: PagefindResult; score: number}>();
      for (const term of terms) {
        for (const result of await resultsFor(pagefind, term, signal)) {
          const entry = scores.get(result.id);
          scores.set(result.id, {result, score: (entry?.score ?? 0) + result.score});
        }
      }
      results = [...scores.values()].sort((a, b) => b.score - a.score).map((entry) => entry.result);
    }
  }
  // Only the fragments of the results that can be drawn: each is a request (~1.3 KiB gzipped, plus
  // ~2 KiB of headers over HTTP/1.1). Records of one page often rank together and a page shows
  // once, at its best section, so a list can come out shorter than `limit`. Loading the next
  // `limit` records when the first were fewer than three pages showed more pages (tuning half: 14
  // of 121 lists one page instead of 28) but cost the queries whose records crowd one page (such as
  // "read a csv file") 4-5 fragments, past the later-query budget (tests/e2e/budgets.spec.ts).
  const loadData = (records: readonly PagefindResult[]) => {
    signal?.throwIfAborted();
    return Promise.all(records.slice(0, limit).map((result) => result.data()));
  };
  let data = await loadData(results);
  // A misspelt word that Pagefind still matched in part ("metclass" finds pages saying "met"): no
  // result marks a word containing it, less its last letter (which readers may not have typed
  // yet). Such a word is respelt (meantSpelling) and the query asked again, and its results'
  // fragments loaded instead; a word found as typed, or as the start of a longer word, never is.
  // On the evaluation's tuning half this found "metclass" (Metaclasses first, before: not in the
  // first three) and "genrator" (Generators first, as before, now by the word meant).
  const marked = data.flatMap(markedWords);
  let respelt = false;
  const meant: string[] = [];
  for (const term of terms) {
    const slip = term.length >= 5 && !marked.some((word) => word.includes(term.slice(0, -1)));
    const spelling = slip ? await meantSpelling(pagefind, term, marked, signal) : null;
    respelt ||= spelling !== null;
    meant.push(spelling ?? term);
  }
  if (respelt) {
    const meantResults = await resultsFor(pagefind, meant.join(' '), signal);
    if (meantResults.length > 0) {
      terms = meant;
      results = meantResults;
      data = await loadData(results);
    }
  }
  const hits = bestPerPage(byKindWeight(data.map((loaded, index) => ({score: results[index].score, data: loaded}))).map(toHit));
  return {hits, total: results.length, terms};
}
