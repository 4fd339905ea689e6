import {FIRST_ANSWER_TIMEOUT_MS, connectionState, noteSnapshot, watchConnection, type ConnectionState} from './connection';

type SnapshotCallback = (snapshot: {metadata: {fromCache: boolean}}) => void;
let deliver: SnapshotCallback = () => undefined;
/** The server read the watcher starts with: the test settles it as the SDK would. */
let serverRead: {resolve: () => void; reject: (error: Error) => void};

// The listener's Firestore side: onSnapshot hands us its callback, so the test plays the SDK.
jest.mock('./store', () => ({
  listen: (start: (store: unknown) => () => void) => {
    const fs = {
      doc: () => ({}),
      getDocFromServer: () =>
        new Promise<void>((resolve, reject) => {
          serverRead = {resolve, reject};
        }),
      onSnapshot: (_query: unknown, _options: unknown, next: SnapshotCallback) => {
        deliver = next;
        return () => undefined;
      },
    };
    return start({db: {}, fs});
  },
}));

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', {configurable: true, get: () => online});
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('connectionState', () => {
  test('the browser being offline wins; otherwise the server decides', () => {
    expect(connectionState(false, 'synced')).toBe('offline');
    expect(connectionState(true, 'synced')).toBe('online');
    expect(connectionState(true, 'unknown')).toBe('unknown');
    expect(connectionState(true, 'cache-only')).toBe('offline');
  });
});

describe('watchConnection', () => {
  let states: ConnectionState[];
  let stop: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    setBrowserOnline(true);
    states = [];
    stop = watchConnection((state) => states.push(state));
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  test('starts unknown, and a cached first answer does not count as offline', () => {
    deliver({metadata: {fromCache: true}});
    expect(states).toEqual(['unknown']);
    deliver({metadata: {fromCache: false}});
    expect(states).toEqual(['unknown', 'online']);
  });

  test('goes offline when the SDK falls back to its cache, and online when the server is back', () => {
    deliver({metadata: {fromCache: false}});
    deliver({metadata: {fromCache: true}});
    deliver({metadata: {fromCache: false}});
    expect(states).toEqual(['unknown', 'online', 'offline', 'online']);
  });

  test('the browser going offline shows at once; coming back shows "connecting" until the server answers', () => {
    deliver({metadata: {fromCache: false}});
    setBrowserOnline(false);
    deliver({metadata: {fromCache: true}});
    setBrowserOnline(true);
    deliver({metadata: {fromCache: false}});
    expect(states).toEqual(['unknown', 'online', 'offline', 'unknown', 'online']);
  });

  test('no answer from the server within the SDK\'s timeout means offline', () => {
    jest.advanceTimersByTime(FIRST_ANSWER_TIMEOUT_MS);
    expect(states).toEqual(['unknown', 'offline']);
  });

  test('a refused connection shows as offline at once, without waiting for the timeout', async () => {
    serverRead.reject(Object.assign(new Error('Failed to get document because the client is offline.'), {code: 'unavailable'}));
    await Promise.resolve();
    await Promise.resolve();
    expect(states).toEqual(['unknown', 'offline']);
    deliver({metadata: {fromCache: false}});
    expect(states).toEqual(['unknown', 'offline', 'online']);
  });

  test('the server answering the first read counts as online', async () => {
    serverRead.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(states).toEqual(['unknown', 'online']);
  });

  test('any listener hearing from the server counts, whichever answers first', () => {
    noteSnapshot(true);
    expect(states).toEqual(['unknown']);
    noteSnapshot(false);
    expect(states).toEqual(['unknown', 'online']);
  });
});
