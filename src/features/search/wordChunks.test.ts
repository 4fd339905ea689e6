import {stem} from './stem';
import {chunksExtending, chunksOfPrefixes, compareWords, lookedUpWords, wordsLoading, type WordChunks} from './wordChunks';

describe('the stem a query word is looked up as (the English Snowball stemmer, as Pagefind)', () => {
  it('stems words as the index has them', () => {
    // Words of this site's index (build/pagefind's chunk boundaries are stems: "datetim", "futur", "tupl").
    const stems: Record<string, string> = {
      generators: 'generat',
      generation: 'generat',
      dictionary: 'dictionari',
      datetime: 'datetim',
      future: 'futur',
      tuple: 'tupl',
      value: 'valu',
      kwargs: 'kwarg',
      running: 'run',
      hoping: 'hope',
      classes: 'class',
      cries: 'cri',
      ties: 'tie',
      agreed: 'agre',
      organization: 'organ',
      communication: 'communic',
      controllable: 'control',
      decorators: 'decor',
      comprehensions: 'comprehens',
      asyncio: 'asyncio',
      enjoying: 'enjoy',
      skies: 'sky',
    };
    expect(Object.fromEntries(Object.keys(stems).map((word) => [word, stem(word)]))).toEqual(stems);
  });
});

describe('which index chunks a query word can reach', () => {
  // Chunks as Pagefind orders words: by code point.
  const index: WordChunks = {
    chunks: [
      ['a', 'gen'],
      ['gener', 'generat'],
      ['generatd', 'generic'],
      ['get', 'm'],
      ['me', 'metaclass'],
      ['metaclassb', 'zip'],
    ],
    shortWords: ['a', 'gen', 'get', 'm', 'me', 'met'],
  };

  it('reads a query as Pagefind does: lower case, no punctuation but the underscore', () => {
    expect(lookedUpWords('"Sys.Path"  __init__ f-string')).toEqual(['syspath', '__init__', 'fstring']);
  });

  it('orders words by code point, as Pagefind does, not by UTF-16 unit', () => {
    expect(compareWords('a\uffff', 'a📄')).toBeLessThan(0);
    expect('a\uffff' < 'a📄').toBe(false);
  });

  it('finds every chunk holding a word that begins with the stem, across chunk boundaries', () => {
    // "generators" → "generat": generat (chunk 1) and generatd…generatz (chunk 2).
    expect(chunksExtending('generators', index)).toEqual([1, 2]);
    expect(chunksExtending('zebra', index)).toEqual([5]);
  });

  it('finds the chunk of the longest short indexed word a word begins with, and of each longer prefix', () => {
    // "metclass": "met" is an indexed word (chunk 4), so "me" and "m" (chunk 3) are not needed;
    // "metc" to "metclas" sort after "metaclass" (chunk 5) and may be words.
    expect(chunksOfPrefixes('metclass', index)).toEqual([4, 5]);
    expect(chunksOfPrefixes('mz', index)).toEqual([3]);
  });

  it('asks Pagefind for a word of the chunk whose stem is in the chunk too', () => {
    // "generat" stems to itself; "gener" would look up "gener" (here the same chunk).
    expect(wordsLoading(['gener', 'generat'])).toEqual(['generat']);
    // The last word "tuples" → "tupl", in an earlier chunk: the first, "tupla", is used.
    expect(wordsLoading(['tupla', 'tuples'])).toEqual(['tupla']);
  });
});
