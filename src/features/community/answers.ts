/**
 * Answers: the live list under a question and the writes on posts/{postId}/answers/{answerId}.
 * Whatever changes which answers count also moves the question's answerCount in the same batch,
 * naming the answer in lastAnswerId: that is what firestore.rules checks.
 */
import {answerEdit, answerPath, answersPath, countsAsAnswer, newAnswer, postPath, readAnswer, retiredAnswerPath, type Answer, type Post} from './model';
import {addPacing} from './pacing';
import {noteSnapshot} from './connection';
import {listen, localWrite, store, type LocalWrite, type Unsubscribe} from './store';

export type AnswersState = Readonly<{answers: readonly Answer[]; full: boolean}>;

/** Watches up to `max` answers, oldest first (the page sorts them). Non-admins never ask for hidden ones. */
export function watchAnswers(
  postId: string,
  options: Readonly<{includeHidden: boolean; max: number}>,
  onState: (state: AnswersState) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return listen(({db, fs}) => {
    const filters = options.includeHidden ? [] : [fs.where('hidden', '==', false)];
    const answersQuery = fs.query(fs.collection(db, answersPath(postId)), ...filters, fs.orderBy('createdAt'), fs.limit(options.max));
    return fs.onSnapshot(
      answersQuery,
      {includeMetadataChanges: true},
      (snapshot) => {
        noteSnapshot(snapshot.metadata.fromCache);
        onState({
          answers: snapshot.docs.map((doc) => readAnswer(postId, doc.id, doc.data({serverTimestamps: 'estimate'}), doc.metadata.hasPendingWrites)),
          full: snapshot.size >= options.max,
        });
      },
      onError,
    );
  }, onError);
}

/** Posts an answer, with the question's count and the rate limit's stamps in the same batch. */
export async function postAnswer(postId: string, body: string, authorId: string): Promise<LocalWrite & {answerId: string}> {
  const loaded = await store();
  const {db, fs} = loaded;
  const ref = fs.doc(fs.collection(db, answersPath(postId)));
  const batch = fs.writeBatch(db);
  batch.set(ref, newAnswer(body, authorId, fs.serverTimestamp()));
  batch.update(fs.doc(db, postPath(postId)), {answerCount: fs.increment(1), lastAnswerId: ref.id});
  addPacing(loaded, batch, authorId, 'answer', `${postId}/${ref.id}`);
  return {answerId: ref.id, ...localWrite(batch.commit())};
}

export async function editAnswer(postId: string, answerId: string, body: string): Promise<LocalWrite> {
  const {db, fs} = await store();
  return localWrite(fs.updateDoc(fs.doc(db, answerPath(postId, answerId)), answerEdit(body, fs.serverTimestamp())));
}

/** The question's side of an answer appearing or disappearing: count, and acceptance if it was accepted. */
function questionChange(answer: Answer, post: Pick<Post, 'acceptedAnswerId'>, delta: number, increment: (n: number) => unknown) {
  return {
    answerCount: increment(delta),
    lastAnswerId: answer.id,
    ...(delta < 0 && post.acceptedAnswerId === answer.id ? {acceptedAnswerId: null} : {}),
  };
}

/** Its author or an admin deletes an answer; its id is retired in the same batch, never to be used again. */
export async function deleteAnswer(answer: Answer, post: Pick<Post, 'acceptedAnswerId'>): Promise<LocalWrite> {
  const {db, fs} = await store();
  const batch = fs.writeBatch(db);
  batch.delete(fs.doc(db, answerPath(answer.postId, answer.id)));
  batch.set(fs.doc(db, retiredAnswerPath(answer.postId, answer.id)), {retiredAt: fs.serverTimestamp()});
  if (countsAsAnswer(answer)) batch.update(fs.doc(db, postPath(answer.postId)), questionChange(answer, post, -1, fs.increment));
  return localWrite(batch.commit());
}

/** Admins hide (or show again) an answer; a hidden answer does not count and cannot stay accepted. */
export async function setAnswerHidden(answer: Answer, hidden: boolean, post: Pick<Post, 'acceptedAnswerId'>): Promise<LocalWrite> {
  const {db, fs} = await store();
  const batch = fs.writeBatch(db);
  batch.update(fs.doc(db, answerPath(answer.postId, answer.id)), {hidden});
  const delta = countsAsAnswer({hidden}) - countsAsAnswer(answer);
  if (delta !== 0) batch.update(fs.doc(db, postPath(answer.postId)), questionChange(answer, post, delta, fs.increment));
  return localWrite(batch.commit());
}
