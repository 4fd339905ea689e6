import React from 'react';
import {useAuth} from './AuthProvider';
import styles from './auth.module.css';

/** Tells a user why the site signed them out (disabled account, expired session). */
export function SessionNotice(): React.JSX.Element | null {
  const {notice, dismissNotice} = useAuth();
  if (!notice) return null;
  return (
    <div className={styles.sessionNotice} role="alert">
      <span>{notice}</span>
      <button type="button" className={styles.linkButton} onClick={dismissNotice}>
        Dismiss
      </button>
    </div>
  );
}
