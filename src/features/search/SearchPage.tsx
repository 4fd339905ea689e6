/**
 * /search?q=…[&version=3.13]: every result for a query, with the version to search, and the
 * assistant offered last. The navbar box's "See all results" and Enter lead here.
 */
import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
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
  | Readonly<{kind: 'no-such-version'; query: string; version: string}>
  | Readonly<{kind: 'done'; query: string; version: string; outcome: SearchOutcome}>
  | Readonly<{kind: 'failed'; offline: boolean}>;

function readAddress(search: string): {query: string; version: string} {
  const params = new URLSearchParams(search);
  const version = params.get('version');
  return {query: params.get('q') ?? '', version: version && /^\d+\.\d+$/.test(version) ? version : CURRENT_VERSION};
}

/** A docs version as the version menu names it: the current one with everything outside the docs. */
const scopeOf = (version: Readonly<{name: string; label: string}>) =>
  version.name === CURRENT_VERSION ? `${version.label} docs, tutorials, examples and FAQ` : `${version.label} docs`;

export function SearchPage(): React.JSX.Element {
  const {search} = useLocation();
  const history = useHistory();
  const {user} = useAuth();
  // The docs versions this site has (each with its own index, plugins/pagefind-search), newest first.
  const versions = useVersions(undefined);
  const versionNames = versions.map((version) => version.name).join(' ');
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
    // A version the site does not document (an old link, a hand-typed address) has no index to
    // load: say so, rather than report a search that failed.
    if (!versionNames.split(' ').includes(version)) {
      setState({kind: 'no-such-version', query: asked, version});
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
  }, [search, versionNames]);

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
              {versions.map((version) => (
                <option key={version.name} value={version.name}>
                  {scopeOf(version)}
                </option>
              ))}
              {state.kind === 'no-such-version' && (
                <option value={state.version} disabled>
                  Python {state.version} docs (not on this site)
                </option>
              )}
            </select>
          </label>
        </form>
        <p role="status" className={styles.pageStatus}>
          {state.kind === 'searching' && 'Searching…'}
          {state.kind === 'failed' && failureMessage(state.offline)}
          {state.kind === 'no-such-version' && (
            <>
              No results for “{state.query}”: this site has no Python {state.version} docs. It documents{' '}
              {versions.map((version, index) => (
                <React.Fragment key={version.name}>
                  {index === 0 ? '' : index === versions.length - 1 ? ' and ' : ', '}
                  <Link to={resultsPageUrl(state.query, version.name)}>{version.label}</Link>
                </React.Fragment>
              ))}
              ; search those instead.
            </>
          )}
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
