import type {WorkerToMain} from '../protocol';
import {createOutputSink} from './outputSink';

describe('a program’s output on its way to the page', () => {
  test('is posted as it is written, and past the limit the page is told at once that the rest is cut', () => {
    const posted: WorkerToMain[] = [];
    const sink = createOutputSink((message) => posted.push(message));
    sink.begin(7, 10);
    sink.write('stdout', 'line 1\n');
    sink.write('stdout', 'line 2\n');
    sink.write('stdout', 'line 3\n');
    sink.write('stderr', 'more\n');
    expect(posted).toEqual([
      {type: 'output', runId: 7, stream: 'stdout', text: 'line 1\n'},
      {type: 'output', runId: 7, stream: 'stdout', text: 'lin', truncated: true},
    ]);
    expect(sink.truncated).toBe(true);
  });

  test('a new run starts with the whole limit again', () => {
    const posted: WorkerToMain[] = [];
    const sink = createOutputSink((message) => posted.push(message));
    sink.begin(1, 3);
    sink.write('stdout', 'abcdef');
    sink.begin(2, 3);
    sink.write('stdout', 'xy');
    expect(posted.at(-1)).toEqual({type: 'output', runId: 2, stream: 'stdout', text: 'xy'});
    expect(sink.truncated).toBe(false);
  });
});
