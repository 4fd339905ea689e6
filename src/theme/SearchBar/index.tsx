// Wraps the local search bar (@easyops-cn/docusaurus-search-local) so its code (~13 KB gzipped of
// autocomplete and index client) loads on first use, not with every page: this keeps doc pages
// within the JavaScript budget (tests/e2e/budgets.spec.ts). Ctrl/⌘+K and the highlighting of
// search terms on a result page (?_highlight=) load it on demand, so nothing a reader uses changes.
import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

const OriginalSearchBar = lazy(() => import('@theme-original/SearchBar'));

const HIGHLIGHT_PARAM = '_highlight';

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Looks like the search box; becomes the real one the moment a reader reaches for it. */
function SearchLauncher({onActivate}: {onActivate: (focus: boolean) => void}): React.JSX.Element {
  return (
    <div className="navbar__search">
      <button
        type="button"
        className={`navbar__search-input ${styles.launcher}`}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => onActivate(true)}
        onFocus={() => onActivate(true)}
        onPointerEnter={() => onActivate(false)}
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

export default function SearchBar(): React.JSX.Element {
  const {search} = useLocation();
  const [loaded, setLoaded] = useState(false);
  // State, not a ref: a click can land on the launcher that stands in while the code loads, after
  // a hover has already loaded it; the request must still run the effect below.
  const [focusRequested, setFocusRequested] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  const activate = (focus: boolean) => {
    if (focus) setFocusRequested(true);
    setLoaded(true);
  };

  useEffect(() => {
    if (new URLSearchParams(search).has(HIGHLIGHT_PARAM)) setLoaded(true);
  }, [search]);

  useEffect(() => {
    if (loaded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      activate(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  // Hand focus to the real input once its code has arrived (a few frames after activation), but
  // only while it is still where the launcher left it: a keyboard reader who tabbed past the search
  // box has moved on, and pulling focus back would send their next keystrokes into the search (the
  // search bar also refocuses its input when its index has loaded, if it ever had focus).
  useEffect(() => {
    if (!loaded || !focusRequested) return undefined;
    const timer = window.setInterval(() => {
      const input = container.current?.querySelector<HTMLInputElement>('input');
      if (!input) return;
      window.clearInterval(timer);
      setFocusRequested(false);
      const active = document.activeElement;
      const stillHere = active === null || active === document.body || container.current?.contains(active) === true;
      if (stillHere) input.focus();
    }, 16);
    const giveUp = window.setTimeout(() => window.clearInterval(timer), 10_000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(giveUp);
    };
  }, [loaded, focusRequested]);

  if (!loaded) return <SearchLauncher onActivate={activate} />;
  return (
    <div ref={container} className={styles.loaded}>
      <Suspense fallback={<SearchLauncher onActivate={activate} />}>
        <OriginalSearchBar />
      </Suspense>
    </div>
  );
}
