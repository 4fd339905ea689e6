/**
 * @jest-environment node
 */
import {commonWordsNotIn} from './commonWords';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {CHAT_INDEX_CODE, NEAR_MISSES, READER_QUESTIONS, buildChatIndex, buildChatIndexCached, chatIndexCacheDir, computeDocPermalink, namesOf, passageUrl} from '.';
import {MAX_CODE_LINES, MAX_ONLY_CODE_LINES, headingPlainText, splitIntoSections} from './sections';
import {PassageIndex, SEARCHED_CODE_LINES} from '@site/src/features/chat/retrieval/searchIndex';
import {MAX_QUOTED_CODE_LINES} from '@site/src/features/chat/retrieval/composeAnswer';
import {tokenize} from '@site/src/features/chat/retrieval/vocabulary';

describe('splitting a page into passages', () => {
  const page = [
    '# Decorators',
    '',
    'Intro with `code` and a [link](other.md).',
    '',
    '## Preserving metadata with `functools.wraps`',
    '',
    'Use **wraps**.',
    '',
    '```python',
    '# not a heading',
    'print("hi")',
    '```',
    '',
    '### Timing a function',
    '',
    '- first item',
    '  continues here',
    '- second item',
    '',
    '## Common mistakes',
    '',
    'One.',
    '',
    '## Common mistakes',
    '',
    'Two.',
    '',
    '## Custom id {#my-anchor}',
    '',
    'Three.',
    '',
    '## See also',
    '',
    '- [Generators](generators.md)',
  ].join('\n');
  const sections = splitIntoSections(page);

  it('gives each heading the anchor Docusaurus gives it, duplicates numbered', () => {
    expect(sections.map((section) => section.anchor)).toEqual([
      '',
      'preserving-metadata-with-functoolswraps',
      'timing-a-function',
      'common-mistakes',
      'common-mistakes-1',
      'my-anchor',
    ]);
  });

  it('keeps prose with inline code, drops link targets, keeps list items as lines', () => {
    expect(sections[0].text).toBe('Intro with `code` and a link.');
    expect(sections[2].text).toBe('- first item continues here\n- second item');
  });

  it('takes Python blocks as code, and a # inside a block is not a heading', () => {
    expect(sections[1].code).toEqual(['# not a heading\nprint("hi")']);
    expect(sections[1].heading).toBe('Preserving metadata with functools.wraps');
  });

  it('keeps the shell commands and config files a section shows, with their language, apart from its Python', () => {
    const [install] = splitIntoSections(
      ['## Installing', '', 'Run:', '', '```bash', 'python3 -m venv .venv', '```', '', '```output', 'done', '```', '', '```toml', '[project]', 'name = "shop"', '```', '', '```dockerfile', 'FROM python:3.14-slim', '```'].join('\n'),
    );
    expect(install.code).toEqual([]);
    expect(install.commands).toEqual([
      {language: 'bash', code: 'python3 -m venv .venv'},
      {language: 'toml', code: '[project]\nname = "shop"'},
      {language: 'dockerfile', code: 'FROM python:3.14-slim'},
    ]);
  });

  it('keeps a section that only shows a command, and leaves out a command too long to quote', () => {
    const longScript = Array.from({length: 31}, (_, line) => `echo ${line}`).join('\n');
    const [debugging, script] = splitIntoSections(
      ['## Debugging with arguments', '', '```json', '{"args": ["--verbose"]}', '```', '', '## A long script', '', 'It runs:', '', '```bash', longScript, '```'].join('\n'),
    );
    expect(debugging.heading).toBe('Debugging with arguments');
    expect(debugging.commands).toEqual([{language: 'json', code: '{"args": ["--verbose"]}'}]);
    expect(script.commands).toEqual([]);
  });

  it('quotes the shortest of a section\'s blocks up to 45 lines when every one is longer than 30, and nothing longer', () => {
    const lines = (count: number) => Array.from({length: count}, (_, line) => `step_${line} = ${line}`).join('\n');
    const [program, tooLong, short, longest, thirty] = splitIntoSections(
      [
        '## A first test case', '', 'A whole test module:', '', '```python', lines(40), '```', '', '```python', lines(36), '```', '',
        '## A long program', '', 'All of it:', '', '```python', lines(46), '```', '',
        '## Short and long', '', 'Both:', '', '```python', lines(3), '```', '', '```python', lines(36), '```',
        '## Just quotable', '', 'Long:', '', '```python', lines(45), '```', '',
        '## Thirty lines', '', 'And shorter:', '', '```python', lines(30), '```', '', '```python', lines(3), '```',
      ].join('\n'),
    );
    expect(program.code).toEqual([lines(36)]);
    expect(tooLong.code).toEqual([]);
    expect(short.code).toEqual([lines(3)]);
    expect(longest.code).toEqual([lines(45)]);
    expect(thirty.code).toEqual([lines(30), lines(3)]);
  });

  it('records which of a section\'s blocks the page marks norun, counted among the blocks it keeps', () => {
    const [section] = splitIntoSections(
      ['## Both kinds', '', 'Two:', '', '```python', 'print(1)', '```', '', '```python norun="needs a display"', 'import tkinter', '```'].join('\n'),
    );
    expect(section.code).toEqual(['print(1)', 'import tkinter']);
    expect(section.notRunnable).toEqual([1]);
  });

  it('searches the code the index keeps as short, and answers quote all it keeps for a section', () => {
    // The same limits, read in the browser: they cannot drift apart.
    expect(SEARCHED_CODE_LINES).toBe(MAX_CODE_LINES);
    expect(MAX_QUOTED_CODE_LINES).toBe(MAX_ONLY_CODE_LINES);
  });

  it('leaves out "See also" link lists', () => {
    expect(sections.some((section) => section.heading === 'See also')).toBe(false);
  });

  it('reads heading text the way the page shows it', () => {
    expect(headingPlainText('The protocol: `__enter__` and `__exit__`')).toBe('The protocol: __enter__ and __exit__');
    expect(headingPlainText('Using [pathlib](x.md) *well*')).toBe('Using pathlib well');
  });
});

