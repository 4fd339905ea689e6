/** The part of `window.docusaurus` that Docusaurus' <Link> calls (typed as @docusaurus/types has it). */
export type DocusaurusGlobal = Readonly<{
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}>;

type IdleDeadlineLike = Readonly<{timeRemaining: () => number}>;

/** What the prefetcher needs from the browser; a fake in unit tests. */
export type IdleScheduler = Readonly<{
  requestIdleCallback?: (callback: (deadline: IdleDeadlineLike) => void, options?: {timeout: number}) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  now: () => number;
  /** Called each time an idle slice leaves the queue empty: every route asked for so far has gone to
   * Docusaurus' prefetch (the browser page marks it, so tests can wait for it). */
  onDrained?: () => void;
}>;

/** The performance mark the page sets each time the queue has run empty (see IdleScheduler.onDrained). */
export const IDLE_PREFETCH_DRAINED = 'pydocs:idle-prefetch-drained';

/**
 * At most this much prefetching per idle callback. Lighthouse times the page on a fast machine
 * and multiplies by four for a phone, so a task has to stay well under 50 / 4 ms to never count
 * as blocking there; one route takes about a millisecond.
 */
export const SLICE_MS = 8;
/** Even on a page that is never idle, prefetch eventually: links are faster when prefetched. */
const IDLE_TIMEOUT_MS = 4000;
/** Without requestIdleCallback (Safari before 18): wait this long between slices. */
const FALLBACK_DELAY_MS = 50;

/**
 * Wraps Docusaurus' client API so that `prefetch()` queues the route and returns at once; queued
 * routes go to the real `prefetch()` in idle periods, a slice at a time, each route once.
 * `preload()` (a reader hovering or touching a link) is left as it is.
 */
export function createIdlePrefetcher(api: DocusaurusGlobal, scheduler: IdleScheduler): DocusaurusGlobal {
  const queue: Array<{routePath: string; done: (result: Promise<void[]>) => void}> = [];
  const seen = new Set<string>();
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const sliceEnd = scheduler.now() + SLICE_MS;
    while (queue.length > 0 && deadline.timeRemaining() > 0 && scheduler.now() < sliceEnd) {
      const next = queue.shift() as (typeof queue)[number];
      next.done(api.prefetch(next.routePath) || Promise.resolve([]));
    }
    if (queue.length === 0) scheduler.onDrained?.();
    schedule();
  };

  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    if (scheduler.requestIdleCallback) scheduler.requestIdleCallback(drain, {timeout: IDLE_TIMEOUT_MS});
    else scheduler.setTimeout(() => drain({timeRemaining: () => SLICE_MS}), FALLBACK_DELAY_MS);
  }

  return Object.freeze({
    ...api,
    prefetch(routePath: string) {
      if (seen.has(routePath)) return false;
      seen.add(routePath);
      const prefetched = new Promise<void[]>((resolve, reject) => {
        queue.push({routePath, done: (result) => result.then(resolve, reject)});
      });
      schedule();
      return prefetched;
    },
  });
}
