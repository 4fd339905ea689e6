import React, {Suspense, lazy, useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {AUTH_TITLES, AuthForm, emailLocalPart, loadDemoAccounts, useAuth, type AuthMode} from '@site/src/features/auth';
import {isSameSitePath} from '@site/src/utils/sameSitePath';
import styles from './login.module.css';

// Under `npm start` the page names the demo accounts the terminal printed. NODE_ENV is a build-time
// constant: a production build drops this branch, and with it the module and the accounts.
const DemoAccounts = process.env.NODE_ENV === 'development' ? lazy(loadDemoAccounts) : null;

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeReturnPath(search: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  return returnTo && isSameSitePath(returnTo) && !returnTo.startsWith('/login') ? returnTo : '/community';
}

export default function LoginPage(): React.JSX.Element {
  const {user, loading, logout} = useAuth();
  const {search} = useLocation();
  const history = useHistory();
  const [mode, setMode] = useState<AuthMode>('login');
  const [justSignedIn, setJustSignedIn] = useState(false);
  const returnTo = safeReturnPath(search);

  useEffect(() => {
    if (justSignedIn && user) history.replace(returnTo);
  }, [justSignedIn, user, history, returnTo]);

  return (
    <Layout title="Login" description="Log in to PyDocs with your e-mail address and password to ask questions in the community and keep your chats.">
      <main className={styles.page}>
        <Link to="/" className={styles.brand}>
          <img src="/img/logo.svg" alt="" width={40} height={40} />
          <span>PyDocs</span>
        </Link>
        <section className={styles.card} aria-labelledby="login-title">
          <h1 id="login-title" className={styles.title}>
            {mode === 'login' ? 'Log in to PyDocs' : AUTH_TITLES[mode]}
          </h1>
          {!loading && user && !justSignedIn ? (
            <div className={styles.signedIn}>
              <p>
                You are signed in as <strong>{emailLocalPart(user.email)}</strong>.
              </p>
              <div className={styles.actions}>
                <Link className="button button--primary" to={returnTo}>
                  Continue
                </Link>
                <button type="button" className="button button--secondary" onClick={() => void logout()}>
                  Sign Out
                </button>
              </div>
            </div>
          ) : (
            <>
              {mode === 'login' && <p className={styles.lead}>Log in to ask and answer questions in the community and to keep your chats.</p>}
              <AuthForm mode={mode} onModeChange={setMode} onSuccess={() => setJustSignedIn(true)} />
              {DemoAccounts && mode === 'login' && (
                <Suspense fallback={null}>
                  <DemoAccounts />
                </Suspense>
              )}
            </>
          )}
        </section>
        <p className={styles.back}>
          <Link to="/docs">Browse the documentation</Link> without an account.
        </p>
      </main>
    </Layout>
  );
}
