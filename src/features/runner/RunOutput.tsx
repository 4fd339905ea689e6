import React from 'react';
import clsx from 'clsx';
import type {RunState} from './runState';
import styles from './runner.module.css';

const STREAM_CLASS = {stdout: undefined, stderr: styles.stderr, stdin: styles.typedInput} as const;

/**
 * What a run printed and how it ended, in a polite live region: screen readers hear progress and
 * new output without losing their place. Always rendered, so the region exists before it changes.
 */
export default function RunOutput({state, label}: {state: RunState; label: string}): React.JSX.Element {
  const {phase, output, notices} = state;
  const hasContent = phase !== 'idle';
  return (
    <div role="status" aria-live="polite" aria-atomic="false" aria-label={label} className={clsx(styles.result, hasContent && styles.resultShown)}>
      {hasContent && (
        <p className={styles.resultTitle} aria-hidden="true">
          Result
        </p>
      )}
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
    </div>
  );
}
