/**
 * Which exercises this reader has solved: the one source the exercises, the sidebar marks and the
 * progress pages read. Signed out, it is this device's list (localStorage, so it survives reloads
 * and works offline). Signed in, accountProgress.ts connects the reader's Firestore progress and
 * this shows that instead. Loaded once there is progress to show (see ./useProgress.ts); it never
 * imports Firebase.
 */
import {DEVICE_PROGRESS_KEY, PROGRESS_STORE_LOADED} from './useProgress';

/** Exercise id → when it was solved (ms since the epoch). */
export type SolvedExercises = Readonly<Record<string, number>>;

/** What the account side offers once connected (accountProgress.ts). */
export interface AccountProgress {
  markSolved(id: string): void;
  reset(): Promise<void>;
}

export {DEVICE_PROGRESS_KEY};
const NOTHING: SolvedExercises = Object.freeze({});

let shown: SolvedExercises = NOTHING;
let account: AccountProgress | null = null;
let started = false;
const listeners = new Set<() => void>();

/** This device's solved exercises; anything unreadable counts as nothing solved. */
export function readDeviceProgress(): SolvedExercises {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DEVICE_PROGRESS_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return NOTHING;
    const solved = Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
    return solved.length === 0 ? NOTHING : Object.fromEntries(solved);
  } catch {
    return NOTHING;
  }
}

function writeDeviceProgress(solved: SolvedExercises): void {
  try {
    if (Object.keys(solved).length === 0) window.localStorage.removeItem(DEVICE_PROGRESS_KEY);
    else window.localStorage.setItem(DEVICE_PROGRESS_KEY, JSON.stringify(solved));
  } catch {
    // Storage blocked (some private modes): progress lasts until the page closes.
  }
}

function publish(next: SolvedExercises): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

function start(): void {
  if (started) return;
  started = true;
  if (!account) publish(readDeviceProgress());
  // Another tab solved something (signed out): show it here too.
  window.addEventListener('storage', (event) => {
    if (event.key === DEVICE_PROGRESS_KEY && !account) publish(readDeviceProgress());
  });
}

export const progressStore = {
  solved: (): SolvedExercises => shown,

  subscribe(listener: () => void): () => void {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  markSolved(id: string): void {
    if (shown[id] !== undefined) return;
    if (account) {
      account.markSolved(id);
      return;
    }
    const next = {...readDeviceProgress(), [id]: Date.now()};
    writeDeviceProgress(next);
    publish(next);
  },

  /** Forgets every solved exercise, on this device and (signed in) in the account. */
  async reset(): Promise<void> {
    writeDeviceProgress(NOTHING);
    if (account) await account.reset();
    else publish(NOTHING);
  },

  /** Signed in: from now on the account's progress is shown and solves go there. */
  connectAccount(connected: AccountProgress): void {
    account = connected;
  },

  /** The account's progress as Firestore last reported it. */
  showAccountProgress(solved: SolvedExercises): void {
    if (account) publish(Object.keys(solved).length === 0 ? NOTHING : solved);
  },

  /** Signed out (or another reader signed in): back to this device's own list. */
  disconnectAccount(): void {
    account = null;
    publish(readDeviceProgress());
  },

  /** Device progress that has joined the account is no longer the device's own. */
  forgetOnDevice(ids: readonly string[]): void {
    const remaining = {...readDeviceProgress()};
    ids.forEach((id) => delete remaining[id]);
    writeDeviceProgress(remaining);
  },
};

// Views that found nothing to show when they mounted subscribe now (./useProgress.ts).
if (typeof window !== 'undefined') queueMicrotask(() => window.dispatchEvent(new Event(PROGRESS_STORE_LOADED)));
