/**
 * The community's data, one typed definition per Firestore collection. The UI writes exactly these
 * shapes and firestore.rules accepts exactly these shapes; tests/rules builds its documents from
 * the same builders, so a field added here and not to the rules (or the other way round) fails a
 * test. Pure module: no Firebase runtime import, so it also runs in the rules tests and in Jest.
 *
 *   users/{uid}                                  UserDoc     public profile (display name only)
 *   posts/{postId}                               PostDoc     a question
 *   posts/{postId}/answers/{answerId}            AnswerDoc
 *   posts/{postId}/votes/{uid}                   VoteDoc     one per user per question
 *   posts/{postId}/answers/{answerId}/votes/{uid} VoteDoc    one per user per answer
 *   reports/{reporterUid_postId_answerId|question} ReportDoc one per user per reported item
 *   users/{uid}/reported/{postId_answerId|question}   the reporter's private "I reported this"
 *   names/{lower-cased display name}             NameClaim   who holds a name (unique names)
 *   limits/{uid}, limits/{uid}/days/{utcDay}     rate limits: last time and count per kind
 *   retired/{postId}[/answers/{answerId}]        deleted ids, never used again
 *
 * SECURITY.md (beside the README) lists what these rules guarantee and how.
 */
import type {FieldValue, Timestamp} from 'firebase/firestore';

export const USERS = 'users';
export const POSTS = 'posts';
export const ANSWERS = 'answers';
export const VOTES = 'votes';
export const REPORTS = 'reports';
export const NAMES = 'names';
export const LIMITS_COLLECTION = 'limits';
export const RETIRED = 'retired';

/** Sizes the form, the rules and the tests agree on (lengths as textLength() counts them). */
export const LIMITS = {
  titleMin: 10,
  titleMax: 150,
  bodyMin: 20,
  bodyMax: 20_000,
  tagsMin: 1,
  tagsMax: 5,
  tagMax: 24,
  displayNameMax: 40,
  reportNoteMax: 500,
} as const;

/** Rows per "Load more" page of the question list. */
export const PAGE_SIZE = 20;
/** Answers shown at first (and added by each "Show more answers"): a question page never reads unbounded. */
export const ANSWERS_PAGE_SIZE = 50;

/** A deleted account's posts stay; this is the author name they show. */
export const DELETED_USER_NAME = 'deleted user';

/* ------------------------------------------------------------------------------------------------
 * Document shapes, as stored. Timestamps are written as serverTimestamp() and the rules require
 * request.time, so clients cannot back-date anything.
 */

export type UserDoc = Readonly<{displayName: string; createdAt: Timestamp}>;

export type PostDoc = Readonly<{
  title: string;
  /** Markdown. */
  body: string;
  tags: readonly string[];
  authorId: string;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
  /** Sum of the votes, changed only in the same batch as a vote (rules check it with getAfter). */
  score: number;
  /** Visible answers, changed only in the same batch as the answer that changes it. */
  answerCount: number;
  acceptedAnswerId: string | null;
  /**
   * The answer whose creation, deletion, hiding or unhiding last changed answerCount. The rules
   * read it to find that answer and check the count really changed with it.
   */
  lastAnswerId: string | null;
  /** Hidden by a moderator: only admins (and the author) can still read it. */
  hidden: boolean;
}>;

export type AnswerDoc = Readonly<{
  body: string;
  authorId: string;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
  score: number;
  hidden: boolean;
}>;

export type VoteValue = 1 | -1;
/** Stored under the voter's uid, so one vote per user per question or answer. */
export type VoteDoc = Readonly<{value: VoteValue; votedAt: Timestamp}>;

export const REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam or advertising',
  offensive: 'Rude or offensive',
  'off-topic': 'Not about Python',
  other: 'Something else',
};

export type ReportDoc = Readonly<{
  reporterId: string;
  postId: string;
  /** null when the question itself is reported. */
  answerId: string | null;
  reason: ReportReason;
  note: string;
  createdAt: Timestamp;
}>;

/** The keys of each document, for the rules tests' "no extra fields" cases. */
export const USER_FIELDS = ['displayName', 'createdAt'] as const satisfies readonly (keyof UserDoc)[];
export const POST_FIELDS = [
  'title',
  'body',
  'tags',
  'authorId',
  'createdAt',
  'editedAt',
  'score',
  'answerCount',
  'acceptedAnswerId',
  'lastAnswerId',
  'hidden',
] as const satisfies readonly (keyof PostDoc)[];
export const ANSWER_FIELDS = ['body', 'authorId', 'createdAt', 'editedAt', 'score', 'hidden'] as const satisfies readonly (keyof AnswerDoc)[];
export const VOTE_FIELDS = ['value', 'votedAt'] as const satisfies readonly (keyof VoteDoc)[];
export const REPORT_FIELDS = ['reporterId', 'postId', 'answerId', 'reason', 'note', 'createdAt'] as const satisfies readonly (keyof ReportDoc)[];

