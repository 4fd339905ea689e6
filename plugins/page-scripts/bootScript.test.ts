// The inline script every page runs to start its scripts (./template.ts), run in jsdom with a
// stand-ins for the browser's Paint Timing and MessageChannel.
import {BOOT_GATE} from '../../src/data/bootGate';
import {BOOT_SCRIPT} from './template';

type PaintCallback = (list: {getEntriesByName(name: string): unknown[]}, observer: {disconnect(): void}) => void;

const SCRIPTS = ['/assets/js/runtime~main.a.js', '/assets/js/5e95c892.b.js', '/assets/js/main.c.js'];
let observers: PaintCallback[];

/** Reports a paint entry to every observer, as Chromium does after a frame is presented. */
function reportPaint(name: 'first-paint' | 'first-contentful-paint') {
  for (const callback of observers) callback({getEntriesByName: (asked) => (asked === name ? [{name}] : [])}, {disconnect: () => observers.splice(observers.indexOf(callback), 1)});
}

/** The scripts the page has added, once the browser has run the tasks queued so far (unless told not to). */
function startedScripts({runQueuedTasks = true} = {}) {
  if (runQueuedTasks) runMessageTasks();
  return [...document.head.querySelectorAll('script')].map((script) => ({src: script.getAttribute('src'), async: script.async}));
}

/** Messages posted on the page's MessageChannels, each delivered in a task of its own. */
let pendingMessages: Array<() => void>;
class FakeMessageChannel {
  port1: {onmessage: (() => void) | null} = {onmessage: null};
  port2 = {postMessage: () => pendingMessages.push(() => this.port1.onmessage?.())};
}
/** Runs the queued message tasks, as the browser would after the current task. */
function runMessageTasks(): number {
  let tasks = 0;
  while (pendingMessages.length > 0) {
    (pendingMessages.shift() as () => void)();
    tasks++;
  }
  return tasks;
}

function openPage({paintTiming = true, visibility = 'visible', gate}: {paintTiming?: boolean; visibility?: DocumentVisibilityState; gate?: Promise<void>} = {}) {
  document.head.innerHTML = '';
  // What a page's own inline script, run earlier in the body, may leave (see src/data/bootGate.ts).
  const holder = window as unknown as Record<string, unknown>;
  if (gate) holder[BOOT_GATE] = gate;
  else delete holder[BOOT_GATE];
  document.body.innerHTML = `<main><h1>Generators</h1></main><script type="application/json" id="pydocs-boot-scripts">${JSON.stringify(SCRIPTS)}</script>`;
  Object.defineProperty(document, 'visibilityState', {value: visibility, configurable: true});
  observers = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(private readonly callback: PaintCallback) {}
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
      observers.push(this.callback);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {value: FakeObserver, configurable: true, writable: true});
  pendingMessages = [];
  Object.defineProperty(window, 'MessageChannel', {value: FakeMessageChannel, configurable: true, writable: true});
  // Runs as the page's inline script does.
  new Function(BOOT_SCRIPT)();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("a page's scripts start once its text is on screen", () => {
  test('nothing starts before the first contentful paint; then every script, in order', () => {
    openPage();
    expect(startedScripts()).toEqual([]);
    reportPaint('first-paint');
    expect(startedScripts()).toEqual([]);
    reportPaint('first-contentful-paint');
    expect(startedScripts()).toEqual(SCRIPTS.map((src) => ({src, async: false})));
  });

  test('each script is added in a task of its own, so no one task adds them all', () => {
    openPage();
    reportPaint('first-contentful-paint');
    expect(startedScripts({runQueuedTasks: false}).map((script) => script.src)).toEqual(SCRIPTS.slice(0, 1));
    expect(runMessageTasks()).toBe(SCRIPTS.length - 1);
    expect(startedScripts({runQueuedTasks: false}).map((script) => script.src)).toEqual(SCRIPTS);
  });

  test('the scripts start only once, even when the 3 s safety net fires after the paint', () => {
    openPage();
    reportPaint('first-contentful-paint');
    jest.advanceTimersByTime(3000);
    expect(startedScripts()).toHaveLength(SCRIPTS.length);
  });

  test('a page that never reports a paint still starts its scripts after 3 s', () => {
    openPage();
    jest.advanceTimersByTime(2999);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toHaveLength(SCRIPTS.length);
  });

  test('a page opened in a background tab starts them at once (no paint is coming)', () => {
    openPage({visibility: 'hidden'});
    expect(startedScripts()).toHaveLength(SCRIPTS.length);
  });

  test('a browser without Paint Timing starts them at once', () => {
    openPage({paintTiming: false});
    expect(startedScripts().map((script) => script.src)).toEqual(SCRIPTS);
  });
});

describe('a page that draws more of itself first (the community\'s first questions) holds its scripts until that is on screen', () => {
  /** A gate as the page's inline script sets it, opened or failed by the test. */
  function gate() {
    let open = () => undefined as void;
    let fail = () => undefined as void;
    const promise = new Promise<void>((resolve, reject) => {
      open = resolve;
      fail = () => reject(new Error('the questions could not be fetched'));
    });
    return {promise, open, fail};
  }
  const settle = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };

  test('after the first contentful paint, the scripts wait for the gate, then start in order', async () => {
    const questions = gate();
    openPage({gate: questions.promise});
    reportPaint('first-contentful-paint');
    await settle();
    expect(startedScripts()).toEqual([]);
    questions.open();
    await settle();
    expect(startedScripts()).toEqual(SCRIPTS.map((src) => ({src, async: false})));
  });

  test('a gate that opens before the first contentful paint does not start them early', async () => {
    const questions = gate();
    openPage({gate: questions.promise});
    questions.open();
    await settle();
    expect(startedScripts()).toEqual([]);
    reportPaint('first-contentful-paint');
    await settle();
    expect(startedScripts()).toHaveLength(SCRIPTS.length);
  });

  test('a gate that fails still starts them', async () => {
    const questions = gate();
    openPage({gate: questions.promise});
    reportPaint('first-contentful-paint');
    questions.fail();
    await settle();
    expect(startedScripts()).toHaveLength(SCRIPTS.length);
  });

  test('a gate that never settles cannot keep them back past the 3 s safety net', async () => {
    openPage({gate: gate().promise});
    reportPaint('first-contentful-paint');
    jest.advanceTimersByTime(2999);
    await settle();
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toHaveLength(SCRIPTS.length);
  });
});
