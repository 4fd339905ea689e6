import {useEffect, useRef, useState} from 'react';
import type {RunState} from './runState';

/** How long a run may go without output before the result region says "Running…". */
export const RUNNING_NOTICE_DELAY_MS = 150;

const SETTLED: ReadonlySet<RunState['phase']> = new Set(['idle', 'finished', 'stopped', 'failed']);

/**
 * What the result region shows. Most examples print within a few milliseconds of Run: swapping
 * the last result for "Running…" and back would flash, move the page below the block twice, and
 * make the browser lay out and paint a long doc page before the output can be drawn. So a run that
 * has printed nothing yet keeps the previous result on screen (or the empty region) for
 * RUNNING_NOTICE_DELAY_MS, then says "Running…". The Run and Stop buttons change at once: they
 * follow the real state, not this one.
 */
export function useShownRunState(state: RunState, delayMs = RUNNING_NOTICE_DELAY_MS): RunState {
  const lastShown = useRef(state);
  // The run whose wait is over, by its state object: a run that prints nothing keeps one object.
  const [waitedLongFor, setWaitedLongFor] = useState<RunState | null>(null);
  const silentlyRunning = state.phase === 'running' && state.output.size === 0;
  const holding = silentlyRunning && SETTLED.has(lastShown.current.phase);

  useEffect(() => {
    if (!holding) return undefined;
    const timer = setTimeout(() => setWaitedLongFor(state), delayMs);
    return () => clearTimeout(timer);
  }, [holding, state, delayMs]);

  if (holding && waitedLongFor !== state) return lastShown.current;
  lastShown.current = state;
  return state;
}
