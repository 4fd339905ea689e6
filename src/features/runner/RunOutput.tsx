import React, {useId, useState} from 'react';
import clsx from 'clsx';
import type {RunState} from './runState';
import styles from './runner.module.css';

const STREAM_CLASS = {stdout: undefined, stderr: styles.stderr, stdin: styles.typedInput} as const;

/**
 * The line the reader types for input(), inside the output where the program's prompt ends, as in
 * a terminal: Enter sends it, Ctrl+D (or ⌘+D) ends the input.
 */
function InputLine({onInput}: {onInput: (line: string | null) => void}): React.JSX.Element {
  const [line, setLine] = useState('');
  const id = useId();
  return (
    <>
      <input
        id={id}
        className={styles.inputLine}
        type="text"
        value={line}
        aria-label="Input for the program"
        aria-describedby={`${id}-keys`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        // The program is waiting for this: it takes the focus, as a terminal's prompt does. It
        // appears only after the reader pressed Run, never as a page loads.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
        autoFocus
        onChange={(event) => setLine(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onInput(line);
          } else if (event.key.toLowerCase() === 'd' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onInput(null);
          }
        }}
      />
      <span id={`${id}-keys`} className={styles.inputKeys}>
        {' '}
        Enter sends the line; Ctrl+D ends the input.
      </span>
    </>
  );
}

/**
 * What a run printed and how it ended. It is drawn into the block's polite live region (see
 * RunnablePythonBlock), so screen readers hear progress and new output without losing their place.
 */
function RunOutput({state, onInput}: {state: RunState; onInput?: (line: string | null) => void}): React.JSX.Element | null {
  const {phase, output, notices} = state;
  const asking = state.waitingForInput && onInput !== undefined;
  if (phase === 'idle') return null;
  // Keyed by run: a new run's result replaces the old one's nodes, so screen readers hear it and
  // it brightens in, even when it reads the same as the last run's.
  return (
    <React.Fragment key={state.run}>
      <p className={styles.resultTitle} aria-hidden="true">
        Result
        {/* Which Python ran it: a 3.13 page runs Python 3.13 (./pagePython.ts). */}
        {state.python && <span className={styles.pythonVersion}>Python {state.python}</span>}
      </p>
      {phase === 'loading' && (
        <p className={styles.progress}>
          <progress aria-label="Loading Python" /> Loading Python…
        </p>
      )}
      {phase === 'queued' && <p className={styles.progress}>Waiting for another example to finish…</p>}
      {phase === 'running' && output.size === 0 && !asking && <p className={styles.progress}>Running…</p>}
      {(output.chunks.length > 0 || asking) && (
        <pre className={styles.outputText}>
          {output.chunks.map((chunk, index) => (
            <span key={index} className={STREAM_CLASS[chunk.stream]}>
              {chunk.text}
            </span>
          ))}
          {asking && <InputLine onInput={onInput} />}
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
