// Generated bad documents: every kind of document the site writes starts from the exact valid
// document the UI sends (built with the model's own builders), which must be allowed, and is then
// broken one way at a time: each field removed, each field given each wrong type, unknown fields,
// every size limit overstepped, someone else's id, a client-chosen time, inflated counters, and the
// writes only an owner, an author or an admin may make. Every one must be denied.
//
// Speed: one test environment, one cached Firestore client per user, and one seeded state that is
// restored only after a write that succeeds (a denied write leaves nothing behind).
//
// rules-coverage: /posts/{postId} allowed create update; denied create update delete
// rules-coverage: /posts/{postId}/answers/{answerId} allowed create update; denied create update delete
// rules-coverage: /posts/{postId}/votes/{userId} allowed create; denied create
// rules-coverage: /posts/{postId}/answers/{answerId}/votes/{userId} allowed create; denied create
// rules-coverage: /reports/{reportId} allowed create; denied list create update
// rules-coverage: /users/{userId} allowed create update; denied create update delete
// rules-coverage: /users/{userId}/chats/{chatId} allowed create; denied get list create update delete
// rules-coverage: /users/{userId}/chats/{chatId}/messages/{messageId} allowed create update; denied list create update
// rules-coverage: /newsletter/{subscriptionId} allowed create; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  LIMITS,
  answerEdit,
  answerPath,
  namePath,
  newAnswer,
  newPost,
  newReport,
  newUser,
  newVote,
  postPath,
  questionEdit,
  reportPath,
  reportedPath,
  userPath,
  votePath,
  type Target,
} from '@site/src/features/community/model';
import {CHAT_LIMITS, messagesPath, newAnswer as newChatAnswer, newChat, newQuestion as newChatQuestion} from '@site/src/features/chat/model';
import {NEWSLETTER_COLLECTION} from '@site/src/features/newsletter/model';
import {ADMIN, ALICE, ANSWER_BODY, BOB, CAROL, QUESTION, dbOf, pacedBatch, pacedSet, profiles, retire, rulesTestEnvironment, seed, storedAnswer, storedPost} from './support';

type Data = Record<string, unknown>;
type Write = () => Promise<unknown>;

/** The kinds of document, in the order the summary line prints them. */
const KINDS = ['questions', 'answers', 'votes', 'reports', 'profiles', 'chats', 'chat messages', 'newsletter'] as const;
type Kind = (typeof KINDS)[number];
type BadCase = Readonly<{kind: Kind; name: string; attempt: Write}>;

let env: RulesTestEnvironment;
const clients = new Map<string, Firestore>();

/**
 * One client per user for the whole file (each context would otherwise start a new app); null is
 * signed out, ADMIN carries the admin claim. Called only when a case runs, after the environment.
 */
function as(uid: string | null): Firestore {
  const key = uid ?? '(signed out)';
  let db = clients.get(key);
  if (!db) {
    db = dbOf(uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid, {email: `${uid}@example.com`, admin: uid === ADMIN}));
    clients.set(key, db);
  }
  return db;
}

/** Newsletter entries live under random ids only their browser knows (firestore.rules). */
const ALICE_SUBSCRIPTION = 'AliceSubscription001';
const NEW_SUBSCRIPTION = 'NewSubscription00001';
const DAVE = 'dave'; // signed in, no profile yet: the one who creates a profile.
const EARLIER = Timestamp.fromDate(new Date('2026-11-01T10:00:00Z'));
/** A time the client picks instead of the server's request.time. */
const CLIENT_TIME = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
const CHAT_ANSWER = {
  text: 'A decorator factory returns a decorator.',
  citations: [{title: 'Decorators', url: '/docs/advanced/decorators'}],
  provider: 'docs' as const,
  status: 'complete' as const,
};
const QUESTION_TARGET: Target = {postId: 'q1', answerId: null};
const ANSWER_TARGET: Target = {postId: 'q1', answerId: 'a1'};

/**
 * The state every case starts from: Alice's question q1 with Bob's visible answer a1 (counted) and
 * Carol's hidden answer ah (not counted), Alice's hidden question qh, Alice's chat c1 with one
 * question and one answer, and Alice's newsletter subscription.
 */
const STATE: Readonly<Record<string, Data>> = {
  ...profiles,
  [postPath('q1')]: storedPost(ALICE, {answerCount: 1, lastAnswerId: 'a1'}),
  [answerPath('q1', 'a1')]: storedAnswer(BOB),
  [answerPath('q1', 'ah')]: storedAnswer(CAROL, {hidden: true}),
  [postPath('qh')]: storedPost(ALICE, {hidden: true}),
  'users/alice/chats/c1': newChat('Decorators with arguments', EARLIER),
  [`${messagesPath(ALICE, 'c1')}/m1`]: newChatQuestion('How do I write a decorator that takes arguments?', EARLIER),
  [`${messagesPath(ALICE, 'c1')}/m2`]: newChatAnswer(CHAT_ANSWER, EARLIER),
  [`${NEWSLETTER_COLLECTION}/${ALICE_SUBSCRIPTION}`]: {email: 'alice@example.com', subscribedAt: EARLIER},
};

async function resetState(): Promise<void> {
  await env.clearFirestore();
  await seed(env, STATE);
}

/* ------------------------------------------------------------------------------------------------
 * The generic mutations: applied to any valid document, given the types each field may hold.
 */

