/**
 * React's view of the progress store. Until the page has hydrated every hook reports nothing
 * solved, as the server-rendered HTML does; the real list arrives in a transition right after, so
 * reading localStorage never makes React redo the hydration render in one long task.
 */
import {startTransition, useEffect, useState} from 'react';
import {completedPermalinks, loadCatalogue, type Catalogue} from './catalogue';
import {progressStore, type SolvedExercises} from './store';

const NONE: ReadonlySet<string> = new Set();

export function useSolvedExercises(): SolvedExercises {
  const [solved, setSolved] = useState<SolvedExercises>(progressStore.solved);
  useEffect(() => {
    const update = () => startTransition(() => setSolved(progressStore.solved()));
    const unsubscribe = progressStore.subscribe(update);
    update();
    return unsubscribe;
  }, []);
  return solved;
}

// Every sidebar item asks; the answer is worked out once per change of the solved list.
let lastSolved: SolvedExercises | null = null;
let lastCompleted: Promise<ReadonlySet<string>> = Promise.resolve(NONE);
function completedFor(solved: SolvedExercises): Promise<ReadonlySet<string>> {
  if (solved !== lastSolved) {
    lastSolved = solved;
    lastCompleted = loadCatalogue().then((catalogue) => completedPermalinks(catalogue, solved));
  }
  return lastCompleted;
}

/** Pages whose exercises are all solved (the catalogue is only downloaded once something is). */
export function useCompletedPages(): ReadonlySet<string> {
  const solved = useSolvedExercises();
  const [completed, setCompleted] = useState(NONE);
  useEffect(() => {
    if (Object.keys(solved).length === 0) {
      setCompleted(NONE);
      return undefined;
    }
    let current = true;
    completedFor(solved).then(
      (pages) => current && startTransition(() => setCompleted(pages)),
      () => undefined, // offline before the catalogue was ever loaded: no marks, nothing broken
    );
    return () => {
      current = false;
    };
  }, [solved]);
  return completed;
}

export type CatalogueState = Readonly<{catalogue: Catalogue | null; failed: boolean}>;

/** The exercise catalogue, for the pages that show progress (they load it at once). */
export function useCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({catalogue: null, failed: false});
  useEffect(() => {
    let current = true;
    loadCatalogue().then(
      (catalogue) => current && startTransition(() => setState({catalogue, failed: false})),
      () => current && setState({catalogue: null, failed: true}),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
