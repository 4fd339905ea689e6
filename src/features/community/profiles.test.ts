import {noteSnapshot} from './connection';
import {forgetDisplayNames, knownDisplayName, rememberDisplayName, requestDisplayName} from './profiles';
import {store, type Store} from './store';

jest.mock('./store', () => ({...jest.requireActual('./store'), store: jest.fn()}));

type Answer = {names: Record<string, string>; fromCache: boolean};

/** A Firestore stand-in whose "in" look-ups are answered, in order, by `answers`. */
function answering(answers: Answer[]): jest.Mock {
  const getDocs = jest.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return {
      metadata: {fromCache: answer.fromCache},
      docs: Object.entries(answer.names).map(([id, displayName]) => ({id, data: () => ({displayName})})),
    };
  });
  const fs = {getDocs, query: jest.fn(), collection: jest.fn(), where: jest.fn(), documentId: jest.fn()};
  (store as jest.MockedFunction<typeof store>).mockResolvedValue({db: {}, fs} as unknown as Store);
  return getDocs;
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
    const getDocs = answering([
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
    expect(getDocs).toHaveBeenCalledTimes(1);
    noteSnapshot(false);
    await settle();
    expect(getDocs).toHaveBeenCalledTimes(2);
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
