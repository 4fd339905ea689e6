// newsletter/{email}: anyone subscribes (again), nobody reads the list from a client.
// rules-coverage: /newsletter/{email} allowed create update; denied get list create update delete
import {assertFails, assertSucceeds, type RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {doc, getDoc, getDocs, collection, setDoc, deleteDoc, serverTimestamp, Timestamp, updateDoc} from 'firebase/firestore';
import {NEWSLETTER_COLLECTION} from '@site/src/features/newsletter/model';
import {rulesTestEnvironment} from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

const anonymous = () => env.unauthenticatedContext().firestore();
const signedIn = () => env.authenticatedContext('reader-1', {email: 'reader@example.com'}).firestore();

describe('newsletter/{email}', () => {
  test('anyone can subscribe with the address as the document id and a server timestamp', async () => {
    await assertSucceeds(setDoc(doc(anonymous(), NEWSLETTER_COLLECTION, 'ada@example.com'), {email: 'ada@example.com', subscribedAt: serverTimestamp()}));
    await assertSucceeds(setDoc(doc(signedIn(), NEWSLETTER_COLLECTION, 'grace@example.com'), {email: 'grace@example.com', subscribedAt: serverTimestamp()}));
  });

  test('subscribing twice updates the one record', async () => {
    const ref = doc(anonymous(), NEWSLETTER_COLLECTION, 'ada@example.com');
    await assertSucceeds(setDoc(ref, {email: 'ada@example.com', subscribedAt: serverTimestamp()}));
    await assertSucceeds(setDoc(ref, {email: 'ada@example.com', subscribedAt: serverTimestamp()}));
  });

  test('subscribing again cannot back-date the record or add to it', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), NEWSLETTER_COLLECTION, 'ada@example.com'), {email: 'ada@example.com', subscribedAt: Timestamp.now()});
    });
    const ref = doc(anonymous(), NEWSLETTER_COLLECTION, 'ada@example.com');
    await assertFails(setDoc(ref, {email: 'ada@example.com', subscribedAt: Timestamp.fromDate(new Date('2020-01-01'))}));
    await assertFails(setDoc(ref, {email: 'ada@example.com', subscribedAt: serverTimestamp(), unsubscribed: true}));
    await assertFails(updateDoc(ref, {email: 'eve@example.com'}));
  });

  test('nobody can read the list or a single subscription from a client', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), NEWSLETTER_COLLECTION, 'ada@example.com'), {email: 'ada@example.com', subscribedAt: Timestamp.now()});
    });
    await assertFails(getDocs(collection(anonymous(), NEWSLETTER_COLLECTION)));
    await assertFails(getDocs(collection(signedIn(), NEWSLETTER_COLLECTION)));
    await assertFails(getDoc(doc(anonymous(), NEWSLETTER_COLLECTION, 'ada@example.com')));
  });

  test('nobody can unsubscribe someone else by deleting their record', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), NEWSLETTER_COLLECTION, 'ada@example.com'), {email: 'ada@example.com', subscribedAt: Timestamp.now()});
    });
    await assertFails(deleteDoc(doc(signedIn(), NEWSLETTER_COLLECTION, 'ada@example.com')));
  });

  test.each([
    ['an id that differs from the address', 'someone@example.com', {email: 'ada@example.com', subscribedAt: 'server'}],
    ['an upper-case id', 'Ada@example.com', {email: 'Ada@example.com', subscribedAt: 'server'}],
    ['an address without a domain dot', 'ada@localhost', {email: 'ada@localhost', subscribedAt: 'server'}],
    ['a client-chosen timestamp', 'ada@example.com', {email: 'ada@example.com', subscribedAt: Timestamp.fromDate(new Date('2020-01-01'))}],
    ['an extra field', 'ada@example.com', {email: 'ada@example.com', subscribedAt: 'server', admin: true}],
    ['a missing timestamp', 'ada@example.com', {email: 'ada@example.com'}],
    ['a non-string address', 'ada@example.com', {email: 42, subscribedAt: 'server'}],
  ])('a subscription with %s is refused', async (_case, id, data) => {
    const payload = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value === 'server' ? serverTimestamp() : value]));
    await assertFails(setDoc(doc(anonymous(), NEWSLETTER_COLLECTION, id), payload));
  });

  test('documents outside the known collections are refused', async () => {
    await assertFails(setDoc(doc(signedIn(), 'anything', 'x'), {hello: 'world'}));
    await assertFails(getDoc(doc(anonymous(), 'anything', 'x')));
  });
});