type ValueType = 'text' | 'number' | 'boolean' | 'null' | 'list' | 'map' | 'timestamp';
/** What each type looks like in a bad document. A timestamp here is always one the client chose. */
const WRONG_VALUES: Readonly<Record<ValueType, Readonly<{label: string; value: unknown}>>> = {
  text: {label: 'text', value: 'not the right kind of value'},
  number: {label: 'a number', value: 42},
  boolean: {label: 'true/false', value: true},
  null: {label: 'null', value: null},
  list: {label: 'a list', value: ['python']},
  map: {label: 'a map', value: {value: 1}},
  timestamp: {label: 'a client-chosen timestamp', value: CLIENT_TIME},
};
/** `server-time` marks a field that must be request.time: every value a client can send is wrong. */
type FieldTypes = Readonly<Record<string, readonly (ValueType | 'server-time')[]>>;

/** Unknown fields a client might try to slip in, admin and role flags first. */
const EXTRA_FIELDS: readonly Data[] = [{admin: true}, {role: 'admin'}, {pinned: true}];

function without(data: Data, field: string): Data {
  const copy = {...data};
  delete copy[field];
  return copy;
}

/** Removes each field, gives each field every type it may not hold, and adds unknown fields. */
function shapeCases(kind: Kind, noun: string, base: Data, types: FieldTypes, write: (data: Data) => Promise<unknown>): BadCase[] {
  const fields = Object.keys(types);
  // The declared types must name exactly the valid document's fields, or a field would go untested.
  if ([...fields].sort().join() !== Object.keys(base).sort().join()) throw new Error(`${noun}: the field types do not match the valid document`);
  const cases: BadCase[] = [];
  for (const field of fields) {
    cases.push({kind, name: `${noun} without its ${field} is refused`, attempt: () => write(without(base, field))});
    for (const type of Object.keys(WRONG_VALUES) as ValueType[]) {
      if (types[field].includes(type)) continue;
      const {label, value} = WRONG_VALUES[type];
      cases.push({kind, name: `${noun} whose ${field} is ${label} is refused`, attempt: () => write({...base, [field]: value})});
    }
  }
  for (const extra of EXTRA_FIELDS) {
    const [[key, value]] = Object.entries(extra);
    cases.push({kind, name: `${noun} with an extra field ${key}: ${JSON.stringify(value)} is refused`, attempt: () => write({...base, ...extra})});
  }
  return cases;
}

/** Cases that change some fields of the valid document. */
function changeCases(kind: Kind, noun: string, base: Data, changes: readonly (readonly [string, Data])[], write: (data: Data) => Promise<unknown>): BadCase[] {
  return changes.map(([what, change]) => ({kind, name: `${noun} with ${what} is refused`, attempt: () => write({...base, ...change})}));
}

/** Named writes, each a whole bad request. */
function writeCases(kind: Kind, cases: readonly (readonly [string, Write])[]): BadCase[] {
  return cases.map(([name, attempt]) => ({kind, name: `${name} is refused`, attempt}));
}

const TIME: FieldTypes[string] = ['server-time'];

/* ------------------------------------------------------------------------------------------------
 * Questions: posts/{postId}.
 */

const newQuestionDoc = (): Data => ({...newPost(QUESTION, ALICE, serverTimestamp())});
const askAs = (uid: string, postId = 'new-q') => (data: Data) => pacedSet(as(uid), uid, 'question', postPath(postId), data);
const editQ1 = (uid: string, change: Data) => () => updateDoc(doc(as(uid), postPath('q1')), change);
const edit = () => questionEdit(QUESTION, serverTimestamp());

