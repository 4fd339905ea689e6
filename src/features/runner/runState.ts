/**
 * One code block's run, as a state machine the UI renders:
 *   idle -> loading (first run: the runtime downloads) -> running -> finished
 *                  \-> queued (another block is running)  \-> stopped (Stop, or the time limit)
 * and failed when the runtime cannot start. Pure, so the transitions are unit-tested.
 */
import {EMPTY_OUTPUT, appendOutput, describeOutcome, timeLimitMessage, truncatedMessage, type Notice, type Output} from './output';
import type {RunEvent} from './PythonRunner';

export type RunPhase = 'idle' | 'loading' | 'queued' | 'running' | 'finished' | 'stopped' | 'failed';

/**
 * `run` counts the runs that started, so a run's result is drawn anew even when it prints the same.
 * `waitingForInput`: the program's input() waits for the reader's line. `python`: the version that
 * ran it ("3.13.2"), once a run has started.
 */
export type RunState = Readonly<{phase: RunPhase; output: Output; notices: readonly Notice[]; run: number; waitingForInput: boolean; python: string | null}>;

/** `input-sent`: the reader sent their line (or the end of input). */
export type RunStateEvent = RunEvent | Readonly<{type: 'reset'}> | Readonly<{type: 'input-sent'}>;

export const INITIAL_RUN_STATE: RunState = {phase: 'idle', output: EMPTY_OUTPUT, notices: [], run: 0, waitingForInput: false, python: null};

const BUSY: ReadonlySet<RunPhase> = new Set(['loading', 'queued', 'running']);

export const isBusy = (state: RunState) => BUSY.has(state.phase);

const SESSION_LOST: Notice = {
  tone: 'info',
  text: "This page's shared Python session was restarted: run the earlier examples again to recreate their variables.",
};

function withTruncation(output: Output, notices: Notice[]): Notice[] {
  return output.truncated ? [{tone: 'warning', text: truncatedMessage()}, ...notices] : notices;
}

export function runReducer(state: RunState, event: RunStateEvent): RunState {
  switch (event.type) {
    case 'reset':
      return INITIAL_RUN_STATE;
    // These three come before any output of a run, so each starts from a clean slate.
    case 'loading':
    case 'queued':
      return {...state, phase: event.type, output: EMPTY_OUTPUT, notices: [], waitingForInput: false};
    case 'started':
      return {phase: 'running', output: EMPTY_OUTPUT, notices: [], run: state.run + 1, waitingForInput: false, python: event.python ?? state.python};
    case 'input-requested':
      return state.phase === 'running' ? {...state, waitingForInput: true} : state;
    case 'input-sent':
      return state.waitingForInput ? {...state, waitingForInput: false} : state;
    case 'output': {
      if (state.phase !== 'running') return state;
      const output = appendOutput(state.output, {stream: event.stream, text: event.text});
      return {...state, output: event.truncated && !output.truncated ? {...output, truncated: true} : output};
    }
    case 'finished': {
      if (state.phase !== 'running') return state;
      const {chunks, notices} = describeOutcome(event.outcome);
      // Past the limit the worker stopped sending; the report of how it ended is always shown.
      let output: Output = event.truncated ? {...state.output, truncated: true} : state.output;
      for (const chunk of chunks) output = appendOutput(output, chunk, Number.POSITIVE_INFINITY);
      const nothingPrinted = output.size === 0 && notices.length === 0 ? [{tone: 'info' as const, text: 'The program printed nothing.'}] : [];
      return {...state, phase: 'finished', output, notices: withTruncation(output, [...notices, ...nothingPrinted]), waitingForInput: false};
    }
    case 'timed-out':
    case 'stopped': {
      if (!isBusy(state)) return state;
      const reason: Notice =
        event.type === 'timed-out' ? {tone: 'warning', text: timeLimitMessage(event.limitMs)} : {tone: 'warning', text: 'Stopped.'};
      const notices = [reason, ...(event.sessionLost ? [SESSION_LOST] : [])];
      return {...state, phase: 'stopped', notices: withTruncation(state.output, notices), waitingForInput: false};
    }
    case 'failed':
      return {...state, phase: 'failed', notices: [{tone: 'error', text: event.message}], waitingForInput: false};
  }
}
