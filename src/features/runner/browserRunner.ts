/**
 * The page's Python runner for each Python version, created on the first Run. This module is only
 * ever loaded with import() (see loadRunner.ts), so neither it nor the worker is part of a page's
 * initial JavaScript.
 */
import siteConfig from '@generated/docusaurus.config';
import {ModuleWorker} from './moduleWorker';
import {PythonRunner, type WorkerLike} from './PythonRunner';
import {DEFAULT_TIME_LIMIT_MS, OUTPUT_LIMIT_CHARS} from './protocol';
import {CURRENT_PYTHON} from './pagePython';
import {RUNTIME_PATHS} from './runtimePath';
import {STDIN_BUFFER_BYTES, createStdinWriter} from './worker/stdinChannel';

declare global {
  interface Window {
    /** End-to-end tests shorten the time limit with this; readers always get the default. */
    PYDOCS_RUNNER_TIME_LIMIT_MS?: number;
  }
}

function timeLimitMs(): number {
  const override = window.PYDOCS_RUNNER_TIME_LIMIT_MS;
  return typeof override === 'number' && override > 0 ? override : DEFAULT_TIME_LIMIT_MS;
}

// The bundler builds the worker as its own chunk from this exact form (see moduleWorker.ts).
const createWorker = (): WorkerLike => new ModuleWorker(new URL('./worker/python.worker.ts', import.meta.url), {name: 'python'});

const runners = new Map<string, PythonRunner>();

/**
 * The runner for a Python version ("3.14", "3.13"); an unknown version runs on the current Python.
 * A reader moving to a page of another version gets that version's runner, and the other one's
 * idle worker (a whole Python in memory) is let go.
 */
/** The runner for a Python version if one was made, without making one or letting others go. */
export const existingRunnerFor = (python: string): PythonRunner | null => runners.get(python in RUNTIME_PATHS ? python : CURRENT_PYTHON) ?? null;

export function runnerFor(python: string): PythonRunner {
  const version = python in RUNTIME_PATHS ? python : CURRENT_PYTHON;
  let runner = runners.get(version);
  if (!runner) {
    runner = createRunner(RUNTIME_PATHS[version] ?? '');
    runners.set(version, runner);
  }
  for (const [other, otherRunner] of runners) if (other !== version) otherRunner.releaseIfIdle();
  return runner;
}

const createRunner = (runtimePath: string) =>
  new PythonRunner({
    createWorker,
    indexURL: new URL(`${siteConfig.baseUrl}${runtimePath}`, window.location.href).href,
    timeLimitMs,
    outputLimit: OUTPUT_LIMIT_CHARS,
    // Shared memory, for input() that waits for the reader, exists only in a cross-origin isolated
    // page (COOP and COEP, firebase.json); elsewhere input() reads the lines in the input box.
    createStdinBuffer: () => (window.crossOriginIsolated ? new SharedArrayBuffer(STDIN_BUFFER_BYTES) : null),
    writeStdin: createStdinWriter,
  });
