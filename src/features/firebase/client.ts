/**
 * The one place PyDocs initialises Firebase. Browser only: the static build never runs it.
 *
 * Each service is imported on first use (dynamic import), so a doc page pays nothing for Firebase
 * until the auth menu asks for Auth after first paint, and never downloads Firestore unless a
 * feature that stores data (community, chat, newsletter) is used.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {FirebaseApp} from 'firebase/app';
import type {Auth} from 'firebase/auth';
import type {Firestore} from 'firebase/firestore';
import type {FirebaseWebConfig} from '../../../plugins/firebase-config';

export function firebaseConfig(): FirebaseWebConfig {
  return siteConfig.customFields?.firebase as FirebaseWebConfig;
}

function assertBrowser(service: string): void {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error(`${service} is only available in the browser, not during the static build.`);
  }
}

let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let dbPromise: Promise<Firestore> | undefined;

export function getFirebaseApp(): Promise<FirebaseApp> {
  assertBrowser('Firebase');
  appPromise ??= import('firebase/app').then(({initializeApp, getApps}) => {
    const {useEmulators, authEmulatorUrl, firestoreEmulatorHost, firestoreEmulatorPort, ...options} = firebaseConfig();
    return getApps()[0] ?? initializeApp(options);
  });
  return appPromise;
}

export function getAuthClient(): Promise<Auth> {
  assertBrowser('Firebase Auth');
  authPromise ??= Promise.all([getFirebaseApp(), import('firebase/auth')]).then(([app, authModule]) => {
    // initializeAuth (not getAuth) leaves out the popup/redirect code we do not use: e-mail and
    // password sign-in only, so the auth chunk stays small.
    const auth = authModule.initializeAuth(app, {
      persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
    });
    const config = firebaseConfig();
    if (config.useEmulators) authModule.connectAuthEmulator(auth, config.authEmulatorUrl, {disableWarnings: true});
    return auth;
  });
  return authPromise;
}

export function getDb(): Promise<Firestore> {
  assertBrowser('Cloud Firestore');
  dbPromise ??= Promise.all([getFirebaseApp(), import('./firestoreSdk')]).then(([app, firestore]) => {
    const db = firestore.initializeFirestore(app, {
      // Offline first: reads come from IndexedDB while the network is away, writes queue and sync.
      localCache: firestore.persistentLocalCache({tabManager: firestore.persistentMultipleTabManager()}),
    });
    const config = firebaseConfig();
    if (config.useEmulators) {
      firestore.connectFirestoreEmulator(db, config.firestoreEmulatorHost, config.firestoreEmulatorPort);
    }
    return db;
  });
  return dbPromise;
}
