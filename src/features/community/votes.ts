/**
 * Votes: one document per voter under the question or answer, and the target's score moved by the
 * same amount in the same batch (firestore.rules checks both sides).
 */
import {newVote, nextVote, readVote, scoreDelta, targetPath, votePath, type Target, type VoteValue} from './model';
import {listen, localWrite, store, type LocalWrite, type Unsubscribe} from './store';

/** Watches the signed-in user's own vote on a question or answer (0 = none). */
export function watchMyVote(target: Target, uid: string, onVote: (vote: VoteValue | 0) => void, onError: (error: unknown) => void): Unsubscribe {
  return listen(
    ({db, fs}) => fs.onSnapshot(fs.doc(db, votePath(target, uid)), (snapshot) => onVote(readVote(snapshot.data())), onError),
    onError,
  );
}

/**
 * Applies a click on the up or down button, given the vote the user has now: the same button takes
 * the vote back, the other one replaces it.
 */
export async function castVote(target: Target, uid: string, current: VoteValue | 0, clicked: VoteValue): Promise<LocalWrite & {vote: VoteValue | 0}> {
  const {db, fs} = await store();
  const vote = nextVote(current, clicked);
  const batch = fs.writeBatch(db);
  const voteRef = fs.doc(db, votePath(target, uid));
  if (vote === 0) batch.delete(voteRef);
  else batch.set(voteRef, newVote(vote, fs.serverTimestamp()));
  // increment(), not a computed total: two readers voting at once both count.
  batch.update(fs.doc(db, targetPath(target)), {score: fs.increment(scoreDelta(current, vote))});
  return {vote, ...localWrite(batch.commit())};
}
