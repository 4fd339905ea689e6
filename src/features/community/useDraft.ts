import {useCallback, useEffect, useRef, useState} from 'react';

/** Where drafts live: per user, so a shared computer does not show one reader's draft to another. */
export function draftKey(uid: string | null | undefined, name: string): string | null {
  return uid ? `pydocs:community:${uid}:${name}` : null;
}

function readDraft<T extends Record<string, string>>(key: string | null, empty: T): T | null {
  if (!key || typeof window === 'undefined') return null;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (stored === null || typeof stored !== 'object') return null;
    const draft = {...empty};
    for (const field of Object.keys(empty) as Array<keyof T>) {
      const value = (stored as Record<keyof T, unknown>)[field];
      if (typeof value === 'string') draft[field] = value as T[keyof T];
    }
    return draft;
  } catch {
    return null;
  }
}

/** Puts a draft back, e.g. when the server refused what was sent after the form was cleared. */
export function saveDraft(key: string | null, value: Record<string, string>): void {
  if (!key || typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: nothing more we can do.
  }
}

function isEmpty(value: Record<string, string>): boolean {
  return Object.values(value).every((field) => field.trim() === '');
}

/**
 * Form state that survives reloads, closed tabs and lost connections: every change is written to
 * localStorage under `key` (null: not stored, e.g. signed out). `clear` forgets it after sending.
 */
export function useDraft<T extends Record<string, string>>(key: string | null, empty: T): [T, (change: Partial<T>) => void, () => void] {
  const emptyRef = useRef(empty);
  const [value, setValue] = useState<T>(() => readDraft(key, empty) ?? empty);

  // The key appears once the sign-in status is known: pick up a stored draft, unless typing began.
  useEffect(() => {
    const stored = readDraft(key, emptyRef.current);
    if (stored) setValue((current) => (isEmpty(current) ? stored : current));
  }, [key]);

  // The latest value, so several changes in one event build on each other.
  const current = useRef(value);
  current.current = value;

  const update = useCallback(
    (change: Partial<T>) => {
      const next = {...current.current, ...change};
      current.current = next;
      setValue(next);
      if (!key) return;
      try {
        if (isEmpty(next)) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked (private mode): the draft still lives in the form.
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    if (key) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
    }
    setValue(emptyRef.current);
  }, [key]);

  return [value, update, clear];
}