describe('doc permalinks', () => {
  it('follows slugs, number prefixes and index pages', () => {
    expect(computeDocPermalink('/docs', 'advanced/decorators.md', {})).toBe('/docs/advanced/decorators');
    expect(computeDocPermalink('/tutorials', '01-todo-cli.md', {slug: '/todo-cli'})).toBe('/tutorials/todo-cli');
    expect(computeDocPermalink('/tutorials', 'index.md', {slug: '/'})).toBe('/tutorials');
    expect(computeDocPermalink('/docs', 'libraries/02-files.md', {})).toBe('/docs/libraries/files');
    expect(computeDocPermalink('/docs', 'basics/index.md', {})).toBe('/docs/basics');
    expect(computeDocPermalink('/docs', 'basics/x.md', {slug: 'renamed'})).toBe('/docs/basics/renamed');
  });
});

describe('the chat index of the site', () => {
  const index = buildChatIndex(path.resolve(__dirname, '../..'));
  const urls = index.passages.map((passage) => passageUrl(index, passage));

  it('covers the docs, tutorials, examples and FAQ, each passage linking to its heading', () => {
    expect(urls).toContain('/docs/advanced/decorators#decorators-that-take-arguments');
    expect(urls).toContain('/tutorials/todo-cli#step-5-define-the-command-line-with-argparse');
    expect(urls).toContain('/examples#decorator-with-arguments');
    expect(urls).toContain('/faq#what-is-the-difference-between-a-list-and-a-tuple');
    expect(new Set(index.pages.map((page) => page.kind))).toEqual(new Set(['docs', 'tutorial', 'example', 'faq']));
  });

  it('gives an example the prose its page shows: inline code kept as code, and none of the tags beside it', () => {
    const slicing = index.passages[urls.indexOf('/examples#slice-sequences')];
    // An answer quotes this text: `IndexError` must stay code, and the section tags are not a sentence.
    expect(slicing.text).toContain('Slices never raise `IndexError`, and assigning to a slice');
    expect(slicing.text).not.toMatch(/getting-started|python-basics/);
  });

  it('lists the most frequent English words the pages never use, for telling a reader\'s situation from a missing topic', () => {
    const words = commonWordsNotIn(['The cat sat on the mat.'], 100);
    expect(words).toContain('you');
    expect(words).not.toContain('the');
    expect(words.every((word) => /^[a-z]+$/.test(word))).toBe(true);
    // The site's index carries them: "teammate" is rare, "wall" frequent, "python" on every page.
    const siteWords = new Set(index.commonWords?.split(' '));
    expect(siteWords.has('wall')).toBe(true);
    expect(siteWords.has('python')).toBe(false);
  });

  it('lists the names the pages write with a capital mid-sentence, not words that start sentences or code', () => {
    // "Python" is as often written in lower case; `Path` is code; "Lists" starts a sentence.
    expect(namesOf(['Unlike Java, Python has no interfaces.', 'Code in Java and `Path` objects.', 'Lists are python objects; a list grows.'])).toEqual(['java']);
    expect(index.names).toEqual(expect.arrayContaining(['django', 'java', 'excel']));
    expect(index.names).not.toContain('list');
  });

  it('spells "C#" and "C++" in the names as the query tokenizer does, so a question about them meets the pages\' mentions', () => {
    const names = namesOf(['Unlike C#, Python has no using.', 'Code in C# and C++ and C++17.', 'Then C++ again.']);
    expect(names).toEqual(expect.arrayContaining(tokenize('C# C++')));
    expect(tokenize('C# C++')).toEqual(['csharp', 'cplusplus']);
  });

  it('gives a section the words readers ask about it in, and files every reader question under a section the site has', () => {
    const questions = JSON.parse(readFileSync(path.resolve(__dirname, '../..', READER_QUESTIONS), 'utf8')) as Record<string, string[]>;
    // A renamed heading has a new anchor: questions filed under the old one would help no reader.
    expect(Object.keys(questions).filter((url) => !urls.includes(url))).toEqual([]);
    // "Occurrences" is a readers' word for what the Counter section calls counting; the section never says it.
    const counter = index.passages[urls.indexOf('/docs/libraries/standard-library#counter')];
    expect(counter.text.toLowerCase()).not.toContain('occurrence');
    expect(counter.asks?.split(' ')).toContain('occurrences');
  });

  it('counts the words of questions no page answers beside those of the readers\' questions, each filed under a section the site has', () => {
    const misses = JSON.parse(readFileSync(path.resolve(__dirname, '../..', NEAR_MISSES), 'utf8')) as Record<string, string[]>;
    expect(Object.keys(misses).filter((url) => !urls.includes(url))).toEqual([]);
    const readers = JSON.parse(readFileSync(path.resolve(__dirname, '../..', READER_QUESTIONS), 'utf8')) as Record<string, string[]>;
    // A question cannot be both one a section answers and one no page answers.
    const asked = new Set(Object.values(readers).flat().map((question) => question.toLowerCase()));
    expect(Object.values(misses).flat().filter((question) => asked.has(question.toLowerCase()))).toEqual([]);
    const {nearMisses} = index;
    // Each question once, however many sections list it.
    const once = (questions: Record<string, string[]>) => new Set(Object.values(questions).flat().map((question) => question.trim().toLowerCase())).size;
    expect(nearMisses?.asked).toBe(once(readers));
    expect(nearMisses?.missed).toBe(once(misses));
    // "word asked missed": readers ask about sections' "docstring"s; near misses ask for "shortcut"s.
    const counts = new Map((nearMisses?.counts.match(/\S+ \d+ \d+/g) ?? []).map((entry) => entry.split(' ')).map(([word, yes, no]) => [word, [Number(yes), Number(no)]]));
    expect(counts.get('shortcut')?.[1]).toBeGreaterThan(counts.get('shortcut')?.[0] ?? 0);
    expect(counts.get('docstring')?.[0]).toBeGreaterThan(counts.get('docstring')?.[1] ?? 0);
  });

  it('keeps the unseen questions (bench/blind-cv.mjs) out of what the index counts, each filed under a section the site has', () => {
    const lowered = (file: string) => new Set(Object.values(JSON.parse(readFileSync(path.resolve(__dirname, '../..', file), 'utf8')) as Record<string, string[]>).flat().map((question) => question.trim().toLowerCase()));
    const counted = new Set([...lowered(READER_QUESTIONS), ...lowered(NEAR_MISSES)]);
    for (const file of ['bench/unseen-reader-questions.json', 'bench/unseen-near-misses.json']) {
      const unseen = JSON.parse(readFileSync(path.resolve(__dirname, '../..', file), 'utf8')) as Record<string, string[]>;
      // A question the index counts would make the unseen figure a tuning one.
      expect(Object.values(unseen).flat().filter((question) => counted.has(question.trim().toLowerCase()))).toEqual([]);
      // A renamed heading has a new anchor: a question filed under the old one asks for nothing.
      expect(Object.keys(unseen).filter((url) => !urls.includes(url))).toEqual([]);
    }
    // Answered questions and unanswerable ones never share a question.
    const unseenAnswered = lowered('bench/unseen-reader-questions.json');
    expect([...lowered('bench/unseen-near-misses.json')].filter((question) => unseenAnswered.has(question))).toEqual([]);
  });

  it('indexes only the current docs version', () => {
    expect(urls.some((url) => url.startsWith('/docs/3.13'))).toBe(false);
  });
});