const questionCases: BadCase[] = [
  ...shapeCases(
    'questions',
    'a question',
    newQuestionDoc(),
    {
      title: ['text'],
      body: ['text'],
      tags: ['list'],
      authorId: ['text'],
      createdAt: TIME,
      editedAt: ['null'],
      score: ['number'],
      answerCount: ['number'],
      acceptedAnswerId: ['null', 'text'],
      lastAnswerId: ['null', 'text'],
      hidden: ['boolean'],
    },
    askAs(ALICE),
  ),
  ...changeCases(
    'questions',
    'a question',
    newQuestionDoc(),
    [
      [`a ${LIMITS.titleMax + 1}-character title`, {title: 'x'.repeat(LIMITS.titleMax + 1)}],
      [`a ${LIMITS.titleMin - 1}-character title`, {title: 'x'.repeat(LIMITS.titleMin - 1)}],
      [`a ${LIMITS.bodyMax + 1}-character body`, {body: 'x'.repeat(LIMITS.bodyMax + 1)}],
      [`a ${LIMITS.bodyMin - 1}-character body`, {body: 'x'.repeat(LIMITS.bodyMin - 1)}],
      [`${LIMITS.tagsMax + 1} tags`, {tags: ['a', 'b', 'c', 'd', 'e', 'f']}],
      ['no tags', {tags: []}],
      [`a ${LIMITS.tagMax + 1}-character tag`, {tags: ['x'.repeat(LIMITS.tagMax + 1)]}],
      ['a tag that is a number', {tags: [42]}],
      ['a duplicated tag', {tags: ['lists', 'lists']}],
      ['another user as its author', {authorId: BOB}],
      ['a starting score of 1', {score: 1}],
      ['a starting score of 1000', {score: 1000}],
      ['a negative starting score', {score: -5}],
      ['a starting answer count', {answerCount: 3}],
      ['an accepted answer already set', {acceptedAnswerId: 'a1'}],
      ['a last answer already set', {lastAnswerId: 'a1'}],
      ['its hidden flag set', {hidden: true}],
      ['an edit stamp from the server', {editedAt: serverTimestamp()}],
    ],
    askAs(ALICE),
  ),
  ...writeCases('questions', [
    ['a question from a signed-out reader', () => setDoc(doc(as(null), postPath('new-q')), {...newQuestionDoc(), authorId: 'nobody'})],
    ['a question from a user without a profile', () => askAs(DAVE)({...newQuestionDoc(), authorId: DAVE})],
    ['an edit of someone else\'s question', editQ1(BOB, edit())],
    ['an edit stamped with a client-chosen time', editQ1(ALICE, {...edit(), editedAt: CLIENT_TIME})],
    ['an edit that is not stamped', editQ1(ALICE, {title: 'A title changed quietly here'})],
    ['an edit to a 151-character title', editQ1(ALICE, {...edit(), title: 'x'.repeat(LIMITS.titleMax + 1)})],
    ['an edit to a body over 20,000 characters', editQ1(ALICE, {...edit(), body: 'x'.repeat(LIMITS.bodyMax + 1)})],
    ['an edit to six tags', editQ1(ALICE, {...edit(), tags: ['a', 'b', 'c', 'd', 'e', 'f']})],
    ['an edit whose title is a number', editQ1(ALICE, {...edit(), title: 12345678901})],
    ['an edit that hands the question to another author', editQ1(ALICE, {...edit(), authorId: BOB})],
    ['an edit that rewrites the creation time', editQ1(ALICE, {...edit(), createdAt: serverTimestamp()})],
    ['an edit that adds an admin flag', editQ1(ALICE, {...edit(), admin: true})],
    ['an edit that adds a field the UI never writes', editQ1(ALICE, {...edit(), pinned: true})],
    ['an edit that also raises the score', editQ1(ALICE, {...edit(), score: 100})],
    ['a score raised without a vote', editQ1(BOB, {score: increment(1)})],
    ['a score set by the author', editQ1(ALICE, {score: 100})],
    ['a score lowered without a vote', editQ1(CAROL, {score: increment(-1)})],
    [
      'one upvote that moves the score by two',
      () => {
        const db = as(BOB);
        const batch = writeBatch(db);
        batch.set(doc(db, votePath(QUESTION_TARGET, BOB)), newVote(1, serverTimestamp()));
        batch.update(doc(db, postPath('q1')), {score: increment(2)});
        return batch.commit();
      },
    ],
    ['an answer count raised without an answer', editQ1(BOB, {answerCount: increment(1)})],
    ['an answer count raised naming an answer that already counts', editQ1(BOB, {answerCount: increment(1), lastAnswerId: 'a1'})],
    ['an answer count raised naming an answer that does not exist', editQ1(BOB, {answerCount: increment(1), lastAnswerId: 'made-up'})],
    ['an answer count lowered while the answer stays', editQ1(BOB, {answerCount: increment(-1), lastAnswerId: 'a1'})],
    ['an answer count set by the author', editQ1(ALICE, {answerCount: 0})],
    ['accepting an answer on someone else\'s question', editQ1(BOB, {acceptedAnswerId: 'a1'})],
    ['accepting an answer on someone else\'s question as a third reader', editQ1(CAROL, {acceptedAnswerId: 'a1'})],
    ['accepting an answer on someone else\'s question as an admin', editQ1(ADMIN, {acceptedAnswerId: 'a1'})],
    ['accepting an answer that does not exist', editQ1(ALICE, {acceptedAnswerId: 'no-such-answer'})],
    ['accepting a hidden answer', editQ1(ALICE, {acceptedAnswerId: 'ah'})],
    ['accepting an answer given as a number', editQ1(ALICE, {acceptedAnswerId: 1})],
    ['accepting an answer together with a score change', editQ1(ALICE, {acceptedAnswerId: 'a1', score: 10})],
    ['the author hiding their own question', editQ1(ALICE, {hidden: true})],
    ['another reader hiding a question', editQ1(BOB, {hidden: true})],
    ['the author unhiding their hidden question', () => updateDoc(doc(as(ALICE), postPath('qh')), {hidden: false})],
    ['an admin\'s moderation that also changes the title', editQ1(ADMIN, {hidden: true, title: 'Moderated title here'})],
    ['an admin\'s moderation with a hidden flag that is text', editQ1(ADMIN, {hidden: 'yes'})],
    ['deleting someone else\'s question', () => deleteDoc(doc(as(BOB), postPath('q1')))],
    ['deleting a question while signed out', () => deleteDoc(doc(as(null), postPath('q1')))],
    ['the author deleting a question that has answers', () => deleteDoc(doc(as(ALICE), postPath('q1')))],
  ]),
];

/* ------------------------------------------------------------------------------------------------
 * Answers: posts/{postId}/answers/{answerId}, written with the question's counter in one batch.
 */

const newAnswerDoc = (uid = CAROL): Data => ({...newAnswer(ANSWER_BODY, uid, serverTimestamp())});
function answerAs(uid: string | null, postChange: Data = {answerCount: increment(1), lastAnswerId: 'new-a'}, postId = 'q1') {
  return (data: Data) => {
    const db = as(uid);
    const batch = pacedBatch(db, uid ?? 'nobody', 'answer', `${postId}/new-a`);
    batch.set(doc(db, answerPath(postId, 'new-a')), data);
    if (Object.keys(postChange).length > 0) batch.update(doc(db, postPath(postId)), postChange);
    return batch.commit();
  };
}
const editA1 = (uid: string | null, change: Data) => () => updateDoc(doc(as(uid), answerPath('q1', 'a1')), change);
function removeA1(uid: string | null, postChange: Data) {
  return () => {
    const db = as(uid);
    const batch = retire(db, writeBatch(db), 'q1', 'a1');
    batch.delete(doc(db, answerPath('q1', 'a1')));
    if (Object.keys(postChange).length > 0) batch.update(doc(db, postPath('q1')), postChange);
    return batch.commit();
  };
}

