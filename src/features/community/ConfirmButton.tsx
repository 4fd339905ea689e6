import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './community.module.css';

type Props = Readonly<{
  /** The button's text, e.g. "Delete". */
  label: string;
  /** The question asked before acting, e.g. "Delete this answer?". */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
}>;

/** A button that asks once, inline, before doing something that cannot be undone. */
export function ConfirmButton({label, question, confirmLabel, onConfirm, danger = true}: Props): React.JSX.Element {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button type="button" className={styles.linkButton} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className={styles.confirm} role="group" aria-label={question}>
      <span>{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className={clsx('button button--sm', danger ? clsx('button--danger', styles.dangerButton) : 'button--primary')}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button button--sm button--secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
