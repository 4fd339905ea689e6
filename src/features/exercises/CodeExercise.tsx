import React, {useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {usePrismTheme} from '@docusaurus/theme-common';
// Loaded with import() by ExerciseBlock, so the runner's editor and output view may come in here.
import {
  INITIAL_RUN_STATE,
  PythonEditor,
  RunOutput,
  isBusy,
  loadedRunner,
  runReducer,
  startPython,
  usePagePython,
  trimTraceback,
  usePythonRun,
  type CheckResult,
  type RunEvent,
  type RunState,
} from '@site/src/features/runner';
import {progressStore} from '@site/src/features/progress';
import type {ExerciseAnswers} from './model';
import styles from './interactive.module.css';

type CodeExerciseProps = Readonly<{
  id: string;
  starter: string;
  answers: ExerciseAnswers;
  /** What the reader pressed: Check checks at once, Edit puts the caret in the code. */
  firstAction: 'check' | 'edit';
  /** The exercise's live region, owned by ExerciseBlock; results are drawn into it. */
  status: HTMLElement;
}>;

/** The reader's code is kept on this device between visits, until they press Reset. */
const draftKey = (id: string) => `pydocs.exercise-draft.${id}`;

function readDraft(id: string): string | null {
  try {
    return window.localStorage.getItem(draftKey(id));
  } catch {
    return null;
  }
}

function saveDraft(id: string, code: string | null): void {
  try {
    if (code === null) window.localStorage.removeItem(draftKey(id));
    else window.localStorage.setItem(draftKey(id), code);
  } catch {
    // Storage blocked: the code lasts as long as the page.
  }
}

const Html = ({html}: {html: string}) => <div dangerouslySetInnerHTML={{__html: html}} />;

/** An exercise that only defines functions prints nothing: that is not worth a notice here. */
function withoutSilenceNotice(state: RunState): RunState {
  return state.output.size === 0 ? {...state, notices: state.notices.filter((notice) => notice.tone !== 'info')} : state;
}

function CheckList({checks, answers}: {checks: readonly CheckResult[]; answers: ExerciseAnswers}): React.JSX.Element {
  const passed = checks.filter((check) => check.passed).length;
  const all = passed === checks.length;
  return (
    <>
      <p className={all ? styles.passed : styles.failed}>
        {all ? `All ${checks.length} checks passed. This exercise is solved! ` : `${passed} of ${checks.length} checks passed.`}
        {all && <Link to="/progress">See your progress</Link>}
      </p>
      <ul className={styles.checks}>
        {checks.map((check, index) => (
          <li key={index} className={check.passed ? styles.checkPassed : styles.checkFailed}>
            <span className="sr-only">{check.passed ? 'Passed: ' : 'Failed: '}</span>
            {answers.checks[index]?.name === null ? <code>{check.name}</code> : check.name}
            {check.message && <p className={styles.checkMessage}>{check.message}</p>}
            {check.traceback && <pre className={styles.traceback}>{trimTraceback(check.traceback)}</pre>}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A coding exercise once the reader has started it: their code in the editor, Check (their code
 * runs as Run runs it, then the exercise's checks, in the page's Python worker), hints one at a
 * time, and the reference solution once they have tried.
 */
export default function CodeExercise({id, starter, answers, firstAction, status}: CodeExerciseProps): React.JSX.Element {
  const prismTheme = usePrismTheme();
  const pagePython = usePagePython();
  const [code, setCode] = useState(() => readDraft(id) ?? starter);
  const [state, dispatch] = useReducer(runReducer, firstAction === 'check' ? runReducer(INITIAL_RUN_STATE, {type: 'loading'}) : INITIAL_RUN_STATE);
  const [checks, setChecks] = useState<readonly CheckResult[] | null>(null);
  const [tried, setTried] = useState(false);
  const [hintsShown, setHintsShown] = useState(0);
  const [solution, setSolution] = useState<'hidden' | 'asking' | 'shown'>('hidden');
  const python = usePythonRun(dispatch, dispatch, 'Check');
  const busy = isBusy(state);
  const uid = useId();
  const ids = {editor: `${uid}-code`, keys: `${uid}-keys`, locked: `${uid}-locked`};
  const solutionButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const solutionHeading = useRef<HTMLParagraphElement>(null);

  const check = () => {
    setChecks(null);
    if (code !== starter) saveDraft(id, code);
    return python.start({code, stdin: [], session: null, checks: answers.checks}, (event: RunEvent) => {
      if (event.type === 'finished' || event.type === 'timed-out' || event.type === 'stopped') setTried(true);
      if (event.type === 'finished' && event.checks) {
        setChecks(event.checks);
        if (event.checks.length > 0 && event.checks.every((result) => result.passed)) progressStore.markSolved(id);
      }
    });
  };

  const runCheck = () => {
    if (!busy) void check();
  };
  // The editor keeps one Ctrl+Enter handler; it reads the current Check through this ref.
  const checkRef = useRef(runCheck);
  useLayoutEffect(() => {
    checkRef.current = runCheck;
  });
  const checkFromEditor = useCallback(() => checkRef.current(), []);
  const pressCheck = (event: React.PointerEvent) => {
    if (!busy && event.isPrimary && event.button === 0 && !loadedRunner(pagePython)) startPython(pagePython);
  };

  const stop = () => {
    if (busy) python.stop();
  };

  const reset = () => {
    python.forget();
    setCode(starter);
    saveDraft(id, null);
    setChecks(null);
    dispatch({type: 'reset'});
  };

  const useSolution = () => {
    if (answers.solution === null) return;
    setCode(answers.solution);
    document.getElementById(ids.editor)?.focus();
  };

  useEffect(() => {
    if (solution === 'asking') confirmButton.current?.focus();
    if (solution === 'shown') solutionHeading.current?.focus();
  }, [solution]);

  // Carry out what the reader pressed on the static exercise, once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (firstAction === 'check') void check();
    else document.getElementById(ids.editor)?.focus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hints = answers.hints;
  const solved = checks !== null && checks.length > 0 && checks.every((result) => result.passed);
  return (
    <div>
      <div
        className={clsx('theme-code-block', styles.codeFrame)}
        style={{'--prism-background-color': prismTheme.plain.backgroundColor, '--prism-color': prismTheme.plain.color} as React.CSSProperties}>
        <label htmlFor={ids.editor} className="sr-only">
          Your code
        </label>
        <PythonEditor id={ids.editor} value={code} onChange={setCode} onRun={checkFromEditor} hintId={ids.keys} />
      </div>
      <div className={styles.toolbar}>
        <button type="button" className="button button--primary button--sm" onPointerDown={pressCheck} onClick={runCheck} aria-disabled={busy}>
          Check
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={stop} aria-disabled={!busy}>
          Stop
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={reset}>
          Reset
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setHintsShown((shown) => Math.min(shown + 1, hints.length))}
          aria-disabled={hintsShown >= hints.length}>
          {hintsShown === 0 ? `Show a hint (${hints.length})` : hintsShown < hints.length ? `Next hint (${hintsShown + 1} of ${hints.length})` : 'All hints shown'}
        </button>
        <button
          ref={solutionButton}
          type="button"
          className="button button--secondary button--sm"
          onClick={() => tried && solution === 'hidden' && setSolution('asking')}
          aria-disabled={!tried || solution !== 'hidden'}
          aria-describedby={tried ? undefined : ids.locked}>
          Show the solution
        </button>
        <p id={ids.keys} className={styles.keys}>
          Tab indents. Press Escape, then Tab, to leave the editor. Ctrl+Enter (⌘+Enter) checks.
          {!tried && <span id={ids.locked}> The solution can be shown once you have pressed Check.</span>}
        </p>
      </div>
      {hintsShown > 0 && (
        <section className={styles.hints} aria-label="Hints">
          <ol>
            {hints.slice(0, hintsShown).map((hint) => (
              <li key={hint}>
                <Html html={hint} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {solution === 'asking' && (
        <div className={styles.confirm} role="group" aria-label="Show the solution?">
          <p>See the reference solution? Working it out yourself is what makes it stick{hintsShown < hints.length ? ', and a hint may be enough' : ''}.</p>
          <button ref={confirmButton} type="button" className="button button--primary button--sm" onClick={() => setSolution('shown')}>
            Yes, show the solution
          </button>{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setSolution('hidden');
              solutionButton.current?.focus();
            }}>
            Keep trying
          </button>
        </div>
      )}
      {solution === 'shown' && answers.solution !== null && (
        <section className={styles.solution} aria-label="Reference solution">
          <p ref={solutionHeading} tabIndex={-1} className={styles.label}>
            A reference solution (yours may differ and still pass every check):
          </p>
          <CodeBlock language="python" metastring='norun="exercise solution"'>
            {answers.solution}
          </CodeBlock>
          <button type="button" className="button button--secondary button--sm" onClick={useSolution}>
            Put it in the editor
          </button>
        </section>
      )}
      {(solved || solution === 'shown') && answers.explanation && <Html html={answers.explanation} />}
      {createPortal(
        <>
          <RunOutput state={withoutSilenceNotice(state)} />
          {state.phase === 'finished' && checks === null && <p className={styles.failed}>Your code stopped with an error, so the checks did not run. Fix it and press Check again.</p>}
          {state.phase === 'finished' && checks && <CheckList checks={checks} answers={answers} />}
        </>,
        status,
      )}
    </div>
  );
}
