import React, {useId, useState} from 'react';
import clsx from 'clsx';
import {deleteAnswer, editAnswer, setAnswerHidden} from './answers';
import {AuthorName} from './AuthorName';
import {useCommunity} from './CommunityProvider';
import {ConfirmButton} from './ConfirmButton';
import {Markdown} from './Markdown';
import {MarkdownEditor} from './MarkdownEditor';
import {LIMITS, validateAnswer, type Answer, type Post} from './model';
import {setAcceptedAnswer} from './posts';
import {ReportButton} from './ReportButton';
import {friendlyDataError, type LocalWrite} from './store';
import {TimeAgo} from './TimeAgo';
import {reportWriteFailure} from './writeFailures';
import {VoteButtons} from './VoteButtons';
import styles from './community.module.css';

/** Sends a write and tells the reader if the server refuses it later. */
function send(write: Promise<LocalWrite>, failure: string): void {
  write.then(({synced}) => synced).catch((error: unknown) => reportWriteFailure(`${failure}: ${friendlyDataError(error)}`));
}

type Props = Readonly<{answer: Answer; post: Post}>;

/** One answer: its votes, body, author, and what the viewer may do with it. */
export function AnswerItem({answer, post}: Props): React.JSX.Element {
  const {user, isAdmin} = useCommunity();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [editBody, setEditBody] = useState(answer.body);
  const [editError, setEditError] = useState<string | undefined>(undefined);
  const accepted = post.acceptedAnswerId === answer.id;
  const mine = user !== null && user.uid === answer.authorId;
  const askedByViewer = user !== null && user.uid === post.authorId;

  const saveEdit = () => {
    const result = validateAnswer(editBody);
    if (!result.ok) {
      setEditError(result.error);
      return;
    }
    setEditing(false);
    send(editAnswer(answer.postId, answer.id, result.value), 'Your edit was not saved');
  };

  return (
    <article
      id={`answer-${answer.id}`}
      className={clsx(styles.answer, accepted && styles.acceptedAnswer, answer.hidden && styles.hiddenItem)}
      aria-labelledby={`${id}-label`}
    >
      <VoteButtons target={{postId: answer.postId, answerId: answer.id}} score={answer.score} authorId={answer.authorId} kind="answer" />
      <div className={styles.itemMain}>
        <h3 id={`${id}-label`} className="sr-only">
          Answer by <AuthorName uid={answer.authorId} />
          {accepted ? ' (accepted)' : ''}
        </h3>
        <div className={styles.badges}>
          {accepted && <span className={clsx(styles.badge, styles.badgeAccepted)}>✓ Accepted answer</span>}
          {answer.hidden && <span className={clsx(styles.badge, styles.badgeHidden)}>Hidden by a moderator</span>}
          {answer.pending && <span className={clsx(styles.badge, styles.badgePending)}>Waiting to sync</span>}
        </div>
        {editing ? (
          <div>
            <MarkdownEditor
              id={`${id}-edit`}
              label="Edit your answer"
              value={editBody}
              onChange={(value) => {
                setEditBody(value);
                if (editError) setEditError(validateAnswer(value).ok ? undefined : editError);
              }}
              maxLength={LIMITS.bodyMax}
              error={editError}
              rows={8}
            />
            <div className={styles.formActions}>
              <button type="button" className="button button--sm button--primary" onClick={saveEdit}>
                Save edit
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => {
                  setEditing(false);
                  setEditBody(answer.body);
                  setEditError(undefined);
                }}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <Markdown source={answer.body} />
        )}
        <footer className={styles.itemFooter}>
          <span className={styles.byline}>
            answered by <AuthorName uid={answer.authorId} /> <TimeAgo time={answer.createdAt} />
            {answer.editedAt && (
              <>
                {' · '}
                <span className={styles.edited}>
                  edited <TimeAgo time={answer.editedAt} />
                </span>
              </>
            )}
          </span>
          <span className={styles.actions}>
            {askedByViewer && !answer.hidden && (
              <button
                type="button"
                className={clsx(styles.linkButton, accepted && styles.linkButtonActive)}
                aria-pressed={accepted}
                onClick={() => send(setAcceptedAnswer(post.id, accepted ? null : answer.id), 'Your choice of answer was not saved')}
              >
                {accepted ? 'Unaccept' : 'Accept this answer'}
              </button>
            )}
            {mine && !editing && !answer.hidden && !post.hidden && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  setEditBody(answer.body);
                  setEditing(true);
                }}
              >
                Edit
              </button>
            )}
            {(mine || isAdmin) && (
              <ConfirmButton
                label="Delete"
                question="Delete this answer?"
                confirmLabel="Delete answer"
                onConfirm={() => send(deleteAnswer(answer, post), 'The answer was not deleted')}
              />
            )}
            {isAdmin && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => send(setAnswerHidden(answer, !answer.hidden, post), 'The answer was not changed')}
              >
                {answer.hidden ? 'Unhide' : 'Hide'}
              </button>
            )}
            {!mine && <ReportButton target={{postId: answer.postId, answerId: answer.id}} kind="answer" />}
          </span>
        </footer>
      </div>
    </article>
  );
}
