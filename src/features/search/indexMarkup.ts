/**
 * What a page tells the search index about itself (plugins/pagefind-search reads it from the built
 * HTML): which part is its body, which docs version it belongs to, and how a result is labelled.
 * Shared by the doc page swizzle (src/theme/DocItem/Content), the plugin and the search box, so the
 * filter the browser asks for is the one the pages carry.
 */

import {CURRENT_VERSION, KIND_META, VERSION_FILTER} from '@site/src/data/searchIndex';

export {CURRENT_VERSION, KIND_META, VERSION_FILTER};

export type IndexMarkup = Readonly<{
  'data-pagefind-body': '';
  'data-pagefind-filter': string;
  'data-pagefind-meta': string;
}>;

/** The attributes of a doc or tutorial page's indexed body. */
export function searchMarkup(version: string, permalink: string): IndexMarkup {
  const kind = permalink.startsWith('/tutorials') ? 'Tutorial' : 'Docs';
  return {'data-pagefind-body': '', 'data-pagefind-filter': `${VERSION_FILTER}:${version}`, 'data-pagefind-meta': `${KIND_META}:${kind}`};
}

/** The docs version a page belongs to, from its path: `3.13` under /docs/3.13, else current. */
export function searchVersionOf(pathname: string): string {
  return /^\/docs\/(\d+\.\d+)(?:\/|$)/.exec(pathname)?.[1] ?? CURRENT_VERSION;
}

/** The query parameter naming the words to mark on a result's page (the one easyops used too). */
export const HIGHLIGHT_PARAM = '_highlight';
