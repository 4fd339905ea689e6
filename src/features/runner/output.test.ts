import {EMPTY_OUTPUT, appendOutput, describeOutcome, exitStatus, timeLimitMessage, truncatedMessage} from './output';

describe('output as the reader sees it', () => {
  test('stdout, stderr and typed input keep their order; pieces of one stream join up', () => {
    let output = appendOutput(EMPTY_OUTPUT, {stream: 'stdout', text: 'Name? '});
    output = appendOutput(output, {stream: 'stdin', text: 'Ada\n'});
    output = appendOutput(output, {stream: 'stdout', text: 'Hello, '});
    output = appendOutput(output, {stream: 'stdout', text: 'Ada!\n'});
    output = appendOutput(output, {stream: 'stderr', text: 'warning\n'});
    expect(output.chunks).toEqual([
      {stream: 'stdout', text: 'Name? '},
      {stream: 'stdin', text: 'Ada\n'},
      {stream: 'stdout', text: 'Hello, Ada!\n'},
      {stream: 'stderr', text: 'warning\n'},
    ]);
    expect(output.truncated).toBe(false);
  });

  test('a print loop is cut at the limit and marked truncated', () => {
    let output = EMPTY_OUTPUT;
    for (let i = 0; i < 50; i++) output = appendOutput(output, {stream: 'stdout', text: '0123456789'}, 95);
    expect(output.size).toBe(95);
    expect(output.chunks[0].text).toHaveLength(95);
    expect(output.truncated).toBe(true);
    expect(truncatedMessage(100_000)).toBe('Output truncated: only the first 100 KB are shown.');
  });
});

describe('how a run ended', () => {
  test('sys.exit() follows CPython: None is 0, an int is itself, a message is printed and is 1', () => {
    expect(exitStatus(null)).toBe(0);
    expect(exitStatus(3)).toBe(3);
    expect(exitStatus('bye')).toBe(1);
    expect(describeOutcome({kind: 'exited', code: 2})).toEqual({chunks: [], notices: [{tone: 'info', text: 'Exited with status 2'}]});
    expect(describeOutcome({kind: 'exited', code: 'bye'})).toEqual({
      chunks: [{stream: 'stderr', text: 'bye\n'}],
      notices: [{tone: 'info', text: 'Exited with status 1'}],
    });
  });

  test('an exception is shown as its trimmed traceback on stderr', () => {
    const {chunks} = describeOutcome({
      kind: 'raised',
      type: 'ZeroDivisionError',
      traceback: 'Traceback (most recent call last):\n  File "<pydocs-runner>", line 44, in run_example\n  File "<example>", line 1, in <module>\nZeroDivisionError: division by zero\n',
    });
    expect(chunks).toEqual([
      {stream: 'stderr', text: 'Traceback (most recent call last):\n  File "<example>", line 1, in <module>\nZeroDivisionError: division by zero\n'},
    ]);
  });

  test('running out of input and importing a package the browser lacks come with advice', () => {
    const eof = describeOutcome({kind: 'raised', type: 'EOFError', traceback: 'EOFError: EOF when reading a line'});
    expect(eof.notices[0].text).toMatch(/Input for input\(\)/);
    const missing = describeOutcome({kind: 'raised', type: 'ModuleNotFoundError', traceback: "ModuleNotFoundError: No module named 'numpy'"});
    expect(missing.notices[0].text).toMatch(/standard library only/);
  });

  test('the time-limit message names the limit in seconds', () => {
    expect(timeLimitMessage(10_000)).toBe('Stopped: the program ran longer than 10 seconds.');
    expect(timeLimitMessage(1_000)).toBe('Stopped: the program ran longer than 1 second.');
    expect(timeLimitMessage(1_500)).toBe('Stopped: the program ran longer than 1.5 seconds.');
  });
});
