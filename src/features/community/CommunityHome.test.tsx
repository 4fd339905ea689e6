import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {User} from 'firebase/auth';
import {CommunityHome, feedParams} from './CommunityHome';
import {watchFeedRange} from './posts';
import {authTree, fakeAuth, fakeUser, renderWithAuth} from '../../../tests/unit/authTestContext';

// Firebase that never answers; the connection watcher is the real one, waiting on it.
jest.mock('../firebase', () => ({...jest.requireActual('../firebase/connection'), getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./posts', () => ({watchFeedRange: jest.fn(() => () => undefined), askQuestion: jest.fn(), editQuestion: jest.fn()}));
const watch = watchFeedRange as jest.MockedFunction<typeof watchFeedRange>;

function signedInUser(email: string): User {
  return Object.assign(fakeUser(email), {getIdTokenResult: async () => ({claims: {}})}) as User;
}

beforeEach(() => watch.mockClear());

describe('CommunityHome', () => {
  test('a signed-out reader sees the list, and "Ask a question" opens the login modal', async () => {
    renderWithAuth(<CommunityHome />, fakeAuth(), '/community');
    expect(screen.getByRole('heading', {level: 1, name: 'Community'})).toBeInTheDocument();
    expect(watch).toHaveBeenCalledWith({view: 'newest', tag: null, includeHidden: false}, {after: null, until: null}, expect.any(Function), expect.any(Function));
    await userEvent.click(screen.getByRole('button', {name: 'Ask a question'}));
    expect(await screen.findByRole('dialog', {name: 'Login to Community'})).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  test('a signed-in reader opens the Ask form', async () => {
    const ada = signedInUser('ada@pydocs.dev');
    renderWithAuth(<CommunityHome />, fakeAuth({user: ada}), '/community');
    await userEvent.click(screen.getByRole('button', {name: 'Ask a question'}));
    expect(await screen.findByRole('heading', {name: 'Ask a question'})).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  test('"Ask a question" pressed while the page is still finding out who is signed in waits, then opens the form', async () => {
    const ada = signedInUser('ada@pydocs.dev');
    const {rerender} = renderWithAuth(<CommunityHome />, fakeAuth({loading: true}), '/community');
    await userEvent.click(screen.getByRole('button', {name: 'Ask a question'}));
    expect(screen.queryByRole('dialog', {name: 'Login to Community'})).not.toBeInTheDocument();
    rerender(authTree(<CommunityHome />, fakeAuth({user: ada})));
    expect(await screen.findByRole('heading', {name: 'Ask a question'})).toBeInTheDocument();
    expect(screen.queryByRole('dialog', {name: 'Login to Community'})).not.toBeInTheDocument();
  });

  test('… and opens the login modal if nobody turns out to be signed in', async () => {
    const {rerender} = renderWithAuth(<CommunityHome />, fakeAuth({loading: true}), '/community');
    await userEvent.click(screen.getByRole('button', {name: 'Ask a question'}));
    rerender(authTree(<CommunityHome />, fakeAuth()));
    expect(await screen.findByRole('dialog', {name: 'Login to Community'})).toBeInTheDocument();
  });

  test('switching to Top and filtering by a tag asks for that list', async () => {
    renderWithAuth(<CommunityHome />, fakeAuth(), '/community');
    await userEvent.click(screen.getByRole('button', {name: 'Top'}));
    expect(screen.getByRole('button', {name: 'Top'})).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('textbox', {name: 'Tag'}), 'AsyncIO{Enter}');
    expect(watch).toHaveBeenLastCalledWith({view: 'top', tag: 'asyncio', includeHidden: false}, expect.anything(), expect.any(Function), expect.any(Function));
    expect(screen.getByRole('button', {name: 'Clear tag “asyncio”'})).toBeInTheDocument();
  });

  test('the connection starts as "Connecting…" until Firestore answers', () => {
    renderWithAuth(<CommunityHome />, fakeAuth(), '/community');
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
  });
});

describe('feedParams', () => {
  test('reads the view and tag from the URL, ignoring anything invalid', () => {
    expect(feedParams('?view=top&tag=AsyncIO')).toEqual({view: 'top', tag: 'asyncio'});
    expect(feedParams('?view=hacked&tag=<script>')).toEqual({view: 'newest', tag: null});
  });
});
