import {markOtherPage, recordsByBundle, sectionRecords} from './index';

const docPage =
  '<html><body><nav>Docs Tutorials</nav><article><div data-pagefind-body="" data-pagefind-filter=version:3.13 data-pagefind-meta=kind:Docs>' +
  '<div class="markdown"><header><h1>Decorators</h1></header><p>A decorator wraps a function.</p>' +
  '<h2 class=anchor id=stacking-decorators>Stacking decorators<a href=#stacking-decorators class=hash-link>\u200b</a></h2><p>Stack them.</p>' +
  '<h2 id=see-also>See also</h2><ul><li><a href=/docs/x>X</a></li></ul></div></div>' +
  '<footer class="theme-doc-footer">Edit this page</footer></article></body></html>';

describe('the search index holds one record per section of a page', () => {
  it('splits a doc page at its ## headings, each linked to its heading, with the page title, version and kind', () => {
    const records = sectionRecords('/docs/3.13/advanced/decorators', docPage) ?? [];
    expect(records.map((record) => record.url)).toEqual(['/docs/3.13/advanced/decorators', '/docs/3.13/advanced/decorators#stacking-decorators']);
    expect(records.map((record) => record.version)).toEqual(['3.13', '3.13']);
    const [intro, stacking] = records.map((record) => record.content);
    // The version picks the index (one per version), so the records carry no filter.
    expect(intro).not.toContain('data-pagefind-filter');
    expect(intro).not.toContain('Edit this page');
    expect(stacking).toContain('<h1>Decorators</h1>');
    expect(stacking).toContain('data-pagefind-meta="section:Stacking decorators"');
    expect(stacking).toContain('data-pagefind-meta="kind:Docs"');
  });

  it('leaves out pages that are not marked, and splits the FAQ at its questions', () => {
    expect(sectionRecords('/chat', '<html><body><main>My Chats</main></body></html>')).toBeNull();
    expect(markOtherPage('/chat', '<main>My Chats</main>')).toBeNull();
    const faq = markOtherPage(
      '/faq',
      '<html><body><main class=container><h1>Frequently Asked Questions</h1><h2 id=install>Installing</h2>' +
        '<details id=which-version><summary>Which version of Python should I install?</summary><p>The newest.</p></details></main><footer>site</footer></body></html>',
    );
    const records = sectionRecords('/faq', faq ?? '') ?? [];
    expect(records.map((record) => record.url)).toEqual(['/faq', '/faq#which-version']);
    expect(records[1].content).toContain('section:Which version of Python should I install?');
    expect(records[1].version).toBe('current');
    expect(records[1].content).not.toContain('site');
  });
});

describe('each docs version has a search index of its own', () => {
  it('puts the current docs with the other pages in pagefind/, and 3.13 docs in pagefind-3.13/', () => {
    const docs = sectionRecords('/docs/3.13/advanced/decorators', docPage) ?? [];
    const faq = sectionRecords('/faq', markOtherPage('/faq', '<html><body><main><h1>FAQ</h1><p>Answers.</p></main></body></html>') ?? '') ?? [];
    const bundles = recordsByBundle([...docs, ...faq]);
    expect([...bundles.keys()]).toEqual(['pagefind-3.13', 'pagefind']);
    expect(bundles.get('pagefind')?.map((record) => record.url)).toEqual(['/faq']);
    expect(bundles.get('pagefind-3.13')).toHaveLength(2);
  });
});

