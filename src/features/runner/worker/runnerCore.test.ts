/** @jest-environment node */
// The worker has no DOM; Node gives the test the same TextDecoder a worker has.
import type {WorkerToMain} from '../protocol';
import {createRunnerCore, WARM_UP_PROGRAM, WARM_UP_RUNS, type PythonRuntime, type ReadLine, type RunMessage} from './runnerCore';

class FakePythonError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type Handlers = {stdout?: (bytes: Uint8Array) => number; stderr?: (bytes: Uint8Array) => number; stdin?: () => string | null};
type FakeSession = {shared: boolean; close: jest.Mock; destroy: jest.Mock};

/**
 * Stands in for Pyodide. The test decides what the "program" does by giving `program`, which gets
 * the runtime's stream handlers, as run_example.py would drive them.
 */
function fakePyodide(program: (io: Required<Handlers>, code: string, session: FakeSession, helper: string, checks?: string) => string) {
  const handlers: Handlers = {};
  const sessions: FakeSession[] = [];
  const ranPython: string[] = [];
  const helperScope = {
    get: (name: string) =>
      name === 'Session'
        ? (shared: boolean) => {
            const session = {shared, close: jest.fn(), destroy: jest.fn()};
            sessions.push(session);
            return session;
          }
        : // run_example(code, session), or check_exercise(code, checks_json, session)
          (code: string, ...rest: [FakeSession] | [string, FakeSession]) =>
            program(handlers as Required<Handlers>, code, rest.at(-1) as FakeSession, name, rest.length > 1 ? (rest[0] as string) : undefined),
  };
  let scopes = 0;
  const runtime = {
    runPython: (source: string) => ranPython.push(source),
    setStdout: ({write}: {write: (bytes: Uint8Array) => number}) => (handlers.stdout = write),
    setStderr: ({write}: {write: (bytes: Uint8Array) => number}) => (handlers.stderr = write),
    setStdin: ({stdin}: {stdin: () => string | null}) => (handlers.stdin = stdin),
    globals: {get: () => () => (scopes++ === 0 ? {} : helperScope)},
    ffi: {PythonError: FakePythonError},
  } as unknown as PythonRuntime;
  return {runtime, sessions, ranPython};
}

const bytes = (text: string) => new TextEncoder().encode(text);
const run = (overrides: Partial<RunMessage> = {}): RunMessage => ({type: 'run', runId: 7, outputLimit: 100_000, code: 'print("hi")', stdin: [], session: null, ...overrides});
const COMPLETED = JSON.stringify({exited: false});

function start(
  program: Parameters<typeof fakePyodide>[0],
  sources: {prelude: string; helper: string; checker?: string} = {prelude: 'PRELUDE', helper: 'HELPER'},
  readLine: ReadLine | null = null,
) {
  const fake = fakePyodide(program);
  const posted: WorkerToMain[] = [];
  // Work the core leaves for later runs only when the test says the worker is idle.
  const deferred: Array<() => void> = [];
  const core = createRunnerCore(fake.runtime, sources, (message) => posted.push(message), (task) => deferred.push(task), readLine);
  const idle = () => {
    while (deferred.length > 0) (deferred.shift() as () => void)();
  };
  /** One idle moment: the oldest task left for later. */
  const step = () => (deferred.shift() as () => void)();
  return {...fake, core, posted, idle, step};
}

