// Renders community components with a fixed community state (no Firebase), inside the same auth
// and login-modal providers the site uses.
import React, {type ReactNode} from 'react';
import type {User} from 'firebase/auth';
import {CommunityContextForTesting, useWhenProfileReady, type CommunityContextValue} from '@site/src/features/community/CommunityProvider';
import type {Post, Answer} from '@site/src/features/community/model';
import {MemoryRouter} from 'react-router-dom';
import {render} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {LoginModalProvider, useLoginModal} from '@site/src/features/auth';
import {AuthContextForTesting} from '@site/src/features/auth/AuthProvider';
import {fakeAuth, fakeUser} from './authTestContext';

export {fakeUser};

/** A Timestamp stand-in: the UI only ever calls toMillis(). */
export const at = (iso: string) => ({toMillis: () => Date.parse(iso)}) as unknown as NonNullable<Post['createdAt']>;

export function fakePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'q1',
    title: 'Why does my default list keep growing?',
    body: 'Calling `add_tag` twice returns **both** tags.',
    tags: ['functions', 'defaults'],
    authorId: 'uid-ada@pydocs.dev',
    createdAt: at('2026-11-20T10:00:00Z'),
    editedAt: null,
    score: 3,
    answerCount: 1,
    acceptedAnswerId: null,
    lastAnswerId: 'a1',
    hidden: false,
    pending: false,
    ...overrides,
  };
}

export function fakeAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    id: 'a1',
    postId: 'q1',
    body: 'Defaults are evaluated once. Use `None` as a sentinel.',
    authorId: 'uid-grace@pydocs.dev',
    createdAt: at('2026-11-20T11:00:00Z'),
    editedAt: null,
    score: 2,
    hidden: false,
    pending: false,
    ...overrides,
  };
}

type Options = Readonly<{
  user?: User | null;
  isAdmin?: boolean;
  community?: Partial<CommunityContextValue>;
  path?: string;
  profileWaitMs?: number;
  /** Renders the server's HTML first, lets the test change it as the page's inline scripts would, then hydrates it. */
  beforeHydrating?: (container: HTMLElement) => void;
}>;

/**
 * Like CommunityProvider, minus Firebase: signed-out actions open the site's real login modal, and
 * a post waits for the display name as the real one does (tests pass `profileWaitMs` to shorten it).
 */
function FakeCommunity({value, profileWaitMs, children}: {value: Omit<CommunityContextValue, 'whenSignedIn' | 'whenProfileReady'>; profileWaitMs?: number; children: ReactNode}): React.JSX.Element {
  const {openLoginModal} = useLoginModal();
  const whenSignedIn = (action: () => void) => (value.user ? action() : openLoginModal({onSuccess: action}));
  const whenProfileReady = useWhenProfileReady(value.displayName, profileWaitMs);
  return <CommunityContextForTesting.Provider value={{...value, whenSignedIn, whenProfileReady}}>{children}</CommunityContextForTesting.Provider>;
}

export function renderCommunity(ui: ReactNode, {user = null, isAdmin = false, community = {}, path = '/community', profileWaitMs, beforeHydrating}: Options = {}) {
  let value = {
    user,
    authLoading: false,
    isAdmin,
    displayName: user ? (user.email ?? '').split('@')[0] : null,
    connection: 'online' as const,
    ...community,
  };
  const auth = fakeAuth({user});
  const wrap = (node: ReactNode) => (
    <MemoryRouter initialEntries={[path]}>
      <AuthContextForTesting.Provider value={auth}>
        <LoginModalProvider>
          <FakeCommunity value={value} profileWaitMs={profileWaitMs}>
            {node}
          </FakeCommunity>
        </LoginModalProvider>
      </AuthContextForTesting.Provider>
    </MemoryRouter>
  );
  let shown = ui;
  let hydrate: {container: HTMLElement; hydrate: true} | undefined;
  if (beforeHydrating) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(wrap(ui));
    beforeHydrating(container);
    hydrate = {container, hydrate: true};
  }
  const result = render(wrap(ui), hydrate);
  return {
    ...result,
    // rerender keeps the providers (and the router's location) around the new element.
    rerender: (next: ReactNode) => result.rerender(wrap((shown = next))),
    /** The community state changes, as when the reader's profile arrives from Firestore. */
    updateCommunity: (changes: Partial<typeof value>) => {
      value = {...value, ...changes};
      result.rerender(wrap(shown));
    },
  };
}
