/**
 * Writes are shown at once and confirmed by the server later (maybe after the reader left the
 * form, or the page). When the server refuses one, the reader hears about it here, wherever they
 * are in the community.
 */
import {useCallback, useSyncExternalStore} from 'react';

export type WriteFailure = Readonly<{id: number; message: string}>;

const NONE: readonly WriteFailure[] = [];
// Starts as the very array the server snapshot returns: if the two differed after hydration,
// React would re-render the community page synchronously to reconcile them.
let failures: readonly WriteFailure[] = NONE;
let nextId = 1;
const subscribers = new Set<() => void>();

function publish(next: readonly WriteFailure[]): void {
  failures = next;
  for (const subscriber of subscribers) subscriber();
}

export function reportWriteFailure(message: string): void {
  publish([...failures, {id: nextId++, message}]);
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function useWriteFailures(): [readonly WriteFailure[], (id: number) => void] {
  const current = useSyncExternalStore(subscribe, () => failures, () => NONE);
  const dismiss = useCallback((id: number) => publish(failures.filter((failure) => failure.id !== id)), []);
  return [current, dismiss];
}
