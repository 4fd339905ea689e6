/** @jest-environment node */
// The page hands a waiting input() its line through shared memory (what a worker sees).
import {createStdinReader, createStdinWriter, STDIN_BUFFER_BYTES} from './stdinChannel';

test('a line written by the page is what input() reads, whole, accents and all', () => {
  const buffer = new SharedArrayBuffer(STDIN_BUFFER_BYTES);
  const read = createStdinReader(buffer);
  const write = createStdinWriter(buffer);
  // The page answers as soon as it is asked (here: before the worker starts waiting).
  expect(read(() => write('Zoë Ada'))).toBe('Zoë Ada');
  expect(read(() => write(''))).toBe('');
});

test('the end of input (Ctrl+D) reads as no line, which Python turns into EOFError', () => {
  const buffer = new SharedArrayBuffer(STDIN_BUFFER_BYTES);
  const read = createStdinReader(buffer);
  expect(read(() => createStdinWriter(buffer)(null))).toBeNull();
});

test('a line longer than the buffer is cut, never mid-character', () => {
  const buffer = new SharedArrayBuffer(8 + 5);
  const read = createStdinReader(buffer);
  expect(read(() => createStdinWriter(buffer)('ééé'))).toBe('éé');
});
