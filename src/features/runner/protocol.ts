/**
 * The messages between the page and the Python worker, and the limits both sides apply.
 * Everything here is plain data (structured-clone safe), so it crosses postMessage unchanged.
 */

/** A program that runs longer than this is stopped (the reader can press Stop sooner). */
export const DEFAULT_TIME_LIMIT_MS = 10_000;
/** Characters of output kept per run (~100 KB); a print loop must not freeze the page. */
export const OUTPUT_LIMIT_CHARS = 100_000;
/** The reader's code is compiled under this file name, so tracebacks can tell it from the runner's. */
export const EXAMPLE_FILENAME = '<example>';

/** `stdin` is the reader's typed input, echoed where input() consumed it, as a terminal shows it. */
export type OutputStream = 'stdout' | 'stderr' | 'stdin';

/** How a program ended, when it ended by itself. */
export type RunOutcome =
  | Readonly<{kind: 'completed'}>
  /** sys.exit(code): `code` as Python gave it (None, an int, or anything else as its str()). */
  | Readonly<{kind: 'exited'; code: number | string | null}>
  /** An uncaught exception; `traceback` is Python's full text, runner frames included. */
  | Readonly<{kind: 'raised'; type: string; traceback: string}>;

/** One check of a coding exercise: Python written with the exercise (CONTRIBUTING.md, "Checks"). */
export type ExerciseCheck = Readonly<{source: string; name: string | null}>;

/** How one check went. `message` says in plain language what was expected and what came back. */
export type CheckResult = Readonly<{name: string; passed: boolean; message: string | null; traceback: string | null}>;

export type RunRequest = Readonly<{
  code: string;
  /** Lines handed to input(), in order; reading past the last one raises EOFError. */
  stdin: readonly string[];
  /** Runs with the same session id share one namespace; null means a fresh namespace. */
  session: string | null;
  /** A coding exercise's checks, run after the code against the names it defined. */
  checks?: readonly ExerciseCheck[];
  /**
   * Once `stdin` has run out, input() asks the reader and waits for their line (when the page can
   * share memory with the worker), instead of raising EOFError.
   */
  interactive?: boolean;
}>;

export type MainToWorker =
  /** `stdinBuffer`: shared with the page for interactive input() (null where the page is not cross-origin isolated). */
  | Readonly<{type: 'init'; indexURL: string; stdinBuffer: SharedArrayBuffer | null}>
  | Readonly<{type: 'run'; runId: number; outputLimit: number} & RunRequest>;

export type WorkerToMain =
  /** `python`: the version that started ("3.13.2"), shown with each result. */
  | Readonly<{type: 'ready'; loadMs: number; python: string}>
  | Readonly<{type: 'load-failed'; message: string}>
  /** `truncated`: the program wrote more than the output limit; this is the last of it the page gets. */
  | Readonly<{type: 'output'; runId: number; stream: OutputStream; text: string; truncated?: true}>
  /** input() is waiting for the reader's line (interactive runs only). */
  | Readonly<{type: 'input-request'; runId: number}>
  | Readonly<{type: 'done'; runId: number; outcome: RunOutcome; truncated: boolean; checks?: readonly CheckResult[]}>;

const WORKER_MESSAGE_TYPES = new Set(['ready', 'load-failed', 'output', 'input-request', 'done']);

/** Guards the page against anything else that might arrive on the worker's message channel. */
export function isWorkerMessage(data: unknown): data is WorkerToMain {
  return typeof data === 'object' && data !== null && WORKER_MESSAGE_TYPES.has((data as {type?: unknown}).type as string);
}
