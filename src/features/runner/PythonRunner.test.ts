import {PythonRunner, type RunEvent, type WorkerLike} from './PythonRunner';
import type {MainToWorker, RunRequest, WorkerToMain} from './protocol';

/** A stand-in for the Python worker: records what the page sends and replies when told to. */
class FakeWorker implements WorkerLike {
  sent: MainToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: MainToWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: WorkerToMain) {
    this.onmessage?.(new MessageEvent('message', {data: message}));
  }
  lastRun() {
    return this.sent.filter((message) => message.type === 'run').pop() as Extract<MainToWorker, {type: 'run'}>;
  }
}

const PRINT_HELLO: RunRequest = {code: 'print("hello")', stdin: [], session: null};

function setup(timeLimitMs = 10_000) {
  const workers: FakeWorker[] = [];
  const runner = new PythonRunner({
    createWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    indexURL: 'http://localhost/pyodide/',
    timeLimitMs: () => timeLimitMs,
    outputLimit: 100_000,
  });
  const events: RunEvent[] = [];
  return {runner, workers, events, listener: (event: RunEvent) => events.push(event)};
}

describe('running a block', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the first Run loads Python from the site, then runs the code and reports its output', () => {
    const {runner, workers, events, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    expect(events).toEqual([{type: 'loading'}]);
    expect(workers).toHaveLength(1);
    expect(workers[0].sent).toEqual([{type: 'init', indexURL: 'http://localhost/pyodide/', stdinBuffer: null}]);

    workers[0].reply({type: 'ready', loadMs: 1400, python: '3.14.2'});
    const run = workers[0].lastRun();
    expect(run).toEqual({type: 'run', runId: run.runId, outputLimit: 100_000, ...PRINT_HELLO, interactive: false});
    workers[0].reply({type: 'output', runId: run.runId, stream: 'stdout', text: 'hello\n'});
    workers[0].reply({type: 'done', runId: run.runId, outcome: {kind: 'completed'}, truncated: false});
    expect(events).toEqual([
      {type: 'loading'},
      {type: 'started', python: '3.14.2'},
      {type: 'output', stream: 'stdout', text: 'hello\n'},
      {type: 'finished', outcome: {kind: 'completed'}, truncated: false},
    ]);
  });

  test('Python started ahead of the first Run (prepare) is the one that Run uses', () => {
    const {runner, workers, events, listener} = setup();
    runner.prepare();
    runner.prepare();
    expect(workers).toHaveLength(1);
    expect(workers[0].sent).toEqual([{type: 'init', indexURL: 'http://localhost/pyodide/', stdinBuffer: null}]);
    workers[0].reply({type: 'ready', loadMs: 900, python: '3.14.2'});
    runner.run(PRINT_HELLO, listener);
    expect(workers).toHaveLength(1);
    expect(events).toEqual([{type: 'started', python: '3.14.2'}]);
    expect(workers[0].lastRun()).toMatchObject(PRINT_HELLO);
  });

  test('later runs reuse the same worker', () => {
    const {runner, workers, events, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    workers[0].reply({type: 'done', runId: workers[0].lastRun().runId, outcome: {kind: 'completed'}, truncated: false});
    events.length = 0;
    runner.run(PRINT_HELLO, listener);
    expect(workers).toHaveLength(1);
    expect(events).toEqual([{type: 'started', python: '3.14.2'}]);
  });

  test('a second block waits for the first to finish, then runs', () => {
    const {runner, workers} = setup();
    const first: RunEvent[] = [];
    const second: RunEvent[] = [];
    runner.run(PRINT_HELLO, (event) => first.push(event));
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    runner.run({...PRINT_HELLO, code: 'print(2)'}, (event) => second.push(event));
    expect(second).toEqual([{type: 'queued'}]);
    workers[0].reply({type: 'done', runId: workers[0].lastRun().runId, outcome: {kind: 'completed'}, truncated: false});
    expect(second).toEqual([{type: 'queued'}, {type: 'started', python: '3.14.2'}]);
    expect(workers[0].lastRun().code).toBe('print(2)');
  });

  test('output of an earlier run that arrives late is not shown in the next one', () => {
    const {runner, workers, events, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    workers[0].reply({type: 'output', runId: 999, stream: 'stdout', text: 'stale\n'});
    expect(events).not.toContainEqual(expect.objectContaining({text: 'stale\n'}));
  });
});

