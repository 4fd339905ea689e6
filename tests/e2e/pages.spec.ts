import {readFileSync} from 'node:fs';
import {expect, test, type Page} from './support/test';
import {metaContent, titleOf} from './support/html';
import {blocksInPage, lookByTheme} from './support/codeLook';

const CURRENT_DOC_PAGES = [
  'getting-started/introduction',
  'getting-started/installation',
  'getting-started/environment-setup',
  'getting-started/first-program',
  'getting-started/whats-new-3-14',
  'python-basics/syntax-and-variables',
  'python-basics/data-types',
  'python-basics/operators',
  'python-basics/control-flow',
  'python-basics/functions',
  'python-basics/modules-and-packages',
  'intermediate/classes-and-objects',
  'intermediate/inheritance',
  'intermediate/type-hints',
  'advanced/decorators',
  'advanced/generators',
  'advanced/context-managers',
  'advanced/metaclasses',
  'advanced/concurrency',
  'libraries/standard-library',
  'libraries/file-handling',
  'libraries/data-processing',
  'libraries/web-frameworks',
  'libraries/data-science',
  'best-practices/pep8',
  'best-practices/testing',
  'best-practices/error-handling',
  'best-practices/common-error-messages',
  'glossary',
].map((page) => `/docs/${page}`);

test.describe('home page', () => {
  test('has no site header but its own navigation to docs, tutorials and sign-in', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Login'})).toBeVisible();
    for (const section of ['Getting Started', 'Python Basics', 'Intermediate Python', 'Advanced Python', 'Python Libraries', 'Best Practices']) {
      await expect(page.getByRole('link', {name: new RegExp(section)}).first()).toBeVisible();
    }
    await page.getByRole('link', {name: 'Follow a tutorial'}).click();
    await expect(page).toHaveURL(/\/tutorials$/);
    await page.goto('/');
    await page.getByRole('link', {name: 'Read the docs'}).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Python Documentation'})).toBeVisible();
  });

  test('fits a 390 px phone screen without sideways scrolling', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', {name: 'Read the docs'})).toBeVisible();
  });
});

