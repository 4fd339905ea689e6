import {clearHighlights, highlightTerms} from './highlightTerms';

describe('marking the searched words on the page a result opened', () => {
  it('marks whole words that start with a searched word, in text only', () => {
    document.body.innerHTML = '<article><p>A decorator wraps; decorators stack. Redecorate is not one.</p><button>decorator</button></article>';
    const article = document.querySelector('article') as HTMLElement;
    expect(highlightTerms(article, ['decorat'])).toBe(2);
    expect(Array.from(article.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['decorator', 'decorators']);
    expect(article.querySelector('button')?.innerHTML).toBe('decorator');
  });

  it('leaves the text as it was once the marks are cleared', () => {
    document.body.innerHTML = '<article><p>yield from a generator</p></article>';
    const article = document.querySelector('article') as HTMLElement;
    highlightTerms(article, ['yield', 'generator']);
    clearHighlights(article);
    expect(article.innerHTML).toBe('<p>yield from a generator</p>');
  });
});
