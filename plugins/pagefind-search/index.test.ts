import {markOtherPage, pageRecords, recordsByBundle, sectionRecords} from './index';

const docPage =
  '<html><body><nav>Docs Tutorials</nav><article><div data-pagefind-body="" data-pagefind-filter=version:3.13 data-pagefind-meta=kind:Docs>' +
  '<div class="markdown"><header><h1>Decorators</h1></header><p>A decorator wraps a function.</p>' +
  '<h2 class=anchor id=stacking-decorators>Stacking decorators<a href=#stacking-decorators class=hash-link>\u200b</a></h2><p>Stack them.</p>' +
  '<h2 id=see-also>See also</h2><ul><li><a href=/docs/x>X</a></li></ul></div></div>' +
  '<footer class="theme-doc-footer">Edit this page</footer></article></body></html>';

describe('a page is cut into its sections', () => {
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


describe("a page's sections are indexed together, a few to a record", () => {
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('makes one record of a short page: its title once, then each section under its heading, which search results link to', () => {
    const records = pageRecords(sectionRecords('/docs/3.13/advanced/decorators', docPage) ?? []);
    expect(records).toHaveLength(1);
    const [page] = records;
    expect(page.url).toBe('/docs/3.13/advanced/decorators');
    expect(page.version).toBe('3.13');
    expect(count(page.content, 'Decorators</h1>')).toBe(1);
    expect(page.content).toContain('A decorator wraps a function.');
    // A ## heading weighs more than Pagefind's default for it (SECTION_HEADING_WEIGHT).
    expect(page.content).toMatch(/<h2 data-pagefind-weight="9" class=anchor id=stacking-decorators>Stacking decorators/);
    expect(page.content).toContain('data-pagefind-meta="kind:Docs"');
    expect(page.content).not.toContain('section:');
  });

  it('starts a new record at a section once a record has enough words, linked to that section', () => {
    const long = docPage.replace('<p>Stack them.</p>', '<h2 id=order>Order</h2><p>Outermost first.</p>');
    const records = pageRecords(sectionRecords('/docs/advanced/decorators', long) ?? [], 4);
    expect(records.map((record) => record.url)).toEqual(['/docs/advanced/decorators', '/docs/advanced/decorators#stacking-decorators']);
    // Each record is titled with its page, so the page's name finds every part of it.
    expect(records.every((record) => count(record.content, '<h1>Decorators</h1>') === 1)).toBe(true);
    expect(records[1].content).toContain('id=order');
  });

  it("keeps pages apart, and turns each FAQ question into a heading with the question's id", () => {
    const faq = markOtherPage(
      '/faq',
      '<html><body><main><h1>Frequently Asked Questions</h1><details id=which-version><summary>Which version?</summary><p>The newest.</p></details></main></body></html>',
    );
    const docs = sectionRecords('/docs/advanced/decorators', docPage) ?? [];
    const records = pageRecords([...docs, ...(sectionRecords('/faq', faq ?? '') ?? [])]);
    expect(records.map((record) => record.url)).toEqual(['/docs/advanced/decorators', '/faq']);
    expect(records[1].content).toContain('<h3 id=which-version>Which version?</h3>');
    expect(records[1].content).not.toContain('<summary');
  });
});
