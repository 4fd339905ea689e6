import React, {useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import siteConfig from '@generated/docusaurus.config';
import {AnswerForm} from './AnswerForm';
import {AnswerItem} from './AnswerItem';
import {AuthorName} from './AuthorName';
import {useCommunity} from './CommunityProvider';
import {ConfirmButton} from './ConfirmButton';
import {Markdown} from './Markdown';
import type {Post} from './model';
import {deleteQuestion, setQuestionHidden} from './posts';
import {QuestionForm} from './QuestionForm';
import {ReportButton} from './ReportButton';
import {friendlyDataError, type LocalWrite} from './store';
import {TagList} from './TagLink';
import {TimeAgo} from './TimeAgo';
import {useAnswers, useQuestion, type AnswersView} from './useQuestion';
import {VoteButtons} from './VoteButtons';
import {reportWriteFailure} from './writeFailures';
import styles from './community.module.css';

function send(write: Promise<LocalWrite>, failure: string): void {
  write.then(({synced}) => synced).catch((error: unknown) => reportWriteFailure(`${failure}: ${friendlyDataError(error)}`));
}

/** The question's id from /community/question?id=… (a query string: static hosting, no rewrites). */
export function questionIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('id')?.trim();
  return id && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}

function Question({post, answerIds}: {post: Post; answerIds: readonly string[]}): React.JSX.Element {
  const {user, isAdmin} = useCommunity();
  const history = useHistory();
  const [editing, setEditing] = useState(false);
  const mine = user !== null && user.uid === post.authorId;

  if (editing) {
    return <QuestionForm post={post} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />;
  }

  const remove = () => {
    send(deleteQuestion(post.id, isAdmin ? answerIds : []), 'The question was not deleted');
    history.push('/community');
  };

  return (
    <article className={clsx(styles.question, post.hidden && styles.hiddenItem)} aria-labelledby="question-title">
      <h1 id="question-title" className={styles.questionTitle}>
        {post.title}
      </h1>
      <p className={styles.byline}>
        asked by <AuthorName uid={post.authorId} /> <TimeAgo time={post.createdAt} />
        {post.editedAt && (
          <>
            {' · '}
            <span className={styles.edited}>
              edited <TimeAgo time={post.editedAt} />
            </span>
          </>
        )}
      </p>
      <div className={styles.badges}>
        {post.hidden && <span className={clsx(styles.badge, styles.badgeHidden)}>Hidden by a moderator</span>}
        {post.pending && <span className={clsx(styles.badge, styles.badgePending)}>Waiting to sync</span>}
      </div>
      <div className={styles.itemRow}>
        <VoteButtons target={{postId: post.id, answerId: null}} score={post.score} authorId={post.authorId} kind="question" />
        <div className={styles.itemMain}>
          <Markdown source={post.body} />
          <TagList tags={post.tags} />
          <footer className={styles.itemFooter}>
            <span />
            <span className={styles.actions}>
              {/* A hidden question stays as reported until a moderator has looked (firestore.rules). */}
              {mine && !post.hidden && (
                <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
                  Edit
                </button>
              )}
              {/* Authors withdraw only a question that never had an answer, hidden or deleted ones included. */}
              {((mine && post.answerCount === 0 && post.lastAnswerId === null) || isAdmin) && (
                <ConfirmButton label="Delete" question="Delete this question?" confirmLabel="Delete question" onConfirm={remove} />
              )}
              {isAdmin && (
                <button type="button" className={styles.linkButton} onClick={() => send(setQuestionHidden(post.id, !post.hidden), 'The question was not changed')}>
                  {post.hidden ? 'Unhide' : 'Hide'}
                </button>
              )}
              {!mine && <ReportButton target={{postId: post.id, answerId: null}} kind="question" />}
            </span>
          </footer>
        </div>
      </div>
    </article>
  );
}

function Answers({post, view}: {post: Post; view: AnswersView}): React.JSX.Element {
  const {answers, loading, error, more, showMore} = view;
  const count = post.answerCount;
  return (
    <>
      <section className={styles.answers} aria-labelledby="answers-heading">
        <h2 id="answers-heading">{count === 1 ? '1 Answer' : `${count} Answers`}</h2>
        {error && (
          <div className="alert alert--danger" role="alert">
            {error}
          </div>
        )}
        {loading && <p className={styles.muted}>Loading answers…</p>}
        {!loading && answers.length === 0 && !error && <p className={styles.muted}>No answers yet. Be the first to help.</p>}
        {answers.map((answer) => (
          <AnswerItem key={answer.id} answer={answer} post={post} />
        ))}
        {more && (
          <button type="button" className="button button--secondary" onClick={showMore}>
            Show more answers
          </button>
        )}
      </section>
      {!post.hidden && (
        <section className={styles.panel}>
          <AnswerForm postId={post.id} />
        </section>
      )}
    </>
  );
}

/** /community/question?id=…: the question, its answers (live) and the answer form. */
export function QuestionView(): React.JSX.Element {
  const {search} = useLocation();
  const postId = questionIdFrom(search);
  const state = useQuestion(postId);
  const post = state.status === 'ready' ? state.post : null;

  return (
    <>
      {post && (
        <Head>
          <title>{`${post.title} | ${siteConfig.title}`}</title>
          <meta name="description" content={post.body.replace(/\s+/g, ' ').slice(0, 155)} />
        </Head>
      )}
      {state.status === 'loading' && (
        <p className={styles.muted} role="status">
          Loading the question…
        </p>
      )}
      {(state.status === 'missing' || state.status === 'unavailable') && (
        <div className={styles.panel}>
          <h1>Question not found</h1>
          <p>{state.status === 'unavailable' ? state.message : 'This question does not exist, or it was deleted.'}</p>
          <Link className="button button--primary" to="/community">
            Browse the questions
          </Link>
        </div>
      )}
      {post && <QuestionWithAnswers post={post} />}
    </>
  );
}

function QuestionWithAnswers({post}: {post: Post}): React.JSX.Element {
  const {isAdmin} = useCommunity();
  const answers = useAnswers(post.id, post.acceptedAnswerId, isAdmin);
  return (
    <>
      {/* Admins delete a question together with the answers on screen. */}
      <Question post={post} answerIds={answers.answers.map((answer) => answer.id)} />
      <Answers post={post} view={answers} />
    </>
  );
}
