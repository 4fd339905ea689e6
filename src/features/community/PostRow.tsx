import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {AuthorName} from './AuthorName';
import {questionUrl, type Post} from './model';
import {TagList} from './TagLink';
import {TimeAgo} from './TimeAgo';
import styles from './community.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Whether two versions of a question look the same in a row. Every snapshot of the live list
 * brings new objects (and the first one replaces the REST first page): unchanged rows skip
 * re-rendering.
 */
export function sameRow(a: Post, b: Post): boolean {
  return (
    a.id === b.id &&
    a.pending === b.pending &&
    a.title === b.title &&
    a.tags.join(' ') === b.tags.join(' ') &&
    a.authorId === b.authorId &&
    a.score === b.score &&
    a.answerCount === b.answerCount &&
    a.acceptedAnswerId === b.acceptedAnswerId &&
    a.hidden === b.hidden &&
    (a.createdAt?.toMillis() ?? null) === (b.createdAt?.toMillis() ?? null)
  );
}

/** One row of the question list: score, answers (and whether one is accepted), title, tags, author, age. */
export const PostRow = React.memo(function PostRow({post}: {post: Post}): React.JSX.Element {
  const accepted = post.acceptedAnswerId !== null;
  return (
    <li className={clsx(styles.row, post.hidden && styles.hiddenItem)}>
      <div className={styles.rowStats}>
        <span className={styles.stat}>{plural(post.score, 'vote', 'votes')}</span>
        <span className={clsx(styles.stat, post.answerCount > 0 && styles.statAnswered, accepted && styles.statAccepted)}>
          {accepted && <span aria-hidden="true">✓ </span>}
          {plural(post.answerCount, 'answer', 'answers')}
          {accepted && <span className="sr-only">, one accepted</span>}
        </span>
      </div>
      <div className={styles.rowMain}>
        <h2 className={styles.rowTitle}>
          <Link to={questionUrl(post.id)}>{post.title}</Link>
        </h2>
        <div className={styles.rowMeta}>
          <TagList tags={post.tags} />
          <span className={styles.byline}>
            asked by <AuthorName uid={post.authorId} /> <TimeAgo time={post.createdAt} />
          </span>
          {post.hidden && <span className={clsx(styles.badge, styles.badgeHidden)}>Hidden</span>}
          {post.pending && <span className={clsx(styles.badge, styles.badgePending)}>Waiting to sync</span>}
        </div>
      </div>
    </li>
  );
}, (before, after) => sameRow(before.post, after.post));
