/**
 * Reading and writing saved chats in Firestore (shapes in ./model.ts, checked by firestore.rules).
 *
 * Writes do not wait for the server: Firestore applies them to its local cache at once (the lists
 * update through their snapshot listeners) and syncs when it can. Each write's `saved` promise
 * settles when the server has it, so the UI can report a write the server refused.
 */
import type {DocumentData, QueryDocumentSnapshot, Timestamp} from 'firebase/firestore';
import {getDb, loadFirestoreSdk, watchConnection, type FirestoreModule} from '../firebase';
import {
  chatsPath,
  messagesPath,
  newAnswer,
  newChat,
  newQuestion,
  normaliseTitle,
  titleFromQuestion,
  type AnswerDocument,
  type Chat,
  type ChatMessage,
  type Feedback,
  type MessageDocument,
} from './model';

export type Unsubscribe = () => void;
export type NewAnswer = Parameters<typeof newAnswer>[0];
export type Pending = Readonly<{saved: Promise<void>}>;

export interface ChatStore {
  /** The user's chats, most recent activity first, live. */
  watchChats(uid: string, onChange: (chats: readonly Chat[]) => void, onError: (error: Error) => void): Unsubscribe;
  /**
   * Whether the chats can be synced: false while the browser is offline or the server cannot be
   * reached (the SDK gives up on a failed connection at once, on a silent one after 10 s).
   */
  watchOnline(onChange: (online: boolean) => void): Unsubscribe;
  /** One chat's messages, oldest first, live, each marked pending until the server has it. */
  watchMessages(uid: string, chatId: string, onChange: (messages: readonly ChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe;
  /**
   * A new chat titled after its first question, with that question, in one write. Messages are
   * written under the id the caller chose (newMessageId): the thread shows a message before it is
   * saved, under that id, and its saved copy then takes its place without being drawn anew.
   */
  startChat(uid: string, question: string, questionId: string): Promise<Pending & {chatId: string}>;
  addQuestion(uid: string, chatId: string, question: string, questionId: string): Promise<Pending>;
  saveAnswer(uid: string, chatId: string, answer: NewAnswer, answerId: string): Promise<Pending>;
  renameChat(uid: string, chatId: string, title: string): Promise<Pending>;
  /** Deletes the chat and all its messages. */
  deleteChat(uid: string, chatId: string): Promise<Pending>;
  setFeedback(uid: string, chatId: string, messageId: string, feedback: Feedback | null): Promise<Pending>;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The same characters in the order Firestore compares ids in (by character code). */
const ORDERED_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TIME_LENGTH = 8; // 62^8 milliseconds is about 6,900 years
let lastIdTime = 0;

/**
 * A new message's id, chosen before it is saved: 20 characters as Firestore's own ids, of which
 * the first 8 are the time it was made and the rest random, so that ids made later sort later.
 *
 * Why the order matters: a chat lists its messages by `createdAt`, a server timestamp. Until the
 * server has confirmed them, Firestore ranks a question and its answer by their local write time,
 * which it keeps to the whole second; a tie goes to the lower id. With random ids, the docs
 * assistant's answer, saved the moment after its question, was listed above it in about half the
 * chats, until the server confirmed both (seen in the e2e suite: the thread scrolled to the
 * answer's end). Ids made in the same millisecond still rise: the time is bumped by one.
 */
export function newMessageId(): string {
  lastIdTime = Math.max(Date.now(), lastIdTime + 1);
  let time = '';
  for (let rest = lastIdTime, index = 0; index < TIME_LENGTH; index += 1, rest = Math.floor(rest / 62)) {
    time = ORDERED_ALPHABET[rest % 62] + time;
  }
  let random = '';
  while (random.length < 20 - TIME_LENGTH) {
    // Bytes of 248 and above are skipped (248 = 4 × 62), so every character is equally likely.
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) if (byte < 248 && random.length < 20 - TIME_LENGTH) random += ID_ALPHABET[byte % 62];
  }
  return time + random;
}

async function firestore(): Promise<[Awaited<ReturnType<typeof getDb>>, FirestoreModule]> {
  return Promise.all([getDb(), loadFirestoreSdk()]);
}

/** Pending server timestamps read as the local estimate, so new items sort and show a time. */
function dateOf(value: unknown): Date | null {
  return value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;
}

function toChat(snapshot: QueryDocumentSnapshot<DocumentData>): Chat {
  const data = snapshot.data({serverTimestamps: 'estimate'});
  return {id: snapshot.id, title: String(data.title ?? ''), createdAt: dateOf(data.createdAt), updatedAt: dateOf(data.updatedAt)};
}

function toMessage(snapshot: QueryDocumentSnapshot<DocumentData>): ChatMessage {
  const data = snapshot.data({serverTimestamps: 'estimate'}) as MessageDocument<unknown>;
  const createdAt = dateOf(data.createdAt);
  const pending = snapshot.metadata.hasPendingWrites;
  if (data.role === 'user') return {id: snapshot.id, role: 'user', text: data.text, createdAt, pending};
  const answer = data as AnswerDocument<unknown>;
  return {
    id: snapshot.id,
    role: 'assistant',
    text: answer.text,
    citations: answer.citations ?? [],
    provider: answer.provider,
    status: answer.status,
    feedback: answer.feedback ?? null,
    createdAt,
    pending,
  };
}

function watch(subscribe: (fs: FirestoreModule, db: Awaited<ReturnType<typeof getDb>>) => Unsubscribe, onError: (error: Error) => void): Unsubscribe {
  let unsubscribe: Unsubscribe | undefined;
  let cancelled = false;
  firestore()
    .then(([db, fs]) => {
      if (!cancelled) unsubscribe = subscribe(fs, db);
    })
    .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** Deletes in batches: one batch holds at most 500 writes. */
const DELETE_BATCH = 400;

export const firestoreChatStore: ChatStore = {
  watchChats(uid, onChange, onError) {
    return watch(
      (fs, db) =>
        fs.onSnapshot(
          fs.query(fs.collection(db, chatsPath(uid)), fs.orderBy('updatedAt', 'desc')),
          (snapshot) => onChange(snapshot.docs.map(toChat)),
          onError,
        ),
      onError,
    );
  },

  watchOnline(onChange) {
    // The site's one connection watcher: "unknown" (the server has not answered yet) counts as
    // online, so readers see no "offline" flash while the page starts.
    return watchConnection((start, failed) => watch((fs, db) => start(db, fs), failed), (state) => onChange(state !== 'offline'));
  },

  watchMessages(uid, chatId, onChange, onError) {
    return watch(
      (fs, db) =>
        fs.onSnapshot(
          fs.query(fs.collection(db, messagesPath(uid, chatId)), fs.orderBy('createdAt', 'asc')),
          // Metadata changes too: a message stops being pending when the server confirms it.
          {includeMetadataChanges: true},
          (snapshot) => onChange(snapshot.docs.map(toMessage)),
          onError,
        ),
      onError,
    );
  },

  async startChat(uid, question, questionId) {
    const [db, fs] = await firestore();
    const chat = fs.doc(fs.collection(db, chatsPath(uid)));
    const batch = fs.writeBatch(db);
    batch.set(chat, newChat(titleFromQuestion(question), fs.serverTimestamp()));
    batch.set(fs.doc(db, messagesPath(uid, chat.id), questionId), newQuestion(question, fs.serverTimestamp()));
    return {chatId: chat.id, saved: batch.commit()};
  },

  async addQuestion(uid, chatId, question, questionId) {
    const [db, fs] = await firestore();
    const batch = fs.writeBatch(db);
    batch.set(fs.doc(db, messagesPath(uid, chatId), questionId), newQuestion(question, fs.serverTimestamp()));
    batch.update(fs.doc(db, chatsPath(uid), chatId), {updatedAt: fs.serverTimestamp()});
    return {saved: batch.commit()};
  },

  async saveAnswer(uid, chatId, answer, answerId) {
    const [db, fs] = await firestore();
    const batch = fs.writeBatch(db);
    batch.set(fs.doc(db, messagesPath(uid, chatId), answerId), newAnswer(answer, fs.serverTimestamp()));
    batch.update(fs.doc(db, chatsPath(uid), chatId), {updatedAt: fs.serverTimestamp()});
    return {saved: batch.commit()};
  },

  async renameChat(uid, chatId, title) {
    const [db, fs] = await firestore();
    return {saved: fs.updateDoc(fs.doc(db, chatsPath(uid), chatId), {title: normaliseTitle(title)})};
  },

  async deleteChat(uid, chatId) {
    const [db, fs] = await firestore();
    const messages = (await fs.getDocs(fs.collection(db, messagesPath(uid, chatId)))).docs;
    const commits: Array<Promise<void>> = [];
    // The chat goes in the last batch: Firestore sends batches in order, so a failure part-way
    // never leaves messages without their chat, and locally the chat disappears at once.
    let start = 0;
    do {
      const batch = fs.writeBatch(db);
      for (const message of messages.slice(start, start + DELETE_BATCH)) batch.delete(message.ref);
      start += DELETE_BATCH;
      if (start >= messages.length) batch.delete(fs.doc(db, chatsPath(uid), chatId));
      commits.push(batch.commit());
    } while (start < messages.length);
    return {saved: Promise.all(commits).then(() => undefined)};
  },

  async setFeedback(uid, chatId, messageId, feedback) {
    const [db, fs] = await firestore();
    return {saved: fs.updateDoc(fs.doc(db, messagesPath(uid, chatId), messageId), {feedback})};
  },
};
