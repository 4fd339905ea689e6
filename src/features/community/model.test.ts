import {
  LIMITS,
  defaultDisplayName,
  displayNameError,
  nextVote,
  parseTags,
  questionUrl,
  readPost,
  reportId,
  scoreDelta,
  sortAnswers,
  tagError,
  validateAnswer,
  validateQuestion,
  votePath,
} from './model';
import {at, fakeAnswer} from '../../../tests/unit/communityTestContext';

const VALID = {title: 'Why does my default list keep growing?', body: 'Calling add_tag twice returns both tags. Why?', tags: 'functions, defaults'};

describe('validateQuestion', () => {
  test('a complete question passes, trimmed, with its tags parsed', () => {
    const result = validateQuestion({...VALID, title: `  ${VALID.title}  `});
    expect(result).toEqual({ok: true, value: {title: VALID.title, body: VALID.body, tags: ['functions', 'defaults']}});
  });

  test('each field gets its own message', () => {
    const result = validateQuestion({title: 'Too short', body: 'Short body', tags: ''});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toMatch(/at least 10 characters \(9 so far\)/);
    expect(result.errors.body).toMatch(/at least 20 characters/);
    expect(result.errors.tags).toMatch(/at least one tag/);
  });

  test('limits: 150-character titles and 20,000-character bodies, no more', () => {
    expect(validateQuestion({...VALID, title: 'x'.repeat(150)}).ok).toBe(true);
    expect(validateQuestion({...VALID, title: 'x'.repeat(151)}).ok).toBe(false);
    expect(validateQuestion({...VALID, body: 'y'.repeat(LIMITS.bodyMax)}).ok).toBe(true);
    const tooLong = validateQuestion({...VALID, body: 'y'.repeat(LIMITS.bodyMax + 1)});
    expect(!tooLong.ok && tooLong.errors.body).toMatch(/at most 20,000 characters \(20,001 now\)/);
  });

  test('emoji count as two, as they do in the rules', () => {
    expect(validateQuestion({...VALID, title: '🐍'.repeat(75)}).ok).toBe(true);
    expect(validateQuestion({...VALID, title: '🐍'.repeat(76)}).ok).toBe(false);
  });
});

describe('tags', () => {
  test('typed tags are split on commas and spaces, lower-cased, deduplicated', () => {
    expect(parseTags(' AsyncIO, asyncio  #Lists,,type-hints ')).toEqual(['asyncio', 'lists', 'type-hints']);
  });

  test.each([
    [[], /at least one/],
    [['a', 'b', 'c', 'd', 'e', 'f'], /at most 5 tags/],
    [['x'.repeat(25)], /at most 24 characters/],
    [['c++'], /lower-case letters, digits and hyphens/],
    [['-lists'], /start with a letter or digit/],
  ])('%j is refused with a clear message', (tags, message) => {
    expect(tagError(tags)).toMatch(message);
  });

  test('good tags pass', () => {
    expect(tagError(['python3', 'list-comprehension', 'x'.repeat(24)])).toBeUndefined();
  });
});

describe('answers and names', () => {
  test('an answer needs 20 to 20,000 characters', () => {
    expect(validateAnswer('Use None instead.')).toEqual({ok: false, error: expect.stringMatching(/at least 20/)});
    expect(validateAnswer('  Use None as the default value.  ')).toEqual({ok: true, value: 'Use None as the default value.'});
  });

  test('display names: defaults to the e-mail\'s local part, 1 to 40 characters, never "deleted user"', () => {
    expect(defaultDisplayName('ada.lovelace@pydocs.dev')).toBe('ada.lovelace');
    expect(defaultDisplayName(`${'a'.repeat(60)}@x.dev`)).toHaveLength(40);
    expect(defaultDisplayName('deleted user@x.dev')).toBe('reader');
    expect(displayNameError('  ')).toMatch(/Enter/);
    expect(displayNameError('Deleted User')).toMatch(/another name/);
    expect(displayNameError('n'.repeat(41))).toMatch(/at most 40/);
    expect(displayNameError('Grace H.')).toBeUndefined();
  });
});

describe('votes', () => {
  test('the same arrow takes a vote back, the other replaces it', () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
  });

  test('the score moves by the change of the vote', () => {
    expect(scoreDelta(0, 1)).toBe(1);
    expect(scoreDelta(1, -1)).toBe(-2);
    expect(scoreDelta(-1, 0)).toBe(1);
  });

  test('votes and reports are stored under ids that make them once-per-user', () => {
    expect(votePath({postId: 'q1', answerId: null}, 'u1')).toBe('posts/q1/votes/u1');
    expect(votePath({postId: 'q1', answerId: 'a1'}, 'u1')).toBe('posts/q1/answers/a1/votes/u1');
    expect(reportId('u1', {postId: 'q1', answerId: null})).toBe('u1_q1_question');
    expect(reportId('u1', {postId: 'q1', answerId: 'a1'})).toBe('u1_q1_a1');
  });
});

describe('reading and ordering', () => {
  test('the accepted answer comes first, then by score, then oldest first', () => {
    const answers = [
      fakeAnswer({id: 'old-low', score: 1, createdAt: at('2026-01-01T00:00:00Z')}),
      fakeAnswer({id: 'new-high', score: 5, createdAt: at('2026-01-03T00:00:00Z')}),
      fakeAnswer({id: 'accepted', score: 0, createdAt: at('2026-01-02T00:00:00Z')}),
      fakeAnswer({id: 'older-high', score: 5, createdAt: at('2026-01-02T00:00:00Z')}),
    ];
    expect(sortAnswers(answers, 'accepted').map((answer) => answer.id)).toEqual(['accepted', 'older-high', 'new-high', 'old-low']);
  });

  test('a malformed document is read with safe defaults', () => {
    const post = readPost('q9', {title: 42, tags: ['ok', 7], score: 'lots', hidden: 'yes'}, true);
    expect(post).toMatchObject({id: 'q9', title: 'Untitled question', tags: ['ok'], score: 0, hidden: false, pending: true, createdAt: null});
  });

  test('question URLs are query strings, so static hosting needs no rewrites', () => {
    expect(questionUrl('abc')).toBe('/community/question?id=abc');
    expect(questionUrl('abc', 'a1')).toBe('/community/question?id=abc#answer-a1');
  });
});
