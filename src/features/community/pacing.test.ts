import {addPacing, explainRefusal, forgetSent, tooSoon} from './pacing';
import type {Store} from './store';

/** A stand-in batch and SDK: records what the pacing adds to a batch. */
function fakeStore() {
  const writes: Array<{path: string; data: unknown; options: unknown}> = [];
  const batch = {set: (path: string, data: unknown, options: unknown) => writes.push({path, data, options})};
  const fs = {serverTimestamp: () => 'NOW', increment: (n: number) => `+${n}`, doc: (_db: unknown, path: string) => path};
  return {loaded: {db: {}, fs} as unknown as Store, batch: batch as never, writes};
}

describe('rate limits in the browser', () => {
  test('a question adds its stamp and today\'s count to the batch, and a second one within 30 s is stopped before it is sent', () => {
    const {loaded, batch, writes} = fakeStore();
    expect(tooSoon('ada', 'question')).toBeNull();
    addPacing(loaded, batch, 'ada', 'question', 'q1');
    expect(writes).toEqual([
      {path: 'limits/ada', data: {questionAt: 'NOW', lastQuestion: 'q1'}, options: {merge: true}},
      {path: expect.stringMatching(/^limits\/ada\/days\/\d+$/), data: {questions: '+1'}, options: {merge: true}},
    ]);
    expect(tooSoon('ada', 'question')).toBe('You can ask one question every 30 seconds — try again in a moment.');
    expect(tooSoon('ada', 'question', Date.now() + 31_000)).toBeNull();
    // Other kinds and other readers have their own limits.
    expect(tooSoon('ada', 'answer')).toBeNull();
    expect(tooSoon('grace', 'question')).toBeNull();
    forgetSent('ada', 'question');
    expect(tooSoon('ada', 'question')).toBeNull();
  });

  test('a refusal for another reason keeps its general explanation', async () => {
    expect(await explainRefusal({code: 'unavailable'}, 'ada', 'answer')).toMatch(/could not reach the community server/);
  });
});
