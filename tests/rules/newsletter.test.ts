// newsletter/{subscriptionId}: anyone subscribes (again, under the same secret id), nobody reads
// an entry or the list from a client.
// rules-coverage: /newsletter/{subscriptionId} allowed create update; denied get list create update delete
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
/** Random ids like the SDK's: the subscribing browser keeps its own. */
const ID = 'Q7zK2mX9pL4vB8nR1tYc';
const OTHER_ID = 'Hh3Jj5Kk7Ll9Mm1Nn2Pp';

describe('newsletter/{email}', () => {
  test('anyone can subscribe with the address as the document id and a server timestamp', async () => {
    await assertSucceeds(setDoc(doc(anonymous(), NEWSLETTER_COLLECTION, ID), {email: 'ada@example.com', subscribedAt: serverTimestamp()}));
    await assertSucceeds(setDoc(doc(signedIn(), NEWSLETTER_COLLECTION, OTHER_ID), {email: 'grace@example.com', subscribedAt: serverTimestamp()}));
  });

  test('subscribing twice from the same browser updates the one record', async () => {
    const ref = doc(anonymous(), NEWSLETTER_COLLECTION, ID);
    await assertSucceeds(setDoc(ref, {email: 'ada@example.com', subscribedAt: serverTimestamp()}));
    await assertSucceeds(setDoc(ref, {email: 'ada@example.com', subscribedAt: serverTimestamp()}));
  });

  test('subscribing again cannot back-date the record or add to it', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), NEWSLETTER_COLLECTION, ID), {email: 'ada@example.com', subscribedAt: Timestamp.now()});
    });
    const ref = doc(anonymous(), NEWSLETTER_COLLECTION, ID);
    await assertFails(setDoc(ref, {email: 'ada@example.com', subscribedAt: Timestamp.fromDate(new Date('2020-01-01'))}));
    await assertFails(setDoc(ref, {email: 'ada@example.com', subscribedAt: serverTimestamp(), unsubscribed: true}));
    await assertFails(updateDoc(ref, {email: 'eve@example.com'}));
  });

  test('nobody can read the list or a single subscription from a client', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), NEWSLETTER_COLLECTION, ID), {email: 'ada@example.com', subscribedAt: Timestamp.now()});
    });
    await assertFails(getDocs(collection(anonymous(), NEWSLETTER_COLLECTION)));
    await assertFails(getDocs(collection(signedIn(), NEWSLETTER_COLLECTION)));
    await assertFails(getDoc(doc(anonymous(), NEWSLETTER_COLLECTION, ID)));
  });

  test('nobody can unsubscribe someone else by deleting their record', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), NEWSLETTER_COLLECTION, ID), {email: 'ada@example.com', subscribedAt: Timestamp.now()});
    });
    await assertFails(deleteDoc(doc(signedIn(), NEWSLETTER_COLLECTION, ID)));
  });

  test.each([
    ['the address as its id (anyone could probe it)', 'ada@example.com', {email: 'ada@example.com', subscribedAt: 'server'}],
    ['a short, guessable id', 'ada', {email: 'ada@example.com', subscribedAt: 'server'}],
    ['an upper-case address', ID, {email: 'Ada@example.com', subscribedAt: 'server'}],
    ['an address without a domain dot', 'ada@localhost', {email: 'ada@localhost', subscribedAt: 'server'}],
    ['a client-chosen timestamp', ID, {email: 'ada@example.com', subscribedAt: Timestamp.fromDate(new Date('2020-01-01'))}],
    ['an extra field', ID, {email: 'ada@example.com', subscribedAt: 'server', admin: true}],
    ['a missing timestamp', ID, {email: 'ada@example.com'}],
    ['a non-string address', ID, {email: 42, subscribedAt: 'server'}],
  ])('a subscription with %s is refused', async (_case, id, data) => {
    const payload = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value === 'server' ? serverTimestamp() : value]));
    await assertFails(setDoc(doc(anonymous(), NEWSLETTER_COLLECTION, id), payload));
  });

  test('documents outside the known collections are refused', async () => {
    await assertFails(setDoc(doc(signedIn(), 'anything', 'x'), {hello: 'world'}));
    await assertFails(getDoc(doc(anonymous(), 'anything', 'x')));
  });
});