test.describe('documentation', () => {
  test('opening a page expands its section in the sidebar and highlights the page', async ({page}) => {
    await page.goto('/docs/advanced/generators');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const current = sidebar.getByRole('link', {name: 'Generators', exact: true});
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', {name: 'Decorators', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Inheritance', exact: true})).toBeHidden();
    await expect(sidebar.getByRole('button', {name: /Advanced Python/})).toHaveAttribute('aria-expanded', 'true');
  });

  test('a page added later comes after the original pages of its section, and the glossary comes after the sections', async ({page}) => {
    await page.goto('/docs/python-basics/modules-and-packages');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Modules and Packages', exact: true})).toHaveAttribute('aria-current', 'page');
    const names = (await sidebar.getByRole('link').allTextContents()).map((name) => name.trim());
    expect(names.indexOf('Functions')).toBeGreaterThan(-1);
    expect(names.indexOf('Modules and Packages')).toBe(names.indexOf('Functions') + 1);
    expect(names.at(-1)).toBe('Glossary');
  });

  test('a term links to its glossary entry, and the entry links back to the page that teaches it', async ({page}) => {
    await page.goto('/docs/advanced/generators');
    await page.getByRole('main').getByRole('link', {name: 'generator', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/glossary#generator$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Glossary'})).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: 'Generators', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/advanced\/generators#yield-generator-functions$/);
  });

  test('the version menu switches to the Python 3.13 docs on the same page', async ({page}) => {
    await page.goto('/docs/advanced/generators');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'Python 3.14'}).or(nav.getByRole('link', {name: 'Python 3.14'})).first().hover();
    await nav.getByRole('link', {name: 'Python 3.13', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/3\.13\/advanced\/generators$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Generators'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Generators', exact: true})).toHaveAttribute('aria-current', 'page');
  });

  test('clicking a category toggles it', async ({page}) => {
    await page.goto('/docs/advanced/generators');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const toggle = sidebar.getByRole('button', {name: /Advanced Python/});
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', {name: 'Decorators', exact: true})).toBeHidden();
    await toggle.click();
    await expect(sidebar.getByRole('link', {name: 'Decorators', exact: true})).toBeVisible();
  });

  test('a page has a table of contents, previous/next links and copy buttons on code', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    await expect(page.locator('.table-of-contents').first()).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs pages'})).toBeVisible();
    await expect(page.getByRole('button', {name: /copy code/i}).first()).toBeAttached();
  });

  test('code is highlighted on a page opened directly and on one reached by a link, and long lines can be wrapped', async ({page}) => {
    // On a phone, where long lines overflow and get a word-wrap button. Opened directly, the page
    // keeps the server's highlighted code (src/theme/CodeBlock/Content).
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/advanced/generators');
    const firstBlock = page.locator('.theme-doc-markdown pre').first();
    await expect(firstBlock.locator('.token.keyword').first()).toBeVisible();
    expect(await page.locator('.theme-doc-markdown pre .token').count()).toBeGreaterThan(100);
    const wrap = page.getByRole('button', {name: 'Toggle word wrap'}).first();
    await wrap.click();
    await expect(page.locator('.theme-doc-markdown pre code[style*="white-space"]').first()).toBeAttached();
    // Reached by a link, the browser renders and highlights the blocks itself.
    await page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /Decorators/}).click();
    await expect(page).toHaveURL(/\/docs\/advanced\/decorators$/);
    // The address changes before the new page replaces the old one: wait for the new page itself.
    await expect(page.getByRole('heading', {level: 1, name: 'Decorators'})).toBeVisible();
    await expect(page.locator('.theme-doc-markdown pre').first().locator('.token.keyword').first()).toBeVisible();
    const tokens = await page.locator('.theme-doc-markdown pre .token').count();
    expect(tokens).toBeGreaterThan(100);
  });

  test('every character of the Python examples has the colour the Prism theme gives it, opened directly or reached by a link', async ({page}) => {
    // The colours come from the site's stylesheet (plugins/prism-token-styles), not from a style
    // attribute on each token: the server's HTML and the browser's own rendering must both match
    // what prism-react-renderer's inline styles would have drawn.
    const checkBlocks = async (): Promise<number> => {
      const blocks = await blocksInPage(page);
      for (const block of blocks) expect(block.runs, `a ${block.language} block:\n${block.code.slice(0, 200)}`).toEqual(lookByTheme(block.code, block.language));
      return blocks.length;
    };
    await page.goto('/docs/advanced/generators');
    expect(await checkBlocks()).toBeGreaterThan(20);
    const content = page.locator('.theme-doc-markdown');
    expect(await content.locator('pre .token-line[style]').count()).toBe(0);
    expect(await content.locator('pre .token.keyword[style]').count()).toBe(0);
    // Text in the block's own colour (plain text, punctuation) is written without a <span>.
    expect(await content.locator('pre span.token.plain:not([style]), pre span.token.punctuation').count()).toBe(0);

    await page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /Decorators/}).click();
    await expect(page).toHaveURL(/\/docs\/advanced\/decorators$/);
    // As above: the generators page's blocks, being taken away, would be read with no style at all.
    await expect(page.getByRole('heading', {level: 1, name: 'Decorators'})).toBeVisible();
    await expect(content.locator('pre').first().locator('.token.keyword').first()).toBeVisible();
    expect(await checkBlocks()).toBeGreaterThan(10);
    expect(await content.locator('pre .token.keyword[style]').count()).toBe(0);
  });

  test('shell commands are highlighted too on a page reached by a link, as on a page opened directly', async ({page}) => {
    // Bash is one of the extra grammars (themeConfig.prism.additionalLanguages) that the lazily
    // loaded highlighter registers when it arrives (src/theme/CodeBlock/Content/Highlighted.tsx).
    const aptBlock = page.locator('.theme-doc-markdown pre.language-bash').filter({hasText: 'sudo apt install build-essential'});
    const sudo = aptBlock.locator('.token.function').filter({hasText: /^sudo$/}).first();
    await page.goto('/docs/getting-started/installation');
    await expect(sudo).toBeVisible();
    await page.goto('/docs/getting-started/first-program');
    await page.locator('.theme-doc-markdown').getByRole('link', {name: 'installed Python'}).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
    await expect(sudo).toBeVisible();
  });

  test('the pages a doc page links to are prefetched once it is idle, and open without a page load', async ({page}) => {
    await page.goto('/docs/advanced/generators');
    // plugins/idle-prefetch hands Docusaurus' viewport prefetching to idle callbacks: it still happens.
    await expect.poll(() => page.locator('head link[rel="prefetch"]').count(), {timeout: 15_000}).toBeGreaterThan(0);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('.pagination-nav').getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/docs\/advanced\/generators$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(documents).toEqual([]);
  });



});

