/**
 * What the reader sees of a run: the program's output in order (stdout, stderr, echoed input),
 * capped so a print loop cannot freeze the page, and how the run ended, in words.
 */
import {OUTPUT_LIMIT_CHARS, type OutputStream, type RunOutcome} from './protocol';
import {exceptionLine, trimTraceback} from './traceback';

export type OutputChunk = Readonly<{stream: OutputStream; text: string}>;
export type Notice = Readonly<{tone: 'info' | 'warning' | 'error'; text: string}>;
export type Output = Readonly<{chunks: readonly OutputChunk[]; size: number; truncated: boolean}>;

export const EMPTY_OUTPUT: Output = {chunks: [], size: 0, truncated: false};

/** Appends a piece of output, merging it into the last chunk of the same stream, up to `limit` characters. */
export function appendOutput(output: Output, chunk: OutputChunk, limit = OUTPUT_LIMIT_CHARS): Output {
  if (chunk.text === '') return output;
  const room = limit - output.size;
  if (room <= 0) return output.truncated ? output : {...output, truncated: true};
  const text = chunk.text.length > room ? chunk.text.slice(0, room) : chunk.text;
  const last = output.chunks[output.chunks.length - 1];
  const chunks =
    last && last.stream === chunk.stream
      ? [...output.chunks.slice(0, -1), {stream: chunk.stream, text: last.text + text}]
      : [...output.chunks, {stream: chunk.stream, text}];
  return {chunks, size: output.size + text.length, truncated: output.truncated || text.length < chunk.text.length};
}

/** CPython's rule: sys.exit() and sys.exit(None) are 0, an int is itself, anything else is printed and is 1. */
export function exitStatus(code: number | string | null): number {
  if (code === null) return 0;
  return typeof code === 'number' ? code : 1;
}

export const exitMessage = (status: number) => `Exited with status ${status}`;

export function truncatedMessage(limit = OUTPUT_LIMIT_CHARS): string {
  return `Output truncated: only the first ${Math.round(limit / 1000)} KB are shown.`;
}

function seconds(ms: number): string {
  const value = Number((ms / 1000).toFixed(1));
  return `${value} ${value === 1 ? 'second' : 'seconds'}`;
}

export function timeLimitMessage(limitMs: number): string {
  return `Stopped: the program ran longer than ${seconds(limitMs)}.`;
}

/** Advice for the errors a reader meets because the program runs in a browser, not a terminal. */
function hintFor(lastLine: string): Notice | null {
  if (lastLine.startsWith('EOFError: EOF when reading a line')) {
    return {tone: 'info', text: 'input() ran out of lines: put one line per input() call in "Input for input()" and run again.'};
  }
  if (lastLine.startsWith('ModuleNotFoundError:')) {
    return {tone: 'info', text: 'Python in the browser has the standard library only: third-party packages (numpy, requests, ...) are not available here.'};
  }
  return null;
}

/**
 * The output and notices that report how a program ended. A traceback is shown even when the
 * output was truncated: it is the one part a reader needs.
 */
export function describeOutcome(outcome: RunOutcome): {chunks: OutputChunk[]; notices: Notice[]} {
  switch (outcome.kind) {
    case 'completed':
      return {chunks: [], notices: []};
    case 'exited': {
      const message = typeof outcome.code === 'string' ? [{stream: 'stderr' as const, text: `${outcome.code}\n`}] : [];
      return {chunks: message, notices: [{tone: 'info', text: exitMessage(exitStatus(outcome.code))}]};
    }
    case 'raised': {
      const hint = hintFor(exceptionLine(outcome.traceback));
      return {chunks: [{stream: 'stderr', text: trimTraceback(outcome.traceback)}], notices: hint ? [hint] : []};
    }
  }
}
