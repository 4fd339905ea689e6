/**
 * @jest-environment node
 */
import {syntaxNames} from './codeSyntax';

describe('naming the syntax a question quotes', () => {
  it('names comprehensions, generator expressions and starred unpacking by what the pages call them', () => {
    expect(syntaxNames('[x*2 for x in nums if x > 0] explain')).toContain('list comprehension');
    expect(syntaxNames('{k: v for k, v in pairs}')).toContain('dictionary comprehension');
    expect(syntaxNames('sum(x*x for x in range(10))')).toContain('generator expression');
    expect(syntaxNames('first, *rest = items')).toContain('unpacking');
  });

  it('names operators and parameter markers', () => {
    expect(syntaxNames('2 ** 3 ** 2 why 512')).toContain('power');
    expect(syntaxNames('def f(a, /, b, *, c)')).toEqual(expect.stringContaining('positional-only'));
    expect(syntaxNames('def f(a, /, b, *, c)')).toEqual(expect.stringContaining('keyword-only'));
    expect(syntaxNames('while (line := f.readline()):')).toContain('walrus');
  });

  it('names the keywords that are also English stop words by what they do', () => {
    expect(syntaxNames('what does yield from do')).toContain('delegating');
    expect(syntaxNames('raise ValueError("bad") from err')).toContain('chaining');
    expect(syntaxNames('else after a for loop')).toContain('loop else');
    expect(syntaxNames('while True: ... else: print("done")')).toContain('loop else');
    expect(syntaxNames('for x in items: ... else: print("none")')).toContain('loop else');
    expect(syntaxNames('raise KeyError(key) from None')).toContain('chaining');
    // The same words as English, or as an if's else: nothing to name.
    for (const question of [
      'how to raise an error from inside a function',
      'raise ValueError from an API response',
      'whats the syntax for if else in python',
      'if else inside a for loop',
      'for loop with if else inside',
      'else if in a while loop',
      'when should I use a for loop or else a while loop',
    ]) {
      expect(syntaxNames(question)).toBe('');
    }
  });

  it('names nothing in a question without code', () => {
    expect(syntaxNames('How do I read a file line by line?')).toBe('');
  });
});
