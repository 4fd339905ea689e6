// Talks to the real emulators the suite runs against (started by scripts/with-emulators.mjs).
import {expect, type Page} from '@playwright/test';

export const PROJECT_ID = process.env.PYDOCS_PROJECT_ID ?? 'demo-pydocs';
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;

/** Deletes every account and document, so each test starts from nothing. */
export async function resetEmulators(): Promise<void> {
  const responses = await Promise.all([
    fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`, {method: 'DELETE'}),
    fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {method: 'DELETE'}),
  ]);
  for (const response of responses) expect(response.ok).toBe(true);
}

export type TestAccount = Readonly<{email: string; password: string; uid: string}>;

/** Creates an e-mail/password account in the Auth emulator (its REST API, as the SDK would). */
export async function createAccount(email: string, password = 'correct-horse-1'): Promise<TestAccount> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({email, password, returnSecureToken: true}),
  });
  const body = (await response.json()) as {localId?: string; error?: {message: string}};
  if (!response.ok || !body.localId) throw new Error(`Could not create ${email}: ${body.error?.message}`);
  return {email, password, uid: body.localId};
}

/**
 * Marks an account's e-mail address as verified, as clicking the link in the verification e-mail
 * would. Sign in afterwards: the ID token then carries email_verified.
 */
export async function verifyEmail(uid: string): Promise<void> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: 'Bearer owner'},
    body: JSON.stringify({localId: uid, emailVerified: true}),
  });
  expect(response.ok).toBe(true);
}

/** Disables an account the way an administrator would. */
export async function disableAccount(uid: string): Promise<void> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: 'Bearer owner'},
    body: JSON.stringify({localId: uid, disableUser: true}),
  });
  expect(response.ok).toBe(true);
}

/**
 * Revokes every session of an account, as an administrator's revokeRefreshTokens() does: the
 * account's tokens issued before now stop being accepted. The Auth emulator sets "valid since" to
 * the current second, so a token must be at least a second old to be revoked.
 */
export async function revokeSessions(uid: string): Promise<void> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: 'Bearer owner'},
    body: JSON.stringify({localId: uid, validSince: String(Math.floor(Date.now() / 1000))}),
  });
  expect(response.ok).toBe(true);
}

/** The out-of-band codes (password reset e-mails) the Auth emulator "sent". */
export async function sentEmails(): Promise<Array<{email: string; requestType: string}>> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as {oobCodes?: Array<{email: string; requestType: string}>};
  return body.oobCodes ?? [];
}

/** Reads a document with owner access (bypasses rules), to check what really reached the server. */
export async function readDocument(documentPath: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}`, {
    headers: {authorization: 'Bearer owner'},
  });
  if (response.status === 404) return null;
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Lists a collection with owner access. */
export async function listDocuments(collectionPath: string): Promise<Array<{name: string; fields: Record<string, unknown>}>> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collectionPath}?pageSize=300`, {
    headers: {authorization: 'Bearer owner'},
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as {documents?: Array<{name: string; fields: Record<string, unknown>}>};
  return body.documents ?? [];
}

/** Signs in through the /login page, as a reader would. */
export async function signInThroughLoginPage(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login?returnTo=%2Fdocs');
  const form = page.getByRole('main');
  await form.getByLabel('Email', {exact: true}).fill(account.email);
  await form.getByLabel('Password', {exact: true}).fill(account.password);
  await form.getByRole('button', {name: 'Login'}).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('button', {name: account.email.split('@')[0]})).toBeVisible();
}

/** A value as the app stores it: Dates become Firestore timestamps (what serverTimestamp() leaves). */
export type StoredValue = string | number | boolean | null | Date | readonly StoredValue[] | {readonly [key: string]: StoredValue};

type RestValue =
  | {stringValue: string}
  | {integerValue: string}
  | {doubleValue: number}
  | {booleanValue: boolean}
  | {nullValue: null}
  | {timestampValue: string}
  | {arrayValue: {values: RestValue[]}}
  | {mapValue: {fields: Record<string, RestValue>}};

function restValue(value: StoredValue): RestValue {
  if (value === null) return {nullValue: null};
  if (typeof value === 'string') return {stringValue: value};
  if (typeof value === 'boolean') return {booleanValue: value};
  if (typeof value === 'number') return Number.isInteger(value) ? {integerValue: String(value)} : {doubleValue: value};
  if (value instanceof Date) return {timestampValue: value.toISOString()};
  if (Array.isArray(value)) return {arrayValue: {values: value.map(restValue)}};
  return {mapValue: {fields: restFields(value as Record<string, StoredValue>)}};
}

function restFields(data: Readonly<Record<string, StoredValue>>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));
}

/**
 * Writes many documents with owner access (bypassing rules), 400 per commit: test data seeded in
 * bulk, in the shapes the app itself writes (src/features/<feature>/model.ts).
 */
export async function writeDocuments(documents: ReadonlyArray<Readonly<{path: string; data: Readonly<Record<string, StoredValue>>}>>): Promise<void> {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  for (let start = 0; start < documents.length; start += 400) {
    const writes = documents.slice(start, start + 400).map(({path, data}) => ({update: {name: `${root}/${path}`, fields: restFields(data)}}));
    const response = await fetch(`${FIRESTORE}/v1/${root}:commit`, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: 'Bearer owner'},
      body: JSON.stringify({writes}),
    });
    if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
  }
}
