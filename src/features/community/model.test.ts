import {
  LIMITS,
  defaultDisplayName,
  displayNameError,
  bodyError,
  nextVote,
  pacingWrites,
  parseTags,
  rateLimitMessage,
  reportNoteError,
  titleError,
  visibleLength,
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

  test('a new profile\'s name is "Reader" and six digits, never taken from the e-mail address', () => {
    expect(defaultDisplayName(() => 0)).toBe('Reader 100000');
    expect(defaultDisplayName(() => 0.9999999)).toBe('Reader 999999');
    expect(defaultDisplayName()).toMatch(/^Reader \d{6}$/);
    expect(displayNameError(defaultDisplayName())).toBeUndefined();
  });

  test('display names: 1 to 40 visible characters, single spaces, no reserved word', () => {
    expect(displayNameError('  ')).toMatch(/Enter/);
    expect(displayNameError('Deleted User')).toMatch(/another name/);
    expect(displayNameError('Admin')).toMatch(/another name/);
    expect(displayNameError('n'.repeat(41))).toMatch(/at most 40/);
    expect(displayNameError('Grace H.')).toBeUndefined();
    expect(displayNameError('Грейс 李')).toBeUndefined();
  });

  test.each([
    ['a no-break space that reads as "deleted user"', 'deleted\u00A0user'],
    ['a zero-width space', 'dele\u200Bted'],
    ['a right-to-left override', 'ali\u202Ece'],
    ['an ideographic space inside', 'Ada\u3000L.'],
    ['a Hangul filler only', '\u3164'],
    ['a line break', 'ali\nce'],
  ])('a display name with %s is refused, as the rules refuse it', (_what, name) => {
    expect(displayNameError(name)).toMatch(/visible characters/);
  });

  test('a name needs a letter or digit, single spaces and no slash', () => {
    expect(displayNameError('...')).toMatch(/letter or digit/);
    expect(displayNameError('Ada  L.')).toMatch(/single spaces/);
    expect(displayNameError('AC/DC')).toMatch(/slash/);
  });
});

describe('visible text', () => {
  test('minimum lengths count only what a reader can see', () => {
    expect(visibleLength(`Help${'\u200B'.repeat(12)}`)).toBe(4);
    expect(visibleLength('\u3000'.repeat(12))).toBe(0);
    expect(titleError(`Help${'\u200B'.repeat(12)}`)).toMatch(/at least 10 characters \(4 so far\)/);
    expect(bodyError('\u00A0'.repeat(30))).toMatch(/Describe your problem/);
  });

  test('bidi overrides are refused in titles, bodies and report notes', () => {
    expect(titleError('Why is \u202Enohtyp\u202C so slow?')).toMatch(/direction-control/);
    expect(bodyError('if access_level != "user\u2067 \u2066# admin\u2069 \u2066" { ok }')).toMatch(/direction-control/);
    expect(reportNoteError('\u202Ehello')).toMatch(/direction-control/);
  });
});

describe('rate limits', () => {
  test('each limit has a message that says what to do', () => {
    expect(rateLimitMessage('question', 'gap')).toBe('You can ask one question every 30 seconds — try again in a moment.');
    expect(rateLimitMessage('report', 'gap')).toBe('You can send one report every 10 seconds — try again in a moment.');
    expect(rateLimitMessage('answer', 'day')).toBe("You have reached today's limit of 50 answers. Please try again tomorrow.");
  });

  test('the pacing writes stamp the kind and name what they pace, counted on today\'s UTC page', () => {
    const writes = pacingWrites('ada', 'question', 'q1', 'NOW' as never, 'PLUS_ONE' as never, Date.UTC(2026, 10, 26, 4, 0));
    expect(writes).toEqual([
      {path: 'limits/ada', data: {questionAt: 'NOW', lastQuestion: 'q1'}},
      {path: `limits/ada/days/${Math.floor(Date.UTC(2026, 10, 26) / 86_400_000)}`, data: {questions: 'PLUS_ONE'}},
    ]);
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
