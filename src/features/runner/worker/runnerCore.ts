/**
 * The worker's side of a run, around a loaded Pyodide: output and input wired to the page,
 * namespaces per run or per shared page session, and how the run ended turned into a RunOutcome.
 * The Pyodide instance is passed in, so this is unit-tested with a stand-in.
 */
import type {PyodideAPI} from 'pyodide';
import type {CheckResult, MainToWorker, RunOutcome, WorkerToMain} from '../protocol';
import {createOutputSink} from './outputSink';

/** The parts of Pyodide the runner uses. */
export type PythonRuntime = Pick<PyodideAPI, 'runPython' | 'setStdout' | 'setStderr' | 'setStdin' | 'globals'> & {
  ffi: {PythonError: abstract new (...args: never[]) => Error & {type: string}};
};

/**
 * Python source run once per worker: prelude.py (asyncio.run), run_example.py (sessions) and
 * check_exercise.py (exercise checks, in run_example's namespace).
 */
export type RunnerSources = Readonly<{prelude: string; helper: string; checker?: string}>;

export type RunMessage = Extract<MainToWorker, {type: 'run'}>;

type PySession = {close(): void; destroy(): void};
type PyFunction<Args extends unknown[], Result> = ((...args: Args) => Result) & {destroy(): void};

export interface RunnerCore {
  run(message: RunMessage): void;
}

/** Runs a task once the current one is over (the worker's setTimeout; a stand-in in unit tests). */
export type DeferWork = (task: () => void) => void;

const afterThisTask: DeferWork = (task) => {
  setTimeout(task, 0);
};

/**
 * What the worker runs, its output discarded, after a reader's first Run: typical example code
 * (a function, a class, a loop, a comprehension, an f-string, a caught exception, print).
 */
export const WARM_UP_PROGRAM = `def greet(name, punctuation="!"):
    return f"Hello, {name}{punctuation}"


class Counter:
    def __init__(self):
        self.counts = {}

    def add(self, word):
        self.counts[word] = self.counts.get(word, 0) + 1


counter = Counter()
for word in "the quick brown fox jumps over the lazy dog".split():
    counter.add(word)
squares = [n * n for n in range(10) if n % 2 == 0]
try:
    int("ten")
except ValueError as error:
    print("ValueError:", error)
print(greet("Ada"), sorted(counter.counts.items())[:3], squares, sep="\\n")
`;
/** How many times, one per task, so that a reader's Run waits for one at most. */
export const WARM_UP_RUNS = 30;

/** Asks the page for the reader's next line and waits for it (./stdinChannel.ts); null: end of input. */
export type ReadLine = (ask: () => void) => string | null;

