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
import {BOOT_GATE} from '@site/src/data/bootGate';
import {STARTED_FIRST_PAGE, feedKey, firstPageRequest} from './firstPage';
import type {FeedQuery} from './feedQuery';
import {FIRST_PAGE_REQUEST_ID, FIRST_PAGE_TARGET_ID} from './firstPageIds';
import {questionUrl} from './model';
import {feedLabel} from './PostFeed';
import {tagUrl} from './TagLink';
import {UNITS} from './TimeAgo';
import styles from './community.module.css';

/** The list /community shows when opened without ?view or ?tag. */
export const DEFAULT_FEED: FeedQuery = {view: 'newest', tag: null, includeHidden: false};

/** How long the page's scripts wait for the first questions at most. */
export const FIRST_PAGE_BOOT_WAIT_MS = 1500;

/** The CSS-module class names of a row, and the rest of what the script needs to draw one. */
export type FirstPageDrawing = Readonly<{
  target: string;
  label: string;
  questionPath: string;
  tagPath: string;
  units: ReadonlyArray<readonly [string, number]>;
  classes: Readonly<Record<'feed' | 'row' | 'rowStats' | 'stat' | 'statAnswered' | 'statAccepted' | 'rowMain' | 'rowTitle' | 'rowMeta' | 'tagList' | 'tag' | 'byline' | 'unknownName', string>>;
}>;

export function firstPageDrawing(): FirstPageDrawing {
  const {feed, row, rowStats, stat, statAnswered, statAccepted, rowMain, rowTitle, rowMeta, tagList, tag, byline, unknownName} = styles;
  return {
    target: FIRST_PAGE_TARGET_ID,
    label: feedLabel(DEFAULT_FEED),
    questionPath: questionUrl(''),
    tagPath: tagUrl(''),
    units: UNITS,
    classes: {feed, row, rowStats, stat, statAnswered, statAccepted, rowMain, rowTitle, rowMeta, tagList, tag, byline, unknownName},
  };
}

/**
 * Plain ES5, run as the HTML is parsed. Keep it free of anything that differs between builds
 * (class names and paths come in the JSON). Its row is PostRow's, its times TimeAgo's timeAgo and
 * fullDate, its field reading model.ts' readPost: change them together (the tests compare them).
 */
