/** Questions: the live list, one live question, and the writes on posts/{postId}. */
import type {DocumentData, DocumentSnapshot, QueryDocumentSnapshot} from 'firebase/firestore';
import {feedConstraints, type FeedQuery} from './feedQuery';
import {
  PAGE_SIZE,
  POSTS,
  answerPath,
  newPost,
  postPath,
  questionEdit,
  readPost,
  retiredPostPath,
  type Post,
  type ValidQuestion,
} from './model';
import {noteSnapshot} from './connection';
import {addPacing} from './pacing';
import {listen, localWrite, store, type LocalWrite, type Unsubscribe} from './store';

export type {FeedQuery} from './feedQuery';

/** Where a "Load more" page starts: the last question of the page before it. */
export type FeedCursor = QueryDocumentSnapshot<DocumentData>;

/**
 * A slice of the list between two cursors. The open-ended last slice reads PAGE_SIZE questions;
 * a closed slice reads what lies between its cursors (capped, should a flood of new posts arrive).
 */
export type FeedRange = Readonly<{after: FeedCursor | null; until: FeedCursor | null}>;

export type FeedPage = Readonly<{
  posts: readonly Post[];
  /** The cursor the next page starts after (never a question whose creation is still pending). */
  cursor: FeedCursor | null;
  /** The open slice came back full, so there may be more. */
  full: boolean;
}>;

/** A closed slice normally holds about PAGE_SIZE questions; this only bounds the worst case. */
const MAX_RANGE = PAGE_SIZE * 10;

function toPosts(docs: readonly QueryDocumentSnapshot<DocumentData>[]): Post[] {
  return docs.map((doc) => readPost(doc.id, doc.data({serverTimestamps: 'estimate'}), doc.metadata.hasPendingWrites));
}

/** Watches one slice of the list, live (new questions, votes and answers show up as they happen). */
export function watchFeedRange(feed: FeedQuery, range: FeedRange, onPage: (page: FeedPage) => void, onError: (error: unknown) => void): Unsubscribe {
  return listen(({db, fs}) => {
    const constraints = feedConstraints(fs, feed);
    if (range.after) constraints.push(fs.startAfter(range.after));
    constraints.push(range.until ? fs.endAt(range.until) : fs.limit(PAGE_SIZE));
    if (range.until) constraints.push(fs.limit(MAX_RANGE));
    const feedQuery = fs.query(fs.collection(db, POSTS), ...constraints);
    return fs.onSnapshot(
      feedQuery,
      {includeMetadataChanges: true},
      (snapshot) => {
        // A question created offline has no server time yet and cannot be a cursor: use the one
        // before it (the list drops the repeat).
        noteSnapshot(snapshot.metadata.fromCache);
        const cursor = [...snapshot.docs].reverse().find((doc) => !doc.metadata.hasPendingWrites) ?? null;
        onPage({posts: toPosts(snapshot.docs), cursor, full: snapshot.size >= PAGE_SIZE});
      },
      onError,
    );
  }, onError);
}

export type PostState = Readonly<{post: Post | null; fromCache: boolean}>;

/**
 * Watches one question; `post` is null while it does not exist (or no longer does).
 *
 * While this browser still has writes to send (a question asked offline), the question is read
 * from the local cache only and the server listener starts once they are sent. A listener
 * registered while its document's creation is in flight can be told, wrongly, that the document
 * does not exist (seen with the Firestore emulator: firebase/firebase-tools#3867); not
 * registering one in that window avoids it, and costs nothing while there is nothing new to read.
 */
export function watchPost(postId: string, onState: (state: PostState) => void, onError: (error: unknown) => void): Unsubscribe {
  return listen(({db, fs}) => {
    const ref = fs.doc(db, postPath(postId));
    let stopped = false;
    let stopServer: Unsubscribe | undefined;
    const report = (snapshot: DocumentSnapshot<DocumentData>) => {
      noteSnapshot(snapshot.metadata.fromCache);
      const data = snapshot.data({serverTimestamps: 'estimate'});
      onState({
        post: data ? readPost(snapshot.id, data, snapshot.metadata.hasPendingWrites) : null,
        fromCache: snapshot.metadata.fromCache,
      });
    };
    const startServerListener = () => {
      if (stopped || stopServer) return;
      stopCache();
      stopServer = fs.onSnapshot(ref, {includeMetadataChanges: true}, report, onError);
    };
    let waiting = false;
    const stopCache = fs.onSnapshot(
      ref,
      {includeMetadataChanges: true, source: 'cache'},
      (snapshot) => {
        if (!snapshot.metadata.hasPendingWrites) {
          startServerListener();
          return;
        }
        // Our own changes are still on their way: show them, listen to the server once sent.
        const data = snapshot.data({serverTimestamps: 'estimate'});
        onState({post: data ? readPost(snapshot.id, data, true) : null, fromCache: true});
        if (!waiting) {
          waiting = true;
          fs.waitForPendingWrites(db).then(startServerListener, startServerListener);
        }
      },
      onError,
    );
    return () => {
      stopped = true;
      stopCache();
      stopServer?.();
    };
  }, onError);
}

/**
 * Asks a question. Resolves as soon as it is in the local cache, with its id, online or not. The
 * rate limit's stamps go in the same batch (firestore.rules refuses a question without them).
 */
export async function askQuestion(question: ValidQuestion, authorId: string): Promise<LocalWrite & {postId: string}> {
  const loaded = await store();
  const {db, fs} = loaded;
  const ref = fs.doc(fs.collection(db, POSTS));
  const batch = fs.writeBatch(db);
  batch.set(ref, newPost(question, authorId, fs.serverTimestamp()));
  addPacing(loaded, batch, authorId, 'question', ref.id);
  return {postId: ref.id, ...localWrite(batch.commit())};
}

export async function editQuestion(postId: string, question: ValidQuestion): Promise<LocalWrite> {
  const {db, fs} = await store();
  return localWrite(fs.updateDoc(fs.doc(db, postPath(postId)), questionEdit(question, fs.serverTimestamp())));
}

/** Only the question's author may call this (the rules check): null takes the acceptance back. */
export async function setAcceptedAnswer(postId: string, answerId: string | null): Promise<LocalWrite> {
  const {db, fs} = await store();
  return localWrite(fs.updateDoc(fs.doc(db, postPath(postId)), {acceptedAnswerId: answerId}));
}

/** Admins only. */
export async function setQuestionHidden(postId: string, hidden: boolean): Promise<LocalWrite> {
  const {db, fs} = await store();
  return localWrite(fs.updateDoc(fs.doc(db, postPath(postId)), {hidden}));
}

/**
 * Deletes a question: its author while it never had an answer, or an admin, who also removes the
 * answers on screen in the same batch so they do not linger without their question. The id is
 * retired in the same batch: no question can ever be created under it again (so votes left
 * under it never count for anyone).
 */
export async function deleteQuestion(postId: string, answerIds: readonly string[] = []): Promise<LocalWrite> {
  const {db, fs} = await store();
  const batch = fs.writeBatch(db);
  // A batch holds at most 500 writes; a question with more answers keeps the rest, unreachable.
  for (const answerId of answerIds.slice(0, 450)) batch.delete(fs.doc(db, answerPath(postId, answerId)));
  batch.delete(fs.doc(db, postPath(postId)));
  batch.set(fs.doc(db, retiredPostPath(postId)), {retiredAt: fs.serverTimestamp()});
  return localWrite(batch.commit());
}