const answerCases: BadCase[] = [
  ...shapeCases(
    'answers',
    'an answer',
    newAnswerDoc(),
    {body: ['text'], authorId: ['text'], createdAt: TIME, editedAt: ['null'], score: ['number'], hidden: ['boolean']},
    answerAs(CAROL),
  ),
  ...changeCases(
    'answers',
    'an answer',
    newAnswerDoc(),
    [
      [`a ${LIMITS.bodyMax + 1}-character body`, {body: 'y'.repeat(LIMITS.bodyMax + 1)}],
      [`a ${LIMITS.bodyMin - 1}-character body`, {body: 'y'.repeat(LIMITS.bodyMin - 1)}],
      ['a body of blanks', {body: ' '.repeat(40)}],
      ['another user as its author', {authorId: BOB}],
      ['a starting score of 1', {score: 1}],
      ['a starting score of 1000', {score: 1000}],
      ['its hidden flag set', {hidden: true}],
      ['an edit stamp from the server', {editedAt: serverTimestamp()}],
    ],
    answerAs(CAROL),
  ),
  ...writeCases('answers', [
    ['an answer from a signed-out reader', () => answerAs(null)(newAnswerDoc('nobody'))],
    ['an answer from a user without a profile', () => answerAs(DAVE)(newAnswerDoc(DAVE))],
    ['an answer that leaves the answer count alone', () => answerAs(CAROL, {})(newAnswerDoc())],
    ['an answer that raises the answer count by two', () => answerAs(CAROL, {answerCount: increment(2), lastAnswerId: 'new-a'})(newAnswerDoc())],
    ['an answer that raises the answer count by ten', () => answerAs(CAROL, {answerCount: 11, lastAnswerId: 'new-a'})(newAnswerDoc())],
    ['an answer whose count change names another answer', () => answerAs(CAROL, {answerCount: increment(1), lastAnswerId: 'a1'})(newAnswerDoc())],
    ['an answer that also accepts itself', () => answerAs(CAROL, {answerCount: increment(1), lastAnswerId: 'new-a', acceptedAnswerId: 'new-a'})(newAnswerDoc())],
    ['an answer that also raises the question\'s score', () => answerAs(CAROL, {answerCount: increment(1), lastAnswerId: 'new-a', score: increment(1)})(newAnswerDoc())],
    ['an answer to a hidden question', () => answerAs(CAROL, {answerCount: increment(1), lastAnswerId: 'new-a'}, 'qh')(newAnswerDoc())],
    ['an edit of someone else\'s answer', editA1(ALICE, answerEdit(`${ANSWER_BODY} Alice's words.`, serverTimestamp()))],
    ['an admin rewriting someone\'s answer', editA1(ADMIN, answerEdit(`${ANSWER_BODY} Moderated.`, serverTimestamp()))],
    ['an answer edit stamped with a client-chosen time', editA1(BOB, answerEdit(`${ANSWER_BODY} Edited.`, CLIENT_TIME))],
    ['an answer edit that is not stamped', editA1(BOB, {body: `${ANSWER_BODY} Edited quietly.`})],
    ['an answer edit to a body over 20,000 characters', editA1(BOB, answerEdit('y'.repeat(LIMITS.bodyMax + 1), serverTimestamp()))],
    ['an answer edit whose body is a number', editA1(BOB, {body: 42, editedAt: serverTimestamp()})],
    ['an answer edit that also raises the score', editA1(BOB, {...answerEdit(ANSWER_BODY, serverTimestamp()), score: 99})],
    ['an answer edit that hands it to another author', editA1(BOB, {...answerEdit(ANSWER_BODY, serverTimestamp()), authorId: CAROL})],
    ['an answer edit that adds an admin flag', editA1(BOB, {...answerEdit(ANSWER_BODY, serverTimestamp()), admin: true})],
    ['an answer score set by its author', editA1(BOB, {score: 99})],
    ['an answer score raised without a vote', editA1(CAROL, {score: increment(1)})],
    ['the author hiding their own answer', editA1(BOB, {hidden: true})],
    ['the question\'s author hiding an answer', editA1(ALICE, {hidden: true})],
    ['an admin hiding an answer without lowering the count', editA1(ADMIN, {hidden: true})],
    ['deleting an answer without lowering the count', removeA1(BOB, {})],
    ['deleting an answer and lowering the count by two', removeA1(BOB, {answerCount: increment(-2), lastAnswerId: 'a1'})],
    ['deleting someone else\'s answer', removeA1(ALICE, {answerCount: increment(-1), lastAnswerId: 'a1'})],
    ['deleting an answer while signed out', removeA1(null, {answerCount: increment(-1), lastAnswerId: 'a1'})],
  ]),
];

/* ------------------------------------------------------------------------------------------------
 * Votes: posts/{postId}/votes/{uid} and posts/{postId}/answers/{answerId}/votes/{uid}, written with
 * the target's score in one batch.
 */

function voteAs(uid: string | null, target: Target, scoreChange: unknown = increment(1), voter = uid ?? 'nobody') {
  return (data: Data) => {
    const db = as(uid);
    const batch = writeBatch(db);
    batch.set(doc(db, votePath(target, voter)), data);
    batch.update(doc(db, target.answerId === null ? postPath(target.postId) : answerPath(target.postId, target.answerId)), {score: scoreChange});
    return batch.commit();
  };
}
const newVoteDoc = (): Data => ({...newVote(1, serverTimestamp())});

