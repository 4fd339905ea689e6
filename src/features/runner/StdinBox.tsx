import React from 'react';
import styles from './runner.module.css';

type Props = Readonly<{
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Ctrl+Enter / ⌘+Enter runs, as in the editor. */
  onRun?: () => void;
}>;

/** The input box for input(): one line per call, filled in before the program runs. */
export default function StdinBox({id, value, onChange, onRun}: Props): React.JSX.Element {
  const lines = value === '' ? 0 : value.split('\n').length;
  return (
    <div className={styles.inputBox}>
      <label htmlFor={id}>Input for input()</label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (onRun && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onRun();
          }
        }}
        rows={Math.min(Math.max(lines, 2), 8)}
        spellCheck={false}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className={styles.inputHelp}>
        One line per input() call, used in order. Fill it in before pressing Run.
      </p>
    </div>
  );
}
