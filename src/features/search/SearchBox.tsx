/**
 * The search box and its results, loaded when a reader reaches for search (SearchBar). A combobox
 * (WAI-ARIA 1.2 pattern): the input keeps focus, arrow keys move through the results, Enter opens
 * one (or the full results page), Escape closes the list. The last entry asks the assistant.
 * A search from a Python 3.13 page searches the 3.13 docs; from anywhere else the current docs,
 * tutorials, examples, FAQ and other pages.
 */
import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useAuth} from '@site/src/features/auth';
// The chat feature's light file, not its index (which brings My Chats along).
import {askAssistantLink} from '@site/src/features/chat';
import {loadPagefind, RESULTS_IN_BOX, searchSite, type SearchHit} from './pagefindClient';
import {searchVersionOf} from './indexMarkup';
import {resultsPageUrl, withHighlight} from './query';
import styles from './search.module.css';

/** Starts loading Pagefind on the index of the page's docs version (as the reader points at the box, before they type). */
export function prepare(): void {
  loadPagefind(searchVersionOf(window.location.pathname)).catch(() => undefined);
}

type Status =
  | Readonly<{kind: 'idle'}>
  | Readonly<{kind: 'searching'}>
  | Readonly<{kind: 'done'; query: string; hits: readonly SearchHit[]; total: number; terms: readonly string[]}>
  | Readonly<{kind: 'failed'; offline: boolean}>;

export function failureMessage(offline: boolean): string {
  return offline
    ? 'You are offline, and this search needs parts of the index this browser has not downloaded yet. Try again when you are back online.'
    : 'Search could not load. Check your connection and try again.';
}

export function SearchResultBody({hit}: Readonly<{hit: SearchHit}>): React.JSX.Element {
  return (
    <>
      <span className={styles.resultTitle}>
        {hit.title}
        {hit.section && <span className={styles.resultSection}> › {hit.section}</span>}
        <span className={styles.resultKind}>{hit.kind}</span>
      </span>
      {/* Pagefind encodes the page text's entities and adds only <mark> around matched words. */}
      <span className={styles.resultExcerpt} dangerouslySetInnerHTML={{__html: hit.excerptHtml}} />
    </>
  );
}

/** The key of the "Ask the assistant" entry: no result's URL can be empty. */
const ASK_ENTRY = '';

/**
 * A request to focus the box: `asked` by a click or Ctrl/⌘+K, or `passed` when a keyboard reader's
 * Tab lands on the launcher on the way through the header. Only the first moves focus from
 * wherever it is; `count` tells one request from the next.
 */
export type FocusRequest = Readonly<{count: number; kind: 'asked' | 'passed'}>;

