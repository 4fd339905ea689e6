import React, {useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {parseFenceMeta} from './fenceMeta';
import {readsInput, stdinLinesFromText, stdinTextFromMeta} from './stdin';
import {usePythonSession} from './usePythonSession';
import {loadedRunner, startPython} from './loadRunner';
import {usePagePython} from './pagePython';
import type {RunEvent} from './PythonRunner';
import {usePythonRun} from './usePythonRun';
import {INITIAL_RUN_STATE, isBusy, runReducer, type RunStateEvent} from './runState';
import PythonEditor from './PythonEditor';
import RunOutput from './RunOutput';
import StdinBox from './StdinBox';
import {useShownRunState} from './useShownRunState';
import blockStyles from './block.module.css';
import styles from './runner.module.css';

export type InteractivePythonBlockProps = Readonly<{
  /** The block's code as the page shows it; Reset returns to it. */
  code: string;
  metastring?: string;
  title?: ReactNode;
  /** What the reader pressed to get here: Run runs at once, Edit puts the caret in the code. */
  firstAction: 'run' | 'edit';
  /** The block's live region, owned by RunnablePythonBlock; the output is drawn into it. */
  status: HTMLElement;
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
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );
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

/** The editable, runnable block: editor, Run/Stop/Reset/Copy, input box, and its output. */
export default function InteractivePythonBlock({code: originalCode, metastring, title, firstAction, status}: InteractivePythonBlockProps): React.JSX.Element {
  const prismTheme = usePrismTheme();
  const session = usePythonSession();
  const pagePython = usePagePython();
  const meta = useMemo(() => parseFenceMeta(metastring), [metastring]);
  const originalStdin = stdinTextFromMeta(meta);
  const shownTitle = title ?? (typeof meta.title === 'string' ? meta.title : undefined);
  const [stdinText, setStdinText] = useState(originalStdin);
  const [code, setCode] = useState(originalCode);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  // Arriving from Run, the block is already "Loading Python…": keep saying so, without a blank frame.
  const [state, dispatch] = useReducer(runReducer, firstAction === 'run' ? runReducer(INITIAL_RUN_STATE, {type: 'loading'}) : INITIAL_RUN_STATE);
  const shownState = useShownRunState(state);
  const deliver = useFrameBatchedDispatch(dispatch);
  const python = usePythonRun(dispatch, deliver, 'Run');
  const busy = isBusy(state);
  const id = useId();
  const ids = {editor: `${id}-code`, hint: `${id}-hint`, stdin: `${id}-stdin`};
  // input() waits for the reader, as in a terminal, where the page can share memory with Python's
  // worker (cross-origin isolated) and the example does not come with its input (stdin="…", whose
  // output the tests check). Otherwise the input box holds the lines, filled in before Run.
  const interactive = !('stdin' in meta) && typeof window !== 'undefined' && window.crossOriginIsolated;
  const showStdin = !interactive && (originalStdin !== '' || stdinText !== '' || readsInput(code));

  const start = () => python.start({code, stdin: interactive ? [] : stdinLinesFromText(stdinText), session, interactive});

  const run = () => {
    if (!busy) void start();
  };
  // As on the static block: a press on Run starts Python before the click arrives (after Edit,
  // Python has not been downloaded yet).
  const pressRun = (event: React.PointerEvent) => {
    if (!busy && event.isPrimary && event.button === 0 && !loadedRunner(pagePython)) startPython(pagePython);
  };
  // The editor keeps one Ctrl+Enter handler for good, so a run's state changes do not draw it
  // (and highlight its code) again; the handler reads the current `run` through this ref.
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });
  const runFromEditor = useCallback(() => runRef.current(), []);

  const stop = () => {
    if (busy) python.stop();
  };

  const reset = () => {
    python.forget();
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

  // The reader pressed Run or Edit on the static block; carry that out now that this has loaded.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (firstAction === 'run') void start();
    else document.getElementById(ids.editor)?.focus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.interactive}>
      {/* The theme's code block look (its own container would tie this chunk to the doc page's). */}
      <div
        className={clsx('theme-code-block', styles.codeContainer)}
        style={{'--prism-background-color': prismTheme.plain.backgroundColor, '--prism-color': prismTheme.plain.color} as React.CSSProperties}>
        {shownTitle && <div className={styles.title}>{shownTitle}</div>}
        <label htmlFor={ids.editor} className="sr-only">
          Python code
        </label>
        <PythonEditor id={ids.editor} value={code} onChange={setCode} onRun={runFromEditor} hintId={ids.hint} />
      </div>
      {showStdin && <StdinBox id={ids.stdin} value={stdinText} onChange={setStdinText} onRun={run} />}
      <div className={blockStyles.toolbar}>
        <button type="button" className="button button--primary button--sm" onPointerDown={pressRun} onClick={run} aria-disabled={busy}>
          Run
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={stop} aria-disabled={!busy}>
          Stop
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={reset}>
          Reset
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
        </button>
        <p id={ids.hint} className={styles.hint}>
          Tab indents. Press Escape, then Tab, to leave the editor. Ctrl+Enter (⌘+Enter) runs.
        </p>
      </div>
      {createPortal(<RunOutput state={shownState} onInput={python.sendInput} />, status)}
    </div>
  );
}
