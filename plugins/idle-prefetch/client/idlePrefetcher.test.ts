import {createIdlePrefetcher, SLICE_MS, type DocusaurusGlobal, type IdleScheduler} from './idlePrefetcher';

/** A page whose idle periods and clock the test controls; each prefetch takes `costMs` of its clock. */
function fakePage({costMs = 1, withIdleCallback = true} = {}) {
  let clock = 0;
  const idleCallbacks: Array<(deadline: {timeRemaining: () => number}) => void> = [];
  const timers: Array<() => void> = [];
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const api: DocusaurusGlobal = {
    prefetch: (routePath) => {
      clock += costMs;
      prefetched.push(routePath);
      return Promise.resolve([]);
    },
    preload: (routePath) => {
      preloaded.push(routePath);
      return Promise.resolve([]);
    },
  };
  let drained = 0;
  const scheduler: IdleScheduler = {
    onDrained: () => drained++,
    requestIdleCallback: withIdleCallback ? (callback) => idleCallbacks.push(callback) : undefined,
    setTimeout: (callback) => timers.push(callback),
    now: () => clock,
  };
  /** One idle period of `length` ms (50 is the most a browser gives). */
  const idlePeriod = (length = 50) => {
    const started = clock;
    (idleCallbacks.shift() as (typeof idleCallbacks)[number])({timeRemaining: () => Math.max(0, length - (clock - started))});
  };
  return {api, scheduler, prefetched, preloaded, idleCallbacks, timers, idlePeriod, drained: () => drained};
}

describe('prefetching links in idle time', () => {
  test('links scrolled into view are not prefetched until the page is idle', () => {
    const page = fakePage();
    const docusaurus = createIdlePrefetcher(page.api, page.scheduler);
    docusaurus.prefetch('/docs/a');
    docusaurus.prefetch('/docs/b');
    expect(page.prefetched).toEqual([]);
    page.idlePeriod();
    expect(page.prefetched).toEqual(['/docs/a', '/docs/b']);
  });

  test('one idle period prefetches at most a short slice, and the rest follows in later ones', () => {
    const page = fakePage({costMs: 1});
    const docusaurus = createIdlePrefetcher(page.api, page.scheduler);
    for (let i = 0; i < 30; i++) docusaurus.prefetch(`/docs/page-${i}`);
    page.idlePeriod();
    expect(page.prefetched).toHaveLength(SLICE_MS);
    while (page.idleCallbacks.length > 0) page.idlePeriod();
    expect(page.prefetched).toHaveLength(30);
    expect(new Set(page.prefetched).size).toBe(30);
  });

  test('a route is prefetched once however many links point to it', () => {
    const page = fakePage();
    const docusaurus = createIdlePrefetcher(page.api, page.scheduler);
    expect(docusaurus.prefetch('/community')).not.toBe(false);
    expect(docusaurus.prefetch('/community')).toBe(false);
    while (page.idleCallbacks.length > 0) page.idlePeriod();
    expect(page.prefetched).toEqual(['/community']);
  });

  test('the promise a link gets settles once its route has really been prefetched', async () => {
    const page = fakePage();
    const docusaurus = createIdlePrefetcher(page.api, page.scheduler);
    let settled = false;
    void (docusaurus.prefetch('/faq') as Promise<void[]>).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    page.idlePeriod();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  test('hovering a link still preloads its route at once', () => {
    const page = fakePage();
    const docusaurus = createIdlePrefetcher(page.api, page.scheduler);
    docusaurus.preload('/docs/advanced/decorators');
    expect(page.preloaded).toEqual(['/docs/advanced/decorators']);
  });

  test('without requestIdleCallback, routes are prefetched a slice at a time on timers', () => {
    const page = fakePage({withIdleCallback: false});
    const docusaurus = createIdlePrefetcher(page.api, page.scheduler);
    for (let i = 0; i < 20; i++) docusaurus.prefetch(`/docs/page-${i}`);
    expect(page.prefetched).toEqual([]);
    (page.timers.shift() as () => void)();
    expect(page.prefetched).toHaveLength(SLICE_MS);
    while (page.timers.length > 0) (page.timers.shift() as () => void)();
    expect(page.prefetched).toHaveLength(20);
  });

  test('the page is told when every route asked for so far has been prefetched, not before', () => {
    const page = fakePage({costMs: 1});
    const docusaurus = createIdlePrefetcher(page.api, page.scheduler);
    for (let i = 0; i < 20; i++) docusaurus.prefetch(`/docs/page-${i}`);
    page.idlePeriod();
    expect(page.prefetched.length).toBeLessThan(20);
    expect(page.drained()).toBe(0);
    while (page.idleCallbacks.length > 0) page.idlePeriod();
    expect(page.prefetched).toHaveLength(20);
    expect(page.drained()).toBe(1);
  });
});
