import React, {createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import type {User} from 'firebase/auth';
import {getAuthClient} from '../firebase';
import {SESSION_ENDED_MESSAGE, SIGN_OUT_CODES, authErrorCode, friendlyAuthMessage} from './errors';

export type AuthContextValue = Readonly<{
  /** The signed-in user, or null when signed out (also null while loading). */
  user: User | null;
  /** True until the first sign-in status is known: the user menu stays hidden meanwhile. */
  loading: boolean;
  /** Why the user was signed out by the site (disabled account, expired session), if they were. */
  notice: string | null;
  dismissNotice: () => void;
  login: (email: string, password: string) => Promise<User>;
  logout: () => Promise<void>;
  signUp: (email: string, password: string) => Promise<User>;
  resetPassword: (email: string) => Promise<void>;
}>;

const AuthContext = createContext<AuthContextValue | null>(null);

/** Set while this browser holds a Firebase session; lets signed-out readers skip loading Auth. */
export const SESSION_HINT_KEY = 'pydocs.session';

function readSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage blocked (private mode settings): assume a session may exist and ask Firebase.
    return true;
  }
}

function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the hint is an optimisation only.
  }
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/**
 * Follows Firebase Auth's live sign-in status for the whole app. Page content renders at once;
 * only auth-dependent UI waits for `loading` to turn false. Firebase Auth is loaded after the
 * first paint, and only when this browser has (or is creating) a session.
 */
export function AuthProvider({children}: {children: ReactNode}): React.JSX.Element {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);

  const signOutBecause = useCallback(async (error: unknown) => {
    const code = authErrorCode(error);
    if (!code || !SIGN_OUT_CODES.has(code)) return false;
    const auth = await getAuthClient();
    const {signOut} = await import('firebase/auth');
    await signOut(auth);
    setNotice(`You have been signed out. ${friendlyAuthMessage(error)}`);
    return true;
  }, []);

  // Subscribes to Firebase Auth at most once; called when a session may exist or is being created.
  const subscription = useRef<Promise<void> | null>(null);
  const unsubscribeRef = useRef<(() => void) | undefined>(undefined);
  const followAuthState = useCallback((): Promise<void> => {
    subscription.current ??= (async () => {
      try {
        // Read before Auth starts: this browser held a session that nobody signed out of here.
        const hadSession = readSessionHint();
        const [auth, {onAuthStateChanged, reload}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
        let checkedRestoredSession = false;
        let firstReport = true;
        unsubscribeRef.current = onAuthStateChanged(auth, (next) => {
          // Auth drops a stored session the server refuses (offline it keeps it) and reports no
          // user, with no error: tell the reader rather than sign them out silently.
          if (firstReport && next === null && hadSession) setNotice(`You have been signed out. ${SESSION_ENDED_MESSAGE}`);
          firstReport = false;
          setUser(next);
          setLoading(false);
          writeSessionHint(next !== null);
          // A session restored from storage may belong to an account disabled since: ask once.
          if (next && !checkedRestoredSession) {
            checkedRestoredSession = true;
            reload(next).catch((error: unknown) => void signOutBecause(error));
          }
        });
      } catch {
        // Auth could not load (offline on first visit): behave as signed out rather than spin.
        setLoading(false);
      }
    })();
    return subscription.current;
  }, [signOutBecause]);

  useEffect(() => {
    // Readers who have never signed in on this browser do not download Firebase Auth at all: the
    // hint is written whenever Auth reports a user, and cleared when it reports none.
    if (readSessionHint()) {
      void followAuthState();
    } else {
      // A transition: this re-renders everything that shows sign-in state, in the same render as
      // the theme's own start-up updates; as a transition React can split it and let input go first.
      startTransition(() => setLoading(false));
    }
    // Signing in in another tab sets the hint there: follow the session here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY && event.newValue) void followAuthState();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribeRef.current?.();
    };
  }, [followAuthState]);

  /** Signs in with `how` (an existing account, or a new one), then remembers the session. */
  const startSession = useCallback(
    async (how: 'signIn' | 'signUp', email: string, password: string) => {
      const [auth, {signInWithEmailAndPassword, createUserWithEmailAndPassword}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
      const credential = await (how === 'signIn' ? signInWithEmailAndPassword : createUserWithEmailAndPassword)(auth, email.trim(), password);
      writeSessionHint(true);
      setUser(credential.user);
      setNotice(null);
      void followAuthState();
      return credential.user;
    },
    [followAuthState],
  );
  const login = useCallback((email: string, password: string) => startSession('signIn', email, password), [startSession]);
  const signUp = useCallback((email: string, password: string) => startSession('signUp', email, password), [startSession]);

  const logout = useCallback(async () => {
    const [auth, {signOut}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
    await signOut(auth);
    writeSessionHint(false);
    setUser(null);
  }, []);

  const resetPassword = useCallback(async (email: string) => {
    const [auth, {sendPasswordResetEmail}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
    await sendPasswordResetEmail(auth, email.trim());
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({user, loading, notice, dismissNotice: () => setNotice(null), login, logout, signUp, resetPassword}),
    [user, loading, notice, login, logout, signUp, resetPassword],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** For tests and previews: provide a fixed auth state without Firebase. */
export const AuthContextForTesting = AuthContext;
