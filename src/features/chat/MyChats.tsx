/**
 * /chat's content. Light on purpose: it decides between the signed-out introduction and the
 * signed-in workspace, and only loads the workspace (Firestore, retrieval, Markdown) for a
 * signed-in reader, so the page itself, which the header link may prefetch, stays small.
 */
import React, {useEffect, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {useAuth, useLoginModal} from '../auth';
import {ASK_PARAM} from './askAboutPage';
import type {ChatWorkspaceProps} from './ChatWorkspace';
import styles from './chat.module.css';

function SignedOutIntro(): React.JSX.Element {
  const {openLoginModal} = useLoginModal();
  // A question brought from the search box waits in the address until the reader has logged in.
  const waiting = new URLSearchParams(useLocation().search).get(ASK_PARAM)?.trim();
  return (
    <section className={styles.intro} aria-labelledby="my-chats-intro">
      {waiting && (
        <p className={styles.introLead} role="status">
          Log in and the assistant answers your question: “{waiting}”
        </p>
      )}
      <h2 id="my-chats-intro" className={styles.introTitle}>
        Ask Python questions, get answers from PyDocs
      </h2>
      <p className={styles.introLead}>
        My Chats is an assistant that answers your Python questions from PyDocs&apos; own documentation, tutorials, code examples and
        FAQ, and links each answer to the exact sections it comes from.
      </p>
      <ul className={styles.introPoints}>
        <li>Short answers with a worked example you can run.</li>
        <li>Follow-up questions build on the conversation.</li>
        <li>Your chats are saved to your account, private to you, on every device you log in on.</li>
        <li>Answers are generated: check them against the linked pages.</li>
      </ul>
      <button type="button" className={clsx('button button--primary button--lg', styles.signIn)} onClick={() => openLoginModal()}>
        Log in to start chatting
      </button>
      <p className={styles.introNote}>No account yet? You can create one from the login window.</p>
    </section>
  );
}

type Workspace = ComponentType<ChatWorkspaceProps>;

function LazyWorkspace({uid}: {uid: string}): React.JSX.Element {
  const [Workspace, setWorkspace] = useState<Workspace | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import(/* webpackChunkName: "chat-workspace" */ './ChatWorkspace')
      .then((module) => !cancelled && setWorkspace(() => module.ChatWorkspace))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);
  if (failed) {
    return (
      <div className={styles.intro} role="alert">
        <p>My Chats could not load. Check your connection, then reload the page.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  if (!Workspace) {
    return (
      <p className={styles.loading} role="status">
        Loading your chats…
      </p>
    );
  }
  return <Workspace uid={uid} />;
}

export function MyChats(): React.JSX.Element {
  const {user, loading} = useAuth();
  return (
    <main className={styles.page}>
      <h1 className={styles.pageTitle}>My Chats</h1>
      {loading ? (
        <p className={styles.loading} role="status">
          Checking whether you are logged in…
        </p>
      ) : user ? (
        <LazyWorkspace key={user.uid} uid={user.uid} />
      ) : (
        <SignedOutIntro />
      )}
    </main>
  );
}
