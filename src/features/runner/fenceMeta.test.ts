import {parseFenceMeta as checkerParseFenceMeta} from '../../../plugins/content/markdown-source.mjs';
import {isRunnablePython, parseFenceMeta} from './fenceMeta';
import {readsInput, stdinLinesFromText, stdinTextFromMeta} from './stdin';

describe('which blocks get a Run button', () => {
  test('a plain python block runs', () => {
    expect(isRunnablePython('python', undefined)).toBe(true);
    expect(isRunnablePython('py', 'raises="ValueError"')).toBe(true);
  });

  test('a block marked norun="why" does not, nor does any other language', () => {
    expect(isRunnablePython('python', 'norun="needs the requests package"')).toBe(false);
    expect(isRunnablePython('pycon', undefined)).toBe(false);
    expect(isRunnablePython('bash', undefined)).toBe(false);
    expect(isRunnablePython(undefined, undefined)).toBe(false);
  });

  test.each([
    'norun="needs numpy"',
    "norun='x'",
    'norun',
    'title="x.py" norun',
    'title="why norun here" stdin="a|b"',
    'x-norun y=norun norun-ish',
    'stdin="a|b" raises=ValueError',
    '',
  ])('%j is runnable exactly when the parsed meta has no norun', (meta) => {
    expect(isRunnablePython('python', meta)).toBe(parseFenceMeta(meta).norun === undefined);
  });

  test.each([
    'raises="ZeroDivisionError"',
    'stdin="Ada|36" nocheck="prints the time"',
    "title='x.py' norun",
    'stdin=37 raises="TypeError"',
    '',
  ])('the page reads %j exactly as the example checker does', (meta) => {
    expect(parseFenceMeta(meta)).toEqual(checkerParseFenceMeta(meta));
  });
});

describe('the input box for input()', () => {
  test('stdin="Ada|36" pre-fills one line per input() call', () => {
    expect(stdinTextFromMeta(parseFenceMeta('stdin="Ada|36"'))).toBe('Ada\n36');
    expect(stdinTextFromMeta(parseFenceMeta(''))).toBe('');
  });

  test('what the reader types becomes the lines input() reads, in order', () => {
    expect(stdinLinesFromText('Ada\n36')).toEqual(['Ada', '36']);
    expect(stdinLinesFromText('Ada\r\n36\n')).toEqual(['Ada', '36']);
    expect(stdinLinesFromText('Ada\n\n36')).toEqual(['Ada', '', '36']);
    expect(stdinLinesFromText('')).toEqual([]);
  });

  test('the box appears for programs that call input()', () => {
    expect(readsInput('name = input("Name? ")')).toBe(true);
    expect(readsInput('print("no input here")')).toBe(false);
  });
});