describe('runaway programs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('`while True: pass` is stopped at the time limit, the worker replaced, and the next run works', () => {
    const {runner, workers, events, listener} = setup(10_000);
    runner.run({code: 'while True: pass', stdin: [], session: null}, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    jest.advanceTimersByTime(9_999);
    expect(events.at(-1)).toEqual({type: 'started', python: '3.14.2'});
    jest.advanceTimersByTime(1);
    expect(events.at(-1)).toEqual({type: 'timed-out', limitMs: 10_000, sessionLost: false});
    expect(workers[0].terminated).toBe(true);
    // A fresh worker starts loading at once, so the next Run does not pay for it.
    expect(workers).toHaveLength(2);
    expect(workers[1].sent).toEqual([{type: 'init', indexURL: 'http://localhost/pyodide/', stdinBuffer: null}]);

    const next: RunEvent[] = [];
    runner.run(PRINT_HELLO, (event) => next.push(event));
    expect(next).toEqual([{type: 'loading'}]);
    workers[1].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    workers[1].reply({type: 'done', runId: workers[1].lastRun().runId, outcome: {kind: 'completed'}, truncated: false});
    expect(next.at(-1)).toEqual({type: 'finished', outcome: {kind: 'completed'}, truncated: false});
  });

  test('a program that finishes in time clears its timer', () => {
    const {runner, workers, events, listener} = setup(1_000);
    runner.run(PRINT_HELLO, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    workers[0].reply({type: 'done', runId: workers[0].lastRun().runId, outcome: {kind: 'completed'}, truncated: false});
    jest.advanceTimersByTime(5_000);
    expect(events.map((event) => event.type)).toEqual(['loading', 'started', 'finished']);
    expect(workers[0].terminated).toBe(false);
  });

  test('Stop ends a running program; in a shared session the reader learns the session restarted', () => {
    const {runner, workers, events, listener} = setup();
    const handle = runner.run({code: 'while True: pass', stdin: [], session: '/tutorials/todo-cli'}, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    handle.stop();
    expect(events.at(-1)).toEqual({type: 'stopped', sessionLost: true});
    expect(workers[0].terminated).toBe(true);
    // A late "done" from the terminated worker is ignored, and stopping twice is harmless.
    workers[0].reply({type: 'done', runId: workers[0].lastRun().runId, outcome: {kind: 'completed'}, truncated: false});
    handle.stop();
    expect(events.filter((event) => event.type === 'stopped' || event.type === 'finished')).toHaveLength(1);
  });

  test('Stop on a block that is still waiting takes it out of the queue without touching the worker', () => {
    const {runner, workers} = setup();
    runner.run({code: 'while True: pass', stdin: [], session: null}, () => {});
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    const waiting: RunEvent[] = [];
    runner.run(PRINT_HELLO, (event) => waiting.push(event)).stop();
    expect(waiting).toEqual([{type: 'queued'}, {type: 'stopped', sessionLost: false}]);
    expect(workers[0].terminated).toBe(false);
  });
});

