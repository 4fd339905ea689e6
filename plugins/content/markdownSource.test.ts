/**
 * @jest-environment node
 */
// Markdown that line-by-line regexes read wrongly, read as the page shows it (markdown-source.mjs
// and the chat index's sections parse it with the mdast parser Docusaurus uses).
import {countWords, findCodeBlocks, parseFrontMatter, proseOf} from './markdown-source.mjs';
import {splitIntoSections} from '../chat-index/sections';

const page = (...lines: string[]) => lines.join('\n');

describe('front matter', () => {
  test('is read, and the body and its first line number follow it', () => {
    const {data, body, bodyStartLine} = parseFrontMatter(page('---', 'title: Sets', 'keywords: [set]', '---', '# Sets', '', 'Text.'));
    expect(data).toEqual({title: 'Sets', keywords: ['set']});
    expect(body).toBe(page('# Sets', '', 'Text.'));
    expect(bodyStartLine).toBe(5);
  });

  test('an empty block ends at its own closing line, not at the next thematic break of the page', () => {
    const {data, body} = parseFrontMatter(page('---', '---', 'Intro.', '', '---', '', 'More.'));
    expect(data).toEqual({});
    expect(body).toBe(page('Intro.', '', '---', '', 'More.'));
  });

  test('a closing line with trailing spaces still closes it', () => {
    expect(parseFrontMatter(page('---', 'title: A', '---  ', 'Body.')).body).toBe('Body.');
  });

  test('a page that starts with text has none', () => {
    expect(parseFrontMatter('Just text.\n---\n')).toEqual({data: {}, body: 'Just text.\n---\n', bodyStartLine: 1});
  });
});

describe('code fences', () => {
  test('a # line inside a fence is code, not a heading, and a shorter fence inside a longer one is its text', () => {
    const blocks = findCodeBlocks(page('````markdown', '```python', '# comment', '```', '````', '', '```python', '# not a heading', '```'));
    expect(blocks.map((block) => [block.lang, block.code, block.line])).toEqual([
      ['markdown', '```python\n# comment\n```', 1],
      ['python', '# not a heading', 7],
    ]);
    const sections = splitIntoSections(page('## Real', '', '```python', '## also code', '```'));
    expect(sections.map((section) => section.heading)).toEqual(['Real']);
  });

  test('inside list items and admonitions, with their indentation removed; four-space indented code is not an example', () => {
    const blocks = findCodeBlocks(page('1. Run:', '', '   ```python', '   print(1)', '   ```', '', ':::tip', '', '```python', 'print(2)', '```', '', ':::', '', '    print(3)'));
    expect(blocks.map((block) => block.code)).toEqual(['print(1)', 'print(2)']);
  });
});

describe('prose', () => {
  test('a < inside inline code is code, not the start of an HTML tag', () => {
    const [section] = splitIntoSections('Compare with `<`, `<=` and `>`, or print `<function f at 0x...>`.');
    expect(section.text).toBe('Compare with `<`, `<=` and `>`, or print `<function f at 0x...>`.');
  });

  test('a line of prose that starts with "import" or with a number and a dot is prose, not an ES import or a list item', () => {
    const [section] = splitIntoSections(page('Each example removes its modules from the', 'import cache first. Bytes go from 0 to', '255. The `bytes` type holds them.'));
    expect(section.text).toBe('Each example removes its modules from the import cache first. Bytes go from 0 to 255. The `bytes` type holds them.');
    expect(countWords(proseOf('Modules leave the\nimport cache.'))).toBe(5);
  });

  test('a table cell may hold an escaped pipe; each row becomes a list item of cells, which an answer quotes under the sentence before the table', () => {
    const [section] = splitIntoSections(page('| Operator | Meaning |', '|---|---|', '| `\\|` | bitwise or |', '| `<<` | shift |'));
    expect(section.text).toBe('- Operator; Meaning\n- `|`; bitwise or\n- `<<`; shift');
  });

  test('an admonition\'s title opens its text as "Title: text"; headings keep inline code and link text and lose {#id}', () => {
    const sections = splitIntoSections(page('## Using [`pathlib`](x.md) *well* {#paths}', '', ':::info[Changed in Python 3.14]', '', 'Text **inside**.', '', 'More.', '', ':::'));
    // Not "Changed in Python 3.14" as a sentence of its own, which an answer would quote without its full stop.
    expect(sections.map(({heading, anchor, text}) => ({heading, anchor, text}))).toEqual([{heading: 'Using pathlib well', anchor: 'paths', text: 'Changed in Python 3.14: Text **inside**.\nMore.'}]);
    const [titleOnly] = splitIntoSections(page('## Lists', '', ':::tip[Lists grow]', '', '- `append`', '', ':::'));
    expect(titleOnly.text).toBe('Lists grow:\n- `append`');
    // Word counts leave out admonition titles and heading ids: they are not the page's prose.
    expect(countWords(proseOf(page('## Title {#custom-id}', '', ':::note[A title]', '', 'Two words.', '', ':::')))).toBe(3);
  });
});
