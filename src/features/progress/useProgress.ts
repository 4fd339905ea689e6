/**
 * The progress hooks doc pages use (sidebar ticks, "Solved" on an exercise). Eager code, so it is
 * kept to a few hundred bytes: the store itself (./store.ts) and the catalogue load only when
 * there is progress to show, that is when this device has some, when a signed-in reader's account
 * is connected (ProgressSync), or when a first exercise is checked. A new reader's doc page loads
 * neither. Until then, and in the server's HTML, nothing is solved; updates arrive in transitions,
 * so reading progress never makes React redo the hydration render in one long task.
 */
import {startTransition, useEffect, useState} from 'react';
import type {SolvedExercises} from './store';

/** Where this device keeps its progress (written by store.ts). */
export const DEVICE_PROGRESS_KEY = 'pydocs.progress';
/** Sent by store.ts once it has loaded, so views waiting for progress subscribe. */
export const PROGRESS_STORE_LOADED = 'pydocs:progress-store';

const NOTHING: SolvedExercises = Object.freeze({});
const NO_PAGES: ReadonlySet<string> = new Set();
let store: Promise<typeof import('./store')> | null = null;
/** The last list any view was told of: a view mounted later starts from it, without a flash. */
let latest = NOTHING;

export const loadProgressStore = () => (store ??= import('./store'));
// However the store was loaded (an exercise's Check, a signed-in account), views mounted later
// use it at once.
if (typeof window !== 'undefined') window.addEventListener(PROGRESS_STORE_LOADED, () => void loadProgressStore());

function hasDeviceProgress(): boolean {
  try {
    return window.localStorage.getItem(DEVICE_PROGRESS_KEY) !== null;
  } catch {
    return false;
  }
}

export function useSolvedExercises(): SolvedExercises {
  const [solved, setSolved] = useState(latest);
  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    const attach = () =>
      void loadProgressStore().then(({progressStore}) => {
        if (!live || unsubscribe) return;
        const update = () => {
          latest = progressStore.solved();
          startTransition(() => setSolved(latest));
        };
        unsubscribe = progressStore.subscribe(update);
        update();
      });
    if (store || hasDeviceProgress()) attach();
    else window.addEventListener(PROGRESS_STORE_LOADED, attach);
    return () => {
      live = false;
      unsubscribe?.();
      window.removeEventListener(PROGRESS_STORE_LOADED, attach);
    };
  }, []);
  return solved;
}

/** Pages whose exercises are all solved (the catalogue is only downloaded once something is). */
export function useCompletedPages(): ReadonlySet<string> {
  const solved = useSolvedExercises();
  const [completed, setCompleted] = useState(NO_PAGES);
  useEffect(() => {
    let live = true;
    if (solved === NOTHING || Object.keys(solved).length === 0) setCompleted(NO_PAGES);
    else
      import('./catalogue')
        .then(({completedFor}) => completedFor(solved))
        // Offline before the catalogue was ever loaded: no ticks, nothing broken.
        .then((pages) => live && startTransition(() => setCompleted(pages)), () => undefined);
    return () => {
      live = false;
    };
  }, [solved]);
  return completed;
}
