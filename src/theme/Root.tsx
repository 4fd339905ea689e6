// Root never unmounts, so app-wide providers live here: the auth state, the one login modal, and
// the link between a signed-in reader and their exercise progress.
import React, {type ReactNode} from 'react';
// Direct file imports, not the feature's index: the index also exports the sign-in form, which
// would then ship in every page's main bundle instead of loading with the modal or /login.
import {AuthProvider} from '@site/src/features/auth/AuthProvider';
import {LoginModalProvider} from '@site/src/features/auth/LoginModalProvider';
import {SessionNotice} from '@site/src/features/auth/SessionNotice';
import {ProgressSync} from '@site/src/features/progress/ProgressSync';

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <AuthProvider>
      <LoginModalProvider>
        <SessionNotice />
        <ProgressSync />
        {children}
      </LoginModalProvider>
    </AuthProvider>
  );
}