export default function SearchBox({focusRequest}: Readonly<{focusRequest: FocusRequest}>): React.JSX.Element {
  const {pathname} = useLocation();
  const history = useHistory();
  const {user} = useAuth();
  const version = searchVersionOf(pathname);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [open, setOpen] = useState(false);
  // The highlighted entry, by what it is (a result's URL, or ASK_ENTRY) rather than by its place:
  // results that arrive after the reader moved to "Ask the assistant" must not slide another
  // entry under the highlight, or Enter opens a page the reader never chose.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  // The search still running: a new keystroke aborts it, so it fetches no fragments for a list
  // that will never be drawn.
  const running = useRef<AbortController | null>(null);
  const listId = useId();
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  // Focus the input when asked (click, Ctrl/⌘+K). When a Tab only passed the launcher, focus it
  // only while focus is still where the launcher left it: a keyboard reader who tabbed on while the
  // box was loading has moved on, however often their Tabs crossed the launcher (it is swapped for
  // its stand-in as the code starts loading, so one pass can focus it twice).
  useEffect(() => {
    if (focusRequest.count === 0 || !input.current) return;
    const activeElement = document.activeElement;
    const slot = input.current.closest('[data-pydocs-search]');
    if (focusRequest.kind === 'asked' || activeElement === null || activeElement === document.body || slot?.contains(activeElement)) {
      input.current.focus();
      input.current.select();
      setOpen(true);
    }
  }, [focusRequest]);

  // A new page closes the list (the query stays, as the words marked on the page).
  useEffect(() => {
    setOpen(false);
    setActiveKey(null);
  }, [pathname]);

  const run = (text: string) => {
    const ticket = ++latest.current;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    if (text.trim() === '') {
      setStatus({kind: 'idle'});
      return;
    }
    setStatus((current) => (current.kind === 'done' ? current : {kind: 'searching'}));
    loadPagefind(version)
      .then((pagefind) => searchSite(pagefind, text, RESULTS_IN_BOX, controller.signal))
      .then((outcome) => {
        if (ticket !== latest.current) return;
        // Offline, Pagefind finds nothing in chunks it could not fetch: say why, not "no pages".
        if (outcome.total === 0 && !navigator.onLine) setStatus({kind: 'failed', offline: true});
        else setStatus({kind: 'done', query: text, ...outcome});
      })
      .catch(() => {
        if (ticket === latest.current) setStatus({kind: 'failed', offline: !navigator.onLine});
      });
  };

  const hits = status.kind === 'done' ? status.hits : [];
  const terms = status.kind === 'done' ? status.terms : [];
  const asking = query.trim();
  const optionCount = hits.length + (asking ? 1 : 0);
  const askIndex = asking ? hits.length : -1;
  const active = activeKey === null ? -1 : activeKey === ASK_ENTRY ? askIndex : hits.findIndex((hit) => hit.url === activeKey);
  const setActive = (index: number) => {
    if (index < 0) setActiveKey(null);
    else setActiveKey(index === askIndex ? ASK_ENTRY : (hits[index]?.url ?? null));
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  }, [active, optionId]);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    history.push(to);
  };
  const choose = (index: number) => {
    if (index === askIndex) go(askAssistantLink(asking, user !== null));
    else if (hits[index]) go(withHighlight(hits[index].url, terms));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: past the last option the reader is back at what they typed.
      const next = active + step;
      if (next < -1) setActive(optionCount - 1);
      else setActive(next >= optionCount ? -1 : next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0) choose(active);
      else if (asking) go(resultsPageUrl(asking, version));
    } else if (event.key === 'Escape') {
      if (open && query !== '') {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setQuery('');
        run('');
        input.current?.blur();
      }
    }
  };

  const showList = open && asking !== '';
  const message =
    status.kind === 'failed'
      ? failureMessage(status.offline)
      : status.kind === 'done' && asking
        ? status.hits.length === 0
          ? `No results for “${status.query}”.`
          : `${status.total} ${status.total === 1 ? 'result' : 'results'} for “${status.query}”${version === 'current' ? '' : ` in the Python ${version} docs`}.`
        : '';

  return (
    <div className={`navbar__search ${styles.box}`}>
      <input
        ref={input}
        type="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder="Search"
        aria-label={version === 'current' ? 'Search PyDocs' : `Search the Python ${version} docs`}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          run(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!showList}>
        <p className={styles.status} role="status">
          {showList && (status.kind === 'searching' ? 'Searching…' : message)}
        </p>
        <ul id={listId} role="listbox" aria-label="Search results" className={styles.options}>
          {showList &&
            hits.map((hit, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's (arrows, Enter: aria-activedescendant); focus never leaves it
              <li
                key={hit.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keeps focus in the input: the list is the input's, not a separate stop for Tab.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
                onMouseMove={() => setActive(index)}
              >
                <SearchResultBody hit={hit} />
              </li>
            ))}
          {showList && asking && (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's, as for the results above
            <li
              id={optionId(askIndex)}
              role="option"
              aria-selected={askIndex === active}
              className={`${styles.option} ${styles.askOption}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(askIndex)}
              onMouseMove={() => setActive(askIndex)}
            >
              <span className={styles.resultTitle}>Ask the assistant: {asking}</span>
              <span className={styles.resultExcerpt}>{user ? 'Opens My Chats with this question.' : 'Log in, and My Chats answers this question.'}</span>
            </li>
          )}
        </ul>
        {showList && (
          <p className={styles.more}>
            <Link to={resultsPageUrl(asking, version)} onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(false)}>
              See all results
            </Link>
            <span aria-hidden="true" className={styles.keys}>
              ↑↓ to choose · Enter to open · Esc to close
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
