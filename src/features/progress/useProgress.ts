/**
 * React's view of the progress store. Until the page has hydrated every hook reports nothing
 * solved, as the server-rendered HTML does; the real list arrives in a transition right after, so
 * reading localStorage never makes React redo the hydration render in one long task.
 */
import {startTransition, useEffect, useState} from 'react';
import {completedPermalinks, loadCatalogue} from './catalogue';
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
    loadCatalogue().then(
      (catalogue) => current && startTransition(() => setCompleted(completedPermalinks(catalogue, solved))),
      () => undefined, // offline before the catalogue was ever loaded: no marks, nothing broken
    );
    return () => {
      current = false;
    };
  }, [solved]);
  return completed;
}
