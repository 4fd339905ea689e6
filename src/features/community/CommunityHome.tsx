import React, {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {firebaseConfig} from '../firebase';
import {CommunityFrame} from './CommunityFrame';
import {useCommunity} from './CommunityProvider';
import {FeedControls} from './FeedControls';
import {fetchFirstPageAhead, firstPageEndpoint} from './firstPage';
import {isFeedView, questionUrl, type FeedView} from './model';
import {PostFeed} from './PostFeed';
import {LazyQuestionForm, preloadQuestionForm, preloadQuestionFormWhenIdle} from './LazyQuestionForm';
import {ReportQueue} from './ReportQueue';
import {holdStore} from './store';
import styles from './community.module.css';

/** The list's view and tag live in the URL (?view=top&tag=asyncio), so they can be shared. */
export function feedParams(search: string): {view: FeedView; tag: string | null} {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const tag = params.get('tag')?.trim().toLowerCase() || null;
  return {view: isFeedView(view) ? view : 'newest', tag: tag && /^[a-z0-9][a-z0-9-]{0,23}$/.test(tag) ? tag : null};
}

/** How long the SDK waits for the first page to paint at most (see holdStore). */
const FIRST_PAGE_HOLD_MS = 2500;

// Opened directly, /community asks for its first page while this code is still starting (before
// React hydrates), and holds the Firestore SDK back until that page has painted. After a
// client-side navigation this module runs before the location changes, so nothing happens here
// and the list fetches it as it mounts.
if (ExecutionEnvironment.canUseDOM && window.location.pathname.replace(/\/$/, '') === '/community') {
  holdStore(FIRST_PAGE_HOLD_MS);
  fetchFirstPageAhead(firstPageEndpoint(firebaseConfig()), {...feedParams(window.location.search), includeHidden: false});
}

function feedSearch(view: FeedView, tag: string | null): string {
  const params = new URLSearchParams();
  if (view !== 'newest') params.set('view', view);
  if (tag) params.set('tag', tag);
  const search = params.toString();
  return search ? `?${search}` : '';
}

function Home(): React.JSX.Element {
  const {user, isAdmin, whenSignedIn} = useCommunity();
  const {search} = useLocation();
  const history = useHistory();
  const {view, tag} = feedParams(search);
  const [asking, setAsking] = useState(false);

  // Asking may end on the question page, offline too: fetch that page's code while online.
  useEffect(() => {
    if (asking) void window.docusaurus?.preload?.('/community/question');
  }, [asking]);
  useEffect(() => {
    if (!user) {
      setAsking(false);
      return undefined;
    }
    return preloadQuestionFormWhenIdle();
  }, [user]);
  const warmUpForm = () => void preloadQuestionForm().catch(() => undefined);

  const show = (next: {view?: FeedView; tag?: string | null}) =>
    history.replace({search: feedSearch(next.view ?? view, next.tag === undefined ? tag : next.tag)});

  return (
    <>
      <header className={styles.pageHeader}>
        <div>
          <h1>Community</h1>
          <p className={styles.lead}>Ask Python questions, answer other readers&apos; and vote for the answers that help most.</p>
        </div>
        {!asking && (
          <button
            type="button"
            className="button button--primary button--lg"
            onPointerEnter={warmUpForm}
            onFocus={warmUpForm}
            onTouchStart={warmUpForm}
            onClick={() => whenSignedIn(() => setAsking(true))}
          >
            Ask a question
          </button>
        )}
      </header>
      {asking && user && <LazyQuestionForm onDone={(postId) => history.push(questionUrl(postId))} onCancel={() => setAsking(false)} />}
      {isAdmin && <ReportQueue />}
      <FeedControls view={view} tag={tag} onViewChange={(next) => show({view: next})} onTagChange={(next) => show({tag: next})} />
      <PostFeed key={`${view}|${tag ?? ''}|${isAdmin}`} feed={{view, tag, includeHidden: isAdmin}} />
    </>
  );
}

/** /community: the question list and the "Ask a question" form. */
export function CommunityHome(): React.JSX.Element {
  return (
    <CommunityFrame>
      <Home />
    </CommunityFrame>
  );
}
