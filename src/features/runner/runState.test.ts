import {INITIAL_RUN_STATE, isBusy, runReducer, type RunState, type RunStateEvent} from './runState';

const play = (events: RunStateEvent[], from: RunState = INITIAL_RUN_STATE) => events.reduce(runReducer, from);
const text = (state: RunState) => state.output.chunks.map((chunk) => chunk.text).join('');
const notices = (state: RunState) => state.notices.map((notice) => notice.text);

describe('a block’s run, step by step', () => {
  test('first Run: loading, running, then the output and no notice', () => {
    const loading = play([{type: 'loading'}]);
    expect(loading.phase).toBe('loading');
    expect(isBusy(loading)).toBe(true);
    const done = play([{type: 'started'}, {type: 'output', stream: 'stdout', text: 'Hello, Ada!\n'}, {type: 'finished', outcome: {kind: 'completed'}, truncated: false}], loading);
    expect(done.phase).toBe('finished');
    expect(isBusy(done)).toBe(false);
    expect(text(done)).toBe('Hello, Ada!\n');
    expect(notices(done)).toEqual([]);
  });

  test('running again clears the previous output', () => {
    const first = play([{type: 'started'}, {type: 'output', stream: 'stdout', text: 'old\n'}, {type: 'finished', outcome: {kind: 'completed'}, truncated: false}]);
    const second = play([{type: 'started'}], first);
    expect(text(second)).toBe('');
  });

  test('a program that prints nothing says so', () => {
    const done = play([{type: 'started'}, {type: 'finished', outcome: {kind: 'completed'}, truncated: false}]);
    expect(notices(done)).toEqual(['The program printed nothing.']);
  });

  test('sys.exit(3) is reported as an exit status, not as a crash', () => {
    const done = play([{type: 'started'}, {type: 'finished', outcome: {kind: 'exited', code: 3}, truncated: false}]);
    expect(done.phase).toBe('finished');
    expect(notices(done)).toEqual(['Exited with status 3']);
  });

  test('the time limit stops the run with the limit in the message, keeping what was printed', () => {
    const stopped = play([{type: 'started'}, {type: 'output', stream: 'stdout', text: 'tick\n'}, {type: 'timed-out', limitMs: 10_000, sessionLost: false}]);
    expect(stopped.phase).toBe('stopped');
    expect(text(stopped)).toBe('tick\n');
    expect(notices(stopped)).toEqual(['Stopped: the program ran longer than 10 seconds.']);
  });

  test('stopping a shared-session block explains that the session restarted', () => {
    const stopped = play([{type: 'started'}, {type: 'stopped', sessionLost: true}]);
    expect(notices(stopped)[0]).toBe('Stopped.');
    expect(notices(stopped)[1]).toMatch(/shared Python session was restarted/);
  });

  test('truncated output is flagged, and the traceback is still shown after it', () => {
    const done = play([
      {type: 'started'},
      {type: 'output', stream: 'stdout', text: 'x'.repeat(100_000)},
      {type: 'finished', outcome: {kind: 'raised', type: 'ValueError', traceback: 'ValueError: boom\n'}, truncated: true},
    ]);
    expect(notices(done)[0]).toMatch(/^Output truncated/);
    expect(done.output.chunks.at(-1)).toEqual({stream: 'stderr', text: 'ValueError: boom\n'});
  });

  test('a print loop cut at the limit and then stopped by the time limit says both, the cut first', () => {
    const stopped = play([
      {type: 'started'},
      {type: 'output', stream: 'stdout', text: 'line 0\n'.repeat(14_285) + 'line 0', truncated: true},
      {type: 'timed-out', limitMs: 10_000, sessionLost: false},
    ]);
    expect(notices(stopped)).toEqual([expect.stringMatching(/^Output truncated/), 'Stopped: the program ran longer than 10 seconds.']);
  });

  test('events from a run that has already ended change nothing', () => {
    const done = play([{type: 'started'}, {type: 'finished', outcome: {kind: 'completed'}, truncated: false}]);
    expect(play([{type: 'output', stream: 'stdout', text: 'late'}, {type: 'timed-out', limitMs: 1, sessionLost: false}], done)).toBe(done);
  });

  test('Reset returns to the untouched block', () => {
    expect(play([{type: 'started'}, {type: 'output', stream: 'stdout', text: 'x'}, {type: 'reset'}])).toBe(INITIAL_RUN_STATE);
  });

  test('a runtime that cannot start shows why, as an error', () => {
    const failed = play([{type: 'loading'}, {type: 'failed', message: 'Python could not start (offline).'}]);
    expect(failed.phase).toBe('failed');
    expect(failed.notices).toEqual([{tone: 'error', text: 'Python could not start (offline).'}]);
  });
});