describe('the worker running a block', () => {
  test('the prelude (asyncio.run support) and the runner helper load before any code', () => {
    const {ranPython} = start(() => COMPLETED);
    expect(ranPython).toEqual(['PRELUDE', 'HELPER']);
  });

  test('what the program prints is posted as it is written, then how it ended', () => {
    const {core, posted} = start((io) => {
      io.stdout(bytes('hello\n'));
      io.stderr(bytes('careful\n'));
      return COMPLETED;
    });
    core.run(run());
    expect(posted).toEqual([
      {type: 'output', runId: 7, stream: 'stdout', text: 'hello\n'},
      {type: 'output', runId: 7, stream: 'stderr', text: 'careful\n'},
      {type: 'done', runId: 7, outcome: {kind: 'completed'}, truncated: false},
    ]);
  });

  test('a character split across two writes arrives whole', () => {
    const {core, posted} = start((io) => {
      const encoded = bytes('é\n');
      io.stdout(encoded.slice(0, 1));
      io.stdout(encoded.slice(1));
      return COMPLETED;
    });
    core.run(run());
    const printed = posted.flatMap((message) => (message.type === 'output' ? [message.text] : [])).join('');
    expect(printed).toBe('é\n');
  });

  test('input() reads the lines in order, echoes them, and gets end-of-file after the last', () => {
    const read: Array<string | null> = [];
    const {core, posted} = start((io) => {
      io.stdout(bytes('Name? '));
      read.push(io.stdin(), io.stdin());
      return COMPLETED;
    });
    core.run(run({stdin: ['Ada']}));
    expect(read).toEqual(['Ada\n', null]);
    expect(posted.slice(0, 2)).toEqual([
      {type: 'output', runId: 7, stream: 'stdout', text: 'Name? '},
      {type: 'output', runId: 7, stream: 'stdin', text: 'Ada\n'},
    ]);
  });

  test('an exercise check runs the reader’s code through check_exercise and posts how each check went', () => {
    const calls: Array<{helper: string; checks?: string}> = [];
    const verdicts = [{name: 'area(3, 4) == 12', passed: false, message: 'area(3, 4) should be 12, but it is 7.', traceback: null}];
    const {core, posted, ranPython} = start(
      (io, _code, _session, helper, checks) => {
        calls.push({helper, checks});
        return JSON.stringify({exited: false, ...(helper === 'check_exercise' ? {checks: verdicts} : {})});
      },
      {prelude: 'PRELUDE', helper: 'HELPER', checker: 'CHECKER'},
    );
    expect(ranPython).toEqual(['PRELUDE', 'HELPER', 'CHECKER']);
    core.run(run({checks: [{source: 'area(3, 4) == 12', name: null}]}));
    expect(calls).toEqual([{helper: 'check_exercise', checks: JSON.stringify([{source: 'area(3, 4) == 12', name: null}])}]);
    expect(posted.at(-1)).toEqual({type: 'done', runId: 7, outcome: {kind: 'completed'}, truncated: false, checks: verdicts});
    // An ordinary Run on the same worker still runs the code alone.
    core.run(run({runId: 8}));
    expect(calls.at(-1)).toEqual({helper: 'run_example', checks: undefined});
    expect(posted.at(-1)).toEqual({type: 'done', runId: 8, outcome: {kind: 'completed'}, truncated: false});
  });

  test('an interactive run asks the page for a line once the given lines run out, and echoes it', () => {
    const asked: string[] = [];
    const answers = ['Grace', null];
    const read: Array<string | null> = [];
    const readLine: ReadLine = (ask) => {
      ask();
      asked.push('asked');
      return answers.shift() ?? null;
    };
    const {core, posted} = start(
      (io) => {
        read.push(io.stdin(), io.stdin(), io.stdin());
        return COMPLETED;
      },
      undefined,
      readLine,
    );
    core.run(run({stdin: ['Ada'], interactive: true}));
    expect(read).toEqual(['Ada\n', 'Grace\n', null]);
    expect(asked).toHaveLength(2);
    expect(posted.filter((message) => message.type === 'input-request')).toEqual([
      {type: 'input-request', runId: 7},
      {type: 'input-request', runId: 7},
    ]);
    expect(posted).toContainEqual({type: 'output', runId: 7, stream: 'stdin', text: 'Grace\n'});
  });

  test('a run that is not interactive never waits for the reader: past its lines, end of file', () => {
    const readLine = jest.fn<string | null, [() => void]>(() => 'never');
    const {core} = start((io) => JSON.stringify({exited: false, line: io.stdin()}), undefined, readLine);
    core.run(run({stdin: []}));
    expect(readLine).not.toHaveBeenCalled();
  });

  test('sys.exit(3) comes back as an exit, not an error', () => {
    const {core, posted} = start(() => JSON.stringify({exited: true, code: 3}));
    core.run(run());
    expect(posted.at(-1)).toEqual({type: 'done', runId: 7, outcome: {kind: 'exited', code: 3}, truncated: false});
  });

  test('an uncaught exception comes back with its type and full traceback', () => {
    const {core, posted} = start(() => {
      throw new FakePythonError('ZeroDivisionError', 'Traceback (most recent call last):\nZeroDivisionError: division by zero\n');
    });
    core.run(run());
    expect(posted.at(-1)).toEqual({
      type: 'done',
      runId: 7,
      outcome: {kind: 'raised', type: 'ZeroDivisionError', traceback: 'Traceback (most recent call last):\nZeroDivisionError: division by zero\n'},
      truncated: false,
    });
  });

  test('a broken runtime (not a Python exception) is thrown, so the page replaces the worker', () => {
    const {core} = start(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(() => core.run(run())).toThrow(RangeError);
  });

  test('each ordinary run gets a fresh session, closed afterwards', () => {
    const seen: FakeSession[] = [];
    const {core, sessions} = start((_io, _code, session) => {
      seen.push(session);
      return COMPLETED;
    });
    core.run(run());
    core.run(run());
    expect(seen[0]).not.toBe(seen[1]);
    expect(sessions.every((session) => !session.shared && session.close.mock.calls.length === 1 && session.destroy.mock.calls.length === 1)).toBe(true);
  });

  test('the result is posted before the session is tidied up', () => {
    const {core, posted, sessions, idle} = start(() => COMPLETED);
    idle();
    const postedWhenClosed: string[][] = [];
    sessions[0].close.mockImplementation(() => postedWhenClosed.push(posted.map((message) => message.type)));
    core.run(run());
    expect(postedWhenClosed).toEqual([['done']]);
  });

  test('a Run after an idle moment uses a session prepared in that moment, and each is used once', () => {
    const seen: FakeSession[] = [];
    const {core, sessions, idle} = start((_io, code, session) => {
      if (code !== WARM_UP_PROGRAM) seen.push(session);
      return COMPLETED;
    });
    idle();
    expect(sessions).toHaveLength(1);
    core.run(run());
    expect(seen[0]).toBe(sessions[0]);
    expect(sessions).toHaveLength(1);
    idle();
    const prepared = sessions[1];
    core.run(run());
    expect(seen[1]).toBe(prepared);
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen.every((session) => session.close.mock.calls.length === 1)).toBe(true);
  });

  test('after the first Run, Python warms up in idle moments, one program per moment, and posts nothing of it', () => {
    const programs: string[] = [];
    const {core, posted, sessions, idle} = start((io, code) => {
      programs.push(code);
      io.stdout(bytes(code === WARM_UP_PROGRAM ? 'ValueError: ...\nHello, Ada!\n' : 'hi\n'));
      return COMPLETED;
    });
    idle(); // before any Run: only the spare session, no warming up
    expect(programs).toEqual([]);
    core.run(run());
    expect(posted.map((message) => message.type)).toEqual(['output', 'done']);
    idle();
    expect(programs.filter((code) => code === WARM_UP_PROGRAM)).toHaveLength(WARM_UP_RUNS);
    expect(posted.map((message) => message.type)).toEqual(['output', 'done']); // nothing from the warm-up
    // Each warm-up has a session of its own, tidied up at once; the reader's next Run is as before.
    expect(sessions.filter((session) => session.close.mock.calls.length === 1)).toHaveLength(WARM_UP_RUNS + 1);
    core.run(run({runId: 8}));
    expect(posted.slice(2)).toEqual([
      {type: 'output', runId: 8, stream: 'stdout', text: 'hi\n'},
      {type: 'done', runId: 8, outcome: {kind: 'completed'}, truncated: false},
    ]);
    idle();
    expect(programs.filter((code) => code === WARM_UP_PROGRAM)).toHaveLength(WARM_UP_RUNS); // once per worker
  });

  test('a reader’s Run between two warm-up programs gets its own output and nothing of theirs', () => {
    const {core, posted, step} = start((io, code) => {
      io.stdout(bytes(code === WARM_UP_PROGRAM ? 'warm\n' : 'mine\n'));
      return COMPLETED;
    });
    step(); // the spare session made at start
    core.run(run({runId: 1}));
    step(); // the next spare session
    step(); // one warm-up program
    core.run(run({runId: 2}));
    expect(posted.filter((message) => message.type === 'output').map((message) => message.type === 'output' && `${message.runId}:${message.text}`)).toEqual(['1:mine\n', '2:mine\n']);
  });

  test('a shared-session run ends the warm-up, so nothing resets what that session imported', () => {
    const programs: string[] = [];
    const {core, sessions, idle, step} = start((_io, code) => {
      programs.push(code);
      return COMPLETED;
    });
    idle();
    core.run(run());
    step(); // the spare session
    step(); // one warm-up program
    core.run(run({session: '/tutorials/todo-cli'}));
    const sessionsAfterSharedRun = sessions.length;
    idle();
    core.run(run({session: '/tutorials/todo-cli'}));
    expect(programs.filter((code) => code === WARM_UP_PROGRAM)).toHaveLength(1);
    expect(sessions).toHaveLength(sessionsAfterSharedRun);
  });

  test('a first Run in a shared session starts no warm-up', () => {
    const programs: string[] = [];
    const {core, idle} = start((_io, code) => {
      programs.push(code);
      return COMPLETED;
    });
    idle();
    core.run(run({session: '/tutorials/todo-cli'}));
    idle();
    expect(programs).not.toContain(WARM_UP_PROGRAM);
  });

  test('a warm-up program that fails ends the warm-up quietly; the next Run works', () => {
    let warmUps = 0;
    const {core, posted, idle} = start((io, code) => {
      if (code === WARM_UP_PROGRAM) {
        warmUps += 1;
        throw new FakePythonError('MemoryError', 'Traceback ...');
      }
      io.stdout(bytes('hi\n'));
      return COMPLETED;
    });
    core.run(run());
    expect(() => idle()).not.toThrow();
    expect(warmUps).toBe(1);
    core.run(run({runId: 8}));
    expect(posted.at(-1)).toEqual({type: 'done', runId: 8, outcome: {kind: 'completed'}, truncated: false});
  });

  test('a session prepared before a shared-session run is thrown away, not used afterwards', () => {
    const seen: FakeSession[] = [];
    const {core, sessions, idle} = start((_io, _code, session) => {
      seen.push(session);
      return COMPLETED;
    });
    idle();
    const [prepared] = sessions;
    core.run(run({session: '/tutorials/todo-cli'}));
    expect(prepared.close).toHaveBeenCalledTimes(1);
    expect(prepared.destroy).toHaveBeenCalledTimes(1);
    core.run(run());
    expect(seen[1]).not.toBe(prepared);
    expect(seen[1].shared).toBe(false);
  });

  test('blocks of a python_session: shared page run in one session that stays open', () => {
    const seen: FakeSession[] = [];
    const {core} = start((_io, _code, session) => {
      seen.push(session);
      return COMPLETED;
    });
    core.run(run({session: '/tutorials/todo-cli'}));
    core.run(run({session: '/tutorials/todo-cli'}));
    core.run(run({session: '/tutorials/csv-report'}));
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[0].shared).toBe(true);
    expect(seen[0].close).not.toHaveBeenCalled();
  });

  test('output past the limit is not sent, and the run says it was cut', () => {
    const {core, posted} = start((io) => {
      for (let i = 0; i < 10; i++) io.stdout(bytes('0123456789'));
      return COMPLETED;
    });
    core.run(run({outputLimit: 25}));
    const printed = posted.flatMap((message) => (message.type === 'output' ? [message.text] : [])).join('');
    expect(printed).toBe('0123456789012345678901234');
    expect(posted.at(-1)).toMatchObject({type: 'done', truncated: true});
  });
});
