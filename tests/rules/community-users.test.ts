// users/{uid} profiles, and what deleting an account may remove: the user's chats and their
// newsletter subscription (the newsletter's own rules are tested here too).
// rules-coverage: /users/{userId} allowed get create update delete; denied list create update delete
// rules-coverage: /names/{nameKey} allowed get create delete; denied get list create update delete
// rules-coverage: /users/{userId}/chats/{path=**} allowed get list delete; denied get list create update delete
// rules-coverage: /newsletter/{subscriptionId} allowed create list delete; denied get list delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc} from 'firebase/firestore';
import {namePath, userPath} from '@site/src/features/community/model';
import {ALICE, BOB, anonymous, createProfileAs, dbOf, pacedBatch, profiles, renameAs, seed, signedIn, rulesTestEnvironment} from './support';
import {query, where, writeBatch} from 'firebase/firestore';

const SUBSCRIPTION = 'AbCdEfGhIjKlMnOpQrSt';
/** Alice signed in with an address the Auth server has verified (a token claim only it sets). */
const verifiedAlice = () => dbOf(env.authenticatedContext(ALICE, {email: 'alice@example.com', email_verified: true}));

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

describe('users: allowed', () => {
  test('anyone reads a display name by the author\'s id; signed-in readers see who holds a name', async () => {
    await seed(env, profiles);
    await assertSucceeds(getDoc(doc(anonymous(env), userPath(ALICE))));
    await assertSucceeds(getDoc(doc(signedIn(env, BOB), namePath('alice'))));
  });

  test('a profile made before names were claimed renames itself without a claim to give up (the app skips the delete)', async () => {
    const legacy = Object.fromEntries(Object.entries(profiles).filter(([path]) => !path.startsWith('names/')));
    await seed(env, legacy);
    const db = signedIn(env, ALICE);
    await assertFails(renameAs(db, ALICE, 'alice', 'Alice L.'));
    const batch = pacedBatch(db, ALICE, 'rename');
    batch.update(doc(db, userPath(ALICE)), {displayName: 'Alice L.'});
    batch.set(doc(db, namePath('Alice L.')), {uid: ALICE});
    await assertSucceeds(batch.commit());
  });

  test('a user creates their profile with its name claim, renames themselves and deletes the profile', async () => {
    const db = signedIn(env, ALICE);
    await assertSucceeds(createProfileAs(db, ALICE, 'alice').commit());
    await assertSucceeds(renameAs(db, ALICE, 'alice', 'Alice L.'));
    const batch = writeBatch(db);
    batch.delete(doc(db, userPath(ALICE)));
    batch.delete(doc(db, namePath('Alice L.')));
    await assertSucceeds(batch.commit());
  });

  test('a user lists and deletes their own chats and messages', async () => {
    await seed(env, {'users/alice/chats/c1': {title: 'Generators'}, 'users/alice/chats/c1/messages/m1': {text: 'hi'}});
    const db = signedIn(env, ALICE);
    await assertSucceeds(getDocs(collection(db, 'users/alice/chats')));
    await assertSucceeds(getDoc(doc(db, 'users/alice/chats/c1/messages/m1')));
    await assertSucceeds(deleteDoc(doc(db, 'users/alice/chats/c1/messages/m1')));
    await assertSucceeds(deleteDoc(doc(db, 'users/alice/chats/c1')));
  });

  test('a reader with a verified address finds and removes their own newsletter entries', async () => {
    await seed(env, {[`newsletter/${SUBSCRIPTION}`]: {email: 'alice@example.com', subscribedAt: Timestamp.now()}});
    const db = verifiedAlice();
    await assertSucceeds(getDocs(query(collection(db, 'newsletter'), where('email', '==', 'alice@example.com'))));
    await assertSucceeds(deleteDoc(doc(db, `newsletter/${SUBSCRIPTION}`)));
  });

  test('anyone subscribes to the newsletter', async () => {
    await assertSucceeds(setDoc(doc(anonymous(env), `newsletter/${SUBSCRIPTION}`), {email: 'new@example.com', subscribedAt: serverTimestamp()}));
  });
});

