/**
 * Connects the progress store to the signed-in reader's account, and back to the device's own
 * list on sign-out. Rendered once, in Root. Firestore loads only for a signed-in reader (and sign-in
 * itself is only known after the first paint, see the auth feature).
 */
import {useEffect} from 'react';
import {useAuth} from '@site/src/features/auth';
// Through the hooks file, which every page then has in its main bundle: the sidebar's and the
// exercises' views share that one copy instead of each doc chunk carrying its own.
import {loadProgressStore} from './useProgress';

export function ProgressSync(): null {
  const uid = useAuth().user?.uid;
  useEffect(() => {
    if (!uid) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    Promise.all([import('./accountProgress'), loadProgressStore()]).then(
      ([{followAccountProgress}]) => {
        if (live) stop = followAccountProgress(uid);
      },
      () => undefined, // offline before Firestore was ever downloaded: progress stays on the device
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [uid]);
  return null;
}
