import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DEFAULT_FEED, FIRST_PAGE_STARTER, FirstPageStarter, jsonForScript} from './FirstPageStarter';
import {STARTED_FIRST_PAGE, fetchFirstPage, fetchFirstPageAhead, firstPage} from './firstPage';

const ENDPOINT = 'http://127.0.0.1:8080/v1/projects/demo-pydocs/databases/(default)/documents:runQuery';

/** One row of a runQuery answer, as Firestore sends it. */
const ROWS = [
  {
    document: {
      name: 'projects/demo-pydocs/databases/(default)/documents/posts/q1',
      fields: {title: {stringValue: 'Why does my default list keep growing?'}, tags: {arrayValue: {values: [{stringValue: 'functions'}]}}, score: {integerValue: '4'}},
    },
  },
];

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ok: true, status: 200, json: async () => ROWS}));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/community');
  delete (window as unknown as Record<string, unknown>)[STARTED_FIRST_PAGE];
  // The page's HTML as the server renders it: the request as JSON, and the script.
  document.body.innerHTML = renderToStaticMarkup(<FirstPageStarter endpoint={ENDPOINT} />);
});

/** What the browser does with the inline script while it parses the page. */
const runStarterScript = () => new Function(FIRST_PAGE_STARTER)();

describe('opening /community directly', () => {
  test('the page’s HTML sends the first-page request itself, byte for byte the one the list would send', async () => {
    runStarterScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchFirstPage(ENDPOINT, DEFAULT_FEED);
    const [fromHtml, fromList] = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(fromHtml[0]).toBe(fromList[0]);
    expect(fromHtml[1]).toEqual({method: fromList[1].method, headers: fromList[1].headers, body: fromList[1].body});
    expect(JSON.parse(String(fromHtml[1].body)).structuredQuery.where).toEqual({fieldFilter: {field: {fieldPath: 'hidden'}, op: 'EQUAL', value: {booleanValue: false}}});
  });

  test('the list shows the questions of the request the HTML sent, without asking again', async () => {
    runStarterScript();
    fetchFirstPageAhead(ENDPOINT, DEFAULT_FEED);
    const posts = await firstPage(ENDPOINT, DEFAULT_FEED);
    expect(posts.map((post) => [post.id, post.title, post.tags, post.score])).toEqual([['q1', 'Why does my default list keep growing?', ['functions'], 4]]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a link to another view (?view=top) is not the list the HTML knows: the script sends nothing', async () => {
    window.history.replaceState(null, '', '/community?view=top');
    runStarterScript();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchFirstPageAhead(ENDPOINT, {view: 'top', tag: null, includeHidden: false});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).structuredQuery.orderBy[0].field.fieldPath).toBe('score');
  });

  test('when the request the HTML sent fails, the list’s preview fails as a fetch of its own would (the live listener still comes)', async () => {
    fetchMock.mockImplementationOnce(async () => ({ok: false, status: 503, json: async () => ({})}));
    runStarterScript();
    fetchFirstPageAhead(ENDPOINT, DEFAULT_FEED);
    await expect(firstPage(ENDPOINT, DEFAULT_FEED)).rejects.toThrow('runQuery answered 503');
  });
});

test('the request JSON cannot end the <script> element it sits in', () => {
  expect(jsonForScript({title: '</script><script>alert(1)</script>'})).not.toContain('</script>');
  expect(JSON.parse(jsonForScript({title: '</script>'}))).toEqual({title: '</script>'});
  expect(document.body.innerHTML).toContain('type="application/json"');
});
