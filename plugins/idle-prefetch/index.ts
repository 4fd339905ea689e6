/**
 * Moves Docusaurus' link prefetching out of the way of the page's first seconds.
 *
 * Every Docusaurus <Link> that scrolls into view asks `window.docusaurus.prefetch()` for its
 * route's chunks, and the browser reports all links in view at once: on a doc page, ~100 sidebar,
 * navbar and content links in one task that inserts ~250 <link rel="prefetch"> elements. Profiled
 * in Chromium, that task was the largest piece of script time after hydration (~80 ms unthrottled,
 * several times that on a phone), right when Lighthouse counts blocking time. ./client/index.ts queues
 * those requests and prefetches them in idle periods instead, a few at a time; `preload()` (a
 * reader hovering or touching a link) still starts at once.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'pydocs-idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client/index.ts')];
    },
  };
}