/** A document as a client writes it: every timestamp is a FieldValue (serverTimestamp()). */
export type Written<T> = {
  -readonly [K in keyof T]: T[K] extends Timestamp ? FieldValue : T[K] extends Timestamp | null ? FieldValue | null : T[K];
};

/* ------------------------------------------------------------------------------------------------
 * Paths. Ids made here (votes, reports) are what the rules expect, which is what makes
 * "once per user" hold.
 */

export type Target = Readonly<{postId: string; answerId: string | null}>;

export const userPath = (uid: string) => `${USERS}/${uid}`;
export const postPath = (postId: string) => `${POSTS}/${postId}`;
export const answersPath = (postId: string) => `${POSTS}/${postId}/${ANSWERS}`;
export const answerPath = (postId: string, answerId: string) => `${answersPath(postId)}/${answerId}`;
export const targetPath = ({postId, answerId}: Target) => (answerId === null ? postPath(postId) : answerPath(postId, answerId));
export const votePath = (target: Target, uid: string) => `${targetPath(target)}/${VOTES}/${uid}`;
export const reportId = (uid: string, {postId, answerId}: Target) => `${uid}_${postId}_${answerId ?? 'question'}`;
export const reportPath = (uid: string, target: Target) => `${REPORTS}/${reportId(uid, target)}`;
/** The reporter's own, private note that they reported the target. */
export const reportedPath = (uid: string, {postId, answerId}: Target) => `${userPath(uid)}/reported/${postId}_${answerId ?? 'question'}`;
/** Names are unique case-insensitively: the claim's id is the lower-cased name. */
export const nameKey = (displayName: string) => displayName.trim().toLowerCase();
export const namePath = (displayName: string) => `${NAMES}/${nameKey(displayName)}`;
export const retiredPostPath = (postId: string) => `${RETIRED}/${postId}`;
export const retiredAnswerPath = (postId: string, answerId: string) => `${RETIRED}/${postId}/${ANSWERS}/${answerId}`;

/* ------------------------------------------------------------------------------------------------
 * Rate limits, as firestore.rules enforces them: each kind of write is stamped in limits/{uid}
 * (at least `gapSeconds` after the last one) and counted in limits/{uid}/days/{utcDay} (at most
 * `perDay`), in the same batch.
 */

export type PacedKind = 'question' | 'answer' | 'report' | 'rename';

/** `subject` names what was paced (the question, answer or report id), so one stamp paces one write. */
export const PACING: Readonly<Record<PacedKind, Readonly<{stamp: string; subject: string | null; counter: string; gapSeconds: number; perDay: number}>>> = {
  question: {stamp: 'questionAt', subject: 'lastQuestion', counter: 'questions', gapSeconds: 30, perDay: 20},
  answer: {stamp: 'answerAt', subject: 'lastAnswer', counter: 'answers', gapSeconds: 15, perDay: 50},
  report: {stamp: 'reportAt', subject: 'lastReport', counter: 'reports', gapSeconds: 10, perDay: 20},
  rename: {stamp: 'renameAt', subject: null, counter: 'renames', gapSeconds: 30, perDay: 10},
};

/** Days since 1970 in UTC, as the rules compute it from request.time. */
export const utcDay = (millis: number) => Math.floor(millis / 86_400_000);
export const limitsPath = (uid: string) => `${LIMITS_COLLECTION}/${uid}`;
export const dayPath = (uid: string, day: number) => `${LIMITS_COLLECTION}/${uid}/days/${day}`;

/**
 * The two writes (merged into what is there) that pace a question, answer, report or rename; they
 * go in the same batch as it. `subject`: the question id, `postId/answerId`, or the report id.
 */
export function pacingWrites(
  uid: string,
  kind: PacedKind,
  subject: string | null,
  now: FieldValue,
  plusOne: FieldValue,
  nowMillis = Date.now(),
): {path: string; data: Record<string, FieldValue | string>}[] {
  const {stamp, subject: subjectField, counter} = PACING[kind];
  return [
    {path: limitsPath(uid), data: subjectField && subject !== null ? {[stamp]: now, [subjectField]: subject} : {[stamp]: now}},
    {path: dayPath(uid, utcDay(nowMillis)), data: {[counter]: plusOne}},
  ];
}

