import React, {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import type {User} from 'firebase/auth';
import {useAuth, useLoginModal} from '../auth';
import {watchConnection, type ConnectionState} from './connection';
import {defaultDisplayName} from './model';
import {createProfile, needsProfile, watchProfile} from './profiles';

export type CommunityContextValue = Readonly<{
  user: User | null;
  /** True until the sign-in status is known. */
  authLoading: boolean;
  /** The signed-in user has the `admin` custom claim (moderation controls). */
  isAdmin: boolean;
  /** The signed-in user's display name (their profile), null until known. */
  displayName: string | null;
  connection: ConnectionState;
  /**
   * Runs `action` if signed in; otherwise opens the login modal and runs it after a successful
   * sign-in. Every write button goes through this.
   */
  whenSignedIn: (action: () => void) => void;
  /**
   * Resolves true once the signed-in reader's profile is known (posts are stored with it), false
   * if it has not arrived within PROFILE_WAIT_MS. Right after a page load it is still on its way.
   */
  whenProfileReady: () => Promise<boolean>;
}>;

/** How long a post waits for the reader's profile before saying it is not ready. */
export const PROFILE_WAIT_MS = 10_000;

const CommunityContext = createContext<CommunityContextValue | null>(null);

export function useCommunity(): CommunityContextValue {
  const value = useContext(CommunityContext);
  if (value === null) throw new Error('useCommunity must be used within a CommunityProvider');
  return value;
}

/** For component tests: a fixed community state without Firebase. */
export const CommunityContextForTesting = CommunityContext;

function useIsAdmin(user: User | null): boolean {
  const [isAdmin, setIsAdmin] = useState(false);
  useEffect(() => {
    setIsAdmin(false);
    if (!user) return undefined;
    let current = true;
    user
      .getIdTokenResult()
      .then((token) => current && setIsAdmin(token.claims.admin === true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [user]);
  return isAdmin;
}

/**
 * Makes a profile named "Reader 123456" (never anything from the e-mail address: SECURITY.md). Names
 * are unique, so a name someone already holds is refused; another number is tried a few times.
 */
function createDefaultProfile(uid: string, attempt = 1): void {
  void createProfile(uid, defaultDisplayName()).then(({synced}) =>
    synced.catch(() => {
      if (attempt < 3) createDefaultProfile(uid, attempt + 1);
    }),
  );
}

/** Follows the signed-in reader's profile and creates it (with a neutral default name) the first time. */
function useOwnDisplayName(user: User | null): string | null {
  const [displayName, setDisplayName] = useState<string | null>(null);
  useEffect(() => {
    setDisplayName(null);
    if (!user) return undefined;
    return watchProfile(
      user.uid,
      (state) => {
        setDisplayName(state.displayName);
        if (needsProfile(user.uid, state)) createDefaultProfile(user.uid);
      },
      () => undefined,
    );
  }, [user]);
  return displayName;
}

/** `whenProfileReady` for a display name that may still be on its way (see the context type). */
export function useWhenProfileReady(displayName: string | null, timeoutMs = PROFILE_WAIT_MS): () => Promise<boolean> {
  const ready = useRef(displayName !== null);
  const waiting = useRef(new Set<(ok: boolean) => void>());
  useEffect(() => {
    ready.current = displayName !== null;
    if (displayName === null) return;
    for (const settle of [...waiting.current]) settle(true);
  }, [displayName]);
  useEffect(() => () => [...waiting.current].forEach((settle) => settle(false)), []);
  return useCallback(() => {
    if (ready.current) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const settle = (ok: boolean) => {
        clearTimeout(timer);
        waiting.current.delete(settle);
        resolve(ok);
      };
      const timer = setTimeout(() => settle(false), timeoutMs);
      waiting.current.add(settle);
    });
  }, [timeoutMs]);
}

function useConnection(): ConnectionState {
  const [connection, setConnection] = useState<ConnectionState>('unknown');
  useEffect(() => watchConnection(setConnection), []);
  return connection;
}

/** State every community page shares: who is signed in, their role and name, the connection. */
export function CommunityProvider({children}: {children: ReactNode}): React.JSX.Element {
  const {user, loading} = useAuth();
  const {openLoginModal} = useLoginModal();
  const isAdmin = useIsAdmin(user);
  const displayName = useOwnDisplayName(user);
  const whenProfileReady = useWhenProfileReady(displayName);
  const connection = useConnection();

  // A click that lands while the page is still finding out who is signed in (the first moments
  // after a load) waits for the answer: a signed-in reader must not be asked to log in again.
  const waitingForAuth = useRef<(() => void) | null>(null);
  const whenSignedIn = useCallback(
    (action: () => void) => {
      if (user) action();
      else if (loading) waitingForAuth.current = action;
      else openLoginModal({onSuccess: action});
    },
    [user, loading, openLoginModal],
  );
  useEffect(() => {
    const action = waitingForAuth.current;
    if (loading || !action) return;
    waitingForAuth.current = null;
    if (user) action();
    else openLoginModal({onSuccess: action});
  }, [user, loading, openLoginModal]);

  const value = useMemo<CommunityContextValue>(
    () => ({user, authLoading: loading, isAdmin, displayName, connection, whenSignedIn, whenProfileReady}),
    [user, loading, isAdmin, displayName, connection, whenSignedIn, whenProfileReady],
  );
  return <CommunityContext.Provider value={value}>{children}</CommunityContext.Provider>;
}
