/**
 * The inline script of /community's HTML (FirstPageStarter.tsx says what it does and why). It runs
 * as the HTML is parsed, before any of the page's scripts, so it cannot import at run time:
 * plugins/first-page-starter compiles it, with what it imports, into one script for the site's
 * browsers, which the page carries inline (the CSP allows it by hash: `npm run csp`). Keep it free
 * of anything that differs between builds (class names and paths come in the page's JSON), and of
 * large imports: every byte is in the page's HTML.
 *
 * Its row is PostRow's and its field reading model.ts' readPost: change them together
 * (FirstPageStarter.test.tsx holds the drawn rows to React's, for this source and the compiled script).
 */
import {BOOT_GATE} from '@site/src/data/bootGate';
import {FIRST_PAGE_REQUEST_ID, STARTED_FIRST_PAGE} from './firstPageIds';
import {fullDate, timeAgo} from './timeAgo';

/** How long the page's scripts wait for the first questions at most. */
export const FIRST_PAGE_BOOT_WAIT_MS = 1500;

/** The CSS-module class names of a row, and the rest of what the script needs to draw one. */
export type FirstPageDrawing = Readonly<{
  target: string;
  label: string;
  questionPath: string;
  tagPath: string;
  classes: Readonly<Record<'feed' | 'row' | 'rowStats' | 'stat' | 'statAnswered' | 'statAccepted' | 'rowMain' | 'rowTitle' | 'rowMeta' | 'tagList' | 'tag' | 'byline' | 'unknownName', string>>;
}>;

/** What the page's JSON holds (FirstPageStarter renders it). */
export type FirstPageStarterRequest = Readonly<{key: string; url: string; init: RequestInit; drawing: FirstPageDrawing}>;

/** A field of a runQuery answer as Firestore's REST API writes it; other readers wrote it, so anything may be missing. */
type RestField = Readonly<{
  stringValue?: unknown;
  integerValue?: unknown;
  doubleValue?: unknown;
  timestampValue?: unknown;
  arrayValue?: Readonly<{values?: unknown}>;
}>;
type RestFields = Readonly<Record<string, RestField | undefined>>;

/** What the script leaves on `window`: the gate BOOT_SCRIPT waits on, and the request for firstPage.ts. */
type StarterWindow = Window & {
  [BOOT_GATE]?: Promise<void>;
  [STARTED_FIRST_PAGE]?: Readonly<{key: string; at: number; response: Promise<Response>}>;
};

/** Sends the first-page request and draws its answer; does nothing on any other list than the default one. */
export function startFirstPage(): void {
  const data = document.getElementById(FIRST_PAGE_REQUEST_ID);
  // A ?view or ?tag list is not the one the HTML knows; a browser without fetch gets the list later.
  if (!data || location.search || typeof fetch !== 'function' || typeof Promise !== 'function') return;
  const page: StarterWindow = window;
  let release: () => void = () => undefined;
  page[BOOT_GATE] = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, FIRST_PAGE_BOOT_WAIT_MS);
  });
  try {
    // The JSON is the page's own, written by FirstPageStarter at build time.
    const request = JSON.parse(data.textContent ?? '') as FirstPageStarterRequest;
    const response = fetch(request.url, request.init);
    response.catch(() => undefined);
    page[STARTED_FIRST_PAGE] = {key: request.key, at: Date.now(), response};
    response
      .then((answer) => {
        if (!answer.ok) throw new Error(`runQuery answered ${answer.status}`);
        return answer.clone().json() as Promise<unknown>;
      })
      .then((rows) => {
        drawFirstPage(rows, request.drawing, Date.now());
        // After the frame that paints them: requestAnimationFrame runs before a paint.
        requestAnimationFrame(() => setTimeout(release, 0));
      })
      .catch(() => release());
  } catch {
    release();
  }
}

