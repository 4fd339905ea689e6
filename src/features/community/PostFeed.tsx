import React from 'react';
import {useCommunity} from './CommunityProvider';
import type {ConnectionState} from './connection';
import {FEED_VIEW_LABELS} from './model';
import {FIRST_PAGE_TARGET_ID} from './firstPageIds';
import type {FeedQuery} from './feedQuery';
import {PostRow} from './PostRow';
import {useFeed} from './useFeed';
import styles from './community.module.css';

function emptyMessage({view, tag}: FeedQuery): string {
  const tagged = tag ? ` tagged “${tag}”` : '';
  if (view === 'unanswered') return `Every question${tagged} has an answer. Nice work, everyone!`;
  return `No questions${tagged} yet. Ask the first one!`;
}

/** The list's accessible name: "Newest questions", "Top questions tagged asyncio". */
export function feedLabel({view, tag}: Pick<FeedQuery, 'view' | 'tag'>): string {
  return `${FEED_VIEW_LABELS[view]} questions${tag ? ` tagged ${tag}` : ''}`;
}

/**
 * Where /community's HTML draws its first questions before this code has run (FirstPageStarter).
 * React leaves an element's content alone when hydrating one rendered with dangerouslySetInnerHTML;
 * the object is a constant so that later renders, which compare it by identity, never reset it
 * either (suppressHydrationWarning: the content differs from the server's on purpose). The element
 * goes once this list has questions, a message or an error of its own.
 */
const DRAWN_BY_THE_HTML = {__html: ''};

export const OFFLINE_FEED = "You're offline. Questions will load when the connection returns.";

/**
 * Pure: what stands in for an empty list. Offline, an empty list only means nothing is cached
 * (and the SDK may never answer), so neither "Loading…" nor "No questions yet" would be true.
 */
export function feedPlaceholder(
  state: Readonly<{loading: boolean; error: string | null; count: number; connection: ConnectionState}>,
  feed: FeedQuery,
): Readonly<{kind: 'offline' | 'loading' | 'empty'; text: string}> | null {
  if (state.error || state.count > 0) return null;
  if (state.connection === 'offline') return {kind: 'offline', text: OFFLINE_FEED};
  return state.loading ? {kind: 'loading', text: 'Loading questions…'} : {kind: 'empty', text: emptyMessage(feed)};
}

/** The live question list with "Load more". Key it on the query (see useFeed). */
export function PostFeed({feed}: {feed: FeedQuery}): React.JSX.Element {
  const {posts, loading, loadingMore, error, canLoadMore, loadMore} = useFeed(feed);
  const {connection} = useCommunity();
  const placeholder = feedPlaceholder({loading, error, count: posts.length, connection}, feed);
  const label = feedLabel(feed);
  return (
    <div aria-busy={loading || loadingMore}>
      {error && (
        <div className="alert alert--danger margin-bottom--md" role="alert">
          {error}
        </div>
      )}
      {placeholder?.kind === 'loading' && <div id={FIRST_PAGE_TARGET_ID} className={styles.earlyRows} dangerouslySetInnerHTML={DRAWN_BY_THE_HTML} suppressHydrationWarning />}
      {placeholder?.kind === 'empty' ? (
        <p className={styles.empty}>{placeholder.text}</p>
      ) : (
        placeholder && (
          <p className={placeholder.kind === 'offline' ? styles.empty : styles.muted} role="status">
            {placeholder.text}
          </p>
        )
      )}
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
