/**
 * From what a reader types to what the index is asked, and back to the words marked on the page
 * they open. Pure functions: the search box, the results page and the evaluation share them.
 */

import {CURRENT_VERSION, HIGHLIGHT_PARAM} from './indexMarkup';

/**
 * Words that say how a reader asks, not what about ("how do I read a csv file"). Pagefind wants
 * every word of a query on a page, so these would only turn good pages away. "vs" too: pages
 * compare things in prose ("the difference between a list and a tuple"), rarely with "vs"; as a
 * stop word it put an answer of "run script vs import" first (the FAQ) where none was in the first
 * three (tuning half, current: top-1 93.6 → 94.3%, top-3 97.9 → 98.6%; held-out totals unchanged).
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an and are as at be by can could do does doing for from how i if in into is it its me my of on or ' +
    'should so than that the their them then there these this to use used using was way what when where which ' +
    'vs while who why will with would you your python pythons').split(' '),
);

/**
 * Short forms and other names readers type, and the words the pages use for them. Each entry
 * replaces the word it names (the pages rarely use the short form itself).
 */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  dict: 'dictionary',
  dicts: 'dictionary',
  str: 'string',
  func: 'function',
  fn: 'function',
  args: 'arguments',
  kwargs: 'keyword arguments',
  env: 'environment',
  virtualenv: 'venv',
  regexp: 'regex',
  async: 'asyncio',
  exceptions: 'exception',
  errors: 'error',
  oop: 'class',
  fstring: 'f-string',
  iterate: 'loop',
  comprehensions: 'comprehension',
};

/** The words of a query, lower-cased, without punctuation Pagefind would strip anyway. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** What the index is asked: the query's words without stop words, short forms spelled out. */
export function searchTerms(query: string): string[] {
  const words = queryWords(query);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  // "what is it" has nothing else to go on: keep what the reader typed.
  const kept = meaningful.length > 0 ? meaningful : words;
  return [...new Set(kept.flatMap((word) => (SHORT_FORMS[word] ?? word).split(' ')))];
}

/**
 * A shorter spelling to try when a word finds nothing: Pagefind matches the start of words, so
 * "decoratr" finds nothing but "decorat" finds "decorator". Null once the word is too short to
 * still mean something (four letters).
 */
export function shorterSpelling(word: string): string | null {
  return word.length > 4 ? word.slice(0, -1) : null;
}

/** Letters a slip of the finger can leave out or mistype. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Pure: the spellings of `word` with one slip of the finger undone at `at` (0-based), in the
 * order they are tried: the letter there typed in excess, swapped with the next, left out before
 * it, or mistyped ("metclass" at 3 → "metaclass", "pyhton" at 2 → "python", "iterater" at 6 →
 * "iterator"). Empty for the first two letters, which readers rarely get wrong (and every
 * spelling then sorts near the word, in the index chunks a search for it has loaded), and for
 * words of under five letters, which have too many neighbours to guess from.
 */
export function spellingsWithSlipAt(word: string, at: number): string[] {
  if (word.length < 5 || at < 2 || at > word.length) return [];
  const head = word.slice(0, at);
  const spellings = [
    head + word.slice(at + 1),
    at + 1 < word.length ? head + word[at + 1] + word[at] + word.slice(at + 2) : word,
    ...[...LETTERS].map((letter) => head + letter + word.slice(at)),
    ...(at < word.length ? [...LETTERS].map((letter) => head + letter + word.slice(at + 1)) : []),
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== word);
}

/** Pure: how many letters `word` shares with `other` from the start. */
export function sharedStart(word: string, other: string): number {
  let length = 0;
  while (length < word.length && word[length] === other[length]) length++;
  return length;
}

/** A result's link with the searched words to mark on the page, before any #anchor. */
export function withHighlight(url: string, terms: readonly string[]): string {
  if (terms.length === 0) return url;
  const [pathAndQuery, hash] = url.split('#', 2);
  const params = terms.map((term) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(term)}`).join('&');
  return `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}${params}${hash ? `#${hash}` : ''}`;
}

/** The full results page for a query, from the page it was asked on. */
export function resultsPageUrl(query: string, version: string): string {
  const params = new URLSearchParams({q: query});
  if (version !== CURRENT_VERSION) params.set('version', version);
  return `/search?${params.toString()}`;
}
