import {noteSnapshot} from './connection';
import {forgetDisplayNames, knownDisplayName, rememberDisplayName, requestDisplayName} from './profiles';
import {store, type Store} from './store';

jest.mock('./store', () => ({...jest.requireActual('./store'), store: jest.fn()}));

type Answer = {names: Record<string, string>; fromCache: boolean};

/**
 * A Firestore stand-in: each look-up round (one read per author, sent together) is answered by the
 * next of `answers`. Returns how many rounds were asked.
 */
function answering(answers: Answer[]): () => number {
  let rounds = 0;
  let current: Answer | undefined;
  const getDoc = jest.fn(async (path: string) => {
    if (!current) {
      current = answers.shift();
      rounds += 1;
      if (!current) throw new Error('no more answers');
      // The reads of one round are sent in the same tick; the next round takes the next answer.
      const answer = current;
      queueMicrotask(() => {
        if (current === answer) current = undefined;
      });
    }
    const id = path.split('/').pop() ?? '';
    const displayName = current.names[id];
    return {id, metadata: {fromCache: current.fromCache}, exists: () => displayName !== undefined, data: () => (displayName === undefined ? undefined : {displayName})};
  });
  const fs = {getDoc, doc: jest.fn((_db: unknown, path: string) => path)};
  (store as jest.MockedFunction<typeof store>).mockResolvedValue({db: {}, fs} as unknown as Store);
  return () => rounds;
}

/** Lets the batched look-up (a 0 ms timer) and its promises run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => forgetDisplayNames());

describe('authors’ display names', () => {
  test('a name from the server is shown, and a missing account reads as deleted', async () => {
    answering([{names: {ada: 'Ada L.'}, fromCache: false}]);
    requestDisplayName('ada');
    requestDisplayName('gone');
    await settle();
    expect(knownDisplayName('ada')).toBe('Ada L.');
    expect(knownDisplayName('gone')).toBeNull();
  });

  test('a name answered from the cache is shown, then corrected once the server is heard', async () => {
    const rounds = answering([
      {names: {ada: 'ada'}, fromCache: true},
      {names: {ada: 'Ada L.'}, fromCache: false},
    ]);
    requestDisplayName('ada');
    requestDisplayName('grace');
    await settle();
    expect(knownDisplayName('ada')).toBe('ada');
    // Offline, an account the cache does not know is "not known yet", not deleted.
    expect(knownDisplayName('grace')).toBeUndefined();
    noteSnapshot(true);
    await settle();
    expect(rounds()).toBe(1);
    noteSnapshot(false);
    await settle();
    expect(rounds()).toBe(2);
    expect(knownDisplayName('ada')).toBe('Ada L.');
    expect(knownDisplayName('grace')).toBeNull();
  });

  test('a reader whose new profile has not reached the server yet is not shown as deleted', async () => {
    answering([{names: {}, fromCache: false}]);
    requestDisplayName('ada');
    rememberDisplayName('ada', 'ada');
    await settle();
    expect(knownDisplayName('ada')).toBe('ada');
  });

  test('a cached answer never replaces a name a live listener reported in the meantime', async () => {
    answering([{names: {ada: 'ada'}, fromCache: true}]);
    requestDisplayName('ada');
    rememberDisplayName('ada', 'Ada L.');
    await settle();
    expect(knownDisplayName('ada')).toBe('Ada L.');
  });
});
