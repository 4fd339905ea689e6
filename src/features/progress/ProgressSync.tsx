/**
 * Connects the progress store to the signed-in reader's account, and back to the device's own
 * list on sign-out. Rendered once, in Root. Firestore loads only for a signed-in reader, in the
 * first idle moment after sign-in is known, so it never competes with the page's first render.
 */
import {useEffect} from 'react';
import {useAuth} from '@site/src/features/auth/AuthProvider';

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: 2000});
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

export function ProgressSync(): null {
  const {user} = useAuth();
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (uid === null) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      import('./accountProgress')
        .then(({followAccountProgress}) => {
          if (cancelled) return;
          stop = followAccountProgress(uid, (error) => {
            // Progress is still shown and kept locally by Firestore; say why it did not reach the account.
            console.warn('PyDocs could not sync your exercise progress to your account:', error instanceof Error ? error.message : error);
          });
        })
        .catch(() => undefined); // offline before Firestore was ever downloaded: progress stays on the device
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [uid]);
  return null;
}