test.describe('search', () => {
  const nav = (page: Page) => page.getByRole('navigation', {name: 'Main'});
  const searchBox = (page: Page) => nav(page).getByPlaceholder('Search');

  /** Ctrl+K as a reader presses it: a press before the page has hydrated does nothing, so again. */
  async function openSearchWithShortcut(page: Page): Promise<void> {
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeFocused({timeout: 5_000});
    }).toPass({timeout: 30_000});
  }

  test('Ctrl+K opens search from anywhere on the page', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    await page.waitForLoadState('networkidle');
    await openSearchWithShortcut(page);
  });

  test('searching "decorator" finds the decorators page', async ({page}) => {
    await page.goto('/docs');
    await nav(page).getByRole('button', {name: 'Search'}).click();
    await expect(searchBox(page)).toBeFocused({timeout: 30_000});
    await searchBox(page).fill('decorator');
    const result = page.getByRole('option').filter({hasText: /Decorators/}).first();
    await expect(result).toBeVisible({timeout: 30_000});
    await result.click();
    await expect(page).toHaveURL(/\/docs\/advanced\/decorators/);
  });

  test('a reader types a few words, arrows down to a result under its heading, presses Enter and lands on that heading with the words marked', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    await openSearchWithShortcut(page);
    await page.keyboard.type('lru_cache');
    // The result names the page and the heading it lands on.
    const wanted = page.getByRole('option').filter({hasText: 'Decorators › Caching with functools.cache and lru_cache'});
    await expect(wanted).toBeVisible({timeout: 30_000});
    // Down the list with the arrow keys until it is the chosen one (the input keeps focus).
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(wanted).toHaveAttribute('aria-selected', 'true', {timeout: 500});
    }).toPass({timeout: 10_000});
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id')) ?? 'no id');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/advanced\/decorators\?_highlight=lru_cache#caching-with-functoolscache-and-lru_cache$/);
    await expect(page.getByRole('heading', {name: /Caching with functools\.cache and lru_cache/})).toBeInViewport();
    await expect(page.locator('article mark').filter({hasText: 'lru_cache'}).first()).toBeVisible();
    // The list closed behind the reader.
    await expect(page.getByRole('listbox', {name: 'Search results'})).toBeHidden();
  });

  test('a misspelt word still finds its page', async ({page}) => {
    await page.goto('/tutorials');
    await openSearchWithShortcut(page);
    await page.keyboard.type('decoratr');
    await expect(page.getByRole('option').first()).toContainText('Decorators', {timeout: 30_000});
  });

  test('a word with a letter left out in the middle finds the page meant, and marks the word meant on it', async ({page}) => {
    await page.goto('/tutorials');
    await openSearchWithShortcut(page);
    // Pagefind alone matches what it can of "metclass": pages saying "met".
    await page.keyboard.type('metclass');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Metaclasses', {timeout: 30_000});
    await first.click();
    await expect(page).toHaveURL(/\/docs\/advanced\/metaclasses\?_highlight=metaclass(?:[&#]|$)/);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('a search from a Python 3.13 page returns 3.13 pages only', async ({page}) => {
    await page.goto('/docs/3.13/advanced/generators');
    await openSearchWithShortcut(page);
    await page.keyboard.type('decorators');
    await expect(page.getByRole('status').filter({hasText: 'in the Python 3.13 docs'})).toBeVisible({timeout: 30_000});
    // Enter with no result chosen opens every result, in the version searched.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=decorators&version=3\.13$/);
    const links = page.getByRole('list', {name: 'Search results'}).getByRole('link');
    await expect(links.first()).toBeVisible({timeout: 30_000});
    const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(targets.length).toBeGreaterThan(3);
    expect(targets.filter((href) => !/^\/docs\/3\.13[/?#]/.test(href))).toEqual([]);
    // And from a current page, no 3.13 page.
    await page.goto('/search?q=decorators');
    await expect(links.first()).toBeVisible({timeout: 30_000});
    const current = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(current.filter((href) => /^\/docs\/3\.13[/?#]/.test(href))).toEqual([]);
    expect(current.some((href) => href.startsWith('/docs/advanced/decorators'))).toBe(true);
  });

  test('nothing search-related is downloaded until the reader reaches for the search box', async ({page}) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/pagefind/') || /search-(box|highlight)/.test(url.pathname)) searchRequests.push(url.pathname);
    });
    await page.goto('/docs/advanced/generators');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    await nav(page).getByRole('button', {name: 'Search'}).hover();
    await expect.poll(() => searchRequests.some((path) => path.endsWith('/pagefind.js')), {timeout: 30_000}).toBe(true);
    await nav(page).getByRole('button', {name: 'Search'}).click();
    await searchBox(page).fill('generator');
    // A page result, not the "Ask the assistant" entry, which is there before any result is.
    await expect(page.getByRole('option').filter({hasNotText: 'Ask the assistant'}).first()).toBeVisible({timeout: 30_000});
    expect(searchRequests.some((path) => path.startsWith('/pagefind/fragment/'))).toBe(true);
  });

  test('offline, search still answers from the index parts already fetched, and says so when it needs more', async ({page, context}) => {
    await page.goto('/docs/advanced/generators');
    await openSearchWithShortcut(page);
    await page.keyboard.type('generators');
    await expect(page.getByRole('option').first()).toContainText('Generators', {timeout: 30_000});
    await context.setOffline(true);
    // The same word again: its index chunk and fragments are already in the page.
    await searchBox(page).fill('');
    await searchBox(page).fill('generators');
    await expect(page.getByRole('option').first()).toContainText('Generators');
    // A word from a part of the index never fetched.
    await searchBox(page).fill('metaclass');
    await expect(page.getByRole('status').filter({hasText: 'You are offline'})).toBeVisible({timeout: 30_000});
    await context.setOffline(false);
  });

  test('a search result link highlights the matched words on the target page', async ({page}) => {
    await page.goto('/docs/advanced/decorators?_highlight=decorator');
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('the results page lists every result with its heading and offers to ask the assistant', async ({page}) => {
    await page.goto('/search?q=context%20manager');
    await expect(page.getByRole('main').getByRole('status')).toContainText(/\d+ results for “context manager”, on \d+ pages/, {timeout: 30_000});
    await expect(page.getByRole('list', {name: 'Search results'}).getByRole('link').first()).toContainText(/Context managers/i);
    await expect(page.getByRole('link', {name: 'Ask the assistant: context manager'})).toHaveAttribute('href', '/login?returnTo=%2Fchat%3Fask%3Dcontext%2520manager');
  });

  test('a search of a Python version the site does not document says so and links to the versions it does', async ({page}) => {
    await page.goto('/search?q=decorators&version=3.12');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('No results for “decorators”: this site has no Python 3.12 docs. It documents Python 3.14 and Python 3.13', {timeout: 30_000});
    await expect(status).not.toContainText('could not load');
    await status.getByRole('link', {name: 'Python 3.13'}).click();
    await expect(page).toHaveURL(/\/search\?q=decorators&version=3\.13$/);
    const links = page.getByRole('list', {name: 'Search results'}).getByRole('link');
    await expect(links.first()).toHaveAttribute('href', /^\/docs\/3\.13\//, {timeout: 30_000});
  });
});

test.describe('code examples', () => {
  test('filters narrow the list and each example has its own link', async ({page}) => {
    await page.goto('/examples');
    const count = page.getByRole('status').filter({hasText: /Showing/});
    const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(40);
    await page.getByLabel('Level', {exact: true}).selectOption('advanced');
    const advanced = Number((await count.textContent())?.match(/Showing (\d+)/)?.[1]);
    expect(advanced).toBeGreaterThan(0);
    expect(advanced).toBeLessThan(total);
    await page.getByLabel('Filter by text').fill('asyncio');
    await expect(count).not.toHaveText(`Showing ${advanced} of ${total} examples`);
    const first = page.locator('article').first();
    await expect(first).toContainText(/asyncio/i);
    await expect(page).toHaveURL(/level=advanced/);
    const anchor = await first.getAttribute('id');
    await page.goto(`/examples#${anchor}`);
    await expect(page.locator(`article#${anchor}`)).toBeInViewport();
  });
});

test.describe('FAQ', () => {
  test('a deep link opens that answer', async ({page}) => {
    await page.goto('/faq');
    const firstQuestion = page.locator('details').first();
    const id = await firstQuestion.getAttribute('id');
    await expect(firstQuestion).not.toHaveAttribute('open', '');
    await page.goto(`/faq#${id}`);
    await expect(page.locator(`details#${id}`)).toHaveAttribute('open', '');
    await expect(page.locator(`details#${id}`)).toBeInViewport();
  });

  test('carries FAQPage structured data for every question', async ({page}) => {
    await page.goto('/faq');
    // Read it in one go: the head manager replaces its tags once after hydration, so two separate
    // reads can straddle that moment.
    const readStructuredData = () =>
      page.evaluate(() => {
        const text = Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
          .map((script) => script.textContent ?? '')
          .find((content) => content.includes('FAQPage'));
        return text === undefined ? null : (JSON.parse(text) as {'@type': string; mainEntity: unknown[]});
      });
    const found: {data?: {'@type': string; mainEntity: unknown[]} | null} = {};
    await expect
      .poll(async () => {
        found.data = await readStructuredData();
        return found.data?.['@type'];
      })
      .toBe('FAQPage');
    const data = found.data;
    if (!data) throw new Error('no FAQPage structured data');
    expect(data.mainEntity.length).toBe(await page.locator('details').count());
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(30);
  });
});

test.describe('on a 390 px phone', () => {
  test('no documentation page, tutorial, the examples or the FAQ scrolls sideways', async ({page}) => {
    test.slow(); // about 50 pages, one after another
    // Every page the site map lists, so a page added later is held to it too: a wide table or a
    // long line of code in an exercise option once widened three pages past the screen.
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/sitemap');
    const listed = await page.locator('main a[href^="/docs/"], main a[href^="/tutorials/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const routes = [...new Set([...listed, '/examples', '/faq'])];
    expect(routes.length).toBeGreaterThan(CURRENT_DOC_PAGES.length + 8);
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) wide.push(`${route} (${overflow} px)`);
    }
    expect(wide).toEqual([]);
  });
});

test.describe('sitemap', () => {
  test('/sitemap links to every documentation page of the current version', async ({page}) => {
    await page.goto('/sitemap');
    for (const docPage of CURRENT_DOC_PAGES) {
      await expect(page.locator(`main a[href="${docPage}"]`)).toHaveCount(1);
    }
  });

  test('sitemap.xml lists the public pages and leaves out /chat and /login', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const docPage of CURRENT_DOC_PAGES) expect(xml).toContain(`${docPage}</loc>`);
    expect(xml).toContain('/tutorials</loc>');
    expect(xml).toContain('/faq</loc>');
    expect(xml).not.toMatch(/\/chat<\/loc>/);
    expect(xml).not.toMatch(/\/login<\/loc>/);
  });
});

test.describe('every route is a finished page', () => {
  const routes = ['/', '/docs', '/tutorials', '/community', '/chat', '/login', '/docs/getting-started', '/docs/python-basics', '/docs/intermediate', '/docs/advanced', '/docs/libraries', '/docs/best-practices', '/examples', '/faq', '/privacy-policy', '/terms-of-service', '/sitemap'];
  for (const route of routes) {
    test(`${route} has a title in the site's template and a description`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toMatch(/^(.+ \| )?PyDocs - Comprehensive Python Documentation$/);
      expect(metaContent(html, 'description')?.length).toBeGreaterThanOrEqual(30);
    });
  }

  test('an unknown address shows a helpful not-found page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'We couldn’t find that page'})).toBeVisible();
    await expect(page.locator('main').getByRole('link', {name: 'Advanced Python'})).toBeVisible();
  });

  test('the legal pages are dated and give a contact address', async ({page}) => {
    for (const route of ['/privacy-policy', '/terms-of-service']) {
      await page.goto(route);
      await expect(page.getByRole('main')).toContainText('21 November 2026');
      await expect(page.getByRole('main')).toContainText('@pydocs.dev');
    }
  });
});

test('the social card in static/ is 1200x630', () => {
  const png = readFileSync('static/img/pydocs-social-card.png');
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});
