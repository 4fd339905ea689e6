import {newMessageId} from './chatStore';

// Firestore lists messages written in the same second (before the server has stamped them) by id:
// a question must sort before the answer made right after it, and a follow-up after both.
const byFirestoreOrder = (ids: readonly string[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('the ids new chat messages are saved under', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sort in the order the messages were written, even within one millisecond', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 26, 23, 30));
    const ids = Array.from({length: 50}, () => newMessageId());
    expect(byFirestoreOrder(ids)).toEqual(ids);
  });

  it('sort a message written a second later after one written before, across digit and letter boundaries', () => {
    const ids: string[] = [];
    for (const time of [Date.UTC(2026, 10, 26, 23, 30, 0), Date.UTC(2026, 10, 26, 23, 30, 1), Date.UTC(2026, 10, 26, 23, 31), Date.UTC(2027, 0, 1)]) {
      jest.spyOn(Date, 'now').mockReturnValue(time);
      ids.push(newMessageId());
    }
    expect(byFirestoreOrder(ids)).toEqual(ids);
  });

  it('look like Firestore’s own ids and are not guessable from the time alone', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2030, 0, 1));
    const [first, second] = [newMessageId(), newMessageId()];
    expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(second).toMatch(/^[A-Za-z0-9]{20}$/);
    // 12 random characters after the 8 of the time.
    expect(first.slice(8)).not.toEqual(second.slice(8));
  });
});
