/**
 * The reader's input for input(): a box with one line per call, consumed in order, as the example
 * checker feeds stdin="a|b" (CONTRIBUTING.md). Reading past the last line raises EOFError.
 */
import type {FenceMeta} from './fenceMeta';

/** stdin="Ada|36" gives input() its lines; the same lines pre-fill the reader's input box. */
export function stdinTextFromMeta(meta: FenceMeta): string {
  return typeof meta.stdin === 'string' ? meta.stdin.split('|').join('\n') : '';
}

/** The input box holds one line per input() call; a final newline does not add an empty line. */
export function stdinLinesFromText(text: string): string[] {
  if (text === '') return [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Whether the program reads input, so the input box is worth showing. */
export function readsInput(code: string): boolean {
  return /\binput\s*\(/.test(code);
}
