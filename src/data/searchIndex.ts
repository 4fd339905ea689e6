/**
 * The names the pages and the search index agree on: the doc pages write them into their HTML
 * (src/features/search), plugins/pagefind-search builds the index with them, and the search box
 * filters by them. Here, outside the search feature, because the build-time plugin needs them too.
 */

/** The filter every indexed page carries: `current`, or a docs version name such as `3.13`. */
export const VERSION_FILTER = 'version';
/** Metadata shown beside a result: Docs, Tutorial, Example, FAQ or Page. */
export const KIND_META = 'kind';
/** The version of the current docs, tutorials and every page outside the docs. */
export const CURRENT_VERSION = 'current';