/** Draws a runQuery answer's questions into the list's place, if React has not drawn it yet. */
export function drawFirstPage(rows: unknown, drawing: FirstPageDrawing, now: number): void {
  const box = document.getElementById(drawing.target);
  if (!box || box.firstChild || !Array.isArray(rows)) return;
  const list = element('ol', drawing.classes.feed);
  list.setAttribute('aria-label', drawing.label);
  for (const found of rows as ReadonlyArray<{document?: {name?: unknown; fields?: RestFields}} | null>) {
    const document = found?.document;
    const id = document && typeof document.name === 'string' ? (document.name.split('/').pop() ?? '') : '';
    if (id) list.appendChild(row(id, document?.fields ?? {}, drawing, now));
  }
  if (list.firstChild) box.appendChild(list);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.appendChild(document.createTextNode(text));
  return node;
}

function text<T extends string | null>(field: RestField | undefined, fallback: T): string | T {
  return field && typeof field.stringValue === 'string' ? field.stringValue : fallback;
}

function number(field: RestField | undefined): number {
  const value = !field ? NaN : field.integerValue !== undefined ? Number(field.integerValue) : field.doubleValue !== undefined ? Number(field.doubleValue) : NaN;
  return isFinite(value) ? value : 0;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One question as PostRow renders it. Other readers' text only ever becomes text nodes, attribute values and encoded URLs. */
function row(id: string, fields: RestFields, drawing: FirstPageDrawing, now: number): HTMLLIElement {
  const {classes} = drawing;
  const score = number(fields.score);
  const answerCount = number(fields.answerCount);
  const accepted = text(fields.acceptedAnswerId, null) !== null;
  const values = fields.tags?.arrayValue?.values;
  const tags: readonly RestField[] = Array.isArray(values) ? values : [];
  const timestamp = fields.createdAt?.timestampValue;
  const created = typeof timestamp === 'string' ? Date.parse(timestamp) : NaN;
  const date = new Date(isNaN(created) ? now : created);

  const item = element('li', classes.row);
  const stats = element('div', classes.rowStats);
  stats.appendChild(element('span', classes.stat, plural(score, 'vote', 'votes')));
  const answers = element('span', classes.stat + (answerCount > 0 ? ` ${classes.statAnswered}` : '') + (accepted ? ` ${classes.statAccepted}` : ''));
  if (accepted) answers.appendChild(element('span', '', '\u2713 ')).setAttribute('aria-hidden', 'true');
  answers.appendChild(document.createTextNode(plural(answerCount, 'answer', 'answers')));
  if (accepted) answers.appendChild(element('span', 'sr-only', ', one accepted'));
  stats.appendChild(answers);
  item.appendChild(stats);

  const main = element('div', classes.rowMain);
  const title = element('a', '', text(fields.title, 'Untitled question'));
  title.setAttribute('href', drawing.questionPath + encodeURIComponent(id));
  main.appendChild(element('h2', classes.rowTitle)).appendChild(title);
  const meta = element('div', classes.rowMeta);
  const tagList = element('ul', classes.tagList);
  tagList.setAttribute('aria-label', 'Question tags');
  for (const field of tags) {
    const tag = text(field, null);
    if (tag === null) continue;
    const link = element('a', classes.tag, tag);
    link.setAttribute('href', drawing.tagPath + encodeURIComponent(tag));
    link.setAttribute('aria-label', `Questions tagged ${tag}`);
    tagList.appendChild(element('li')).appendChild(link);
  }
  meta.appendChild(tagList);
  const byline = element('span', classes.byline, 'asked by ');
  byline.appendChild(element('span', classes.unknownName, '\u2026')).setAttribute('aria-label', 'a reader');
  byline.appendChild(document.createTextNode(' '));
  const time = element('time', '', timeAgo(date.getTime(), now));
  time.setAttribute('datetime', date.toISOString());
  time.setAttribute('title', fullDate(date));
  byline.appendChild(time);
  meta.appendChild(byline);
  main.appendChild(meta);
  item.appendChild(main);
  return item;
}
