import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import {useCommunity} from './CommunityProvider';
import type {Target, VoteValue} from './model';
import {friendlyDataError} from './store';
import {castVote, watchMyVote} from './votes';
import {reportWriteFailure} from './writeFailures';
import styles from './community.module.css';

/** The signed-in user's vote on a target: undefined until known (the buttons wait for it). */
function useMyVote(target: Target, uid: string | null): VoteValue | 0 | undefined {
  const [vote, setVote] = useState<VoteValue | 0 | undefined>(undefined);
  const {postId, answerId} = target;
  useEffect(() => {
    setVote(undefined);
    if (!uid) return undefined;
    return watchMyVote({postId, answerId}, uid, setVote, () => setVote(0));
  }, [postId, answerId, uid]);
  return vote;
}

type Props = Readonly<{
  target: Target;
  score: number;
  authorId: string;
  /** "question" or "answer": part of the buttons' names. */
  kind: 'question' | 'answer';
}>;

/**
 * Up and down votes with the score between them. A vote counts once per reader; clicking the same
 * arrow again takes it back. Authors see their score but cannot vote on their own post; signed-out
 * readers get the login modal.
 */
export function VoteButtons({target, score, authorId, kind}: Props): React.JSX.Element {
  const {user, whenSignedIn} = useCommunity();
  const hintId = useId();
  const uid = user?.uid ?? null;
  const myVote = useMyVote(target, uid);
  const own = uid !== null && uid === authorId;
  // The vote just cast, until our own listener shows it: a quick second click must start from it.
  const [expected, setExpected] = useState<VoteValue | 0 | undefined>(undefined);
  useEffect(() => {
    if (expected !== undefined && myVote === expected) setExpected(undefined);
  }, [myVote, expected]);

  const vote = (clicked: VoteValue) => {
    if (!uid) {
      // Signed out: the login modal; the reader votes after signing in.
      whenSignedIn(() => undefined);
      return;
    }
    if (myVote === undefined || own || expected !== undefined) return;
    castVote(target, uid, myVote, clicked)
      .then(({vote: next, synced}) => {
        setExpected(next);
        return synced;
      })
      .catch((error: unknown) => {
        setExpected(undefined);
        reportWriteFailure(`Your vote was not counted: ${friendlyDataError(error)}`);
      });
  };

  const waiting = (uid !== null && myVote === undefined) || expected !== undefined;
  const hint = own ? `You cannot vote on your own ${kind}.` : undefined;
  return (
    <div className={clsx(styles.votes, own && styles.votesOwn)} role="group" aria-label={`Votes on this ${kind}`}>
      <button
        type="button"
        className={clsx(styles.voteButton, myVote === 1 && styles.voted)}
        aria-label={`Upvote this ${kind}`}
        aria-pressed={myVote === 1}
        aria-describedby={hint ? hintId : undefined}
        title={hint ?? `This ${kind} is useful and clear`}
        disabled={own || waiting}
        onClick={() => vote(1)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 6l8 10H4z" fill="currentColor" />
        </svg>
      </button>
      <span className={styles.score}>
        <span className="sr-only">Score: </span>
        {score}
      </span>
      <button
        type="button"
        className={clsx(styles.voteButton, myVote === -1 && styles.voted)}
        aria-label={`Downvote this ${kind}`}
        aria-pressed={myVote === -1}
        aria-describedby={hint ? hintId : undefined}
        title={hint ?? `This ${kind} is unclear or not useful`}
        disabled={own || waiting}
        onClick={() => vote(-1)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 18L4 8h16z" fill="currentColor" />
        </svg>
      </button>
      {/* On screen, not for screen readers only: greyed-out arrows alone do not say why. */}
      {hint && (
        <span id={hintId} className={styles.voteHint}>
          {hint}
        </span>
      )}
    </div>
  );
}
