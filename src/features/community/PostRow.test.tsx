import {fakePost} from '../../../tests/unit/communityTestContext';
import type {Post} from './model';
import {sameRow} from './PostRow';

const at = (millis: number) => ({toMillis: () => millis}) as unknown as NonNullable<Post['createdAt']>;

describe('a list row re-renders only when what it shows changed', () => {
  const row = fakePost({id: 'q1', title: 'Why does my generator stop?', tags: ['generators'], score: 2, answerCount: 1, createdAt: at(1_000)});

  test('the same question in a new snapshot (new objects, same content) keeps its row', () => {
    expect(sameRow(row, {...row, tags: [...row.tags], createdAt: at(1_000), body: 'The text is not in the row.'})).toBe(true);
  });

  test.each<[string, Partial<Post>]>([
    ['a new vote', {score: 3}],
    ['a new answer', {answerCount: 2}],
    ['an accepted answer', {acceptedAnswerId: 'a1'}],
    ['an edited title', {title: 'Why does my generator stop early?'}],
    ['another tag', {tags: ['generators', 'iterators']}],
    ['the server time replacing the estimate', {createdAt: at(1_250)}],
    ['the write reaching the server', {pending: !row.pending}],
    ['being hidden by a moderator', {hidden: true}],
  ])('%s redraws the row', (_change, overrides) => {
    expect(sameRow(row, {...row, ...overrides})).toBe(false);
  });
});