function voteCasesOn(noun: string, target: Target, voter: string, author: string): BadCase[] {
  return [
    ...shapeCases('votes', noun, newVoteDoc(), {value: ['number'], votedAt: TIME}, voteAs(voter, target)),
    ...changeCases(
      'votes',
      noun,
      newVoteDoc(),
      [
        ['a value of 2 and the score raised by 2', {value: 2}],
        ['a value of 100 and the score raised by 100', {value: 100}],
        ['a value of 0', {value: 0}],
        ['a value of -2', {value: -2}],
      ],
      (data) => voteAs(voter, target, increment(data.value as number))(data),
    ),
    ...writeCases('votes', [
      [`${noun} that raises the score by two`, () => voteAs(voter, target, increment(2))(newVoteDoc())],
      [`${noun} that sets the score to 1000`, () => voteAs(voter, target, 1000)(newVoteDoc())],
      [`${noun} that leaves the score alone`, () => voteAs(voter, target, increment(0))(newVoteDoc())],
      [`${noun} without the score change`, () => setDoc(doc(as(voter), votePath(target, voter)), newVoteDoc())],
      [`${noun} cast in another user's name`, () => voteAs(voter, target, increment(1), DAVE)(newVoteDoc())],
      [`${noun} on one's own post`, () => voteAs(author, target)(newVoteDoc())],
      [`${noun} from a signed-out reader`, () => voteAs(null, target)(newVoteDoc())],
      [`${noun} on hidden content`, () => voteAs(voter, target.answerId === null ? {postId: 'qh', answerId: null} : {postId: 'q1', answerId: 'ah'})(newVoteDoc())],
    ]),
  ];
}

const voteCases: BadCase[] = [...voteCasesOn('a vote on a question', QUESTION_TARGET, BOB, ALICE), ...voteCasesOn('a vote on an answer', ANSWER_TARGET, CAROL, BOB)];

/* ------------------------------------------------------------------------------------------------
 * Reports: reports/{reporter_post_answer|question}.
 */

const newReportDoc = (uid = CAROL, target = QUESTION_TARGET): Data => ({...newReport(uid, target, 'spam', 'Links to a casino.', serverTimestamp())});
const reportAs = (uid: string | null, target = QUESTION_TARGET, id = reportPath(uid ?? 'nobody', target)) => (data: Data) => {
  const db = as(uid);
  const batch = pacedBatch(db, uid ?? 'nobody', 'report', id.split('/')[1]);
  batch.set(doc(db, id), data);
  batch.set(doc(db, reportedPath(uid ?? 'nobody', target)), {reportedAt: serverTimestamp()});
  return batch.commit();
};

const reportCases: BadCase[] = [
  ...shapeCases(
    'reports',
    'a report',
    newReportDoc(),
    {reporterId: ['text'], postId: ['text'], answerId: ['null', 'text'], reason: ['text'], note: ['text'], createdAt: TIME},
    reportAs(CAROL),
  ),
  ...changeCases(
    'reports',
    'a report',
    newReportDoc(),
    [
      [`a ${LIMITS.reportNoteMax + 1}-character note`, {note: 'z'.repeat(LIMITS.reportNoteMax + 1)}],
      ['an unknown reason', {reason: 'boring'}],
      ['another user as its reporter', {reporterId: BOB}],
      ['an answer id its own id does not name', {answerId: 'a1'}],
      ['another question than its id names', {postId: 'qh'}],
    ],
    reportAs(CAROL),
  ),
  ...writeCases('reports', [
    ['a report filed under an id of the client\'s choosing', () => reportAs(CAROL, QUESTION_TARGET, 'reports/any-id')(newReportDoc())],
    ['a report filed in another user\'s name', () => reportAs(CAROL, QUESTION_TARGET, reportPath(BOB, QUESTION_TARGET))(newReportDoc(BOB))],
    ['a report of one\'s own question', () => reportAs(ALICE)(newReportDoc(ALICE))],
    ['a report of one\'s own answer', () => reportAs(BOB, ANSWER_TARGET)(newReportDoc(BOB, ANSWER_TARGET))],
    ['a report of an answer that does not exist', () => reportAs(CAROL, {postId: 'q1', answerId: 'missing'})(newReportDoc(CAROL, {postId: 'q1', answerId: 'missing'}))],
    ['a report from a signed-out reader', () => reportAs(null)(newReportDoc('nobody'))],
    ['a reporter changing their report', () => updateDoc(doc(as(CAROL), reportPath(CAROL, QUESTION_TARGET)), {reason: 'offensive'})],
    ['a reporter reading the report queue', () => getDocs(collection(as(CAROL), 'reports'))],
  ]),
];

/* ------------------------------------------------------------------------------------------------
 * Profiles: users/{uid}, and the admin flags a user might try to give themselves.
 */

const newProfileDoc = (): Data => ({...newUser('dave', serverTimestamp())});
/** A usable claim id for whatever name a case tries (a blank one cannot be an id). */
const claimFor = (name: unknown, fallback: string) => (typeof name === 'string' && name.trim() !== '' && !name.includes('/') ? name : fallback);
const profileAs = (uid: string, target = uid) => (data: Data) => {
  const db = as(uid);
  const batch = writeBatch(db);
  batch.set(doc(db, userPath(target)), data);
  batch.set(doc(db, namePath(claimFor(data.displayName, 'dave'))), {uid});
  return batch.commit();
};
const renameAlice = (change: Data, uid = ALICE) => () => {
  const db = as(uid);
  const batch = pacedBatch(db, uid, 'rename');
  batch.update(doc(db, userPath(ALICE)), change);
  const to = claimFor(change.displayName, 'alice');
  if (namePath(to) !== namePath('alice')) {
    batch.delete(doc(db, namePath('alice')));
    batch.set(doc(db, namePath(to)), {uid});
  }
  return batch.commit();
};

