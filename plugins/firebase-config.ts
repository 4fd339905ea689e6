/**
 * Reads the Firebase web configuration from environment variables at build time.
 *
 * With none set, the site talks to the local emulators (project `demo-pydocs`), which is what
 * `npm start` and `npm test` run. The variable names are documented in the README.
 */
export type FirebaseWebConfig = Readonly<{
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
  /** True when no real project is configured: connect to the local emulators. */
  useEmulators: boolean;
  authEmulatorUrl: string;
  firestoreEmulatorHost: string;
  firestoreEmulatorPort: number;
}>;

export const EMULATOR_PROJECT_ID = 'demo-pydocs';

export function firebaseConfigFromEnv(env: Record<string, string | undefined>): FirebaseWebConfig {
  const apiKey = env.PYDOCS_FIREBASE_API_KEY;
  const projectId = env.PYDOCS_FIREBASE_PROJECT_ID;
  const useEmulators = !apiKey || !projectId || env.PYDOCS_USE_EMULATORS === 'true';
  const authHost = env.PYDOCS_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const [firestoreHost, firestorePort] = (env.PYDOCS_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return {
    apiKey: useEmulators ? 'demo-api-key' : apiKey,
    authDomain: env.PYDOCS_FIREBASE_AUTH_DOMAIN ?? `${useEmulators ? EMULATOR_PROJECT_ID : projectId}.firebaseapp.com`,
    projectId: useEmulators ? EMULATOR_PROJECT_ID : projectId,
    storageBucket: env.PYDOCS_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.PYDOCS_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.PYDOCS_FIREBASE_APP_ID,
    useEmulators,
    authEmulatorUrl: `http://${authHost}`,
    firestoreEmulatorHost: firestoreHost,
    firestoreEmulatorPort: Number(firestorePort),
  };
}
