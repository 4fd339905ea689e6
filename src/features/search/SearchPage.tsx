/**
 * /search?q=…[&version=3.13]: every result for a query, with the version to search, and the
 * assistant offered last. The navbar box's "See all results" and Enter lead here.
 */
import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useAuth} from '@site/src/features/auth';
import {askAssistantLink} from '@site/src/features/chat';
import {CURRENT_VERSION} from './indexMarkup';
import {loadPagefind, searchSite, type SearchOutcome} from './pagefindClient';
import {failureMessage, SearchResultBody} from './SearchBox';
import {resultsPageUrl, withHighlight} from './query';
import styles from './search.module.css';

/** Results the page shows at most; more words narrow a search better than a longer list. */
const RESULTS_SHOWN = 30;

type PageState =
  | Readonly<{kind: 'idle' | 'searching'}>
  | Readonly<{kind: 'done'; query: string; version: string; outcome: SearchOutcome}>
  | Readonly<{kind: 'failed'; offline: boolean}>;

function readAddress(search: string): {query: string; version: string} {
  const params = new URLSearchParams(search);
  const version = params.get('version');
  return {query: params.get('q') ?? '', version: version && /^\d+\.\d+$/.test(version) ? version : CURRENT_VERSION};
}

export function SearchPage(): React.JSX.Element {
  const {search} = useLocation();
  const history = useHistory();
  const {user} = useAuth();
  const fromAddress = readAddress(search);
  const [query, setQuery] = useState(fromAddress.query);
  const [state, setState] = useState<PageState>({kind: 'idle'});

  // The address is the search: typing replaces it, so the back button and a shared link keep it.
  useEffect(() => {
    const {query: asked, version} = readAddress(search);
    setQuery((current) => (current.trim() === asked.trim() ? current : asked));
    if (asked.trim() === '') {
      setState({kind: 'idle'});
      return undefined;
    }
    let cancelled = false;
    const controller = new AbortController();
    setState((current) => (current.kind === 'done' ? current : {kind: 'searching'}));
    loadPagefind(version)
      .then((pagefind) => searchSite(pagefind, asked, RESULTS_SHOWN, controller.signal))
      .then((outcome) => {
        if (cancelled) return;
        // Offline, Pagefind finds nothing in chunks it could not fetch: say why, not "no pages".
        setState(outcome.total === 0 && !navigator.onLine ? {kind: 'failed', offline: true} : {kind: 'done', query: asked, version, outcome});
      })
      .catch(() => !cancelled && setState({kind: 'failed', offline: !navigator.onLine}));
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [search]);

  const ask = query.trim();
  return (
    <Layout title={fromAddress.query ? `Search: ${fromAddress.query}` : 'Search'} description="Search the PyDocs documentation, tutorials, examples and FAQ.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search the documentation</h1>
        <form
          role="search"
          className={styles.pageForm}
          onSubmit={(event) => {
            event.preventDefault();
            history.replace(resultsPageUrl(query, fromAddress.version));
          }}
        >
          <label className={styles.pageField}>
            <span className="sr-only">Search for</span>
            <input
              type="search"
              className={styles.pageInput}
              value={query}
              placeholder="Search the docs"
              onChange={(event) => {
                setQuery(event.target.value);
                history.replace(resultsPageUrl(event.target.value, fromAddress.version));
              }}
            />
          </label>
          <label className={styles.pageField}>
            <span>In </span>
            <select value={fromAddress.version} onChange={(event) => history.replace(resultsPageUrl(query, event.target.value))}>
              <option value={CURRENT_VERSION}>Python 3.14 docs, tutorials, examples and FAQ</option>
              <option value="3.13">Python 3.13 docs</option>
            </select>
          </label>
        </form>
        <p role="status" className={styles.pageStatus}>
          {state.kind === 'searching' && 'Searching…'}
          {state.kind === 'failed' && failureMessage(state.offline)}
          {state.kind === 'done' &&
            (state.outcome.total === 0
              ? `No results for “${state.query}”.`
              : `${state.outcome.total} ${state.outcome.total === 1 ? 'result' : 'results'} for “${state.query}”, on ${state.outcome.hits.length} ${state.outcome.hits.length === 1 ? 'page' : 'pages'}${state.outcome.hits.length === RESULTS_SHOWN ? ' (the best shown)' : ''}.`)}
        </p>
        {state.kind === 'done' && state.outcome.hits.length > 0 && (
          <ol className={styles.pageResults} aria-label="Search results">
            {state.outcome.hits.map((hit) => (
              <li key={hit.url}>
                <Link to={withHighlight(hit.url, state.outcome.terms)} className={styles.pageResult}>
                  <SearchResultBody hit={hit} />
                </Link>
              </li>
            ))}
          </ol>
        )}
        {ask && (
          <p className={styles.pageAsk}>
            <Link className="button button--outline button--primary" to={askAssistantLink(ask, user !== null)}>
              Ask the assistant: {ask}
            </Link>{' '}
            {user ? 'My Chats answers from these pages, with links.' : 'Log in, and My Chats answers from these pages, with links.'}
          </p>
        )}
      </main>
    </Layout>
  );
}