export function createRunnerCore(
  pyodide: PythonRuntime,
  sources: RunnerSources,
  post: (message: WorkerToMain) => void,
  deferWork: DeferWork = afterThisTask,
  readLine: ReadLine | null = null,
): RunnerCore {
  const sink = createOutputSink(post);
  let stdinLines: string[] = [];
  // The run that may ask the reader for input, once its given lines have run out.
  let askingRun: number | null = null;

  const decoders = {stdout: new TextDecoder(), stderr: new TextDecoder()};
  for (const stream of ['stdout', 'stderr'] as const) {
    const write = (bytes: Uint8Array) => {
      sink.write(stream, decoders[stream].decode(bytes, {stream: true}));
      return bytes.length;
    };
    if (stream === 'stdout') pyodide.setStdout({write});
    else pyodide.setStderr({write});
  }
  // Each input() takes the next line; it is echoed so the output reads like a terminal transcript,
  // as the example checker prints it (CONTRIBUTING.md). No lines left: the reader is asked, where
  // the run is interactive and the page can share memory; otherwise EOFError, as at end of file.
  pyodide.setStdin({
    stdin: () => {
      let line: string | null | undefined = stdinLines.shift();
      const runId = askingRun;
      if (line === undefined && runId !== null && readLine) line = readLine(() => post({type: 'input-request', runId}));
      if (line === undefined || line === null) return null;
      sink.write('stdin', `${line}\n`);
      return `${line}\n`;
    },
  });

  const newScope = () => (pyodide.globals.get('dict') as () => ReturnType<PyodideAPI['toPy']>)();
  pyodide.runPython(sources.prelude, {globals: newScope(), filename: '<pydocs-prelude>'});
  const helper = newScope();
  pyodide.runPython(sources.helper, {globals: helper, filename: '<pydocs-runner>'});
  const Session = helper.get('Session') as PyFunction<[boolean], PySession>;
  const runExample = helper.get('run_example') as PyFunction<[string, PySession], string>;
  if (sources.checker) pyodide.runPython(sources.checker, {globals: helper, filename: '<pydocs-checks>'});
  const checkExercise = sources.checker ? (helper.get('check_exercise') as PyFunction<[string, string, PySession], string>) : null;
  const sharedSessions = new Map<string, PySession>();
  // A fresh session made while the reader is not waiting (after start-up and after each ordinary
  // run), so that pressing Run only compiles and runs the code. Creating a session forgets the
  // modules earlier runs imported, so a spare made before a shared-session run (which may import
  // more) is thrown away rather than used.
  let spare: PySession | null = null;
  const prepareSpare = () => {
    spare ??= Session(false);
  };
  const discardSpare = () => {
    spare?.close();
    spare?.destroy();
    spare = null;
  };
  deferWork(prepareSpare);

  function sessionFor(id: string | null): PySession {
    if (id === null) {
      const fresh = spare ?? Session(false);
      spare = null;
      return fresh;
    }
    discardSpare();
    let session = sharedSessions.get(id);
    if (!session) {
      session = Session(true);
      sharedSessions.set(id, session);
    }
    return session;
  }

  // V8 first runs WebAssembly with its baseline compiler and optimises a function only after it
  // has run a while: the first ten or so Runs after Python starts took 3-10 ms, later ones 1-2 ms
  // (Chromium, 2 cores). Running a typical program in the background after the first Run makes
  // the parser, compiler and interpreter paths every Run takes hot while the reader is reading.
  // Only around ordinary runs: a new session forgets the modules and logging set-up of the
  // others, which a shared session must keep, so a shared-session run ends the warm-up.
  let warmUpsLeft = WARM_UP_RUNS;
  const warmUp = () => {
    if (warmUpsLeft <= 0) return;
    warmUpsLeft -= 1;
    sink.begin(0, 0); // nothing is posted
    const session = Session(false);
    try {
      runExample(WARM_UP_PROGRAM, session);
    } catch {
      warmUpsLeft = 0; // never worth breaking the reader's next Run for; that Run reports any fault
    } finally {
      sink.write('stdout', decoders.stdout.decode());
      session.close();
      session.destroy();
    }
    deferWork(warmUp);
  };
  let warmUpStarted = false;

  return {
    run(message) {
      if (message.session !== null) warmUpsLeft = 0;
      sink.begin(message.runId, message.outputLimit);
      stdinLines = [...message.stdin];
      askingRun = message.interactive ? message.runId : null;
      const session = sessionFor(message.session);
      let outcome: RunOutcome;
      let checks: CheckResult[] | undefined;
      try {
        const result = JSON.parse(
          message.checks && checkExercise ? checkExercise(message.code, JSON.stringify(message.checks), session) : runExample(message.code, session),
        ) as {exited: boolean; code?: number | string | null; checks?: CheckResult[]};
        outcome = result.exited ? {kind: 'exited', code: result.code ?? null} : {kind: 'completed'};
        checks = result.checks;
      } catch (error) {
        // Anything but a Python exception means the runtime itself broke: let the worker's error
        // event tell the page, which starts a new worker.
        if (!(error instanceof pyodide.ffi.PythonError)) throw error;
        outcome = {kind: 'raised', type: error.type, traceback: error.message};
      } finally {
        sink.write('stdout', decoders.stdout.decode());
        sink.write('stderr', decoders.stderr.decode());
      }
      post({type: 'done', runId: message.runId, outcome, truncated: sink.truncated, ...(checks ? {checks} : {})});
      // Tidying up comes after the reader has their result.
      if (message.session === null) {
        session.close();
        session.destroy();
        deferWork(prepareSpare);
        if (!warmUpStarted) {
          warmUpStarted = true;
          deferWork(warmUp);
        }
      }
    },
  };
}
