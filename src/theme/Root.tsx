// Root never unmounts, so app-wide providers live here: the auth state, the one login modal, and
// the link between a signed-in reader and their exercise progress.
import React, {type ReactNode} from 'react';
// Through the features' indexes, which the bundler treats as free of side effects
// (plugins/feature-entries): the sign-in form they also export stays out of the main bundle.
import {AuthProvider, LoginModalProvider, SessionNotice} from '@site/src/features/auth';
import {ProgressSync} from '@site/src/features/progress';

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
