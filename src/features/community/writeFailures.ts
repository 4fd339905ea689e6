/**
 * Writes are shown at once and confirmed by the server later (maybe after the reader left the
 * form, or the page). When the server refuses one, the reader hears about it here, wherever they
 * are in the community.
 */
import {useCallback, useSyncExternalStore} from 'react';

export type WriteFailure = Readonly<{id: number; message: string}>;

let failures: readonly WriteFailure[] = [];
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

const NONE: readonly WriteFailure[] = [];

export function useWriteFailures(): [readonly WriteFailure[], (id: number) => void] {
  const current = useSyncExternalStore(subscribe, () => failures, () => NONE);
  const dismiss = useCallback((id: number) => publish(failures.filter((failure) => failure.id !== id)), []);
  return [current, dismiss];
}
