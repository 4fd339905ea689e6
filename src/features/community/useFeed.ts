import {startTransition, useEffect, useRef, useState} from 'react';
import {firebaseConfig} from '../firebase';
import {firstPage, firstPageEndpoint} from './firstPage';
import type {Post} from './model';
import {watchFeedRange, type FeedCursor, type FeedPage, type FeedQuery} from './posts';
import {friendlyDataError, isStoreLoaded, letStoreLoad, type Unsubscribe} from './store';

export type FeedView = Readonly<{
  posts: readonly Post[];
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  canLoadMore: boolean;
  loadMore: () => void;
}>;

/**
 * The question list, live, paginated with cursors.
 *
 * Each loaded page is a live slice between two cursors: the first runs from the top to the end of
 * page one, the next from there to the end of page two, and the last is open-ended with PAGE_SIZE
 * rows. "Load more" closes the last slice at its last row and opens a new one after it. Slices
 * never overlap or leave gaps, so new questions, votes and answers move rows around live without
 * any row vanishing or appearing twice, and no query reads more than it shows.
 *
 * While the SDK is still to be downloaded, the public list shows its first page as fetched over
 * REST (see firstPage.ts) until the live listener's first snapshot: same query, no SDK needed, so
 * the questions paint sooner. Once the SDK is loaded (another view, another tag) it answers itself.
 *
 * The component using this is keyed on the query: a new view or tag starts from scratch.
 */
export function useFeed(feed: FeedQuery): FeedView {
  const [cursors, setCursors] = useState<readonly FeedCursor[]>([]);
  const [pages, setPages] = useState<ReadonlyArray<FeedPage | undefined>>([]);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<readonly Post[] | null>(null);
  const listeners = useRef(new Map<string, Unsubscribe>());
  const {view, tag, includeHidden} = feed;

  useEffect(() => {
    if (includeHidden || isStoreLoaded() || typeof fetch !== 'function') {
      letStoreLoad();
      return undefined;
    }
    const controller = new AbortController();
    // A failure changes nothing: the live listener answers (from its cache when offline).
    // In a transition: opened directly, the page's HTML has already drawn these rows
    // (FirstPageStarter), and React replacing them with its own is ~20 rows of work a reader cannot
    // see. Rendered as an ordinary update it ran in one piece with everything else that changes
    // right after hydration, the longest task of the page's start-up; as a transition React renders
    // it in short slices and gives way to input.
    firstPage(firstPageEndpoint(firebaseConfig()), {view, tag, includeHidden}, controller.signal).then(
      (posts) => startTransition(() => setPreview(posts)),
      letStoreLoad,
    );
    return () => controller.abort();
  }, [view, tag, includeHidden]);

  useEffect(() => {
    // The first page is on screen once the browser has painted this render: the SDK may load now.
    if (preview !== null) requestAnimationFrame(() => setTimeout(letStoreLoad, 0));
  }, [preview]);

  useEffect(() => {
    const wanted = new Map<string, {index: number; after: FeedCursor | null; until: FeedCursor | null}>();
    for (let index = 0; index <= cursors.length; index++) {
      const until = cursors[index] ?? null;
      wanted.set(`${index}:${until ? 'closed' : 'open'}`, {index, after: cursors[index - 1] ?? null, until});
    }
    for (const [key, stop] of listeners.current) {
      if (!wanted.has(key)) {
        stop();
        listeners.current.delete(key);
      }
    }
    for (const [key, {index, after, until}] of wanted) {
      if (listeners.current.has(key)) continue;
      const stop = watchFeedRange(
        {view, tag, includeHidden},
        {after, until},
        // A transition too: a snapshot can redraw every row (a vote reorders the list), and
        // nothing in it is more urgent than what the reader is typing or clicking.
        (page) =>
          startTransition(() =>
            setPages((current) => {
              const next = [...current];
              next[index] = page;
              return next;
            }),
          ),
        (failure) => setError(friendlyDataError(failure)),
      );
      listeners.current.set(key, stop);
    }
  }, [cursors, view, tag, includeHidden]);

  useEffect(() => {
    const current = listeners.current;
    return () => {
      for (const stop of current.values()) stop();
      current.clear();
    };
  }, []);

  const seen = new Set<string>();
  const posts: Post[] = [];
  const live = pages[0] !== undefined;
  for (const page of live ? pages : [{posts: preview ?? []}]) {
    for (const post of page?.posts ?? []) {
      // A row can sit in two slices for a moment while a pending question gets its server time.
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  const last = pages[cursors.length];
  return {
    posts,
    loading: !live && preview === null && error === null,
    loadingMore: cursors.length > 0 && last === undefined && error === null,
    error,
    canLoadMore: last !== undefined && last.full && last.cursor !== null,
    loadMore: () => {
      if (last?.cursor) setCursors((current) => [...current, last.cursor as FeedCursor]);
    },
  };
}
