import {resultsPageUrl, searchTerms, sharedStart, shorterSpelling, spellingsWithSlipAt, withHighlight} from './query';
import {searchMarkup, searchVersionOf} from './indexMarkup';

describe('what the index is asked for what a reader types', () => {
  it('drops the words of how a question is asked and keeps what it is about', () => {
    expect(searchTerms('What is the GIL?')).toEqual(['gil']);
    expect(searchTerms('how do I read a csv file')).toEqual(['read', 'csv', 'file']);
  });

  it('asks for both sides of a comparison, not for the "vs" pages rarely say', () => {
    expect(searchTerms('run script vs import')).toEqual(['run', 'script', 'import']);
  });

  it('spells out short forms the pages do not use', () => {
    expect(searchTerms('dict get default')).toEqual(['dictionary', 'get', 'default']);
  });

  it('keeps a query made only of common words rather than asking for nothing', () => {
    expect(searchTerms('is it')).toEqual(['is', 'it']);
  });

  it('tries a shorter spelling of a misspelt word, down to four letters', () => {
    expect(shorterSpelling('decoratr')).toBe('decorat');
    expect(shorterSpelling('deco')).toBeNull();
  });

  it('undoes one slip of the finger where a misspelt word parts from the words the index has', () => {
    // "metclass": the index has "met…" but no "metc…": the slip is at the fourth letter.
    expect(sharedStart('metclass', 'metaclass')).toBe(3);
    expect(spellingsWithSlipAt('metclass', 3)).toContain('metaclass');
    expect(spellingsWithSlipAt('pyhton', 2)).toContain('python');
    expect(spellingsWithSlipAt('iterater', 6)).toContain('iterator');
    expect(spellingsWithSlipAt('classses', 5)).toContain('classes');
    expect(spellingsWithSlipAt('metclass', 3)).not.toContain('metclass');
    // One letter left out, doubled, swapped or mistyped there: no more than 2 + 26 + 25 spellings.
    expect(spellingsWithSlipAt('metclass', 3).length).toBeLessThanOrEqual(53);
  });

  it('guesses no respelling of the first two letters or of a short word', () => {
    expect(spellingsWithSlipAt('pyhton', 1)).toEqual([]);
    expect(spellingsWithSlipAt('lsit', 2)).toEqual([]);
  });
});

describe('links from a result', () => {
  it('carries the searched words to mark, before the heading anchor', () => {
    expect(withHighlight('/docs/advanced/decorators#stacking-decorators', ['stack', 'decorator'])).toBe(
      '/docs/advanced/decorators?_highlight=stack&_highlight=decorator#stacking-decorators',
    );
  });

  it('opens the full results page in the version searched', () => {
    expect(resultsPageUrl('yield from', 'current')).toBe('/search?q=yield+from');
    expect(resultsPageUrl('yield', '3.13')).toBe('/search?q=yield&version=3.13');
  });
});

describe('which docs a page searches', () => {
  it('searches the 3.13 docs from a 3.13 page and the current ones from anywhere else', () => {
    expect(searchVersionOf('/docs/3.13/advanced/generators')).toBe('3.13');
    expect(searchVersionOf('/docs/advanced/generators')).toBe('current');
    expect(searchVersionOf('/tutorials/todo-cli')).toBe('current');
  });

  it('tags a tutorial as one, and a doc page with its version', () => {
    expect(searchMarkup('current', '/tutorials/todo-cli')['data-pagefind-meta']).toBe('kind:Tutorial');
    expect(searchMarkup('3.13', '/docs/3.13/advanced/generators')['data-pagefind-filter']).toBe('version:3.13');
  });
});