describe('users: denied', () => {
  test('nobody creates or edits another user\'s profile', async () => {
    await seed(env, profiles);
    const db = signedIn(env, BOB);
    await assertFails(createProfileAs(db, 'carol-new', 'carol2').commit());
    await assertFails(renameAs(db, BOB, 'alice', 'bob was here'));
    await assertFails(deleteDoc(doc(db, userPath(ALICE))));
    await assertFails(createProfileAs(anonymous(env), 'x', 'x').commit());
    await assertFails(getDocs(collection(anonymous(env), 'users')));
    await assertFails(getDocs(collection(db, 'names')));
    await assertFails(getDoc(doc(anonymous(env), namePath('alice'))));
  });

  test.each([
    ['an empty name', {displayName: '   '}],
    ['a 41-character name', {displayName: 'n'.repeat(41)}],
    ['the name "Deleted user"', {displayName: 'Deleted User'}],
    ['a back-dated creation time', {createdAt: Timestamp.fromDate(new Date('2020-01-01'))}],
    ['a field the UI never writes', {admin: true}],
    ['a name that is not text', {displayName: 42}],
  ])('a profile with %s is refused', async (_what, change) => {
    const db = signedIn(env, ALICE);
    const wanted = (change as {displayName?: unknown}).displayName;
    const name = typeof wanted === 'string' && wanted.trim() !== '' ? wanted : 'alice';
    await assertFails(createProfileAs(db, ALICE, name, change).commit());
  });

  test('a rename cannot change anything but the name', async () => {
    await seed(env, profiles);
    const db = signedIn(env, ALICE);
    await assertFails(renameAs(db, ALICE, 'alice', 'alice2', {createdAt: serverTimestamp()}));
    await assertFails(renameAs(db, ALICE, 'alice', 'alice', {role: 'admin'}));
    // Nor can a claim be moved, taken over or dropped while its profile still shows the name.
    await assertFails(updateDoc(doc(db, namePath('alice')), {uid: BOB}));
    await assertFails(deleteDoc(doc(signedIn(env, BOB), namePath('alice'))));
    await assertFails(deleteDoc(doc(db, namePath('alice'))));
    await assertFails(setDoc(doc(db, namePath('someone else')), {uid: ALICE}));
  });

  test('nobody reads or deletes another user\'s chats', async () => {
    await seed(env, {'users/alice/chats/c1': {title: 'Generators'}, 'users/alice/chats/c1/messages/m1': {text: 'hi'}});
    const db = signedIn(env, BOB);
    await assertFails(getDocs(collection(db, 'users/alice/chats')));
    await assertFails(getDoc(doc(db, 'users/alice/chats/c1/messages/m1')));
    await assertFails(deleteDoc(doc(db, 'users/alice/chats/c1/messages/m1')));
    await assertFails(deleteDoc(doc(anonymous(env), 'users/alice/chats/c1')));
  });

  test('account clean-up reads and deletes, nothing more: even the owner writes nothing else under a chat', async () => {
    await seed(env, {'users/alice/chats/c1': {title: 'Generators'}, 'users/alice/chats/c1/notes/n1': {text: 'hi'}});
    const db = signedIn(env, ALICE);
    await assertFails(setDoc(doc(db, 'users/alice/chats/c1/notes/n2'), {text: 'a note the app never writes'}));
    await assertFails(updateDoc(doc(db, 'users/alice/chats/c1/notes/n1'), {text: 'changed'}));
  });

  test('nobody removes someone else\'s newsletter subscription, or reads the list', async () => {
    await seed(env, {[`newsletter/${SUBSCRIPTION}`]: {email: 'alice@example.com', subscribedAt: Timestamp.now()}});
    await assertFails(deleteDoc(doc(signedIn(env, BOB, 'bob@example.com'), `newsletter/${SUBSCRIPTION}`)));
    await assertFails(deleteDoc(doc(anonymous(env), `newsletter/${SUBSCRIPTION}`)));
    await assertFails(getDoc(doc(verifiedAlice(), `newsletter/${SUBSCRIPTION}`)));
    // An unverified token with her address (anyone can sign up with it) proves nothing.
    await assertFails(deleteDoc(doc(signedIn(env, ALICE, 'alice@example.com'), `newsletter/${SUBSCRIPTION}`)));
    await assertFails(getDocs(query(collection(signedIn(env, ALICE, 'alice@example.com'), 'newsletter'), where('email', '==', 'alice@example.com'))));
  });
});
