/**
 * What a list view asks Firestore for. Pure (no SDK import), so the REST first page
 * (firstPage.ts) and the security-rules tests can use it without loading Firebase.
 */
import type {QueryConstraint} from 'firebase/firestore';
import type {FeedView} from './model';
import type {FirestoreModule} from './store';

export type FeedQuery = Readonly<{
  view: FeedView;
  tag: string | null;
  /** Admins also see hidden questions; everyone else's query must leave them out (the rules check). */
  includeHidden: boolean;
}>;

/**
 * The filters and order of a list view. Each combination has its composite index in
 * firestore.indexes.json; the hidden filter comes first so the rules can prove it is there.
 */
export function feedConstraints(fs: Pick<FirestoreModule, 'where' | 'orderBy'>, feed: FeedQuery): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (!feed.includeHidden) constraints.push(fs.where('hidden', '==', false));
  if (feed.tag) constraints.push(fs.where('tags', 'array-contains', feed.tag));
  if (feed.view === 'unanswered') constraints.push(fs.where('answerCount', '==', 0));
  if (feed.view === 'top') constraints.push(fs.orderBy('score', 'desc'));
  constraints.push(fs.orderBy('createdAt', 'desc'));
  return constraints;
}

