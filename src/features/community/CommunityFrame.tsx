import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CommunityProvider, useCommunity} from './CommunityProvider';
import {ConnectionStatus, OfflineBanner} from './ConnectionStatus';
import {useWriteFailures} from './writeFailures';
import styles from './community.module.css';

function WriteFailures(): React.JSX.Element | null {
  const [failures, dismiss] = useWriteFailures();
  if (failures.length === 0) return null;
  return (
    <div className={styles.failures}>
      {failures.map((failure) => (
        <div key={failure.id} className="alert alert--danger" role="alert">
          <span>{failure.message}</span>{' '}
          <button type="button" className="button button--sm button--link" onClick={() => dismiss(failure.id)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}

type Props = Readonly<{
  children: ReactNode;
  /** Pages below the list get a way back to it. */
  backToList?: boolean;
}>;

function Frame({children, backToList = false}: Props): React.JSX.Element {
  const {connection, user} = useCommunity();
  return (
    <main className={clsx('container margin-vert--lg', styles.page)}>
      <div className={styles.statusBar}>
        {backToList ? (
          <nav aria-label="Community" className={styles.communityNav}>
            <Link to="/community">← All questions</Link>
          </nav>
        ) : (
          <span />
        )}
        <div className={styles.statusEnd}>
          {user && <Link to="/community/profile">Your profile</Link>}
          <ConnectionStatus state={connection} />
        </div>
      </div>
      <OfflineBanner state={connection} />
      <WriteFailures />
      {children}
    </main>
  );
}

/** What every community page has: shared state, the connection status and the notices. */
export function CommunityFrame({children, backToList}: Props): React.JSX.Element {
  return (
    <CommunityProvider>
      <Frame backToList={backToList}>{children}</Frame>
    </CommunityProvider>
  );
}
