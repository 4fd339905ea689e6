import React, {useEffect, useSyncExternalStore} from 'react';
import {DELETED_USER_NAME} from './model';
import {knownDisplayName, requestDisplayName, subscribeToDisplayNames} from './profiles';
import styles from './community.module.css';

/** An author's current display name, "deleted user" once their account is gone. */
export function AuthorName({uid}: {uid: string}): React.JSX.Element {
  const name = useSyncExternalStore(subscribeToDisplayNames, () => knownDisplayName(uid), () => undefined);
  useEffect(() => requestDisplayName(uid), [uid]);
  if (name === null) return <span className={styles.deletedUser}>{DELETED_USER_NAME}</span>;
  if (name === undefined) return <span className={styles.unknownName} aria-label="a reader">…</span>;
  // The title shows the whole name where a list row cuts a long one short.
  return (
    <span className={styles.authorName} title={name}>
      {name}
    </span>
  );
}
