export {getAuthClient, getDb, getFirebaseApp, firebaseConfig} from './client';

/** The Firestore functions PyDocs uses (./firestoreSdk.ts says why they are named there). */
export type FirestoreModule = typeof import('./firestoreSdk');

/** Loads the Firestore SDK on first use; pages that never store data never download it. */
export function loadFirestoreSdk(): Promise<FirestoreModule> {
  return import('./firestoreSdk');
}

export {CONNECTION_PROBE, FIRST_ANSWER_TIMEOUT_MS, connectionState, watchConnection, type ConnectionState, type WithFirestore} from './connection';
