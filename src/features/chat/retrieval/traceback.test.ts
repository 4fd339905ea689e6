/**
 * @jest-environment node
 */
import {describeError, messageWords, parentOf, readError, usualCauseOf} from './traceback';

const KEY_ERROR = [
  'Traceback (most recent call last):',
  '  File "/home/ada/report.py", line 12, in <module>',
  '    total += prices[item]',
  '             ~~~~~~^^^^^^',
  "KeyError: 'banana'",
].join('\n');

describe('reading a pasted traceback', () => {
  it('finds the exception, its message, the frame it happened in and the failing line', () => {
    expect(readError(KEY_ERROR)).toEqual({
      exception: 'KeyError',
      message: "'banana'",
      frame: {file: '/home/ada/report.py', line: 12, functionName: '<module>'},
      failingLine: 'total += prices[item]',
      pasted: true,
    });
  });

  it("reads Python's message pasted without its class name as that exception's", () => {
    expect(readError("'str' object is not callable")).toEqual({exception: 'TypeError', message: "'str' object is not callable", frame: null, failingLine: null, pasted: true});
    expect(readError("name 'totl' is not defined")?.exception).toBe('NameError');
    expect(readError('list index out of range')?.exception).toBe('IndexError');
    // The answer restates Python's message, not the reader's words after it.
    expect(readError("name 'true' is not defined in python")?.message).toBe("name 'true' is not defined");
    expect(readError("name 'nme' is not defined. Did you mean: 'name'?")?.message).toBe("name 'nme' is not defined. Did you mean: 'name'?");
    expect(readError("'utf-8' codec can't decode byte 0xff in position 0: invalid start byte")?.message).toBe("'utf-8' codec can't decode byte 0xff in position 0: invalid start byte");
    expect(readError("local variable 'count' referenced before assignment")?.exception).toBe('UnboundLocalError');
    // Said inside a question of the reader's own, it is named, not pasted: the question is read whole.
    expect(readError("selenium 'WebDriver' object has no attribute 'find_element_by_id'")).toMatchObject({exception: 'AttributeError', pasted: false});
    // Words readers also use of their own code are no message of Python's.
    // Nor one whose pages quote it beside its usual cause ("Forgetting `self`" in classes' common mistakes).
    for (const question of ['how do I avoid division by zero', 'invalid syntax in my loop', 'the name is not defined anywhere in the docs', 'takes 0 positional arguments but 1 was given']) {
      expect(readError(question)).toBeNull();
    }
  });

  it('takes the innermost frame of a call chain, where the error happened', () => {
    const reading = readError(
      [
        'Traceback (most recent call last):',
        '  File "app.py", line 8, in <module>',
        '    user = find_user(users, "bob")',
        '  File "app.py", line 3, in find_user',
        '    return users[name]["email"]',
        "TypeError: 'NoneType' object is not subscriptable",
      ].join('\n'),
    );
    expect(reading?.frame).toEqual({file: 'app.py', line: 3, functionName: 'find_user'});
    expect(reading?.failingLine).toBe('return users[name]["email"]');
    expect(reading?.exception).toBe('TypeError');
  });

  it('reads syntax errors, whose frame has no function, and dotted exception names', () => {
    const indentation = readError('  File "main.py", line 4\n    print(total)\nIndentationError: unindent does not match any outer indentation level');
    expect(indentation).toMatchObject({exception: 'IndentationError', frame: {file: 'main.py', line: 4, functionName: null}, failingLine: 'print(total)'});
    expect(readError('json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)')).toMatchObject({
      exception: 'JSONDecodeError',
      message: 'Expecting value: line 1 column 1 (char 0)',
      frame: null,
      pasted: true,
    });
  });

  it('keeps the last exception of a chained traceback: the earlier one is its cause', () => {
    const chained = `${KEY_ERROR}\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "report.py", line 14, in <module>\n    raise LookupError(item)\nLookupError: banana`;
    expect(readError(chained)).toMatchObject({exception: 'LookupError', frame: {line: 14}, failingLine: 'raise LookupError(item)'});
  });

  it('recognises an exception named in a sentence, and nothing in a question without one', () => {
    expect(readError('my program crashes with KeyError, what does it mean?')).toEqual({
      exception: 'KeyError',
      message: '',
      frame: null,
      failingLine: null,
      pasted: false,
    });
    expect(readError('StopIteration error when calling next()')?.exception).toBe('StopIteration');
    expect(readError('How do I handle errors in Python?')).toBeNull();
    expect(readError('Error: something went wrong')).toBeNull();
    // An exception group is an exception; an asyncio TaskGroup is not.
    expect(readError('how do I catch one error out of an ExceptionGroup')?.exception).toBe('ExceptionGroup');
    expect(readError('BaseExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)')?.exception).toBe('BaseExceptionGroup');
    expect(readError('run three downloads at once in a TaskGroup')).toBeNull();
  });
});

describe('explaining what was read', () => {
  it("keeps the message's meaning and drops what is particular to the reader's program", () => {
    expect(messageWords("name 'mesage' is not defined. Did you mean: 'message'?")).toBe('name is not defined. : ?');
    // Python's type names become the words the pages use; "object" is in every message.
    expect(messageWords("'NoneType' object is not subscriptable")).toBe('None is not subscriptable');
    expect(messageWords("can only concatenate str (not \"int\") to str")).toBe("can only concatenate str (not ) to str");
    expect(messageWords("[Errno 2] No such file or directory: 'data.csv'")).toBe('[ ] No such file or directory:');
  });

  it('knows the parent of exceptions the pages may only mention by family', () => {
    expect(parentOf('ModuleNotFoundError')).toBe('ImportError');
    expect(parentOf('KeyError')).toBe('LookupError');
    expect(parentOf('MadeUpError')).toBeNull();
    // "No module named 'requests'" does not say that the fix is installing it.
    expect(usualCauseOf('ModuleNotFoundError')).toContain('install');
  });

  it('restates the error, the file, the line and the failing code for the reader', () => {
    expect(describeError(readError(KEY_ERROR)!)).toBe("**KeyError**: 'banana', raised at line 12 of `report.py`: `total += prices[item]`.");
    expect(describeError(readError('KeyError')!)).toBe('**KeyError**.');
  });
});
