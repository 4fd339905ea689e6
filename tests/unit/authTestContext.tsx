// Renders components with a fixed auth state (no Firebase) inside a memory router.
import React, {type ReactNode} from 'react';
import {MemoryRouter} from 'react-router-dom';
import {render} from '@testing-library/react';
import type {User} from 'firebase/auth';
import {AuthContextForTesting, type AuthContextValue} from '@site/src/features/auth/AuthProvider';
import {LoginModalProvider} from '@site/src/features/auth';

export function fakeUser(email: string): User {
  return {uid: `uid-${email}`, email} as unknown as User;
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    notice: null,
    dismissNotice: jest.fn(),
    login: jest.fn(async () => fakeUser('ada@pydocs.dev')),
    logout: jest.fn(async () => undefined),
    signUp: jest.fn(async () => fakeUser('new@pydocs.dev')),
    resetPassword: jest.fn(async () => undefined),
    ...overrides,
  };
}

/** The providers renderWithAuth wraps `ui` in; pass it to `rerender` to change the auth state. */
export function authTree(ui: ReactNode, auth: AuthContextValue, path = '/docs/advanced/generators'): React.JSX.Element {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AuthContextForTesting.Provider value={auth}>
        <LoginModalProvider>{ui}</LoginModalProvider>
      </AuthContextForTesting.Provider>
    </MemoryRouter>
  );
}

export function renderWithAuth(ui: ReactNode, auth: AuthContextValue = fakeAuth(), path = '/docs/advanced/generators') {
  return render(authTree(ui, auth, path));
}
