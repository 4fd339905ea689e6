// Prefetches in idle time what Docusaurus would prefetch at once (see ../index.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdlePrefetcher, IDLE_PREFETCH_DRAINED, type DocusaurusGlobal} from './idlePrefetcher';

if (ExecutionEnvironment.canUseDOM) {
  const install = (api: DocusaurusGlobal): DocusaurusGlobal =>
    createIdlePrefetcher(api, {
      requestIdleCallback: typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : undefined,
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      now: () => performance.now(),
      // A mark, not a global: visible in a performance profile, and what the e2e tests wait for
      // before saying what a page's prefetching did not load (tests/e2e/chat.spec.ts).
      onDrained: () => performance.mark(IDLE_PREFETCH_DRAINED),
    });
  if (window.docusaurus) {
    window.docusaurus = install(window.docusaurus);
  } else {
    // Docusaurus assigns window.docusaurus as its client starts, possibly after this module runs:
    // take that assignment, wrap it, and leave a plain property behind. (That it is a plain
    // assignment is checked against the installed core: tests/unit/upstream-drift-guards.ts.)
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => undefined,
      set(api: DocusaurusGlobal) {
        Object.defineProperty(window, 'docusaurus', {value: install(api), writable: true, configurable: true, enumerable: true});
      },
    });
  }
}

export {};
