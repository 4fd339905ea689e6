import {safeUrl} from '../safe-html';
import {LINK_REL, highlightCode, renderMarkdown} from './markdown';

function render(source: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(source);
  return container;
}

describe('renderMarkdown', () => {
  test('a reader writes GitHub-flavoured Markdown: emphasis, lists, tables, strikethrough', () => {
    const html = render('**bold** and _it_\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~');
    expect(html.querySelector('strong')).toHaveTextContent('bold');
    expect(html.querySelectorAll('li')).toHaveLength(2);
    expect(html.querySelector('table td')).toHaveTextContent('1');
    expect(html.querySelector('del')).toHaveTextContent('old');
  });

  test('a Python code block is highlighted with Prism token classes', () => {
    const html = render('```python\ndef greet(name):\n    return f"hi {name}"\n```');
    const code = html.querySelector('pre code.language-python');
    expect(code).not.toBeNull();
    expect(code?.querySelector('.token.keyword')).toHaveTextContent('def');
    expect(code).toHaveTextContent('def greet(name):');
  });

  test('an unlabelled block is read as Python; output blocks stay plain', () => {
    expect(render('```\nimport os\n```').querySelector('code.language-python .token.keyword')).toHaveTextContent('import');
    const output = render('```output\nimport os\n```').querySelector('code');
    expect(output).toHaveClass('language-text');
    expect(output?.querySelector('.token')).toBeNull();
  });

  test('raw HTML is shown as text and never becomes an element', () => {
    const html = render('Look: <img src=x onerror=alert(1)> and <script>alert(2)</script>\n\n<div onclick="x()">block</div>');
    expect(html.querySelector('img, script, div')).toBeNull();
    expect(html).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(html).toHaveTextContent('<div onclick="x()">block</div>');
    expect(html.innerHTML).not.toMatch(/<img|<script|<div/i);
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['javascript&#58;alert(1)'],
    ['java%0ascript:alert(1)'],
  ])('a link to %s is rendered without a dangerous href', (url) => {
    const html = render(`[click me](${url}) <${url}>`);
    expect(html).toHaveTextContent('click me');
    for (const anchor of Array.from(html.querySelectorAll('a'))) {
      const href = anchor.getAttribute('href') ?? '';
      expect(href.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
    }
    expect(html.innerHTML.toLowerCase()).not.toContain('href="javascript:');
    expect(html.innerHTML.toLowerCase()).not.toContain('href="data:');
  });

  test('links keep their URL and get rel="nofollow ugc noopener"', () => {
    const html = render('[docs](https://docs.python.org/3/) and https://pydocs.dev/faq and [home](/docs)');
    const anchors = Array.from(html.querySelectorAll('a'));
    expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(['https://docs.python.org/3/', 'https://pydocs.dev/faq', '/docs']);
    for (const anchor of anchors) expect(anchor).toHaveAttribute('rel', LINK_REL);
  });

  test('images become links, so a post cannot load a tracking pixel', () => {
    const html = render('![a diagram](https://example.com/pixel.png)');
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelector('a')).toHaveAttribute('href', 'https://example.com/pixel.png');
    expect(html.querySelector('a')).toHaveTextContent('a diagram');
  });

  test('headings start at h3 under the page and question titles', () => {
    const html = render('# Big\n\n## Smaller');
    expect(html.querySelector('h1, h2')).toBeNull();
    expect(html.querySelector('h3')).toHaveTextContent('Big');
    expect(html.querySelector('h4')).toHaveTextContent('Smaller');
  });
});

describe('safeUrl', () => {
  test('keeps web, mail and relative links', () => {
    for (const url of ['https://a.dev/x?y=1', 'http://a.dev', 'mailto:hi@a.dev', '/docs', '#top', 'page.md', '../x']) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  test('drops scripts and data, however they are written', () => {
    for (const url of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', '']) {
      expect(safeUrl(url)).toBeNull();
    }
  });
});

describe('highlightCode', () => {
  test('knows the usual fence labels', () => {
    expect(highlightCode('x = 1', 'py').language).toBe('python');
    expect(highlightCode('{"a": 1}', 'json').html).toContain('token');
    expect(highlightCode('<b>', 'unknown-lang').html).toBe('&lt;b&gt;');
  });
});