export const FIRST_PAGE_STARTER = `(function () {
  var data = document.getElementById(${JSON.stringify(FIRST_PAGE_REQUEST_ID)});
  if (!data || location.search || typeof fetch !== 'function' || typeof Promise !== 'function') return;
  var release;
  window[${JSON.stringify(BOOT_GATE)}] = new Promise(function (resolve) {
    release = resolve;
    setTimeout(resolve, ${FIRST_PAGE_BOOT_WAIT_MS});
  });
  try {
    var request = JSON.parse(data.textContent);
    var response = fetch(request.url, request.init);
    response.catch(function () {});
    window[${JSON.stringify(STARTED_FIRST_PAGE)}] = {key: request.key, at: Date.now(), response: response};
    response
      .then(function (answer) {
        if (!answer.ok) throw new Error('runQuery answered ' + answer.status);
        return answer.clone().json();
      })
      .then(function (rows) {
        draw(rows, request.drawing);
        // After the frame that paints them: requestAnimationFrame runs before a paint.
        requestAnimationFrame(function () { setTimeout(release, 0); });
      })
      .catch(function () { release(); });
  } catch (error) {
    release();
  }

  function draw(rows, drawing) {
    var box = document.getElementById(drawing.target);
    var classes = drawing.classes;
    var now = Date.now();
    var months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    var last = {day: 'yesterday', week: 'last week', month: 'last month', year: 'last year'};
    if (!box || box.firstChild || !Array.isArray(rows)) return;
    var list = element('ol', classes.feed);
    list.setAttribute('aria-label', drawing.label);
    for (var i = 0; i < rows.length; i++) {
      var found = rows[i] && rows[i].document;
      var id = found && typeof found.name === 'string' ? found.name.split('/').pop() : '';
      if (id) list.appendChild(row(id, found.fields || {}));
    }
    if (list.firstChild) box.appendChild(list);

    function element(tag, className, text) {
      var node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.appendChild(document.createTextNode(text));
      return node;
    }
    function text(field, fallback) {
      return field && typeof field.stringValue === 'string' ? field.stringValue : fallback;
    }
    function number(field) {
      var value = !field ? NaN : field.integerValue !== undefined ? Number(field.integerValue) : field.doubleValue !== undefined ? Number(field.doubleValue) : NaN;
      return isFinite(value) ? value : 0;
    }
    function plural(count, one, many) {
      return count + ' ' + (count === 1 ? one : many);
    }
    function ago(then) {
      var elapsed = Math.max(0, now - then);
      if (elapsed < 45000) return 'just now';
      for (var u = 0; u < drawing.units.length; u++) {
        var unit = drawing.units[u][0];
        var size = drawing.units[u][1];
        if (elapsed >= size || unit === 'minute') {
          var count = Math.max(1, Math.round(elapsed / size));
          return (count === 1 && last[unit]) || count + ' ' + unit + (count === 1 ? '' : 's') + ' ago';
        }
      }
      return 'just now';
    }
    function fullDate(date) {
      var hours = date.getHours();
      var minutes = String(date.getMinutes());
      if (minutes.length < 2) minutes = '0' + minutes;
      return months[date.getMonth()] + ' ' + date.getDate() + ', ' + date.getFullYear() + ', ' + (hours % 12 || 12) + ':' + minutes + ' ' + (hours < 12 ? 'AM' : 'PM');
    }
    function row(id, fields) {
      var score = number(fields.score);
      var answerCount = number(fields.answerCount);
      var accepted = text(fields.acceptedAnswerId, null) !== null;
      var tags = fields.tags && fields.tags.arrayValue && fields.tags.arrayValue.values || [];
      var created = fields.createdAt && typeof fields.createdAt.timestampValue === 'string' ? Date.parse(fields.createdAt.timestampValue) : NaN;
      var date = new Date(isNaN(created) ? now : created);

      var item = element('li', classes.row);
      var stats = element('div', classes.rowStats);
      stats.appendChild(element('span', classes.stat, plural(score, 'vote', 'votes')));
      var answers = element('span', classes.stat + (answerCount > 0 ? ' ' + classes.statAnswered : '') + (accepted ? ' ' + classes.statAccepted : ''));
      if (accepted) answers.appendChild(element('span', '', '\u2713 ')).setAttribute('aria-hidden', 'true');
      answers.appendChild(document.createTextNode(plural(answerCount, 'answer', 'answers')));
      if (accepted) answers.appendChild(element('span', 'sr-only', ', one accepted'));
      stats.appendChild(answers);
      item.appendChild(stats);

      var main = element('div', classes.rowMain);
      var title = element('a', '', text(fields.title, 'Untitled question'));
      title.setAttribute('href', drawing.questionPath + encodeURIComponent(id));
      main.appendChild(element('h2', classes.rowTitle)).appendChild(title);
      var meta = element('div', classes.rowMeta);
      var tagList = element('ul', classes.tagList);
      tagList.setAttribute('aria-label', 'Question tags');
      for (var t = 0; t < tags.length; t++) {
        var tag = text(tags[t], null);
        if (tag === null) continue;
        var link = element('a', classes.tag, tag);
        link.setAttribute('href', drawing.tagPath + encodeURIComponent(tag));
        link.setAttribute('aria-label', 'Questions tagged ' + tag);
        tagList.appendChild(element('li')).appendChild(link);
      }
      meta.appendChild(tagList);
      var byline = element('span', classes.byline, 'asked by ');
      byline.appendChild(element('span', classes.unknownName, '\u2026')).setAttribute('aria-label', 'a reader');
      byline.appendChild(document.createTextNode(' '));
      var time = element('time', '', ago(date.getTime()));
      time.setAttribute('datetime', date.toISOString());
      time.setAttribute('title', fullDate(date));
      byline.appendChild(time);
      meta.appendChild(byline);
      main.appendChild(meta);
      item.appendChild(main);
      return item;
    }
  }
})();`;

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
  const request = {key: feedKey(DEFAULT_FEED), ...firstPageRequest(endpoint, DEFAULT_FEED), drawing: firstPageDrawing()};
  return (
    <>
      <script type="application/json" id={FIRST_PAGE_REQUEST_ID} dangerouslySetInnerHTML={{__html: jsonForScript(request)}} />
      <script dangerouslySetInnerHTML={{__html: FIRST_PAGE_STARTER}} />
    </>
  );
}
