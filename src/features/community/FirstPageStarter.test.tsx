import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {BOOT_GATE} from '@site/src/data/bootGate';
import {DEFAULT_FEED, FIRST_PAGE_BOOT_WAIT_MS, FirstPageStarter, jsonForScript} from './FirstPageStarter';
import {startFirstPage} from './firstPageStarter';
import {STARTED_FIRST_PAGE, fetchFirstPage, fetchFirstPageAhead, firstPage, postsFromRunQuery} from './firstPage';
import {FIRST_PAGE_TARGET_ID} from './firstPageIds';
import {PostRow} from './PostRow';
import styles from './community.module.css';

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

/** A fetch Response as far as the page uses one (jsdom has no Response): each body read once. */
function answerWith(body: unknown, status = 200): Response {
  let read = false;
  const answer = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (read) throw new TypeError('Body has already been consumed');
      read = true;
      return body;
    },
    clone: () => answerWith(body, status),
  };
  return answer as unknown as Response;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => answerWith(ROWS));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/community');
  delete (window as unknown as Record<string, unknown>)[STARTED_FIRST_PAGE];
  delete (window as unknown as Record<string, unknown>)[BOOT_GATE];
  // The page's HTML as the server renders it: the request as JSON, the script, and further down
  // the list's empty place (PostFeed renders it while loading).
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <FirstPageStarter endpoint={ENDPOINT} />
      <div id={FIRST_PAGE_TARGET_ID} />
    </>,
  );
});

/**
 * The inline script as the build compiles it (plugins/first-page-starter, run as the build runs it),
 * which is what the page carries: FirstPageStarter renders it.
 */
const COMPILED_STARTER = execFileSync(process.execPath, [path.resolve(__dirname, '../../../plugins/first-page-starter/print.mjs')], {encoding: 'utf8'});
process.env.PYDOCS_FIRST_PAGE_STARTER = COMPILED_STARTER;

/**
 * Every test runs twice: with the compiled script, as the browser runs it while it parses the page,
 * and with its TypeScript source called directly; a compile that changed what the script does fails
 * the first.
 */
const STARTERS: ReadonlyArray<[string, () => void]> = [
  ['the compiled inline script', () => new Function(COMPILED_STARTER)()],
  ['its TypeScript source', startFirstPage],
];
let runStarterScript: () => void = () => undefined;

