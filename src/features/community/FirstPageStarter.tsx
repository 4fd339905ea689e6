/**
 * Sends /community's first-page request from the HTML itself, while the page's scripts are still
 * downloading, instead of after them: on a phone the questions then arrive with the code rather
 * than a round trip to Firestore later.
 *
 * The page's HTML carries the request as JSON (built by firstPageRequest, so it is byte for byte
 * what fetchFirstPage would send) and a small script that never changes, so the site's
 * Content-Security-Policy allows it by hash (`npm run csp`). The script sends the request only for
 * the default list (no ?view or ?tag: the HTML is the same for every URL) and leaves the response
 * on `window` under STARTED_FIRST_PAGE; fetchFirstPageAhead takes it from there. Scripts React
 * adds after a client-side navigation never run, so then the list fetches as before.
 */
import React from 'react';
import {STARTED_FIRST_PAGE, feedKey, firstPageRequest} from './firstPage';
import type {FeedQuery} from './feedQuery';

export const FIRST_PAGE_REQUEST_ID = 'community-first-page-request';

/** The list /community shows when opened without ?view or ?tag. */
export const DEFAULT_FEED: FeedQuery = {view: 'newest', tag: null, includeHidden: false};

/** Plain ES5, run as the HTML is parsed. Keep it free of anything that differs between builds. */
export const FIRST_PAGE_STARTER = `(function () {
  var data = document.getElementById(${JSON.stringify(FIRST_PAGE_REQUEST_ID)});
  if (!data || location.search || typeof fetch !== 'function') return;
  try {
    var request = JSON.parse(data.textContent);
    var response = fetch(request.url, request.init);
    response.catch(function () {});
    window[${JSON.stringify(STARTED_FIRST_PAGE)}] = {key: request.key, at: Date.now(), response: response};
  } catch (error) {}
})();`;

/** JSON safe inside a <script> element: "</script>" and "<!--" cannot occur in it. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function FirstPageStarter({endpoint}: {endpoint: string}): React.JSX.Element {
  const request = {key: feedKey(DEFAULT_FEED), ...firstPageRequest(endpoint, DEFAULT_FEED)};
  return (
    <>
      <script type="application/json" id={FIRST_PAGE_REQUEST_ID} dangerouslySetInnerHTML={{__html: jsonForScript(request)}} />
      <script dangerouslySetInnerHTML={{__html: FIRST_PAGE_STARTER}} />
    </>
  );
}