describe('the cached chat index the unit tests rank against', () => {
  const SITE = path.resolve(__dirname, '../..');

  /** The site's files a module imports, and theirs in turn (not npm packages, not type-only imports). */
  function localImports(file: string, seen = new Set<string>()): Set<string> {
    seen.add(file);
    const source = readFileSync(path.join(SITE, file), 'utf8');
    for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)';/gm)) {
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const resolved = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => /\.(ts|tsx|mjs)$/.test(candidate) && existsSync(path.join(SITE, candidate)));
      if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`);
      if (!seen.has(resolved)) localImports(resolved, seen);
    }
    return seen;
  }

  it('is keyed by every site file whose code makes the index, so a code change is never served stale', () => {
    expect([...localImports('plugins/chat-index/index.ts')].sort()).toEqual(CHAT_INDEX_CODE.filter((file) => file !== 'package-lock.json').sort());
  });

  it('gives what building it gives, and a writer’s edit to a page shows in it at once', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'chat-index-cache-'));
    try {
      mkdirSync(path.join(site, 'docs/basics'), {recursive: true});
      const page = (paragraph: string) => `---\ntitle: Loops\n---\n\n# Loops\n\n## For loops\n\n${paragraph}\n`;
      writeFileSync(path.join(site, 'docs/basics/loops.md'), page('A for loop walks over an iterable.'));
      const first = buildChatIndexCached(site);
      expect(first).toEqual(buildChatIndex(site));
      expect(buildChatIndexCached(site)).toEqual(first);
      writeFileSync(path.join(site, 'docs/basics/loops.md'), page('A while loop repeats while its condition holds.'));
      expect(buildChatIndexCached(site).passages.map((passage) => passage.text).join(' ')).toContain('while loop repeats');
      // So does a reader question added for a section.
      mkdirSync(path.join(site, path.dirname(READER_QUESTIONS)), {recursive: true});
      writeFileSync(path.join(site, READER_QUESTIONS), JSON.stringify({'/docs/basics/loops#for-loops': ["why can't I repeat something until a flag flips, as in C#?"]}));
      const asks = buildChatIndexCached(site).passages.map((passage) => passage.asks).join(' ');
      // Words as the reader typed them, for the browser's tokenizer to read as it reads a question:
      // "can't" leaves no stray "t" (t-strings), "C#" is the language, not the letter c.
      expect(asks).toBe("can't repeat something until flag flips as c#");
      expect(tokenize(asks)).toEqual(['can', 'repeat', 'something', 'until', 'flag', 'flips', 'as', 'csharp']);
      // And a near miss: its words are counted against the readers' questions' ones, as written,
      // and the browser reads them as it reads a question ("files" is the term "file").
      expect(buildChatIndexCached(site).nearMisses).toBeUndefined();
      writeFileSync(path.join(site, NEAR_MISSES), JSON.stringify({'/docs/basics/loops#for-loops': ['for loop in bash over files']}));
      const built = buildChatIndexCached(site);
      expect(built.nearMisses).toEqual({asked: 1, missed: 1, counts: "as 1 0 bash 0 1 c# 1 0 can't 1 0 files 0 1 flag 1 0 flips 1 0 loop 0 1 over 0 1 repeat 1 0 something 1 0 until 1 0"});
      const searched = new PassageIndex(built);
      // Add-one smoothed: one near miss of one says "files", no reader question does.
      expect(searched.nearMissOdds('file')).toBeCloseTo(Math.log(2 / 3) - Math.log(1 / 3));
      expect(searched.nearMissOdds('flip')).toBeCloseTo(Math.log(1 / 3) - Math.log(2 / 3));
      // A file of sections with no near miss left has nothing to weigh words against: no counts.
      writeFileSync(path.join(site, NEAR_MISSES), JSON.stringify({'/docs/basics/loops#for-loops': []}));
      expect(buildChatIndexCached(site).nearMisses).toBeUndefined();
      // A list that is not a list of questions says where it is wrong.
      writeFileSync(path.join(site, READER_QUESTIONS), JSON.stringify({'/docs/basics/loops#for-loops': 'how do I loop'}));
      expect(() => buildChatIndexCached(site)).toThrow(`${READER_QUESTIONS}: "/docs/basics/loops#for-loops" must list its questions as strings`);
      writeFileSync(path.join(site, READER_QUESTIONS), '{}');
      writeFileSync(path.join(site, NEAR_MISSES), '[]');
      expect(() => buildChatIndexCached(site)).toThrow(`${NEAR_MISSES}: expected an object of section URL → questions`);
      expect(existsSync(chatIndexCacheDir(site))).toBe(true);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});