describe('when Python cannot start', () => {
  test('a failed download is reported and the next Run tries again with a new worker', () => {
    const {runner, workers, events, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    workers[0].reply({type: 'load-failed', message: 'Failed to fetch'});
    expect(events.at(-1)).toEqual({type: 'failed', message: 'Python could not start (Failed to fetch). Check your connection, then press Run to try again.'});
    runner.run(PRINT_HELLO, listener);
    expect(workers).toHaveLength(2);
  });

  test('a worker that dies mid-run fails that run', () => {
    const {runner, workers, events, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    workers[0].onerror?.(new ErrorEvent('error', {message: 'RangeError: Maximum call stack size exceeded'}));
    expect(events.at(-1)).toEqual({
      type: 'failed',
      message: 'Python stopped unexpectedly (RangeError: Maximum call stack size exceeded). Press Run to start it again.',
    });
  });

  test('anything else on the worker channel is ignored', () => {
    const {runner, workers, events, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    workers[0].onmessage?.(new MessageEvent('message', {data: {hello: 'world'}}));
    expect(events).toEqual([{type: 'loading'}]);
  });
});

describe('input() that waits for the reader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function interactiveSetup(timeLimitMs = 1_000) {
    const workers: FakeWorker[] = [];
    const written: Array<string | null> = [];
    const buffer = new SharedArrayBuffer(16);
    const runner = new PythonRunner({
      createWorker: () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      },
      indexURL: 'http://localhost/pyodide/',
      timeLimitMs: () => timeLimitMs,
      outputLimit: 100_000,
      createStdinBuffer: () => buffer,
      writeStdin: () => (line) => written.push(line),
    });
    const events: RunEvent[] = [];
    return {runner, workers, written, buffer, events, listener: (event: RunEvent) => events.push(event)};
  }

  test('the worker gets the shared buffer, the run is interactive, and waiting for a line does not count against the time limit', () => {
    const {runner, workers, written, buffer, events, listener} = interactiveSetup();
    const handle = runner.run({...PRINT_HELLO, interactive: true}, listener);
    expect(workers[0].sent[0]).toEqual({type: 'init', indexURL: 'http://localhost/pyodide/', stdinBuffer: buffer});
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    const run = workers[0].lastRun();
    expect(run.interactive).toBe(true);
    workers[0].reply({type: 'input-request', runId: run.runId});
    expect(events.at(-1)).toEqual({type: 'input-requested'});
    // The reader takes their time: far past the limit, the run is still waiting, not stopped.
    jest.advanceTimersByTime(60_000);
    expect(events.some((event) => event.type === 'timed-out')).toBe(false);
    handle.sendInput('Ada');
    expect(written).toEqual(['Ada']);
    // Running again after the line: the limit applies again.
    jest.advanceTimersByTime(1_000);
    expect(events.at(-1)).toMatchObject({type: 'timed-out'});
  });

  test('a line is only sent to a run that is waiting for one', () => {
    const {runner, workers, written, listener} = interactiveSetup();
    const handle = runner.run({...PRINT_HELLO, interactive: true}, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    handle.sendInput('too early');
    expect(written).toEqual([]);
  });

  test('where the page cannot share memory, no run is interactive: input() reads the given lines', () => {
    const {runner, workers, listener} = setup();
    runner.run({...PRINT_HELLO, stdin: ['Ada'], interactive: true}, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    expect(workers[0].lastRun()).toMatchObject({stdin: ['Ada'], interactive: false});
  });
});

describe('a reader moving between pages of two Python versions', () => {
  test('an idle runner lets its worker go, and its next Run starts Python again', () => {
    const {runner, workers, events, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.13.2'});
    workers[0].reply({type: 'done', runId: workers[0].lastRun().runId, outcome: {kind: 'completed'}, truncated: false});
    runner.releaseIfIdle();
    expect(workers[0].terminated).toBe(true);
    runner.run(PRINT_HELLO, listener);
    expect(workers).toHaveLength(2);
    expect(events.at(-1)).toEqual({type: 'loading'});
  });

  test('a runner whose worker holds a shared session (a tutorial\'s variables) keeps it', () => {
    const {runner, workers, listener} = setup();
    runner.run({...PRINT_HELLO, session: '/tutorials/todo-cli'}, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.14.2'});
    workers[0].reply({type: 'done', runId: workers[0].lastRun().runId, outcome: {kind: 'completed'}, truncated: false});
    runner.releaseIfIdle();
    expect(workers[0].terminated).toBe(false);
  });

  test('a runner whose program is still running keeps its worker', () => {
    const {runner, workers, listener} = setup();
    runner.run(PRINT_HELLO, listener);
    workers[0].reply({type: 'ready', loadMs: 1, python: '3.13.2'});
    runner.releaseIfIdle();
    expect(workers[0].terminated).toBe(false);
  });
});
