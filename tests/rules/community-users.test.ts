// users/{uid} profiles, and what deleting an account may remove: the user's chats and their
// newsletter subscription (the newsletter's own rules are tested here too).
// rules-coverage: /users/{userId} allowed get list create update delete; denied create update delete
// rules-coverage: /users/{userId}/chats/{path=**} allowed get list delete; denied get list create update delete
// rules-coverage: /newsletter/{email} allowed create delete; denied get delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc} from 'firebase/firestore';
import {newUser, userPath} from '@site/src/features/community/model';
import {ALICE, BOB, anonymous, profiles, seed, signedIn, rulesTestEnvironment} from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

describe('users: allowed', () => {
  test('anyone reads a display name, and may list them: a profile holds nothing else', async () => {
    await seed(env, profiles);
    await assertSucceeds(getDoc(doc(anonymous(env), userPath(ALICE))));
    await assertSucceeds(getDocs(collection(anonymous(env), 'users')));
  });

  test('a user creates their profile, renames themselves and deletes the profile', async () => {
    const db = signedIn(env, ALICE);
    await assertSucceeds(setDoc(doc(db, userPath(ALICE)), newUser('alice', serverTimestamp())));
    await assertSucceeds(updateDoc(doc(db, userPath(ALICE)), {displayName: 'Alice L.'}));
    await assertSucceeds(deleteDoc(doc(db, userPath(ALICE))));
  });

  test('a user lists and deletes their own chats and messages', async () => {
    await seed(env, {'users/alice/chats/c1': {title: 'Generators'}, 'users/alice/chats/c1/messages/m1': {text: 'hi'}});
    const db = signedIn(env, ALICE);
    await assertSucceeds(getDocs(collection(db, 'users/alice/chats')));
    await assertSucceeds(getDoc(doc(db, 'users/alice/chats/c1/messages/m1')));
    await assertSucceeds(deleteDoc(doc(db, 'users/alice/chats/c1/messages/m1')));
    await assertSucceeds(deleteDoc(doc(db, 'users/alice/chats/c1')));
  });

  test('a signed-in reader unsubscribes their own address from the newsletter', async () => {
    await seed(env, {'newsletter/alice@example.com': {email: 'alice@example.com', subscribedAt: Timestamp.now()}});
    await assertSucceeds(deleteDoc(doc(signedIn(env, ALICE, 'alice@example.com'), 'newsletter/alice@example.com')));
  });

  test('anyone subscribes to the newsletter', async () => {
    await assertSucceeds(setDoc(doc(anonymous(env), 'newsletter/new@example.com'), {email: 'new@example.com', subscribedAt: serverTimestamp()}));
  });
});

describe('users: denied', () => {
  test('nobody creates or edits another user\'s profile', async () => {
    await seed(env, profiles);
    const db = signedIn(env, BOB);
    await assertFails(setDoc(doc(db, userPath('carol-new')), newUser('carol', serverTimestamp())));
    await assertFails(updateDoc(doc(db, userPath(ALICE)), {displayName: 'bob was here'}));
    await assertFails(deleteDoc(doc(db, userPath(ALICE))));
    await assertFails(setDoc(doc(anonymous(env), userPath('x')), newUser('x', serverTimestamp())));
  });

  test.each([
    ['an empty name', {displayName: '   '}],
    ['a 41-character name', {displayName: 'n'.repeat(41)}],
    ['the name "Deleted user"', {displayName: 'Deleted User'}],
    ['a back-dated creation time', {createdAt: Timestamp.fromDate(new Date('2020-01-01'))}],
    ['a field the UI never writes', {admin: true}],
    ['a name that is not text', {displayName: 42}],
  ])('a profile with %s is refused', async (_what, change) => {
    await assertFails(setDoc(doc(signedIn(env, ALICE), userPath(ALICE)), {...newUser('alice', serverTimestamp()), ...change}));
  });

  test('a rename cannot change anything but the name', async () => {
    await seed(env, profiles);
    const db = signedIn(env, ALICE);
    await assertFails(updateDoc(doc(db, userPath(ALICE)), {displayName: 'alice', createdAt: serverTimestamp()}));
    await assertFails(updateDoc(doc(db, userPath(ALICE)), {role: 'admin'}));
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
    await seed(env, {'newsletter/alice@example.com': {email: 'alice@example.com', subscribedAt: Timestamp.now()}});
    await assertFails(deleteDoc(doc(signedIn(env, BOB, 'bob@example.com'), 'newsletter/alice@example.com')));
    await assertFails(deleteDoc(doc(anonymous(env), 'newsletter/alice@example.com')));
    await assertFails(getDoc(doc(signedIn(env, ALICE, 'alice@example.com'), 'newsletter/alice@example.com')));
  });
});
