/**
 * The navbar's search box. Every page carries only this launcher (a button that looks like the
 * box, ~1 KiB): the box itself (SearchBox) and Pagefind load when a reader points at it, focuses
 * it or presses Ctrl/⌘+K, so a page that is only read downloads nothing for search. A page opened
 * from a result (`?_highlight=`) loads the few lines that mark the searched words.
 */
import React, {lazy, Suspense, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {HIGHLIGHT_PARAM} from './indexMarkup';
import type {FocusRequest} from './SearchBox';
import styles from './search.module.css';

const loadSearchBox = () => import(/* webpackChunkName: "search-box" */ './SearchBox');
const SearchBox = lazy(loadSearchBox);

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Starts downloading the box's code and Pagefind (script, WebAssembly, index entry) at once. */
function prepareSearch(): void {
  void loadSearchBox().then((module) => module.prepare());
}

/** Looks like the search box; becomes the real one the moment a reader reaches for it. */
function SearchLauncher({onActivate}: {onActivate: (request: FocusRequest['kind']) => void}): React.JSX.Element {
  return (
    <div className="navbar__search">
      <button
        type="button"
        className={`navbar__search-input ${styles.launcher}`}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => onActivate('asked')}
        onFocus={() => onActivate('passed')}
        // Pointing at the box starts the downloads; the box itself appears on click or focus, so
        // it never swaps itself out from under the pointer.
        onPointerEnter={prepareSearch}
      >
        <span className={styles.label}>Search</span>
        <span className={styles.hints} aria-hidden="true">
          <kbd>ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
    </div>
  );
}

/** Marks the searched words on a page opened from a result (or clears them on the next page). */
function useHighlightFromAddress(): void {
  const {search, pathname} = useLocation();
  useEffect(() => {
    const terms = new URLSearchParams(search).getAll(HIGHLIGHT_PARAM);
    if (terms.length === 0 && !document.querySelector('mark.pydocs-search-mark')) return;
    void import(/* webpackChunkName: "search-highlight" */ './highlightTerms').then(({highlightTerms}) => {
      const content = document.querySelector('article') ?? document.querySelector('main');
      if (content) highlightTerms(content, terms);
    });
  }, [search, pathname]);
}

export function SearchBar(): React.JSX.Element {
  const [loaded, setLoaded] = useState(false);
  // State, not a ref: a click can land on the launcher that stands in while the code loads, after
  // a hover has already loaded it; the request must still reach the box.
  const [focusRequest, setFocusRequest] = useState<FocusRequest>({count: 0, kind: 'passed'});
  useHighlightFromAddress();

  const activate = (kind: FocusRequest['kind']) => {
    setFocusRequest(({count}) => ({count: count + 1, kind}));
    if (!loaded) prepareSearch();
    setLoaded(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      activate('asked');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <div className={styles.slot} data-pydocs-search="">
      {loaded ? (
        <Suspense fallback={<SearchLauncher onActivate={activate} />}>
          <SearchBox focusRequest={focusRequest} />
        </Suspense>
      ) : (
        <SearchLauncher onActivate={activate} />
      )}
    </div>
  );
}