const PACED_WHAT: Readonly<Record<PacedKind, [one: string, many: string]>> = {
  question: ['ask one question', 'questions'],
  answer: ['post one answer', 'answers'],
  report: ['send one report', 'reports'],
  rename: ['change your name once', 'name changes'],
};

/** What the reader is told when a limit stops a write ('gap': too soon; 'day': today's cap reached). */
export function rateLimitMessage(kind: PacedKind, which: 'gap' | 'day'): string {
  const {gapSeconds, perDay} = PACING[kind];
  const [one, many] = PACED_WHAT[kind];
  return which === 'gap'
    ? `You can ${one} every ${gapSeconds} seconds — try again in a moment.`
    : `You have reached today's limit of ${perDay} ${many}. Please try again tomorrow.`;
}

/* ------------------------------------------------------------------------------------------------
 * Validation: the same limits the rules enforce, with messages a reader can act on.
 */

/**
 * Length as the rules' size() counts it: UTF-16 code units, like String.length (an emoji counts
 * as two). Checked against the emulator in tests/rules/community-posts.test.ts.
 */
export function textLength(value: string): number {
  return value.length;
}

export type QuestionInput = Readonly<{title: string; body: string; tags: string}>;
export type QuestionField = keyof QuestionInput;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A question, cleaned up and checked. */
export type ValidQuestion = Readonly<{title: string; body: string; tags: readonly string[]}>;

