import {exceptionLine, isRunnerFile, trimTraceback} from './traceback';

// Tracebacks as Pyodide 314 (Python 3.14) reports them, captured from the real runtime.
const DIVISION_THROUGH_RUNNER = [
  'Traceback (most recent call last):',
  '  File "<pydocs-runner>", line 44, in run_example',
  '  File "<example>", line 4, in <module>',
  '    f()',
  '    ~^^',
  '  File "<example>", line 2, in f',
  '    return 1/0',
  '           ~^~',
  'ZeroDivisionError: division by zero',
  '',
].join('\n');

const DIVISION_THROUGH_PYODIDE = [
  'Traceback (most recent call last):',
  '  File "/lib/python314.zip/_pyodide/_base.py", line 539, in eval_code',
  '    .run(globals, locals)',
  '     ~~~^^^^^^^^^^^^^^^^^',
  '  File "/lib/python314.zip/_pyodide/_base.py", line 366, in run',
  '    coroutine = eval(self.code, globals, locals)',
  '  File "<example>", line 1, in <module>',
  'ZeroDivisionError: division by zero',
  '',
].join('\n');

const SYNTAX_ERROR_THROUGH_PYODIDE = [
  'Traceback (most recent call last):',
  '  File "/lib/python314.zip/_pyodide/_base.py", line 528, in eval_code',
  '    CodeRunner(',
  '    ~~~~~~~~~~^',
  '        source,',
  '        ^^^^^^^',
  '    ...<6 lines>...',
  '        dedent=dedent,',
  '        ^^^^^^^^^^^^^^',
  '    )',
  '    ^',
  '  File "/lib/python314.zip/_pyodide/_base.py", line 151, in _parse_and_compile_gen',
  '    mod = compile(source, filename, mode, flags | ast.PyCF_ONLY_AST)',
  '  File "<example>", line 1',
  '    x = (',
  '        ^',
  "SyntaxError: '(' was never closed",
].join('\n');

describe('trimming tracebacks to the reader’s own code', () => {
  test('a ZeroDivisionError in a function shows the reader’s two frames and nothing of the runner', () => {
    expect(trimTraceback(DIVISION_THROUGH_RUNNER)).toBe(
      [
        'Traceback (most recent call last):',
        '  File "<example>", line 4, in <module>',
        '    f()',
        '    ~^^',
        '  File "<example>", line 2, in f',
        '    return 1/0',
        '           ~^~',
        'ZeroDivisionError: division by zero',
        '',
      ].join('\n'),
    );
  });

  test('Pyodide’s own eval frames under /lib/python314.zip/_pyodide/ are dropped', () => {
    const trimmed = trimTraceback(DIVISION_THROUGH_PYODIDE);
    expect(trimmed).not.toContain('_pyodide');
    expect(trimmed).toBe('Traceback (most recent call last):\n  File "<example>", line 1, in <module>\nZeroDivisionError: division by zero\n');
  });

  test('a SyntaxError reads as CPython prints it: the location and caret, no "Traceback" header', () => {
    expect(trimTraceback(SYNTAX_ERROR_THROUGH_PYODIDE)).toBe(
      ['  File "<example>", line 1', '    x = (', '        ^', "SyntaxError: '(' was never closed", ''].join('\n'),
    );
  });

  test('frames in the standard library stay, as a terminal shows them', () => {
    const traceback = [
      'Traceback (most recent call last):',
      '  File "<pydocs-runner>", line 44, in run_example',
      '  File "<example>", line 2, in <module>',
      '    json.loads("{")',
      '  File "/lib/python314.zip/json/__init__.py", line 352, in loads',
      '    return _default_decoder.decode(s)',
      'json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)',
    ].join('\n');
    const trimmed = trimTraceback(traceback);
    expect(trimmed).toContain('/lib/python314.zip/json/__init__.py');
    expect(trimmed).not.toContain('pydocs-runner');
  });

  test('a chained exception keeps both tracebacks and the sentence between them', () => {
    const traceback = [
      'Traceback (most recent call last):',
      '  File "<example>", line 2, in <module>',
      '    1/0',
      'ZeroDivisionError: division by zero',
      '',
      'The above exception was the direct cause of the following exception:',
      '',
      'Traceback (most recent call last):',
      '  File "<pydocs-runner>", line 44, in run_example',
      '  File "<example>", line 4, in <module>',
      '    raise ValueError("x") from e',
      'ValueError: x',
    ].join('\n');
    expect(trimTraceback(traceback)).toBe(`${traceback.replace('  File "<pydocs-runner>", line 44, in run_example\n', '')}\n`);
  });

  test('shared-session blocks are named "<example N>" and count as the reader’s code', () => {
    expect(isRunnerFile('<example 3>')).toBe(false);
    expect(isRunnerFile('<pydocs-prelude>')).toBe(true);
    expect(isRunnerFile('/lib/python314.zip/pyodide/ffi/__init__.py')).toBe(true);
  });

  test('the last line names the exception', () => {
    expect(exceptionLine(DIVISION_THROUGH_RUNNER)).toBe('ZeroDivisionError: division by zero');
  });
});