describe.each(STARTERS)('%s', (_name, run) => {
  beforeEach(() => {
    runStarterScript = run;
  });

  test('the page carries the compiled script', () => {
    expect(document.querySelector('script:not([type])')?.textContent).toBe(COMPILED_STARTER);
  });

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
      fetchMock.mockImplementationOnce(async () => answerWith({}, 503));
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

  /** A runQuery answer with the kinds of question a list shows, as Firestore sends it. */
  const timestamp = (iso: string) => ({timestampValue: iso});
  const VARIED_ROWS = [
    {
      document: {
        name: 'projects/demo-pydocs/databases/(default)/documents/posts/accepted-one',
        fields: {
          title: {stringValue: 'How do I sum money amounts without float rounding errors?'},
          tags: {arrayValue: {values: [{stringValue: 'decimal'}, {stringValue: 'csv'}]}},
          score: {integerValue: '1'},
          answerCount: {integerValue: '1'},
          acceptedAnswerId: {stringValue: 'a1'},
          authorId: {stringValue: 'demo-ada'},
          createdAt: timestamp('2026-11-24T21:05:00Z'),
          hidden: {booleanValue: false},
        },
      },
    },
    {
      document: {
        name: 'projects/demo-pydocs/databases/(default)/documents/posts/no%20answers?yet',
        fields: {title: {stringValue: 'Why is my list <b>shared</b> between calls? <img src=x onerror="window.pwned=1">'}, tags: {arrayValue: {values: [{stringValue: 'c++ & "friends"'}]}}, score: {integerValue: '-2'}, answerCount: {integerValue: '0'}, createdAt: timestamp('2026-10-01T08:00:00Z')},
      },
    },
    {
      document: {
        name: 'projects/demo-pydocs/databases/(default)/documents/posts/odd-fields',
        fields: {title: {integerValue: '7'}, tags: {stringValue: 'not-a-list'}, score: {stringValue: '9'}, answerCount: {doubleValue: 2}, createdAt: {stringValue: 'yesterday'}},
      },
    },
    {readTime: '2026-11-25T09:00:00Z'},
  ];

  /** An element's markup with its attributes in name order: the same DOM serialises the same. */
  function canonical(node: Node): string {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    const element = node as Element;
    const attributes = [...element.attributes].map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
    return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${[...element.childNodes].map(canonical).join('')}</${element.tagName.toLowerCase()}>`;
  }

  /** The list as React renders it (PostFeed's <ol> of PostRows) for the same answer. */
  function listAsReactDrawsIt(rows: unknown): Element {
    const template = document.createElement('template');
    template.innerHTML = renderToStaticMarkup(
      <ol className={styles.feed} aria-label="Newest questions">
        {postsFromRunQuery(rows).map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </ol>,
    );
    return template.content.firstElementChild as Element;
  }

  const drawn = () => document.getElementById(FIRST_PAGE_TARGET_ID) as HTMLElement;
  /** Whether the page's scripts may start (BOOT_SCRIPT waits for this promise). */
  function gateState(): () => 'waiting' | 'open' {
    const gate = (window as unknown as Record<string, Promise<void> | undefined>)[BOOT_GATE];
    let open = false;
    expect(gate).toBeInstanceOf(Promise);
    void gate?.then(() => {
      open = true;
    });
    return () => (open ? 'open' : 'waiting');
  }
  const settle = async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve();
  };

  describe('before the page’s code has run, the HTML draws the first questions', () => {
    beforeEach(() => {
      jest.useFakeTimers({now: Date.parse('2026-11-25T09:00:00Z')});
      fetchMock.mockImplementation(async () => answerWith(VARIED_ROWS));
    });
    afterEach(() => jest.useRealTimers());

    test('row for row what the list itself renders: votes, answers, acceptance, title link, tags, author, age', async () => {
      runStarterScript();
      await settle();
      const list = drawn().firstElementChild as Element;
      expect(list).not.toBeNull();
      expect(canonical(list)).toBe(canonical(listAsReactDrawsIt(VARIED_ROWS)));
      // And what a reader sees, in case both drifted the same way.
      const [accepted, unanswered, odd] = [...list.children] as HTMLElement[];
      expect(accepted).toHaveTextContent('1 vote✓ 1 answer, one accepted');
      expect(accepted.querySelector('h2 a')).toHaveAttribute('href', '/community/question?id=accepted-one');
      expect(accepted.querySelector('time')).toHaveTextContent('12 hours ago');
      expect(unanswered.querySelector('a[aria-label^="Questions tagged"]')).toHaveAttribute('href', `/community?tag=${encodeURIComponent('c++ & "friends"')}`);
      expect(odd.querySelector('h2')).toHaveTextContent('Untitled question');
      expect(odd).toHaveTextContent('0 votes2 answers');
    });

    test('a title written as HTML is shown as text: no element or handler comes from it', async () => {
      runStarterScript();
      await settle();
      const title = drawn().querySelectorAll('h2')[1];
      expect(title.textContent).toBe('Why is my list <b>shared</b> between calls? <img src=x onerror="window.pwned=1">');
      expect(drawn().querySelector('img, b')).toBeNull();
      expect(title.querySelector('a')?.getAttribute('href')).toBe('/community/question?id=no%2520answers%3Fyet');
    });

    test('the page’s scripts wait until the questions have been painted, not just drawn', async () => {
      let answer: (response: Response) => void = () => undefined;
      fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
      runStarterScript();
      const gate = gateState();
      await settle();
      expect(gate()).toBe('waiting');
      answer(answerWith(VARIED_ROWS));
      await settle();
      expect(drawn().querySelectorAll('li h2')).toHaveLength(3);
      expect(gate()).toBe('waiting');
      jest.advanceTimersByTime(20); // the next frame, then the task after it
      await settle();
      expect(gate()).toBe('open');
    });

    test(`if Firestore has not answered within ${FIRST_PAGE_BOOT_WAIT_MS} ms the scripts start anyway`, async () => {
      fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
      runStarterScript();
      const gate = gateState();
      jest.advanceTimersByTime(FIRST_PAGE_BOOT_WAIT_MS - 1);
      await settle();
      expect(gate()).toBe('waiting');
      jest.advanceTimersByTime(1);
      await settle();
      expect(gate()).toBe('open');
      expect(drawn()).toBeEmptyDOMElement();
    });

    test('an error from Firestore draws nothing and lets the scripts start at once (the list will say what went wrong)', async () => {
      fetchMock.mockImplementation(async () => answerWith({}, 403));
      runStarterScript();
      const gate = gateState();
      await settle();
      expect(gate()).toBe('open');
      expect(drawn()).toBeEmptyDOMElement();
    });

    test('no questions yet: nothing is drawn, so the list’s own “No questions yet” is what shows', async () => {
      fetchMock.mockImplementation(async () => answerWith([{readTime: '2026-11-25T09:00:00Z'}]));
      runStarterScript();
      await settle();
      expect(drawn()).toBeEmptyDOMElement();
    });

    test('the list reads the same answer afterwards: one request, and its body is still there to read', async () => {
      runStarterScript();
      await settle();
      fetchFirstPageAhead(ENDPOINT, DEFAULT_FEED);
      const posts = await firstPage(ENDPOINT, DEFAULT_FEED);
      expect(posts.map((post) => post.id)).toEqual(['accepted-one', 'no%20answers?yet', 'odd-fields']);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    test('opened as /community?view=top, the HTML draws nothing and holds nothing back', async () => {
      window.history.replaceState(null, '', '/community?view=top');
      runStarterScript();
      await settle();
      expect(drawn()).toBeEmptyDOMElement();
      expect((window as unknown as Record<string, unknown>)[BOOT_GATE]).toBeUndefined();
    });
  });
});
