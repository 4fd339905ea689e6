import React from 'react';
import clsx from 'clsx';
import type {RunState} from './runState';
import styles from './runner.module.css';

const STREAM_CLASS = {stdout: undefined, stderr: styles.stderr, stdin: styles.typedInput} as const;

/**
 * What a run printed and how it ended. It is drawn into the block's polite live region (see
 * RunnablePythonBlock), so screen readers hear progress and new output without losing their place.
 */
function RunOutput({state}: {state: RunState}): React.JSX.Element | null {
  const {phase, output, notices} = state;
  if (phase === 'idle') return null;
  // Keyed by run: a new run's result replaces the old one's nodes, so screen readers hear it and
  // it brightens in, even when it reads the same as the last run's.
  return (
    <React.Fragment key={state.run}>
      <p className={styles.resultTitle} aria-hidden="true">
        Result
      </p>
      {phase === 'loading' && (
        <p className={styles.progress}>
          <progress aria-label="Loading Python" /> Loading Python…
        </p>
      )}
      {phase === 'queued' && <p className={styles.progress}>Waiting for another example to finish…</p>}
      {phase === 'running' && output.size === 0 && <p className={styles.progress}>Running…</p>}
      {output.chunks.length > 0 && (
        <pre className={styles.outputText}>
          {output.chunks.map((chunk, index) => (
            <span key={index} className={STREAM_CLASS[chunk.stream]}>
              {chunk.text}
            </span>
          ))}
        </pre>
      )}
      {notices.map((notice) => (
        <p key={notice.text} className={clsx(styles.notice, styles[notice.tone])}>
          {notice.text}
        </p>
      ))}
    </React.Fragment>
  );
}

/** Memoised: while a quick run keeps the previous result on screen, there is nothing to redraw. */
export default React.memo(RunOutput);
