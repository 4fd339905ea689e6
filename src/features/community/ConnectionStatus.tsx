import React from 'react';
import clsx from 'clsx';
import type {ConnectionState} from './connection';
import styles from './community.module.css';

const LABELS: Readonly<Record<ConnectionState, string>> = {unknown: 'Connecting…', online: 'Online', offline: 'Offline'};

/** A small badge with the Firestore connection state; screen readers hear it change. */
export function ConnectionStatus({state}: {state: ConnectionState}): React.JSX.Element {
  return (
    <p className={clsx(styles.connection, styles[`connection-${state}`])} role="status" aria-live="polite">
      <span className={styles.connectionDot} aria-hidden="true" />
      <span className="sr-only">Connection: </span>
      {LABELS[state]}
    </p>
  );
}

/** Shown while offline: what still works, so nobody stops typing. */
export function OfflineBanner({state}: {state: ConnectionState}): React.JSX.Element | null {
  if (state !== 'offline') return null;
  return (
    <div className={clsx('alert alert--warning', styles.offlineBanner)} role="alert">
      <strong>You are offline.</strong> You can keep reading what is already loaded and keep writing: questions, answers
      and votes are saved on this device and sent as soon as the connection is back.
    </div>
  );
}
