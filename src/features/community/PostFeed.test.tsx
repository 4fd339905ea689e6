import {act, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {FIRST_PAGE_TARGET_ID} from './firstPageIds';
import {PostFeed} from './PostFeed';
import {watchFeedRange, type FeedCursor, type FeedPage, type FeedRange} from './posts';
import {rememberDisplayName} from './profiles';
import {fakePost, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./posts', () => ({watchFeedRange: jest.fn()}));
const watch = watchFeedRange as jest.MockedFunction<typeof watchFeedRange>;

type Listener = {range: FeedRange; emit: (page: FeedPage) => void; stopped: boolean};
let listeners: Listener[];
const cursor = (id: string) => ({id}) as unknown as FeedCursor;
const posts = (from: number, count: number) =>
  Array.from({length: count}, (_, index) => fakePost({id: `q${from + index}`, title: `Question number ${from + index}`}));

beforeEach(() => {
  listeners = [];
  watch.mockReset();
  watch.mockImplementation((_feed, range, onPage) => {
    const listener: Listener = {range, emit: (page) => act(() => onPage(page)), stopped: false};
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  });
  rememberDisplayName('uid-ada@pydocs.dev', 'ada');
});

const FEED = {view: 'newest', tag: null, includeHidden: false} as const;
const live = () => listeners.filter((listener) => !listener.stopped);
/** The question rows (the list's own items, not the tag lists inside them). */
const rows = () => Array.from(screen.getByRole('list', {name: /questions/}).children) as HTMLElement[];

describe('PostFeed', () => {
  test('the first questions the page’s HTML drew stay on screen through hydration, until the list has its own', () => {
    let drawnByTheHtml: HTMLElement | null = null;
    renderCommunity(<PostFeed feed={FEED} />, {
      beforeHydrating: (container) => {
        // What FirstPageStarter's script does before React runs.
        const place = container.querySelector(`#${FIRST_PAGE_TARGET_ID}`) as HTMLElement;
        expect(place).toBeEmptyDOMElement();
        expect(place.nextElementSibling).toHaveTextContent('Loading questions…');
        place.innerHTML = '<ol aria-label="Newest questions"><li><h2><a href="/community/question?id=q7">Question number 7</a></h2></li></ol>';
        drawnByTheHtml = place.querySelector('ol');
      },
    });
    expect(drawnByTheHtml).not.toBeNull();
    expect(document.getElementById(FIRST_PAGE_TARGET_ID)?.firstElementChild).toBe(drawnByTheHtml);
    expect(screen.getByRole('link', {name: 'Question number 7'})).toBeInTheDocument();

    listeners[0].emit({posts: posts(7, 2), cursor: cursor('q8'), full: false});
    expect(document.getElementById(FIRST_PAGE_TARGET_ID)).toBeNull();
    expect(drawnByTheHtml).not.toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual(['Question number 7', 'Question number 8']);
    expect(screen.getAllByRole('list', {name: 'Newest questions'})).toHaveLength(1);
  });

  test('each row shows title, tags, author, age, score, answers and acceptance', () => {
    renderCommunity(<PostFeed feed={FEED} />);
    listeners[0].emit({posts: [fakePost({score: 3, answerCount: 2, acceptedAnswerId: 'a1'})], cursor: cursor('q1'), full: false});
    const [row] = rows();
    expect(within(row).getByRole('link', {name: 'Why does my default list keep growing?'})).toHaveAttribute('href', '/community/question?id=q1');
    expect(within(row).getByRole('link', {name: 'Questions tagged functions'})).toBeInTheDocument();
    expect(row).toHaveTextContent('3 votes');
    expect(row).toHaveTextContent('2 answers, one accepted');
    expect(row).toHaveTextContent('asked by ada');
    expect(within(row).getByText(/ago|yesterday|last/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
  });

  test('"Load more" closes the first slice at its last row and opens the next one after it', async () => {
    renderCommunity(<PostFeed feed={FEED} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions');
    listeners[0].emit({posts: posts(1, 20), cursor: cursor('q20'), full: true});
    expect(rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', {name: 'Load more'}));
    expect(live().map((listener) => listener.range)).toEqual([
      {after: null, until: cursor('q20')},
      {after: cursor('q20'), until: null},
    ]);
    live()[0].emit({posts: posts(1, 20), cursor: cursor('q20'), full: true});
    live()[1].emit({posts: posts(21, 5), cursor: cursor('q25'), full: false});
    expect(rows()).toHaveLength(25);
    expect(screen.queryByRole('button', {name: 'Load more'})).not.toBeInTheDocument();
  });

  test('a new question appears at the top live, and no row is shown twice', () => {
    renderCommunity(<PostFeed feed={FEED} />);
    listeners[0].emit({posts: posts(1, 3), cursor: cursor('q3'), full: false});
    listeners[0].emit({posts: [fakePost({id: 'fresh', title: 'A brand new question', pending: true}), ...posts(1, 3)], cursor: cursor('q3'), full: false});
    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toHaveTextContent('A brand new question');
    expect(rows()[0]).toHaveTextContent('Waiting to sync');
  });

  test('an empty list says so', () => {
    renderCommunity(<PostFeed feed={{view: 'unanswered', tag: 'asyncio', includeHidden: false}} />);
    listeners[0].emit({posts: [], cursor: null, full: false});
    expect(screen.getByText('Every question tagged “asyncio” has an answer. Nice work, everyone!')).toBeInTheDocument();
  });
  test('offline with nothing cached, the list says questions will load when the connection returns, not "Loading" forever', () => {
    renderCommunity(<PostFeed feed={FEED} />, {community: {connection: 'offline'}});
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. Questions will load when the connection returns.");
    expect(screen.queryByText('Loading questions…')).not.toBeInTheDocument();
    listeners[0].emit({posts: [], cursor: null, full: false});
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. Questions will load when the connection returns.");
    expect(screen.queryByText(/No questions yet/)).not.toBeInTheDocument();
  });

  test('offline, questions already on this device are still listed', () => {
    renderCommunity(<PostFeed feed={FEED} />, {community: {connection: 'offline'}});
    listeners[0].emit({posts: posts(1, 2), cursor: cursor('q2'), full: false});
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  });
});
