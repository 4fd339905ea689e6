// Root never unmounts, so app-wide providers live here: the auth state and the one login modal.
import React, {type ReactNode} from 'react';
// Direct file imports, not the feature's index: the index also exports the sign-in form, which
// would then ship in every page's main bundle instead of loading with the modal or /login.
import {AuthProvider} from '@site/src/features/auth/AuthProvider';
import {LoginModalProvider} from '@site/src/features/auth/LoginModalProvider';
import {SessionNotice} from '@site/src/features/auth/SessionNotice';

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <AuthProvider>
      <LoginModalProvider>
        <SessionNotice />
        {children}
      </LoginModalProvider>
    </AuthProvider>
  );
}
