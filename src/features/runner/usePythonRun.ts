import {useCallback, useEffect, useRef} from 'react';
import {loadRunner, loadedRunner} from './loadRunner';
import {usePagePython} from './pagePython';
import type {RunEvent, RunHandle} from './PythonRunner';
import type {RunRequest} from './protocol';
import type {RunStateEvent} from './runState';

type PythonRun = Readonly<{
  /** Runs the request; `onEvent` sees each event of this run before `deliver` does. */
  start: (request: RunRequest, onEvent?: (event: RunEvent) => void) => Promise<void>;
  /** Ends the current run (or forgets it while the runner is still downloading). */
  stop: () => void;
  /** Forgets the current run: its late events are ignored (Reset). */
  forget: () => void;
  /** The reader's line for the input() the run waits on; null ends the input. */
  sendInput: (line: string | null) => void;
}>;

/**
 * One block's runs on the runner for the page's Python (./pagePython.ts), for a runnable example (Run) and an exercise
 * (Check): a run starts at once when the runner is loaded, else after it downloads; each run gets
 * a token, so events from a run the reader has since stopped, reset or replaced are ignored; and
 * leaving the page ends the block's program, as nobody is there to see it.
 *
 * `dispatch` takes the state changes the hook makes itself; `deliver` the runner's events (the
 * runnable example batches their output per frame). `button` names the control in messages.
 */
export function usePythonRun(dispatch: (event: RunStateEvent) => void, deliver: (event: RunEvent) => void, button: string): PythonRun {
  const python = usePagePython();
  const handle = useRef<RunHandle | null>(null);
  const token = useRef(0);
  useEffect(() => () => handle.current?.stop(), []);

  const start = async (request: RunRequest, onEvent?: (event: RunEvent) => void) => {
    const runToken = ++token.current;
    const listener = (event: RunEvent) => {
      if (runToken !== token.current) return;
      onEvent?.(event);
      deliver(event);
    };
    const ready = loadedRunner(python);
    if (ready) {
      handle.current = ready.run(request, listener);
      return;
    }
    dispatch({type: 'loading'});
    try {
      const runner = await loadRunner(python);
      if (runToken === token.current) handle.current = runner.run(request, listener);
    } catch {
      listener({type: 'failed', message: `Python could not be downloaded. Check your connection, then press ${button} to try again.`});
    }
  };

  const stop = () => {
    if (handle.current) {
      handle.current.stop();
    } else {
      // Still downloading the runner: nothing is running yet, just forget this run.
      token.current++;
      dispatch({type: 'stopped', sessionLost: false});
    }
  };

  const forget = () => {
    token.current++;
    handle.current?.stop();
    handle.current = null;
  };

  // Stable, so the output view (memoised) is not drawn again for it.
  const sendInput = useCallback(
    (line: string | null) => {
      dispatch({type: 'input-sent'});
      handle.current?.sendInput(line);
    },
    [dispatch],
  );

  return {start, stop, forget, sendInput};
}
