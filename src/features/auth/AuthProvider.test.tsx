import {act, render, screen} from '@testing-library/react';
import {AuthProvider, SESSION_HINT_KEY} from './AuthProvider';
import {SessionNotice} from './SessionNotice';

// Firebase Auth's side of the provider: the test reports the sign-in status as the SDK would.
let report: (user: unknown) => void = () => undefined;
jest.mock('../firebase', () => ({getAuthClient: () => Promise.resolve({})}));
jest.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, next: (user: unknown) => void) => {
    report = next;
    return () => undefined;
  },
  reload: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
}));

async function renderProvider(): Promise<void> {
  render(
    <AuthProvider>
      <SessionNotice />
    </AuthProvider>,
  );
  // Let the provider load Auth and subscribe.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('AuthProvider', () => {
  beforeEach(() => window.localStorage.setItem(SESSION_HINT_KEY, '1'));
  afterEach(() => window.localStorage.clear());

  test('a stored session that Auth drops at start-up (refused by the server) signs the reader out with a notice', async () => {
    await renderProvider();
    act(() => report(null));
    expect(screen.getByRole('alert')).toHaveTextContent('You have been signed out. Your session has ended');
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  test('a session that starts signed in and is signed out later (another tab) shows no notice', async () => {
    await renderProvider();
    act(() => report({uid: 'ada', email: 'ada@pydocs.dev'}));
    act(() => report(null));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
