import {byKindWeight} from './pagefindClient';

const result = (url: string, kind: string, score: number) => ({score, data: {url, excerpt: '', meta: {title: url, kind}, sub_results: []}});

describe('the order of the results a reader sees', () => {
  it('puts the docs page that explains a topic before a tutorial that uses it a little more', () => {
    const ordered = byKindWeight([result('/tutorials/async-job-runner', 'Tutorial', 10), result('/docs/advanced/concurrency', 'Docs', 8)]);
    expect(ordered.map((data) => data.url)).toEqual(['/docs/advanced/concurrency', '/tutorials/async-job-runner']);
  });

  it('keeps a tutorial first when it is the only page that is much about the words', () => {
    const ordered = byKindWeight([result('/tutorials/tiny-interpreter', 'Tutorial', 30), result('/docs/python-basics/functions', 'Docs', 4)]);
    expect(ordered.map((data) => data.url)).toEqual(['/tutorials/tiny-interpreter', '/docs/python-basics/functions']);
  });

  it('keeps the search engine order for results of equal weight', () => {
    const ordered = byKindWeight([result('/faq', 'FAQ', 5), result('/examples', 'Example', 5), result('/docs/glossary', 'Docs', 5)]);
    expect(ordered.map((data) => data.url)).toEqual(['/faq', '/examples', '/docs/glossary']);
  });
});
