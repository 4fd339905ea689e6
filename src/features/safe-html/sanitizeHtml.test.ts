import {sanitizeHtml} from './sanitizeHtml';

describe('sanitizeHtml', () => {
  test('keeps what Markdown produces and drops scripts, styles, images and event handlers', () => {
    const html = sanitizeHtml('<h2>Title</h2><p onclick="alert(1)">A <em>b</em> <code>c</code><img src="https://tracker.example/x.png"></p><style>body{}</style><script>alert(2)</script>');
    expect(html).toBe('<h2>Title</h2><p>A <em>b</em> <code>c</code></p>');
  });

  test('a link to a javascript: URL keeps its text and loses its target', () => {
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeHtml('<a href="https://docs.python.org/3/">docs</a>')).toBe('<a href="https://docs.python.org/3/">docs</a>');
  });

  test('links get the rel a caller asks for, and none otherwise, whatever the HTML said', () => {
    expect(sanitizeHtml('<a href="/docs" rel="opener">x</a>', {linkRel: 'nofollow ugc noopener'})).toBe('<a href="/docs" rel="nofollow ugc noopener">x</a>');
    expect(sanitizeHtml('<a href="/docs" rel="opener">x</a>')).toBe('<a href="/docs">x</a>');
  });

  test("one caller's options never change another's result (no DOMPurify hook)", () => {
    sanitizeHtml('<a href="/a">a</a>', {linkRel: 'nofollow'});
    expect(sanitizeHtml('<a href="/a">a</a>')).toBe('<a href="/a">a</a>');
  });
});
