/** @jest-environment node */
import {describeLoadError} from './loadError';

describe('why Python could not start, in words', () => {
  test('an Error gives its message', () => {
    expect(describeLoadError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  test('a plain object with a message (as Emscripten rejects) gives that message', () => {
    expect(describeLoadError({message: 'Aborted(CompileError: WebAssembly.instantiate(): Refused to compile)'})).toBe(
      'Aborted(CompileError: WebAssembly.instantiate(): Refused to compile)',
    );
  });

  test('a failed HTTP response names the status and the file', () => {
    expect(describeLoadError({status: 404, statusText: 'Not Found', url: 'https://pydocs.dev/pyodide/python_stdlib.zip'})).toBe(
      'the server answered 404 Not Found for python_stdlib.zip',
    );
  });

  test('anything else never reads "[object Object]"', () => {
    for (const reason of [{}, null, undefined, 42, '']) {
      const text = describeLoadError(reason);
      expect(text).toBe('the Python runtime did not download');
    }
  });
});
