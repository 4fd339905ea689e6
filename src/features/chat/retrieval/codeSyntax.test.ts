/**
 * @jest-environment node
 */
import {keywordsAskedAbout, syntaxNames} from './codeSyntax';

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

  it('names an f-string field that ends in "=" as printing a name and its value, not as assignment', () => {
    for (const question of ['f"{x=}" what does the = do', "print(f'{total = :.2f}')", "f'{user=!r}'"]) {
      expect(syntaxNames(question)).toContain("printing a variable's name and value");
      expect(syntaxNames(question)).not.toContain('assignment');
    }
    // A comparison inside a field, or an = with no f-string, is something else.
    expect(syntaxNames('f"{a==b}"')).not.toContain('name and value');
    expect(syntaxNames('what does = do')).toContain('assignment');
  });

  it('names "is X in a list" as membership, and not the place of a bug', () => {
    for (const question of ['check if an item is in a list', 'see if a value is not in my list', 'how to check whether a word is in a string', 'check if element in list']) {
      expect(syntaxNames(question)).toContain('membership');
    }
    for (const question of ['the bug is in a list comprehension', 'is it in the docs', 'what is in a list', 'check if all items in a list are true', 'check if a key is in a dictionary']) {
      expect(syntaxNames(question)).not.toContain('membership');
    }
  });

  it('names a value between two others as a chained comparison, and not "the difference between"', () => {
    for (const question of ['check if a number is between two numbers', 'x is between 1 and 10', 'make sure the age is not between 0 and 17', 'python if x between 1 and 10']) {
      expect(syntaxNames(question)).toContain('chaining comparison');
    }
    for (const question of [
      'what is the difference between lists and tuples',
      'between two lists which is faster',
      'a random number that is between 1 and 10',
      'get the text that is between two words',
    ]) {
      expect(syntaxNames(question)).not.toContain('chaining');
    }
  });

  it('names map() and filter() as applying a function to every item, and not a map of keys', () => {
    for (const question of ['how to use map', 'map object at 0x7f', 'using filter to drop empty strings', 'filter(None, items)']) {
      expect(syntaxNames(question)).toContain('applying function every item');
    }
    for (const question of ['use a map to count words', 'tarfile extraction filter', 'hash map in python', 'pool.map(square, data)']) expect(syntaxNames(question)).not.toContain('applying');
  });

  it('names a number asked to be even or odd as a remainder check, and not "even" the adverb', () => {
    for (const question of ['check if a number is even', 'how to tell if n is even or odd', 'odd or even program', 'is 7 even?']) {
      expect(syntaxNames(question)).toContain('remainder');
    }
    for (const question of ['this is even faster', 'if even the first word is wrong', 'are even shorter to write', 'sum of even numbers in a list', 'is python even', 'is that even?']) {
      expect(syntaxNames(question)).not.toContain('remainder');
    }
  });

  it('reads `%` between operands as the remainder, and beside a format directive as printf-style formatting', () => {
    for (const question of ['what is 10 % 3', 'why is -7 % 3 equal to 2', 'x%2 == 0']) expect(syntaxNames(question)).toContain('remainder');
    for (const question of ['psycopg placeholder %s vs ?', 'strftime %b %z meaning', "print('%d items' % n)", 'what does %timeit do']) {
      expect(syntaxNames(question)).not.toContain('remainder');
    }
    // A directive, or the sign beside formatting a string, asks about printf-style formatting; a date's, a query's or C's is not.
    for (const question of ['what does %s mean in python', '%r vs %s', "print('%d items' % n)", 'python string formatting with %']) expect(syntaxNames(question)).toContain('printf-style formatting');
    for (const question of ['psycopg placeholder %s vs ?', 'strftime %b %z meaning', 'what is 10 % 3', 'c printf %d', 'logging %s vs f-string']) expect(syntaxNames(question)).not.toContain('printf-style');
  });

  it('names the most common items as a Counter, and items in one list but not the other as a set difference', () => {
    expect(syntaxNames('find the most common element in a list')).toContain('Counter most_common');
    expect(syntaxNames('least frequent word in a file')).toContain('Counter most_common');
    for (const question of ['common elements of two lists', 'what are the most common python errors', 'the most common way to loop over a dict', 'least common multiple', 'most common value in a column pandas']) {
      expect(syntaxNames(question)).not.toContain('Counter');
    }
    expect(syntaxNames('items in one list but not in the other')).toContain('set difference');
    expect(syntaxNames('find values in a but not in the second list')).toContain('set difference');
    for (const question of ['one list is not the other', 'works in a notebook but not in another editor', 'get lines in one file but not in the other file']) {
      expect(syntaxNames(question)).not.toContain('difference');
    }
  });

  it('names getting a dictionary value with a default as a lookup of a key that may be missing, not a defaultdict', () => {
    for (const question of ['get a value from a dict with a default', 'dict get default', 'how to read a value from a dictionary with a default value']) {
      expect(syntaxNames(question)).toContain('value may be missing');
    }
    for (const question of ['defaultdict default value', 'default dict for counting', 'set default arguments of a function', 'read a json file into a dict with the default encoding']) {
      expect(syntaxNames(question)).not.toContain('missing');
    }
  });

  it('names who created Python, `import this`, and a decorator written in a sentence', () => {
    for (const question of ['who made python', 'who created python and is it really named after the snake', 'the creator of python', "python's inventor", 'what is python used for and who made it']) {
      expect(syntaxNames(question)).toContain('created guido');
    }
    for (const question of ['who made this library', 'who created python virtual environments', 'who invented python decorators', 'i use the requests module in python, who made it']) {
      expect(syntaxNames(question)).not.toContain('created');
    }
    expect(syntaxNames('from mypackage import this')).not.toContain('zen');
    for (const question of ['what does @property do', 'the @param line in a docstring', 'tag @everyone in slack']) expect(syntaxNames(question)).not.toContain('decorator');
    expect(syntaxNames('what does import this print')).toContain('zen');
    expect(syntaxNames("build a command table by putting @command('name') on functions")).toContain('decorator');
    expect(syntaxNames('what does @cache do')).toContain('decorator');
    expect(syntaxNames('send mail to bob@example.com')).not.toContain('decorator');
  });

  it('names PATH, the environment variable, and not a file\'s path', () => {
    for (const question of ['how do i add python to PATH', 'add python to path windows', 'python is not on my path', 'how to add pip to path']) {
      expect(syntaxNames(question)).toContain('environment variable');
    }
    for (const question of ['join a file path', 'add a folder to the path of a file', 'sys.path add folder', 'get the path of the current file', 'backslashes in the path on windows', 'HOW DO I GET THE FILE PATH']) {
      expect(syntaxNames(question)).not.toContain('environment');
    }
  });

  it('names one name written in two cases as a question about case-sensitive names', () => {
    expect(syntaxNames('is Count the same variable as count')).toContain('case-sensitive names');
    for (const question of ['What is what', 'compare Apple and apple ignoring case', 'class Basket:\n    items = []\nevery basket shows the same items, why', 'how do I name i in for i in range']) {
      expect(syntaxNames(question)).not.toContain('case-sensitive');
    }
  });

  it('names the message of a caught exception, whether a path is a folder, and writing a test, by the code that answers', () => {
    for (const question of ['get the error message from an exception', 'print the exception message']) expect(syntaxNames(question)).toContain('except as exc');
    for (const question of ['what does this error message mean', 'get the message of an exception in a test', 'log the exception message']) {
      expect(syntaxNames(question)).not.toContain('except as exc');
    }
    for (const question of ['check if a path is a folder', 'is it a file or a directory']) expect(syntaxNames(question)).toContain('is_dir');
    for (const question of ['walk every folder in a tree', 'copy a file or directory', 'file or folder permissions']) expect(syntaxNames(question)).not.toContain('is_dir');
    expect(syntaxNames('write a unit test')).toContain('first test case');
    for (const question of ['why write tests', 'write tests before code step by step', 'write tests with pytest', 'write a test that checks an exception is raised', 'write a test fixture']) {
      expect(syntaxNames(question)).not.toContain('first test case');
    }
  });

  it('names x += 1 as augmented assignment, but not beside threads, where it asks about a race', () => {
    expect(syntaxNames('what does x += 1 do')).toContain('augmented assignment');
    expect(syntaxNames('is counter += 1 safe when several threads do it at the same time?')).not.toContain('augmented');
    expect(syntaxNames('is x += 1 atomic in python')).toContain('race lock');
    expect(syntaxNames('what does x += 1 do')).not.toContain('race');
  });

  it('names a shell command run from Python, or its output, as subprocess, and not one typed in a terminal', () => {
    for (const question of ['get the output of a shell command', 'run a shell command from python', 'capture stdout of a shell command']) {
      expect(syntaxNames(question)).toContain('subprocess');
    }
    for (const question of ['the shell command python3 not found', 'bash shell command to run python file', 'exit the shell']) expect(syntaxNames(question)).not.toContain('subprocess');
  });

  it('names a parameter whose default is a new list, dict or set as the mutable default pitfall', () => {
    for (const question of ['def log(msg, history=[]):', 'def f(x: list = [], y={})', 'def add(item, to=list()):', 'def f(opts={"a": 1})']) {
      expect(syntaxNames(question)).toContain('mutable default pitfall');
    }
    for (const question of ['def f(x=None):', 'items = []', 'def f(x, y=(1, 2)):']) expect(syntaxNames(question)).not.toContain('mutable default');
  });

  it('names a case that is one bare name as a capture pattern, and no other case', () => {
    for (const question of ['`case Look:` matches everything, why', 'case MAX_RETRIES: catches every attempt', 'case x if x > 0:']) {
      expect(syntaxNames(question)).toContain('capture pattern');
    }
    for (const question of ['case _:', 'case _ if x > 0:', 'case None:', 'case Point(x=0):', 'case Color.RED:', 'case "quit":', 'lower case letters: how to convert', 'use case example: when to use generators']) {
      expect(syntaxNames(question)).not.toContain('capture');
    }
  });

  it("names Python 2's print statement when it is code or fails, and not the English \"print 'hi' 3 times\"", () => {
    for (const question of ['my tutorial uses print "hello" without brackets and it fails', 'print "hello world" gives SyntaxError', 'x = 1\nprint "x"', 'why does `print "hi"` not work']) {
      expect(syntaxNames(question)).toContain('python 2 missing parentheses print');
    }
    for (const question of ["how to print 'hello' 10 times", "print('hi') fails", 'how to print "error" in red', 'print "hi" without newline']) {
      expect(syntaxNames(question)).not.toContain('python 2');
    }
  });

  it('names the keywords that are also English stop words by what they do', () => {
    expect(syntaxNames('what does yield from do')).toContain('delegating');
    expect(syntaxNames('raise ValueError("bad") from err')).toContain('chaining');
    expect(syntaxNames('else after a for loop')).toContain('loop else');
    expect(syntaxNames('while True: ... else: print("done")')).toContain('loop else');
    expect(syntaxNames('for x in items: ... else: print("none")')).toContain('loop else');
    expect(syntaxNames('raise KeyError(key) from None')).toContain('chaining');
    // The same words as English, or as an if's else: no else clause, chaining or delegation to name
    // ("for loop" itself names the for keyword, below).
    for (const question of [
      'how to raise an error from inside a function',
      'raise ValueError from an API response',
      'whats the syntax for if else in python',
      'if else inside a for loop',
      'for loop with if else inside',
      'else if in a while loop',
      'when should I use a for loop or else a while loop',
    ]) {
      expect(syntaxNames(question)).not.toMatch(/else|chaining|delegating/);
    }
  });

  it('names an operator the question asks about on its own, but not one between operands', () => {
    expect(syntaxNames('what does // do in python')).toContain('floor division');
    expect(syntaxNames('what does != mean')).toContain('not equal');
    expect(syntaxNames('when to use is instead of ==')).toEqual(expect.stringContaining('equality'));
    expect(syntaxNames('when to use is instead of ==')).toEqual(expect.stringContaining('identity'));
    expect(syntaxNames('what does the ^ operator do')).toContain('bitwise exclusive');
    // Between operands the sign is part of an expression, not what is asked about.
    expect(syntaxNames('[x*2 for x in nums if x > 0] explain')).not.toContain('comparison');
    expect(syntaxNames('Optional[int] vs int | None')).not.toContain('bitwise');
    expect(syntaxNames('make 2 ^ 3 ^ 2 right-associative in my parser')).not.toContain('bitwise');
    expect(syntaxNames('AssertionError: 0.30000000000000004 != 0.3 in my unittest')).not.toContain('not equal');
    // A quoted sign that is a string in the reader's code is not an operator.
    expect(syntaxNames("line.split('|') gives a list")).not.toContain('bitwise');
    expect(syntaxNames("s.replace('&', 'and')")).not.toContain('bitwise');
    expect(syntaxNames("'|'.join(parts)")).not.toContain('bitwise');
    expect(syntaxNames("print('=' * 20)")).not.toContain('assignment');
  });

  it('names the operators readers bring from other languages, or that surprise them with a value', () => {
    expect(syntaxNames('x += 1')).toContain('augmented assignment');
    expect(syntaxNames('x++ in python')).toContain('increment');
    expect(syntaxNames('is there a ++ in python')).toContain('increment');
    expect(syntaxNames('why does 2^3 return 1')).toContain('bitwise exclusive');
    expect(syntaxNames('why is ~5 equal to -6')).toContain('bitwise invert');
    expect(syntaxNames('what does ~mask do')).toContain('bitwise invert');
    for (const question of ['how do I learn C++', 'g++ compile error', 'open it in Notepad++', 'for loop with an index counter like for (i = 0; i < n; i++)']) {
      expect(syntaxNames(question)).not.toContain('increment');
    }
    for (const question of ['cd ~/projects', 'my loop takes ~30 seconds, how to speed it up']) {
      expect(syntaxNames(question)).not.toContain('bitwise');
    }
  });

  it('names a keyword that is an English stop word when the question asks about it as a keyword', () => {
    expect(syntaxNames('what does with do in python')).toContain('with statement');
    expect(syntaxNames('what does the in keyword do')).toContain('membership');
    expect(syntaxNames('what is the difference between and and or')).toContain('logical operators');
    expect(syntaxNames('when to use and vs or')).toContain('logical operators');
    expect(syntaxNames('does `in` on a dict look at keys or values')).toContain('membership');
    expect(syntaxNames('is there a do while loop')).toContain('while loop');
    expect(keywordsAskedAbout('explain the for statement')).toEqual(['for']);
    expect(keywordsAskedAbout('what does the in keyword do')).toEqual(['in']);
    // Only the keyword asked about, not another stop word elsewhere in the question.
    expect(keywordsAskedAbout('the in keyword, is it not slow')).toEqual(['in']);
    expect(keywordsAskedAbout('is and == difference')).toEqual(['is']);
    // A loop's or block's keyword is named, but "loop" already says what is asked.
    expect(syntaxNames('my with block closed the file too early')).toContain('with statement');
    // The same words as English: nothing is asked about them.
    for (const question of ['write a for loop', 'my with block closed the file too early', 'what is the with open pattern for', 'read a file and print it', 'how is this done in python', 'looking for a good csv library']) {
      expect(keywordsAskedAbout(question)).toEqual([]);
    }
    // `with … as` in code, a call before `as` or a colon after the name; not "with commas as thousands".
    expect(syntaxNames("with open('a.txt') as f: what does as f mean")).toContain('with statement');
    expect(syntaxNames('with lock as held: is this right')).toContain('with statement');
    for (const question of ['what is operator overloading in python', 'call a function with keyword arguments', 'append to a list in loop', 'nested if and loop', 'print a number with commas as thousands separator', 'fill a template with values as placeholders']) {
      expect(syntaxNames(question)).not.toMatch(/identity|with statement|membership|logical operators/);
    }
  });

  it('names the return type arrow after a def and the all() and any() built-ins called in code', () => {
    expect(syntaxNames('what does -> str mean after def')).toContain('return type annotation');
    expect(syntaxNames('def f(x) -> int: what is the arrow')).toContain('return type annotation');
    expect(syntaxNames('why does all([]) return True')).toContain('all any');
    expect(syntaxNames('any(x > 3 for x in nums) what does it do')).toContain('all any');
    // An arrow between two values, and "all" or "any" as English, are not code.
    expect(syntaxNames("map 'a' -> 1 and 'b' -> 2")).not.toContain('return type annotation');
    expect(syntaxNames('remove all (even) numbers from a list')).not.toContain('all any');
    expect(syntaxNames('is there any way to sort a dict')).not.toContain('all any');
  });

  it('reads a percentage and a dictionary unpacked in a pattern as no arithmetic', () => {
    expect(syntaxNames('is 100% test coverage worth it')).not.toContain('remainder');
    expect(syntaxNames('I want an alert when more than 5% of the requests fail')).not.toContain('remainder');
    expect(syntaxNames('what is 10 % 3')).toContain('remainder modulo');
    expect(syntaxNames('n%2 == 0 even check')).toContain('remainder modulo');
    expect(syntaxNames('match case dict extra keys **rest')).not.toContain('power');
    expect(syntaxNames('x**2 vs x*x')).toContain('power exponent');
    expect(syntaxNames('why does -2 ** 2 give -4')).toContain('power exponent');
  });

  it('names nothing in a question without code', () => {
    expect(syntaxNames('How do I read a file line by line?')).toBe('');
  });
});