const profileCases: BadCase[] = [
  ...shapeCases('profiles', 'a profile', newProfileDoc(), {displayName: ['text'], createdAt: TIME}, profileAs(DAVE)),
  ...changeCases(
    'profiles',
    'a profile',
    newProfileDoc(),
    [
      [`a ${LIMITS.displayNameMax + 1}-character name`, {displayName: 'n'.repeat(LIMITS.displayNameMax + 1)}],
      ['an empty name', {displayName: ''}],
      ['a name of blanks', {displayName: '   '}],
      ['the name "Deleted user"', {displayName: 'Deleted user'}],
      ['an isAdmin flag', {isAdmin: true}],
      ['a moderator flag', {moderator: true}],
      ['a roles list', {roles: ['admin']}],
    ],
    profileAs(DAVE),
  ),
  ...writeCases('profiles', [
    ['a profile created for another user', () => profileAs(DAVE, 'erin')(newProfileDoc())],
    ['a profile created while signed out', () => setDoc(doc(as(null), userPath('nobody')), newProfileDoc())],
    ['a rename of someone else\'s profile', renameAlice({displayName: 'bob was here'}, BOB)],
    ['a rename to a 41-character name', renameAlice({displayName: 'n'.repeat(LIMITS.displayNameMax + 1)})],
    ['a rename to a number', renameAlice({displayName: 42})],
    ['a rename to "deleted user"', renameAlice({displayName: 'deleted user'})],
    ['a profile update that sets an admin flag', renameAlice({admin: true})],
    ['a profile update that sets a role', renameAlice({role: 'admin'})],
    ['a rename that also sets an admin flag', renameAlice({displayName: 'Alice L.', admin: true})],
    ['a profile update that rewrites the creation time', renameAlice({createdAt: serverTimestamp()})],
    ['a profile overwrite that drops the creation time', () => setDoc(doc(as(ALICE), userPath(ALICE)), {displayName: 'Alice L.'})],
    ['deleting someone else\'s profile', () => deleteDoc(doc(as(BOB), userPath(ALICE)))],
    ['a user writing themselves into an admins collection', () => setDoc(doc(as(ALICE), 'admins/alice'), {admin: true})],
    ['a user writing a roles document', () => setDoc(doc(as(ALICE), 'roles/alice'), {role: 'admin'})],
    ['a user writing a site config document', () => setDoc(doc(as(ALICE), 'config/admins'), {uids: [ALICE]})],
  ]),
];

/* ------------------------------------------------------------------------------------------------
 * My Chats: users/{uid}/chats/{chatId} and its messages.
 */

const newChatDoc = (): Data => ({...newChat('How do I write a decorator?', serverTimestamp())});
const chatAs = (uid: string | null, owner = uid ?? 'nobody', chatId = 'new-c') => (data: Data) => setDoc(doc(as(uid), `users/${owner}/chats/${chatId}`), data);
const messageAs = (uid: string | null, owner = ALICE, chatId = 'c1', messageId = 'new-m') => (data: Data) =>
  setDoc(doc(as(uid), `${messagesPath(owner, chatId)}/${messageId}`), data);
const newChatQuestionDoc = (): Data => ({...newChatQuestion('How do I write a decorator that takes arguments?', serverTimestamp())});
const newChatAnswerDoc = (): Data => ({...newChatAnswer(CHAT_ANSWER, serverTimestamp())});
const citation = CHAT_ANSWER.citations[0];

const chatCases: BadCase[] = [
  ...shapeCases('chats', 'a chat', newChatDoc(), {title: ['text'], createdAt: TIME, updatedAt: TIME}, chatAs(ALICE)),
  ...changeCases(
    'chats',
    'a chat',
    newChatDoc(),
    [
      [`a ${CHAT_LIMITS.titleLength + 1}-character title`, {title: 't'.repeat(CHAT_LIMITS.titleLength + 1)}],
      ['an empty title', {title: ''}],
      ['a title of blanks', {title: '   '}],
      ['a shared flag', {shared: true}],
      ['an owner field naming another user', {ownerId: BOB}],
    ],
    chatAs(ALICE),
  ),
  ...writeCases('chats', [
    ['a chat written into another user\'s chats', () => chatAs(BOB, ALICE)(newChatDoc())],
    ['a chat written into another user\'s chats while signed out', () => chatAs(null, ALICE)(newChatDoc())],
    ['renaming another user\'s chat', () => updateDoc(doc(as(BOB), 'users/alice/chats/c1'), {title: 'Mine now'})],
    ['reading another user\'s chat list', () => getDocs(collection(as(BOB), 'users/alice/chats'))],
    ['reading another user\'s chat', () => getDoc(doc(as(BOB), 'users/alice/chats/c1'))],
    ['deleting another user\'s chat', () => deleteDoc(doc(as(BOB), 'users/alice/chats/c1'))],
    ['a rename that rewrites when the chat was created', () => updateDoc(doc(as(ALICE), 'users/alice/chats/c1'), {createdAt: serverTimestamp()})],
    ['a rename that back-dates the last activity', () => updateDoc(doc(as(ALICE), 'users/alice/chats/c1'), {updatedAt: CLIENT_TIME})],
    ['a rename to a 121-character title', () => updateDoc(doc(as(ALICE), 'users/alice/chats/c1'), {title: 't'.repeat(CHAT_LIMITS.titleLength + 1)})],
    ['a rename to a title of blanks', () => updateDoc(doc(as(ALICE), 'users/alice/chats/c1'), {title: '   '})],
    ['a rename that adds a shared flag', () => updateDoc(doc(as(ALICE), 'users/alice/chats/c1'), {shared: true})],
  ]),
];

