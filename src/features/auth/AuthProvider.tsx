import React, {createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import type {User} from 'firebase/auth';
import {getAuthClient} from '../firebase';
import {SIGN_OUT_CODES, authErrorCode, friendlyAuthMessage} from './errors';

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

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/**
 * Follows Firebase Auth's live sign-in status for the whole app. Page content renders at once;
 * only auth-dependent UI waits for `loading` to turn false. Firebase itself is loaded after the
 * first paint (see features/firebase).
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

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const [auth, {onAuthStateChanged, reload}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
        if (cancelled) return;
        let checkedRestoredSession = false;
        unsubscribe = onAuthStateChanged(auth, (next) => {
          setUser(next);
          setLoading(false);
          // A session restored from storage may belong to an account disabled since: ask once.
          if (next && !checkedRestoredSession) {
            checkedRestoredSession = true;
            reload(next).catch((error: unknown) => void signOutBecause(error));
          }
        });
      } catch {
        // Auth could not load (offline on first visit): behave as signed out rather than spin.
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [signOutBecause]);

  const login = useCallback(async (email: string, password: string) => {
    const [auth, {signInWithEmailAndPassword}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
    const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
    setNotice(null);
    return credential.user;
  }, []);

  const logout = useCallback(async () => {
    const [auth, {signOut}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
    await signOut(auth);
  }, []);

  const signUp = useCallback(async (email: string, password: string) => {
    const [auth, {createUserWithEmailAndPassword}] = await Promise.all([getAuthClient(), import('firebase/auth')]);
    const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
    setNotice(null);
    return credential.user;
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
