/**
 * The parts of the Firestore SDK PyDocs uses, and the only module that imports it at run time.
 *
 * Features load this with `import()` and pass the module around as a namespace, which keeps the
 * bundler from seeing which functions are used: importing 'firebase/firestore' that way ships all
 * of it (aggregations, pipelines, bundles, vectors...). Naming the functions here lets the rest be
 * dropped from the chunk every community page downloads and compiles.
 */
export {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  endAt,
  getDoc,
  getDocFromServer,
  getDocs,
  getDocsFromServer,
  increment,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  waitForPendingWrites,
  where,
  writeBatch,
} from 'firebase/firestore';
