import React from 'react';
import {FEED_VIEW_LABELS} from './model';
import type {FeedQuery} from './posts';
import {PostRow} from './PostRow';
import {useFeed} from './useFeed';
import styles from './community.module.css';

function emptyMessage({view, tag}: FeedQuery): string {
  const tagged = tag ? ` tagged “${tag}”` : '';
  if (view === 'unanswered') return `Every question${tagged} has an answer. Nice work, everyone!`;
  return `No questions${tagged} yet. Ask the first one!`;
}

/** The live question list with "Load more". Key it on the query (see useFeed). */
export function PostFeed({feed}: {feed: FeedQuery}): React.JSX.Element {
  const {posts, loading, loadingMore, error, canLoadMore, loadMore} = useFeed(feed);
  const label = `${FEED_VIEW_LABELS[feed.view]} questions${feed.tag ? ` tagged ${feed.tag}` : ''}`;
  return (
    <div aria-busy={loading || loadingMore}>
      {error && (
        <div className="alert alert--danger margin-bottom--md" role="alert">
          {error}
        </div>
      )}
      {loading && (
        <p className={styles.muted} role="status">
          Loading questions…
        </p>
      )}
      {!loading && !error && posts.length === 0 && <p className={styles.empty}>{emptyMessage(feed)}</p>}
      {posts.length > 0 && (
        <ol className={styles.feed} aria-label={label}>
          {posts.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ol>
      )}
      {(canLoadMore || loadingMore) && (
        <div className={styles.loadMore}>
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
