import React, {useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode} from 'react';
import CodeBlockContainer from '@theme/CodeBlock/Container';
import {parseFenceMeta} from './fenceMeta';
import {readsInput, stdinLinesFromText, stdinTextFromMeta} from './stdin';
import {loadRunner, loadedRunner} from './loadRunner';
import type {RunEvent, RunHandle, RunListener} from './PythonRunner';
import {INITIAL_RUN_STATE, isBusy, runReducer, type RunStateEvent} from './runState';
import {usePythonSession} from './usePythonSession';
import PythonEditor from './PythonEditor';
import RunOutput from './RunOutput';
import styles from './runner.module.css';

type Props = Readonly<{
  /** The block's code as the page shows it; Reset returns to it. */
  code: string;
  metastring?: string;
  title?: ReactNode;
}>;

/**
 * Output can arrive thousands of times a second; draw it at most once per frame. Every other event
 * first delivers the output before it, so the order on screen is the order of events.
 */
function useFrameBatchedDispatch(dispatch: (event: RunStateEvent) => void): (event: RunEvent) => void {
  const pending = useRef<RunEvent[]>([]);
  const frame = useRef<number | null>(null);
  const flush = useCallback(() => {
    frame.current = null;
    const events = pending.current;
    pending.current = [];
    events.forEach(dispatch);
  }, [dispatch]);
  useEffect(() => () => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
  }, []);
  return useCallback(
    (event: RunEvent) => {
      if (event.type === 'output') {
        pending.current.push(event);
        frame.current ??= requestAnimationFrame(flush);
        return;
      }
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      flush();
      dispatch(event);
    },
    [dispatch, flush],
  );
}

/** A ```python block readers can edit and run in the page (Run, Stop, Reset, Copy, input box, output). */
export default function RunnablePythonBlock({code: originalCode, metastring, title}: Props): React.JSX.Element {
  const meta = useMemo(() => parseFenceMeta(metastring), [metastring]);
  const originalStdin = stdinTextFromMeta(meta);
  const session = usePythonSession();
  const [code, setCode] = useState(originalCode);
  const [stdinText, setStdinText] = useState(originalStdin);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [state, dispatch] = useReducer(runReducer, INITIAL_RUN_STATE);
  const deliver = useFrameBatchedDispatch(dispatch);
  const handle = useRef<RunHandle | null>(null);
  // Each Run gets a token; events from a run the reader has since stopped or reset are ignored.
  const token = useRef(0);
  const busy = isBusy(state);
  // Until the page has hydrated, the buttons and the editor would do nothing: say so.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = useId();
  const ids = {editor: `${id}-code`, hint: `${id}-hint`, stdin: `${id}-stdin`, stdinHelp: `${id}-stdin-help`};
  const showStdin = originalStdin !== '' || stdinText !== '' || readsInput(code);

  const run = async () => {
    if (busy || !hydrated) return;
    const runToken = ++token.current;
    const listener: RunListener = (event) => {
      if (runToken === token.current) deliver(event);
    };
    const request = {code, stdin: stdinLinesFromText(stdinText), session};
    const ready = loadedRunner();
    if (ready) {
      handle.current = ready.run(request, listener);
      return;
    }
    dispatch({type: 'loading'});
    try {
      const runner = await loadRunner();
      if (runToken === token.current) handle.current = runner.run(request, listener);
    } catch {
      listener({type: 'failed', message: 'Python could not be downloaded. Check your connection, then press Run to try again.'});
    }
  };

  const stop = () => {
    if (!busy) return;
    if (handle.current) {
      handle.current.stop();
    } else {
      // Still downloading the runner: nothing is running yet, just forget this run.
      token.current++;
      dispatch({type: 'stopped', sessionLost: false});
    }
  };

  const reset = () => {
    token.current++;
    handle.current?.stop();
    handle.current = null;
    setCode(originalCode);
    setStdinText(originalStdin);
    dispatch({type: 'reset'});
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
    window.setTimeout(() => setCopied(null), 2000);
  };

  // Leaving the page ends its programs: nobody is there to see them.
  useEffect(() => () => handle.current?.stop(), []);

  const runFromKeyboard = () => void run();
  const onStdinKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      runFromKeyboard();
    }
  };

  const shownTitle = title ?? (typeof meta.title === 'string' ? meta.title : undefined);
  const name = typeof shownTitle === 'string' && shownTitle !== '' ? shownTitle : 'Python example';
  return (
    <div role="group" aria-label={name} className={styles.runnable}>
      <CodeBlockContainer as="div" className={styles.codeContainer}>
        {shownTitle && <div className={styles.title}>{shownTitle}</div>}
        <label htmlFor={ids.editor} className={styles.visuallyHidden}>
          Python code
        </label>
        <PythonEditor id={ids.editor} value={code} onChange={setCode} onRun={runFromKeyboard} hintId={ids.hint} readOnly={!hydrated} />
      </CodeBlockContainer>
      {showStdin && (
        <div className={styles.inputBox}>
          <label htmlFor={ids.stdin}>Input for input()</label>
          <textarea
            id={ids.stdin}
            value={stdinText}
            onChange={(event) => setStdinText(event.target.value)}
            onKeyDown={onStdinKeyDown}
            rows={Math.min(Math.max(stdinLinesFromText(stdinText).length, 2), 8)}
            spellCheck={false}
            aria-describedby={ids.stdinHelp}
          />
          <p id={ids.stdinHelp} className={styles.inputHelp}>
            One line per input() call, used in order. Fill it in before pressing Run.
          </p>
        </div>
      )}
      <div className={styles.toolbar}>
        <button type="button" className="button button--primary button--sm" onClick={() => void run()} aria-disabled={busy || !hydrated}>
          Run
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={stop} aria-disabled={!busy}>
          Stop
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={reset} aria-disabled={!hydrated}>
          Reset
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copy()} aria-disabled={!hydrated}>
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
        </button>
        <p id={ids.hint} className={styles.hint}>
          Tab indents. Press Escape, then Tab, to leave the editor. Ctrl+Enter (⌘+Enter) runs.
        </p>
      </div>
      <RunOutput state={state} label={`Result of ${name}`} />
    </div>
  );
}
