/**
 * Sends a running program's output to the page as it is written, up to the output limit.
 *
 * Each write is posted at once rather than batched here: the worker is busy running Python, so
 * nothing could flush a batch later, and a program stopped by the time limit would lose its last
 * lines. The page batches what it draws instead (RunnablePythonBlock).
 */
import type {OutputStream, WorkerToMain} from '../protocol';

export interface OutputSink {
  begin(runId: number, limit: number): void;
  write(stream: OutputStream, text: string): void;
  /** Whether output was cut at the limit. */
  readonly truncated: boolean;
}

export function createOutputSink(post: (message: WorkerToMain) => void): OutputSink {
  let runId = 0;
  let room = 0;
  let limit = 0;
  let truncated = false;
  return {
    begin(id, runLimit) {
      runId = id;
      limit = runLimit;
      room = runLimit;
      truncated = false;
    },
    write(stream, text) {
      if (text === '') return;
      const kept = text.length > room ? text.slice(0, Math.max(room, 0)) : text;
      room -= kept.length;
      const cutHere = kept.length < text.length && !truncated;
      if (kept.length < text.length) truncated = true;
      // A limit of 0 is a run the page never sees (Python's warm-up): it is told nothing.
      if (cutHere && limit > 0) {
        // Said at once, not only with the run's result: a program that goes on after the limit
        // (a long print loop on a slow machine) may end by the time limit, with no result at all.
        post({type: 'output', runId, stream, text: kept, truncated: true});
      } else if (kept !== '') post({type: 'output', runId, stream, text: kept});
    },
    get truncated() {
      return truncated;
    },
  };
}
