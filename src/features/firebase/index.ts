export {getAuthClient, getDb, getFirebaseApp, firebaseConfig} from './client';
