// The notes My Chats shows above a conversation (ChatWorkspace decides when).
import React from 'react';
import Link from '@docusaurus/Link';
import styles from './chat.module.css';

export function OfflineNote(): React.JSX.Element {
  return (
    <p role="status" className={styles.offline}>
      <strong>You&apos;re offline.</strong> The docs assistant still answers; what you ask is saved on this device and sent when
      the connection returns.
    </p>
  );
}

/**
 * The page a chat answers from first, with the way back to all of PyDocs. A page of an earlier
 * docs version (`version`) is answered from its current version, which the reader is told.
 */
export function AboutPageNote({
  page,
  title,
  version,
  onAskAboutAll,
}: Readonly<{page: string; title: string | null; version: string | null; onAskAboutAll: () => void}>): React.JSX.Element {
  return (
    <p className={styles.aboutPage}>
      Answering from{' '}
      <Link to={page}>
        {title ?? page}
        {version && ` (Python ${version})`}
      </Link>{' '}
      first.{' '}
      {version && <>The assistant reads the current docs: answers quote and link this page as the current version has it. </>}
      <button type="button" className={styles.linkButton} onClick={onAskAboutAll}>
        Ask about all of PyDocs
      </button>
    </p>
  );
}

export function NoticeBar({notice, onDismiss}: Readonly<{notice: string; onDismiss: () => void}>): React.JSX.Element {
  return (
    <div role="alert" className={styles.notice}>
      <span>{notice}</span>
      <button type="button" className={styles.iconButton} aria-label="Dismiss message" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** A chat address that names no chat of this reader's. */
export function MissingChat({onNewChat}: Readonly<{onNewChat: () => void}>): React.JSX.Element {
  return (
    <div className={styles.thread}>
      <div className={styles.welcome}>
        <h2 className={styles.welcomeTitle}>This chat is not here</h2>
        <p>It may have been deleted, or it belongs to another account.</p>
        <button type="button" className="button button--primary" onClick={onNewChat}>
          Start a new chat
        </button>
      </div>
    </div>
  );
}
