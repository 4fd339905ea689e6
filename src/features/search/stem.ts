/**
 * The English Snowball ("Porter2") stemmer, the one Pagefind's index is built and searched with
 * (its `rust-stemmers`): a query word is looked up in the index as its stem, and Pagefind matches
 * every indexed word that begins with that stem. The search box needs the stem to know which index
 * chunks can hold those words (wholeWordSearch, pagefindClient.ts). Pure.
 */

const VOWELS = 'aeiouy';
const isVowel = (letter: string | undefined): boolean => letter !== undefined && VOWELS.includes(letter);
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];
const LI_ENDINGS = 'cdeghkmnrt';

const EXCEPTIONS: Readonly<Record<string, string>> = {
  skis: 'ski',
  skies: 'sky',
  dying: 'die',
  lying: 'lie',
  tying: 'tie',
  idly: 'idl',
  gently: 'gentl',
  ugly: 'ugli',
  early: 'earli',
  only: 'onli',
  singly: 'singl',
  sky: 'sky',
  news: 'news',
  howe: 'howe',
  atlas: 'atlas',
  cosmos: 'cosmos',
  bias: 'bias',
  andes: 'andes',
};
const AFTER_STEP_1A = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

/** Where the region after the first non-vowel that follows a vowel starts, from `from` on. */
function regionAfter(word: string, from: number): number {
  for (let index = from + 1; index < word.length; index++) {
    if (!isVowel(word[index]) && isVowel(word[index - 1])) return index + 1;
  }
  return word.length;
}

/** Whether `word` ends in a short syllable (a vowel between non-vowels other than w, x, Y; or a word's opening vowel and non-vowel). */
function endsInShortSyllable(word: string): boolean {
  const n = word.length;
  if (n === 2) return isVowel(word[0]) && !isVowel(word[1]);
  return n > 2 && !isVowel(word[n - 3]) && isVowel(word[n - 2]) && !isVowel(word[n - 1]) && !'wxY'.includes(word[n - 1]);
}

/** The longest of `suffixes` that `word` ends with, or undefined. */
const longestSuffix = (word: string, suffixes: readonly string[]): string | undefined =>
  suffixes.filter((suffix) => word.endsWith(suffix)).sort((a, b) => b.length - a.length)[0];

const STEP_2: Readonly<Record<string, string>> = {
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  abli: 'able',
  entli: 'ent',
  izer: 'ize',
  ization: 'ize',
  ational: 'ate',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  aliti: 'al',
  alli: 'al',
  fulness: 'ful',
  ousli: 'ous',
  ousness: 'ous',
  iveness: 'ive',
  iviti: 'ive',
  biliti: 'ble',
  bli: 'ble',
  ogi: 'og',
  fulli: 'ful',
  lessli: 'less',
  li: '',
};
const STEP_3: Readonly<Record<string, string>> = {tional: 'tion', ational: 'ate', alize: 'al', icate: 'ic', iciti: 'ic', ical: 'ic', ful: '', ness: '', ative: ''};
const STEP_4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion'];

export function stem(input: string): string {
  if (input.length <= 2) return input;
  const exception = EXCEPTIONS[input];
  if (exception !== undefined) return exception;
  let word = input.replace(/^'/, '');
  // A y that is not a vowel: at the start, or after a vowel.
  let marked = '';
  for (const letter of word) marked += letter === 'y' && (marked === '' || isVowel(marked[marked.length - 1])) ? 'Y' : letter;
  word = marked;
  const r1 = /^(gener|commun|arsen)/.exec(word)?.[0].length ?? regionAfter(word, 0);
  const r2 = regionAfter(word, r1);
  const inR1 = (suffix: string) => word.length - suffix.length >= r1;
  const inR2 = (suffix: string) => word.length - suffix.length >= r2;
  const cut = (suffix: string, replacement = '') => {
    word = word.slice(0, word.length - suffix.length) + replacement;
  };

  // Step 0: possessives.
  const possessive = longestSuffix(word, ["'s'", "'s", "'"]);
  if (possessive) cut(possessive);

  // Step 1a: plurals.
  const plural = longestSuffix(word, ['sses', 'ied', 'ies', 'us', 'ss', 's']);
  if (plural === 'sses') cut(plural, 'ss');
  else if (plural === 'ied' || plural === 'ies') cut(plural, word.length > 4 ? 'i' : 'ie');
  else if (plural === 's' && /[aeiouy]/.test(word.slice(0, -2))) cut(plural);
  if (AFTER_STEP_1A.has(word)) return word;

  // Step 1b: -ed, -ing.
  const ending = longestSuffix(word, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (ending === 'eed' || ending === 'eedly') {
    if (inR1(ending)) cut(ending, 'ee');
  } else if (ending && /[aeiouy]/.test(word.slice(0, -ending.length))) {
    cut(ending);
    if (/(at|bl|iz)$/.test(word)) word += 'e';
    else if (DOUBLES.some((double) => word.endsWith(double))) word = word.slice(0, -1);
    else if (endsInShortSyllable(word) && r1 >= word.length) word += 'e';
  }

  // Step 1c: a final y after a non-vowel that is not the first letter.
  if (word.length > 2 && /[yY]$/.test(word) && !isVowel(word[word.length - 2])) cut('y', 'i');

  // Step 2.
  const suffix2 = longestSuffix(word, Object.keys(STEP_2));
  if (suffix2 && inR1(suffix2)) {
    if (suffix2 === 'ogi') {
      if (word[word.length - 4] === 'l') cut(suffix2, 'og');
    } else if (suffix2 === 'li') {
      if (LI_ENDINGS.includes(word[word.length - 3] ?? '')) cut(suffix2);
    } else cut(suffix2, STEP_2[suffix2]);
  }

  // Step 3.
  const suffix3 = longestSuffix(word, Object.keys(STEP_3));
  if (suffix3 && inR1(suffix3) && (suffix3 !== 'ative' || inR2(suffix3))) cut(suffix3, STEP_3[suffix3]);

  // Step 4.
  const suffix4 = longestSuffix(word, STEP_4);
  if (suffix4 && inR2(suffix4) && (suffix4 !== 'ion' || /[st]$/.test(word.slice(0, -3)))) cut(suffix4);

  // Step 5.
  if (word.endsWith('e') && (inR2('e') || (inR1('e') && !endsInShortSyllable(word.slice(0, -1))))) cut('e');
  else if (word.endsWith('ll') && inR2('l')) cut('l');

  return word.replace(/Y/g, 'y');
}
