// Every list query the site can make has its composite index in firestore.indexes.json.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {FEED_VIEWS} from './model';
import {feedConstraints, type FeedQuery} from './feedQuery';

type IndexField = {fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'};
type Index = {collectionGroup: string; queryScope: string; fields: IndexField[]};
const {indexes} = JSON.parse(readFileSync(path.join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as {indexes: Index[]};

type Recorded = {kind: 'where'; field: string; op: string} | {kind: 'orderBy'; field: string; direction: string};
/** Stands in for the SDK's where/orderBy and records what the query asks for. */
const recorder = {
  where: (field: unknown, op: unknown) => ({kind: 'where', field, op}),
  orderBy: (field: unknown, direction: unknown = 'asc') => ({kind: 'orderBy', field, direction}),
} as unknown as Parameters<typeof feedConstraints>[0];

/** What a composite index for this query must contain: equality fields (any order), then the order. */
function requiredIndex(constraints: Recorded[]): {equality: IndexField[]; order: IndexField[]} {
  const equality = constraints
    .filter((c): c is Extract<Recorded, {kind: 'where'}> => c.kind === 'where')
    .map((c) => (c.op === 'array-contains' ? {fieldPath: c.field, arrayConfig: 'CONTAINS' as const} : {fieldPath: c.field, order: 'ASCENDING' as const}));
  const order = constraints
    .filter((c): c is Extract<Recorded, {kind: 'orderBy'}> => c.kind === 'orderBy')
    .map((c) => ({fieldPath: c.field, order: c.direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const)}));
  return {equality, order};
}

const key = (field: IndexField) => `${field.fieldPath}:${field.arrayConfig ?? field.order}`;

const queries: FeedQuery[] = FEED_VIEWS.flatMap((view) =>
  [null, 'asyncio'].flatMap((tag) => [true, false].map((includeHidden) => ({view, tag, includeHidden}))),
);

describe('the question list queries', () => {
  test.each(queries.map((query) => [JSON.stringify(query), query] as const))('%s has a composite index (or needs none)', (_name, query) => {
    const {equality, order} = requiredIndex(feedConstraints(recorder, query) as unknown as Recorded[]);
    if (equality.length + order.length <= 1) return; // single-field indexes are automatic
    const match = indexes.find((index) => {
      if (index.collectionGroup !== 'posts' || index.fields.length !== equality.length + order.length) return false;
      const head = index.fields.slice(0, equality.length).map(key).sort();
      const tail = index.fields.slice(equality.length).map(key);
      return head.join() === equality.map(key).sort().join() && tail.join() === order.map(key).join();
    });
    expect(match).toBeDefined();
  });

  test('readers\' queries always leave hidden questions out (the rules insist)', () => {
    for (const query of queries.filter((q) => !q.includeHidden)) {
      expect(feedConstraints(recorder, query)[0]).toEqual({kind: 'where', field: 'hidden', op: '=='});
    }
  });
});
