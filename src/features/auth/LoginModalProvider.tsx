import React, {createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode} from 'react';

// The modal and its form load when first opened: most page views never need them.
const LoginModal = lazy(() => import('./LoginModal').then((module) => ({default: module.LoginModal})));

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
      {request !== null && (
        <Suspense fallback={null}>
          <LoginModal isOpen onClose={() => setRequest(null)} onSuccess={request.onSuccess} />
        </Suspense>
      )}
    </LoginModalContext.Provider>
  );
}
