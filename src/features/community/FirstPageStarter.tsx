/**
 * Sends /community's first-page request from the HTML itself, while the page's scripts are still
 * downloading, and draws the questions it answers with before those scripts have run.
 *
 * The page's HTML carries the request as JSON (built by firstPageRequest, so it is byte for byte
 * what fetchFirstPage would send) and a small script that never changes, so the site's
 * Content-Security-Policy allows it by hash (`npm run csp`). The script acts only for the default
 * list (no ?view or ?tag: the HTML is the same for every URL). It:
 * - sends the request and leaves the response on `window` under STARTED_FIRST_PAGE, where
 *   fetchFirstPageAhead takes it (one request for both);
 * - draws the answer's questions into the list's place (FIRST_PAGE_TARGET_ID, see PostFeed), row
 *   for row the markup PostRow renders (FirstPageStarter.test.tsx holds the two to the same DOM);
 * - holds the page's scripts (BOOT_GATE) until those rows are painted, 1.5 s at most.
 *
 * Why: the questions are what a reader came for, and the page's largest content. Drawn by React,
 * they waited for ~150 KiB of gzipped code and Docusaurus' start-up, a long task on a phone, and
 * appeared 2.3 s after the request on Lighthouse's simulated phone. Drawn here, they need the
 * request's round trip only. The scripts wait for them because that start-up would otherwise run
 * between the first paint and the questions. React then renders the same rows in their place
 * (their links work before it does: they are plain links).
 *
 * Titles, tags and ids are other readers' text: the script only ever sets them as text nodes,
 * attribute values and encodeURIComponent'd URLs, never as markup. Scripts React adds after a
 * client-side navigation never run, so then the list fetches and draws as before.
 */
import React from 'react';
import {feedKey, firstPageRequest} from './firstPage';
import type {FeedQuery} from './feedQuery';
import {FIRST_PAGE_REQUEST_ID, FIRST_PAGE_TARGET_ID} from './firstPageIds';
import type {FirstPageDrawing, FirstPageStarterRequest} from './firstPageStarter';
import {questionUrl} from './model';
import {feedLabel} from './PostFeed';
import {tagUrl} from './TagLink';
import styles from './community.module.css';

export {FIRST_PAGE_BOOT_WAIT_MS} from './firstPageStarter';

/** The list /community shows when opened without ?view or ?tag. */
export const DEFAULT_FEED: FeedQuery = {view: 'newest', tag: null, includeHidden: false};

export function firstPageDrawing(): FirstPageDrawing {
  const {feed, row, rowStats, stat, statAnswered, statAccepted, rowMain, rowTitle, rowMeta, tagList, tag, byline, unknownName} = styles;
  return {
    target: FIRST_PAGE_TARGET_ID,
    label: feedLabel(DEFAULT_FEED),
    questionPath: questionUrl(''),
    tagPath: tagUrl(''),
    classes: {feed, row, rowStats, stat, statAnswered, statAccepted, rowMain, rowTitle, rowMeta, tagList, tag, byline, unknownName},
  };
}

/**
 * The inline script: firstPageStarter.ts, compiled at build time by plugins/first-page-starter for
 * the site's browsers (the bundler puts it here). `undefined` outside a build (unit tests compile
 * it themselves).
 */
export const firstPageStarterScript = (): string | undefined => process.env.PYDOCS_FIRST_PAGE_STARTER;

/** JSON safe inside a <script> element: "</script>" and "<!--" cannot occur in it. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Under `npm start` the dev server sends no HTML for these scripts to be in: React renders the page
 * in the browser, never runs a script it creates, and React 19 logs "Encountered a script tag while
 * rendering React component" for one. The list then fetches and draws as after a link. Production
 * builds (the server render and hydration alike) keep the script, so its CSP hash does not move.
 */
const isDevServer = process.env.NODE_ENV === 'development';

export function FirstPageStarter({endpoint}: {endpoint: string}): React.JSX.Element | null {
  if (isDevServer) return null;
  const request: FirstPageStarterRequest = {key: feedKey(DEFAULT_FEED), ...firstPageRequest(endpoint, DEFAULT_FEED), drawing: firstPageDrawing()};
  return (
    <>
      <script type="application/json" id={FIRST_PAGE_REQUEST_ID} dangerouslySetInnerHTML={{__html: jsonForScript(request)}} />
      <script dangerouslySetInnerHTML={{__html: firstPageStarterScript() ?? ''}} />
    </>
  );
}
