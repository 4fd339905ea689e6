import {act, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {VoteButtons} from './VoteButtons';
import {castVote, watchMyVote} from './votes';
import {fakeUser, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./votes', () => ({castVote: jest.fn(), watchMyVote: jest.fn()}));
const cast = castVote as jest.MockedFunction<typeof castVote>;
const watch = watchMyVote as jest.MockedFunction<typeof watchMyVote>;

const grace = fakeUser('grace@pydocs.dev');
const TARGET = {postId: 'q1', answerId: null};

beforeEach(() => {
  cast.mockReset();
  watch.mockReset();
});

describe('VoteButtons', () => {
  test('a reader upvotes: the vote is cast from their current vote', async () => {
    watch.mockImplementation((_target, _uid, onVote) => {
      onVote(0);
      return () => undefined;
    });
    cast.mockResolvedValue({vote: 1, synced: Promise.resolve()});
    renderCommunity(<VoteButtons target={TARGET} score={4} authorId="someone-else" kind="question" />, {user: grace});
    expect(screen.getByRole('group', {name: 'Votes on this question'})).toHaveTextContent('4');
    await userEvent.click(screen.getByRole('button', {name: 'Upvote this question'}));
    expect(cast).toHaveBeenCalledWith(TARGET, grace.uid, 0, 1);
  });

  test('the arrow of the vote already given shows as pressed', () => {
    watch.mockImplementation((_target, _uid, onVote) => {
      onVote(-1);
      return () => undefined;
    });
    renderCommunity(<VoteButtons target={TARGET} score={-1} authorId="someone-else" kind="question" />, {user: grace});
    expect(screen.getByRole('button', {name: 'Downvote this question'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', {name: 'Upvote this question'})).toHaveAttribute('aria-pressed', 'false');
  });

  test('authors cannot vote on their own post, and are told why', () => {
    watch.mockImplementation((_target, _uid, onVote) => {
      onVote(0);
      return () => undefined;
    });
    renderCommunity(<VoteButtons target={TARGET} score={2} authorId={grace.uid} kind="question" />, {user: grace});
    const up = screen.getByRole('button', {name: 'Upvote this question'});
    expect(up).toBeDisabled();
    expect(up).toHaveAccessibleDescription('You cannot vote on your own question.');
    expect(screen.getByRole('button', {name: 'Downvote this question'})).toBeDisabled();
  });

  test('a signed-out reader who votes gets the login modal', async () => {
    renderCommunity(<VoteButtons target={TARGET} score={2} authorId="someone" kind="answer" />);
    await userEvent.click(screen.getByRole('button', {name: 'Upvote this answer'}));
    expect(await screen.findByRole('dialog', {name: 'Login to Community'})).toBeInTheDocument();
    expect(cast).not.toHaveBeenCalled();
  });

  test('a quick second click waits for the first vote to show', async () => {
    let report: (vote: 0 | 1 | -1) => void = () => undefined;
    watch.mockImplementation((_target, _uid, onVote) => {
      report = onVote;
      onVote(0);
      return () => undefined;
    });
    cast.mockResolvedValue({vote: 1, synced: Promise.resolve()});
    renderCommunity(<VoteButtons target={TARGET} score={0} authorId="someone" kind="question" />, {user: grace});
    const up = screen.getByRole('button', {name: 'Upvote this question'});
    await userEvent.click(up);
    await waitFor(() => expect(up).toBeDisabled());
    act(() => report(1));
    await waitFor(() => expect(up).toBeEnabled());
    expect(up).toHaveAttribute('aria-pressed', 'true');
  });
});
