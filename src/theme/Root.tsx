// Root never unmounts, so app-wide providers live here: the auth state and the one login modal.
import React, {type ReactNode} from 'react';
import {AuthProvider, LoginModalProvider, SessionNotice} from '@site/src/features/auth';

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
