import React, {createContext, useCallback, useContext, useMemo, useState, type ReactNode} from 'react';
import {LoginModal} from './LoginModal';

type OpenOptions = Readonly<{onSuccess?: () => void}>;
type LoginModalContextValue = Readonly<{openLoginModal: (options?: OpenOptions) => void}>;

const LoginModalContext = createContext<LoginModalContextValue | null>(null);

export function useLoginModal(): LoginModalContextValue {
  const value = useContext(LoginModalContext);
  if (value === null) throw new Error('useLoginModal must be used within a LoginModalProvider');
  return value;
}

/** One login modal for the whole site: any feature that needs a signed-in user can open it. */
export function LoginModalProvider({children}: {children: ReactNode}): React.JSX.Element {
  const [request, setRequest] = useState<OpenOptions | null>(null);
  const openLoginModal = useCallback((options: OpenOptions = {}) => setRequest(options), []);
  const value = useMemo(() => ({openLoginModal}), [openLoginModal]);
  return (
    <LoginModalContext.Provider value={value}>
      {children}
      <LoginModal isOpen={request !== null} onClose={() => setRequest(null)} onSuccess={request?.onSuccess} />
    </LoginModalContext.Provider>
  );
}
