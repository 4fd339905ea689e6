/**
 * The list's first page over Firestore's REST API, so /community shows questions before the live
 * SDK has arrived.
 *
 * The SDK is ~150 KiB gzipped and, once downloaded, opens its IndexedDB cache and a WebChannel
 * before its first snapshot: on a throttled phone the first question title painted ~1.5 s after
 * the page. One `runQuery` POST needs no library and answers in a round trip. The live listener
 * (useFeed) starts at the same time and takes over with its first snapshot; this page is only ever
 * a preview of the same query, read as a signed-out reader (the rules let anyone list questions
 * that are not hidden), so it is used for that query only.
 *
 * Request and response formats: https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/runQuery
 */
import type {FirebaseWebConfig} from '../../../plugins/firebase-config';
import {PAGE_SIZE, POSTS, POST_FIELDS, readPost, type Post} from './model';
import type {FeedQuery} from './feedQuery';
import {STARTED_FIRST_PAGE} from './firstPageIds';

/** Where `runQuery` lives for this site's project: the emulator, or Google's endpoint. */
export function firstPageEndpoint(config: FirebaseWebConfig): string {
  const documents = `projects/${encodeURIComponent(config.projectId)}/databases/(default)/documents:runQuery`;
  return config.useEmulators
    ? `http://${config.firestoreEmulatorHost}:${config.firestoreEmulatorPort}/v1/${documents}`
    : `https://firestore.googleapis.com/v1/${documents}?key=${encodeURIComponent(config.apiKey)}`;
}

type RestValue = Readonly<{
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  arrayValue?: Readonly<{values?: readonly RestValue[]}>;
  mapValue?: Readonly<{fields?: Readonly<Record<string, RestValue>>}>;
}>;

type FieldFilter = Readonly<{fieldFilter: {field: {fieldPath: string}; op: 'EQUAL' | 'ARRAY_CONTAINS'; value: RestValue}}>;

const equals = (fieldPath: string, value: RestValue): FieldFilter => ({fieldFilter: {field: {fieldPath}, op: 'EQUAL', value}});

const LIST_FIELDS = POST_FIELDS.filter((field) => field !== 'body');

/**
 * The public list's query in REST form: the same filters and order as posts.ts' feedConstraints
 * (tests/rules/community-first-page.test.ts holds the two to the same results on the emulator).
 */
export function firstPageQuery(feed: FeedQuery): object {
  const filters: FieldFilter[] = [equals('hidden', {booleanValue: false})];
  if (feed.tag) filters.push({fieldFilter: {field: {fieldPath: 'tags'}, op: 'ARRAY_CONTAINS', value: {stringValue: feed.tag}}});
  if (feed.view === 'unanswered') filters.push(equals('answerCount', {integerValue: '0'}));
  const orderBy = [{field: {fieldPath: 'createdAt'}, direction: 'DESCENDING'}];
  if (feed.view === 'top') orderBy.unshift({field: {fieldPath: 'score'}, direction: 'DESCENDING'});
  return {
    structuredQuery: {
      // A row shows everything but the question's text: leave it out (it is most of the bytes).
      select: {fields: LIST_FIELDS.map((fieldPath) => ({fieldPath}))},
      from: [{collectionId: POSTS}],
      where: filters.length === 1 ? filters[0] : {compositeFilter: {op: 'AND', filters}},
      orderBy,
      limit: PAGE_SIZE,
    },
  };
}

/** A REST timestamp as much of a Firestore Timestamp as the list uses. */
function moment(iso: string): {toMillis: () => number} | null {
  const millis = Date.parse(iso);
  return Number.isNaN(millis) ? null : {toMillis: () => millis};
}

/** A REST value as the SDK would give it (numbers as numbers, timestamps with toMillis). */
export function fromRestValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return moment(value.timestampValue);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromRestValue);
  if (value.mapValue !== undefined) return fromRestFields(value.mapValue.fields ?? {});
  return null;
}

function fromRestFields(fields: Readonly<Record<string, RestValue>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, fromRestValue(value)]));
}

type RunQueryRow = Readonly<{document?: {name?: string; fields?: Readonly<Record<string, RestValue>>}}>;

/** The questions in a `runQuery` response, in its order. */
export function postsFromRunQuery(rows: unknown): Post[] {
  if (!Array.isArray(rows)) throw new Error('runQuery did not answer with a list');
  return (rows as RunQueryRow[]).flatMap(({document}) => {
    const id = document?.name?.split('/').pop();
    return document && id ? [readPost(id, fromRestFields(document.fields ?? {}), false)] : [];
  });
}

/** The `runQuery` request for a public list's first page: what fetchFirstPage sends, and what
 * the /community HTML starts itself (FirstPageStarter.tsx). */
export function firstPageRequest(endpoint: string, feed: FeedQuery): {url: string; init: {method: 'POST'; headers: Record<string, string>; body: string}} {
  if (feed.includeHidden) throw new Error('Only the public list can be read without signing in');
  return {url: endpoint, init: {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(firstPageQuery(feed))}};
}

/** The questions of a `runQuery` answer; rejects unless it is one. */
export async function readFirstPage(response: Response): Promise<Post[]> {
  if (!response.ok) throw new Error(`runQuery answered ${response.status}`);
  return postsFromRunQuery(await response.json());
}

/**
 * The first page of a public list view, without `body`; rejects on any failure (the live listener
 * still comes).
 */
export async function fetchFirstPage(endpoint: string, feed: FeedQuery, signal?: AbortSignal): Promise<Post[]> {
  const {url, init} = firstPageRequest(endpoint, feed);
  return readFirstPage(await fetch(url, {...init, signal}));
}

export {STARTED_FIRST_PAGE} from './firstPageIds';

type StartedFirstPage = Readonly<{key: string; at: number; response: Promise<Response>}>;

/** The request the page's HTML started for this list, once: later lists fetch their own. */
function takeStartedFirstPage(key: string): StartedFirstPage | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, StartedFirstPage | undefined>;
  const started = holder[STARTED_FIRST_PAGE];
  delete holder[STARTED_FIRST_PAGE];
  return started && started.key === key ? started : null;
}

/** How long a first page fetched ahead of time may stand in for the list before it is too old. */
const AHEAD_MAX_AGE_MS = 10_000;
let ahead: {key: string; at: number; page: Promise<Post[]>} | undefined;
export const feedKey = ({view, tag, includeHidden}: FeedQuery): string => JSON.stringify([view, tag, includeHidden]);

/**
 * Starts fetching a list's first page before React has rendered (the list asks for it with
 * `firstPage`): on a page load the request then leaves as the page's code runs, not after hydration.
 * If the page's HTML already sent that request (FirstPageStarter.tsx), its answer is used instead.
 */
export function fetchFirstPageAhead(endpoint: string, feed: FeedQuery): void {
  const key = feedKey(feed);
  const started = takeStartedFirstPage(key);
  const page = started ? started.response.then(readFirstPage) : fetchFirstPage(endpoint, feed);
  page.catch(() => undefined);
  ahead = {key, at: started?.at ?? Date.now(), page};
}

/** The list's first page: the one fetched ahead if it is for this list and recent, else a new fetch. */
export function firstPage(endpoint: string, feed: FeedQuery, signal?: AbortSignal): Promise<Post[]> {
  const early = ahead;
  ahead = undefined;
  if (early && early.key === feedKey(feed) && Date.now() - early.at < AHEAD_MAX_AGE_MS) return early.page;
  return fetchFirstPage(endpoint, feed, signal);
}
