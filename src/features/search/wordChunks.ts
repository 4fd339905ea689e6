/**
 * Which of a Pagefind index's chunks a query word can reach. Pure.
 *
 * Pagefind looks a query word up as its stem (stem.ts) and matches every indexed word that begins
 * with the stem ("generat" → generator, generators, generated), or, if none does, the longest
 * indexed word the stem begins with ("metclass" → "met"). It does so among the words of the chunks
 * it has loaded so far, and loads only the chunk holding the word itself: so the same query ranked
 * differently after other searches had loaded more chunks. A search that first loads every chunk
 * that can hold such a word (chunksExtending, chunksOfPrefixes) ranks as if the whole index were loaded, whatever
 * was searched before (pagefindClient.ts wholeWordSearch).
 *
 * The chunks' word ranges are read from Pagefind's metadata at build time
 * (plugins/pagefind-search, `word-chunks.json` beside each version's pagefind.js).
 */
import {stem} from './stem';

/** An index chunk's first and last word, in the index's order; chunks in order. */
export type WordChunk = readonly [from: string, to: string];
/**
 * What the build writes about an index (plugins/pagefind-search/word-chunks.mjs): its chunks, and
 * its words of up to SHORT_WORD_LENGTH letters.
 */
export type WordChunks = Readonly<{chunks: readonly WordChunk[]; shortWords: readonly string[]}>;
/** plugins/pagefind-search/word-chunks.mjs SHORT_WORD_LENGTH. */
export const SHORT_WORD_LENGTH = 3;

/** The file the build writes beside each version's pagefind.js, listing its WordChunks. */
export const WORD_CHUNKS_FILE = 'word-chunks.json';

/** Pagefind (Rust) orders words by their UTF-8 bytes: by code point, not by UTF-16 unit as `<` does. */
export function compareWords(a: string, b: string): number {
  const left = Array.from(a, (letter) => letter.codePointAt(0) ?? 0);
  const right = Array.from(b, (letter) => letter.codePointAt(0) ?? 0);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return left[index] - right[index];
  }
  return left.length - right.length;
}

/**
 * The words Pagefind looks up for a query, as it normalises them (pagefind.js `search`): lower
 * case, without quotes and punctuation (the underscore is kept, as the index keeps it), split at
 * spaces, accents removed.
 */
export function lookedUpWords(query: string): string[] {
  return Array.from(query.toLowerCase(), (letter) => (letter !== '_' && /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/u.test(letter) ? '' : letter))
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/\s+/)
    .filter(Boolean);
}

const holds = ([from, to]: WordChunk, word: string) => compareWords(from, word) <= 0 && compareWords(word, to) <= 0;
/** Whether a chunk can hold a word beginning with `start`: such words sort together, from `start` on. */
const holdsWordsStarting = ([from, to]: WordChunk, start: string) => compareWords(to, start) >= 0 && (compareWords(from, start) <= 0 || from.startsWith(start));

/** The stem and the word as typed: Pagefind matches the indexed words that begin with either. */
const startsOf = (word: string) => [...new Set([stem(word), word])];

/**
 * The chunks (their indexes in `index.chunks`) that can hold an indexed word beginning with
 * `word`'s stem or with `word` as typed: all Pagefind matches it with, if it matches any.
 */
export function chunksExtending(word: string, {chunks}: WordChunks): number[] {
  const starts = startsOf(word);
  return chunks.flatMap((chunk, index) => (starts.some((start) => holdsWordsStarting(chunk, start)) ? [index] : []));
}

/** The chunks that can hold `word`'s stem or `word` itself: all an exact search (in quotes) looks at. */
export function chunksHolding(word: string, {chunks}: WordChunks): number[] {
  const starts = startsOf(word);
  return chunks.flatMap((chunk, index) => (starts.some((start) => holds(chunk, start)) ? [index] : []));
}

/**
 * The chunks that can hold the longest indexed word that `word`'s stem (or `word`) begins with,
 * which Pagefind matches instead when no indexed word begins with the stem ("metclass" → "met").
 * Of the words of up to SHORT_WORD_LENGTH letters the index's own are listed, so only the longest
 * such prefix's chunk is needed; a longer prefix's chunk is loaded whether or not it is a word.
 */
export function chunksOfPrefixes(word: string, {chunks, shortWords}: WordChunks): number[] {
  const prefixes = startsOf(word).flatMap((start) => {
    const shorter = Array.from({length: start.length - 1}, (_, end) => start.slice(0, end + 1));
    const long = shorter.filter((prefix) => Array.from(prefix).length > SHORT_WORD_LENGTH);
    const longestShortWord = shorter.filter((prefix) => Array.from(prefix).length <= SHORT_WORD_LENGTH && shortWords.includes(prefix)).pop();
    return longestShortWord === undefined ? long : [...long, longestShortWord];
  });
  return chunks.flatMap((chunk, index) => (prefixes.some((prefix) => holds(chunk, prefix)) ? [index] : []));
}

/**
 * A word that makes Pagefind load the chunk (its preload), as it loads the chunk holding each
 * word it is asked and the one holding the word's stem: the chunk's last word, or its first, whose
 * stem the chunk holds too. Both if neither (a neighbour is loaded as well).
 */
export function wordsLoading(chunk: WordChunk): string[] {
  const fitting = [chunk[1], chunk[0]].find((word) => holds(chunk, stem(word)));
  return fitting === undefined ? [...chunk] : [fitting];
}