const messageCases: BadCase[] = [
  ...shapeCases('chat messages', 'a chat question', newChatQuestionDoc(), {role: ['text'], text: ['text'], createdAt: TIME}, messageAs(ALICE)),
  ...changeCases(
    'chat messages',
    'a chat question',
    newChatQuestionDoc(),
    [
      [`a ${CHAT_LIMITS.questionLength + 1}-character text`, {text: 'q'.repeat(CHAT_LIMITS.questionLength + 1)}],
      ['an empty text', {text: ''}],
      ['a text of blanks', {text: ' \n '}],
      ['the role "system"', {role: 'system'}],
      ['the role "assistant"', {role: 'assistant'}],
      ['feedback on itself', {feedback: 'up'}],
    ],
    messageAs(ALICE),
  ),
  ...shapeCases(
    'chat messages',
    'a chat answer',
    newChatAnswerDoc(),
    {role: ['text'], text: ['text'], citations: ['list'], provider: ['text'], status: ['text'], feedback: ['null'], createdAt: TIME},
    messageAs(ALICE),
  ),
  ...changeCases(
    'chat messages',
    'a chat answer',
    newChatAnswerDoc(),
    [
      [`a ${CHAT_LIMITS.answerLength + 1}-character text`, {text: 'a'.repeat(CHAT_LIMITS.answerLength + 1)}],
      [`${CHAT_LIMITS.citations + 1} citations`, {citations: Array(CHAT_LIMITS.citations + 1).fill(citation)}],
      [`a ${CHAT_LIMITS.citationTitleLength + 1}-character citation title`, {citations: [{...citation, title: 'c'.repeat(CHAT_LIMITS.citationTitleLength + 1)}]}],
      [`a ${CHAT_LIMITS.citationUrlLength + 1}-character citation link`, {citations: [{...citation, url: `/${'u'.repeat(CHAT_LIMITS.citationUrlLength)}`}]}],
      ['an empty citation title', {citations: [{...citation, title: ''}]}],
      ['a citation to another site', {citations: [{title: 'Elsewhere', url: 'https://evil.example/'}]}],
      ['a protocol-relative citation', {citations: [{title: 'Elsewhere', url: '//evil.example/'}]}],
      ['a javascript: citation', {citations: [{title: 'Script', url: 'javascript:alert(1)'}]}],
      ['a citation without a link', {citations: [{title: 'No link'}]}],
      ['a citation with an extra field', {citations: [{...citation, trusted: true}]}],
      ['a citation that is text', {citations: ['/docs/advanced/decorators']}],
      ['a citation link that is a number', {citations: [{title: 'Number', url: 42}]}],
      ['a fifth citation that is off-site', {citations: [citation, citation, citation, citation, {title: 'Elsewhere', url: 'https://evil.example/'}]}],
      ['an unknown provider', {provider: 'someone-else'}],
      ['an unknown status', {status: 'thinking'}],
      ['feedback already given', {feedback: 'up'}],
      ['the role "user"', {role: 'user'}],
    ],
    messageAs(ALICE),
  ),
  ...writeCases('chat messages', [
    ['a question written into another user\'s chat', () => messageAs(BOB)(newChatQuestionDoc())],
    ['an answer written into another user\'s chat', () => messageAs(BOB)(newChatAnswerDoc())],
    ['a question written into another user\'s chat while signed out', () => messageAs(null)(newChatQuestionDoc())],
    ['a question written into a chat that does not exist', () => messageAs(ALICE, ALICE, 'no-such-chat')(newChatQuestionDoc())],
    ['reading another user\'s messages', () => getDocs(collection(as(BOB), messagesPath(ALICE, 'c1')))],
    ['rating an answer in another user\'s chat', () => updateDoc(doc(as(BOB), `${messagesPath(ALICE, 'c1')}/m2`), {feedback: 'down'})],
    ['rewriting a question after the fact', () => updateDoc(doc(as(ALICE), `${messagesPath(ALICE, 'c1')}/m1`), {text: 'A different question'})],
    ['rewriting an answer after the fact', () => updateDoc(doc(as(ALICE), `${messagesPath(ALICE, 'c1')}/m2`), {text: 'A different answer'})],
    ['feedback on a question', () => updateDoc(doc(as(ALICE), `${messagesPath(ALICE, 'c1')}/m1`), {feedback: 'up'})],
    ['an unknown feedback value', () => updateDoc(doc(as(ALICE), `${messagesPath(ALICE, 'c1')}/m2`), {feedback: 'love'})],
    ['feedback that also adds citations', () => updateDoc(doc(as(ALICE), `${messagesPath(ALICE, 'c1')}/m2`), {feedback: 'up', citations: [{title: 'Elsewhere', url: 'https://evil.example/'}]})],
  ]),
];

/* ------------------------------------------------------------------------------------------------
 * Newsletter: newsletter/{email}, write-only.
 */

const SUBSCRIBER = 'new@example.com';
const newSubscriptionDoc = (): Data => ({email: SUBSCRIBER, subscribedAt: serverTimestamp()});
const subscribe = (id = NEW_SUBSCRIPTION, uid: string | null = null) => (data: Data) => setDoc(doc(as(uid), NEWSLETTER_COLLECTION, id), data);
const longAddress = `${'l'.repeat(250)}@example.com`;