const TAG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** Splits what was typed in the tags field (commas or spaces) into lower-case tags, duplicates removed. */
export function parseTags(raw: string): string[] {
  const tags = raw
    .split(/[\s,]+/)
    .map((tag) => tag.trim().toLowerCase().replace(/^#/, ''))
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

export function tagError(tags: readonly string[]): string | undefined {
  if (tags.length < LIMITS.tagsMin) return 'Add at least one tag, for example "lists" or "asyncio".';
  if (tags.length > LIMITS.tagsMax) return `Use at most ${LIMITS.tagsMax} tags (you have ${tags.length}).`;
  const tooLong = tags.find((tag) => tag.length > LIMITS.tagMax);
  if (tooLong) return `"${tooLong}" is too long: a tag has at most ${LIMITS.tagMax} characters.`;
  const invalid = tags.find((tag) => !TAG_PATTERN.test(tag));
  if (invalid) return `"${invalid}" can only use lower-case letters, digits and hyphens, and must start with a letter or digit.`;
  return undefined;
}

/**
 * Characters a reader cannot see (format and bidi characters, private use, exotic spaces, letters
 * that draw nothing). The same class as invisible() in firestore.rules.
 */
const INVISIBLE = /[\p{Cf}\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\p{Co}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u115F\u1160\u3164\uFFA0\u2800\u180E]/gu;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** The length the minimum sizes count: what is left once invisible characters go and the ends are trimmed. */
export function visibleLength(value: string): number {
  return textLength(value.replace(INVISIBLE, '').trim());
}

const BIDI_MESSAGE = 'Remove the invisible direction-control characters (they can make text read differently from what it says).';

export function titleError(title: string): string | undefined {
  if (BIDI_CONTROL.test(title)) return BIDI_MESSAGE;
  const length = visibleLength(title);
  if (length === 0) return 'Enter a title that sums up your question.';
  if (length < LIMITS.titleMin) return `The title needs at least ${LIMITS.titleMin} characters (${length} so far).`;
  if (length > LIMITS.titleMax) return `The title can have at most ${LIMITS.titleMax} characters (${length} now).`;
  return undefined;
}

export function bodyError(body: string, what: 'question' | 'answer' = 'question'): string | undefined {
  if (BIDI_CONTROL.test(body)) return BIDI_MESSAGE;
  const length = visibleLength(body);
  if (length === 0) return what === 'question' ? 'Describe your problem: what you tried and what happened.' : 'Write your answer.';
  if (length < LIMITS.bodyMin) return `The ${what} needs at least ${LIMITS.bodyMin} characters (${length} so far).`;
  if (length > LIMITS.bodyMax) return `The ${what} can have at most ${LIMITS.bodyMax.toLocaleString('en-US')} characters (${length.toLocaleString('en-US')} now).`;
  return undefined;
}

export function validateQuestion(input: QuestionInput): {ok: true; value: ValidQuestion} | {ok: false; errors: FieldErrors<QuestionField>} {
  const tags = parseTags(input.tags);
  const errors: FieldErrors<QuestionField> = {};
  const title = titleError(input.title);
  const body = bodyError(input.body);
  const tagProblem = tagError(tags);
  if (title) errors.title = title;
  if (body) errors.body = body;
  if (tagProblem) errors.tags = tagProblem;
  if (title || body || tagProblem) return {ok: false, errors};
  return {ok: true, value: {title: input.title.trim(), body: input.body.trim(), tags}};
}

export function validateAnswer(body: string): {ok: true; value: string} | {ok: false; error: string} {
  const error = bodyError(body, 'answer');
  return error ? {ok: false, error} : {ok: true, value: body.trim()};
}

/** Names nobody may take: they would read as the site, its staff or a deleted account. Same list as firestore.rules. */
export const RESERVED_NAMES: readonly string[] = [
  DELETED_USER_NAME, 'deleteduser', 'admin', 'administrator', 'moderator', 'mod',
  'pydocs', 'pydocs team', 'staff', 'support', 'system', 'anonymous', 'root',
];
const NAME_INVISIBLE = /[\p{Cc}\p{Cf}\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\p{Co}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u115F\u1160\u3164\uFFA0\u2800\u180E]/u;

/** Checks a display name (as typed; it is trimmed before it is saved) the way firestore.rules does. */
export function displayNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a display name.';
  if (textLength(trimmed) > LIMITS.displayNameMax) return `A display name has at most ${LIMITS.displayNameMax} characters.`;
  if (NAME_INVISIBLE.test(trimmed)) return 'Use only visible characters and ordinary spaces in your name.';
  if (/ {2}/.test(trimmed)) return 'Use single spaces between the words of your name.';
  if (trimmed.includes('/')) return 'A display name cannot contain a slash (/).';
  if (!/[\p{L}\p{N}]/u.test(trimmed) || /^__.*__$/.test(trimmed)) return 'Your name needs at least one letter or digit.';
  if (RESERVED_NAMES.includes(trimmed.toLowerCase())) return 'Please choose another name.';
  return undefined;
}

/**
 * The name a new profile starts with. Public names never come from the e-mail address (the
 * reader did not choose to show it): "Reader 482193", which they can change on their profile.
 * `random` is injectable for tests.
 */
export function defaultDisplayName(random: () => number = Math.random): string {
  return `Reader ${100_000 + Math.floor(random() * 900_000)}`;
}

export function reportNoteError(note: string): string | undefined {
  if (BIDI_CONTROL.test(note)) return BIDI_MESSAGE;
  return textLength(note.trim()) > LIMITS.reportNoteMax ? `Keep the note under ${LIMITS.reportNoteMax} characters.` : undefined;
}

/* ------------------------------------------------------------------------------------------------
 * Builders: the exact documents the UI writes (and the rules tests start from).
 */

export function newUser(displayName: string, now: FieldValue): Written<UserDoc> {
  return {displayName: displayName.trim(), createdAt: now};
}

export function newPost(question: ValidQuestion, authorId: string, now: FieldValue): Written<PostDoc> {
  return {
    title: question.title,
    body: question.body,
    tags: [...question.tags],
    authorId,
    createdAt: now,
    editedAt: null,
    score: 0,
    answerCount: 0,
    acceptedAnswerId: null,
    lastAnswerId: null,
    hidden: false,
  };
}

/** The fields an author's edit of their question changes (and all the rules let it change). */
export function questionEdit(question: ValidQuestion, now: FieldValue): Pick<Written<PostDoc>, 'title' | 'body' | 'tags' | 'editedAt'> {
  return {title: question.title, body: question.body, tags: [...question.tags], editedAt: now};
}

export function newAnswer(body: string, authorId: string, now: FieldValue): Written<AnswerDoc> {
  return {body, authorId, createdAt: now, editedAt: null, score: 0, hidden: false};
}

export function answerEdit(body: string, now: FieldValue): Pick<Written<AnswerDoc>, 'body' | 'editedAt'> {
  return {body, editedAt: now};
}

export function newVote(value: VoteValue, now: FieldValue): Written<VoteDoc> {
  return {value, votedAt: now};
}

export function newReport(reporterId: string, target: Target, reason: ReportReason, note: string, now: FieldValue): Written<ReportDoc> {
  return {reporterId, postId: target.postId, answerId: target.answerId, reason, note: note.trim(), createdAt: now};
}

/* ------------------------------------------------------------------------------------------------
 * Counters. A vote or an answer changes its counter in the same batch; these say by how much.
 */

/** Clicking the button of the vote you already gave takes it back; the other one replaces it. */
export function nextVote(current: VoteValue | 0, clicked: VoteValue): VoteValue | 0 {
  return current === clicked ? 0 : clicked;
}

/** How much the score moves when a user's vote goes from `before` to `after` (0 = no vote). */
export function scoreDelta(before: VoteValue | 0, after: VoteValue | 0): number {
  return after - before;
}

/** An answer counts in answerCount while it exists and is not hidden. */
export function countsAsAnswer(answer: Pick<AnswerDoc, 'hidden'> | null): 0 | 1 {
  return answer !== null && !answer.hidden ? 1 : 0;
}

/* ------------------------------------------------------------------------------------------------
 * What the UI reads: documents with their id and whether they still wait to reach the server.
 */

/** createdAt is null only for a document that never reached the server and has no estimate. */
type AsRead<T extends {createdAt: Timestamp}> = Omit<T, 'createdAt'> & Readonly<{createdAt: Timestamp | null}>;
export type Post = AsRead<PostDoc> & Readonly<{id: string; pending: boolean}>;
export type Answer = AsRead<AnswerDoc> & Readonly<{id: string; postId: string; pending: boolean}>;
export type Report = AsRead<ReportDoc> & Readonly<{id: string}>;

export type FeedView = 'newest' | 'top' | 'unanswered';
export const FEED_VIEWS: readonly FeedView[] = ['newest', 'top', 'unanswered'];
export const FEED_VIEW_LABELS: Readonly<Record<FeedView, string>> = {newest: 'Newest', top: 'Top', unanswered: 'Unanswered'};

export function isFeedView(value: string | null | undefined): value is FeedView {
  return (FEED_VIEWS as readonly string[]).includes(value ?? '');
}

/** Accepted answer first, then by score, then oldest first (the order readers expect on Q&A sites). */
export function sortAnswers(answers: readonly Answer[], acceptedAnswerId: string | null): Answer[] {
  return [...answers].sort(
    (a, b) =>
      Number(b.id === acceptedAnswerId) - Number(a.id === acceptedAnswerId) ||
      b.score - a.score ||
      millis(a.createdAt) - millis(b.createdAt),
  );
}

/** Milliseconds of a timestamp that may still be missing (a pending server timestamp). */
export function millis(time: Pick<Timestamp, 'toMillis'> | null | undefined): number {
  return time ? time.toMillis() : Date.now();
}

/* Reading untyped Firestore data: keep the UI safe from a document that is not what we expect. */

type Data = Readonly<Record<string, unknown>>;

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const time = (value: unknown): Timestamp | null =>
  value !== null && typeof value === 'object' && typeof (value as {toMillis?: unknown}).toMillis === 'function' ? (value as Timestamp) : null;

export function readPost(id: string, data: Data, pending: boolean): Post {
  return {
    id,
    pending,
    title: str(data.title, 'Untitled question'),
    body: str(data.body),
    tags: Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    authorId: str(data.authorId),
    createdAt: time(data.createdAt),
    editedAt: time(data.editedAt),
    score: num(data.score),
    answerCount: num(data.answerCount),
    acceptedAnswerId: strOrNull(data.acceptedAnswerId),
    lastAnswerId: strOrNull(data.lastAnswerId),
    hidden: data.hidden === true,
  };
}

export function readAnswer(postId: string, id: string, data: Data, pending: boolean): Answer {
  return {
    id,
    postId,
    pending,
    body: str(data.body),
    authorId: str(data.authorId),
    createdAt: time(data.createdAt),
    editedAt: time(data.editedAt),
    score: num(data.score),
    hidden: data.hidden === true,
  };
}

export function readVote(data: Data | undefined): VoteValue | 0 {
  return data?.value === 1 || data?.value === -1 ? data.value : 0;
}

export function readReport(id: string, data: Data): Report {
  const reason = str(data.reason) as ReportReason;
  return {
    id,
    reporterId: str(data.reporterId),
    postId: str(data.postId),
    answerId: strOrNull(data.answerId),
    reason: REPORT_REASONS.includes(reason) ? reason : 'other',
    note: str(data.note),
    createdAt: time(data.createdAt),
  };
}

export function readDisplayName(data: Data | undefined): string | null {
  const name = data?.displayName;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/** The URL of a question page (a query string, so static hosting needs no rewrites). */
export function questionUrl(postId: string, answerId?: string): string {
  return `/community/question?id=${encodeURIComponent(postId)}${answerId ? `#answer-${answerId}` : ''}`;
}
