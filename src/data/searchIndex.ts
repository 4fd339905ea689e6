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

/**
 * The folder, under the site's root, of a docs version's search index: `pagefind` for the current
 * docs with the tutorials, examples, FAQ and other pages, `pagefind-3.13` for the 3.13 docs. One
 * index per version because Pagefind's metadata, which every first search loads whole, lists every
 * page of its index: a search from a 3.13 page only needs the 3.13 pages listed, and no version
 * filter (its file grew with the pages too).
 */
export function bundleFolderOf(version: string): string {
  return version === CURRENT_VERSION ? 'pagefind' : `pagefind-${version}`;
}