const newsletterCases: BadCase[] = [
  ...shapeCases('newsletter', 'a subscription', newSubscriptionDoc(), {email: ['text'], subscribedAt: TIME}, subscribe()),
  ...writeCases('newsletter', [
    ['a subscription whose address is over 254 characters', () => subscribe()({...newSubscriptionDoc(), email: longAddress})],
    ['a subscription filed under its address (a guessable id)', () => subscribe(SUBSCRIBER)(newSubscriptionDoc())],
    ['a subscription with an upper-case address', () => subscribe()({...newSubscriptionDoc(), email: 'New@example.com'})],
    ['a subscription whose address has no domain dot', () => subscribe()({...newSubscriptionDoc(), email: 'new@localhost'})],
    ['a re-subscription that changes the address', () => subscribe(ALICE_SUBSCRIPTION)({...newSubscriptionDoc(), email: 'eve@example.com'})],
    ['a re-subscription that back-dates the record', () => subscribe(ALICE_SUBSCRIPTION, ALICE)({email: 'alice@example.com', subscribedAt: CLIENT_TIME})],
    ['a re-subscription that adds a field', () => subscribe(ALICE_SUBSCRIPTION, ALICE)({email: 'alice@example.com', subscribedAt: serverTimestamp(), admin: true})],
    ['a signed-in user listing the newsletter', () => getDocs(collection(as(BOB), NEWSLETTER_COLLECTION))],
    ['a signed-out reader listing the newsletter', () => getDocs(collection(as(null), NEWSLETTER_COLLECTION))],
    ['an admin listing the newsletter from a client', () => getDocs(collection(as(ADMIN), NEWSLETTER_COLLECTION))],
    ['a signed-in user reading someone\'s subscription', () => getDoc(doc(as(BOB), NEWSLETTER_COLLECTION, ALICE_SUBSCRIPTION))],
    ['a subscriber reading their own subscription', () => getDoc(doc(as(ALICE), NEWSLETTER_COLLECTION, ALICE_SUBSCRIPTION))],
    ['a user unsubscribing someone else', () => deleteDoc(doc(as(BOB), NEWSLETTER_COLLECTION, ALICE_SUBSCRIPTION))],
    ['a signed-out reader unsubscribing someone', () => deleteDoc(doc(as(null), NEWSLETTER_COLLECTION, ALICE_SUBSCRIPTION))],
  ]),
];

/* ------------------------------------------------------------------------------------------------
 * The suite.
 */

/** Each kind's valid document, written the way the UI writes it: it must be allowed. */
const VALID: readonly (readonly [string, Write])[] = [
  ['a question', () => askAs(ALICE)(newQuestionDoc())],
  ['an answer with its count', () => answerAs(CAROL)(newAnswerDoc())],
  ['a vote on a question with its score', () => voteAs(BOB, QUESTION_TARGET)(newVoteDoc())],
  ['a vote on an answer with its score', () => voteAs(CAROL, ANSWER_TARGET)(newVoteDoc())],
  ['a report', () => reportAs(CAROL)(newReportDoc())],
  ['a profile', () => profileAs(DAVE)(newProfileDoc())],
  ['a rename of one\'s own profile', renameAlice({displayName: 'Alice L.'})],
  ['a question\'s edit by its author', editQ1(ALICE, edit())],
  ['an answer\'s edit by its author', editA1(BOB, answerEdit(`${ANSWER_BODY} Edited.`, serverTimestamp()))],
  ['the author accepting an answer', editQ1(ALICE, {acceptedAnswerId: 'a1'})],
  ['a chat', () => chatAs(ALICE)(newChatDoc())],
  ['a chat question', () => messageAs(ALICE)(newChatQuestionDoc())],
  ['a chat answer', () => messageAs(ALICE)(newChatAnswerDoc())],
  ['rating an answer in one\'s own chat', () => updateDoc(doc(as(ALICE), `${messagesPath(ALICE, 'c1')}/m2`), {feedback: 'up'})],
  ['a subscription', () => subscribe()(newSubscriptionDoc())],
];

const ALL_CASES: readonly BadCase[] = [
  ...questionCases,
  ...answerCases,
  ...voteCases,
  ...reportCases,
  ...profileCases,
  ...chatCases,
  ...messageCases,
  ...newsletterCases,
];
const denied = new Map<Kind, number>(KINDS.map((kind) => [kind, 0]));

beforeAll(async () => {
  env = await rulesTestEnvironment();
  await resetState();
});
afterAll(async () => {
  const total = [...denied.values()].reduce((sum, count) => sum + count, 0);
  const perKind = KINDS.map((kind) => `${kind} ${denied.get(kind)}`).join(', ');
  console.log(`generated bad documents: ${total} of ${ALL_CASES.length} denied (${perKind})`);
  await env.cleanup();
});

describe('each valid document is allowed, so a denial below means something', () => {
  // Each write succeeds from the seeded state; the state is put back after it.
  test.each(VALID)('%s is allowed', async (_what, write) => {
    await assertSucceeds(write());
    await resetState();
  });
});

describe('generated bad documents', () => {
  test('at least 200 distinct cases were generated', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ALL_CASES.map(({name}) => name)).size).toBe(ALL_CASES.length);
  });

  // A denied write changes nothing, so the cases of a kind run a few at a time against one state
  // (Jest starts each describe's concurrent group only after the tests before it have finished).
  describe.each(KINDS)('%s', (kind) => {
    test.concurrent.each(ALL_CASES.filter((badCase) => badCase.kind === kind).map((badCase) => [badCase.name, badCase] as const))('%s', async (_name, badCase) => {
      await assertFails(badCase.attempt());
      denied.set(kind, (denied.get(kind) ?? 0) + 1);
    });
  });
});
