import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {AnswerForm} from './AnswerForm';
import {postAnswer} from './answers';
import {fakeUser, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./answers', () => ({postAnswer: jest.fn()}));
const post = postAnswer as jest.MockedFunction<typeof postAnswer>;

const grace = fakeUser('grace@pydocs.dev');
const ANSWER = 'Use `None` as the default and create the list inside the function.';

beforeEach(() => {
  window.localStorage.clear();
  post.mockReset();
});

describe('AnswerForm', () => {
  test('an answer sent right after the page loads waits for the reader’s profile, then is posted', async () => {
    post.mockResolvedValue({answerId: 'a9', synced: Promise.resolve()});
    const onAnswered = jest.fn();
    const {updateCommunity} = renderCommunity(<AnswerForm postId="q1" onAnswered={onAnswered} />, {user: grace, community: {displayName: null}});
    await userEvent.type(screen.getByLabelText('Answer'), ANSWER);
    await userEvent.click(screen.getByRole('button', {name: 'Post your answer'}));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', {name: 'Posting…'})).toBeDisabled();
    updateCommunity({displayName: 'grace'});
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith('a9'));
    expect(post).toHaveBeenCalledWith('q1', ANSWER, grace.uid);
  });

  test('if the profile does not arrive, the reader is asked to try again and keeps the answer', async () => {
    renderCommunity(<AnswerForm postId="q1" />, {user: grace, community: {displayName: null}, profileWaitMs: 50});
    await userEvent.type(screen.getByLabelText('Answer'), ANSWER);
    await userEvent.click(screen.getByRole('button', {name: 'Post your answer'}));
    expect(await screen.findByText('One moment: your community profile is still being set up. Please try again in a few seconds.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Answer')).toHaveValue(ANSWER);
    expect(screen.getByRole('button', {name: 'Post your answer'})).toBeEnabled();
  });
});
