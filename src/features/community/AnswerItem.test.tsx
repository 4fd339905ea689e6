import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {AnswerItem} from './AnswerItem';
import {deleteAnswer, editAnswer, setAnswerHidden} from './answers';
import {setAcceptedAnswer} from './posts';
import {rememberDisplayName} from './profiles';
import {watchMyReport} from './reports';
import {watchMyVote} from './votes';
import {at, fakeAnswer, fakePost, fakeUser, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./answers', () => ({deleteAnswer: jest.fn(), editAnswer: jest.fn(), setAnswerHidden: jest.fn()}));
jest.mock('./posts', () => ({setAcceptedAnswer: jest.fn()}));
jest.mock('./votes', () => ({castVote: jest.fn(), watchMyVote: jest.fn()}));
jest.mock('./reports', () => ({reportContent: jest.fn(), watchMyReport: jest.fn()}));

const ada = fakeUser('ada@pydocs.dev'); // asked the question
const grace = fakeUser('grace@pydocs.dev'); // wrote the answer
const alan = fakeUser('alan@pydocs.dev'); // neither
const written = {synced: Promise.resolve()};

beforeEach(() => {
  jest.clearAllMocks();
  for (const mock of [deleteAnswer, editAnswer, setAnswerHidden, setAcceptedAnswer]) (mock as jest.Mock).mockResolvedValue(written);
  (watchMyVote as jest.Mock).mockImplementation((_target, _uid, onVote: (vote: number) => void) => (onVote(0), () => undefined));
  (watchMyReport as jest.Mock).mockImplementation((_target, _uid, onReported: (reported: boolean) => void) => (onReported(false), () => undefined));
  rememberDisplayName(grace.uid, 'grace');
});

const post = fakePost({authorId: ada.uid});

describe('AnswerItem', () => {
  test('the question\'s author accepts an answer', async () => {
    renderCommunity(<AnswerItem answer={fakeAnswer({authorId: grace.uid})} post={post} />, {user: ada});
    await userEvent.click(screen.getByRole('button', {name: 'Accept this answer'}));
    expect(setAcceptedAnswer).toHaveBeenCalledWith('q1', 'a1');
  });

  test('an accepted answer is marked, and its question\'s author can take the acceptance back', async () => {
    renderCommunity(<AnswerItem answer={fakeAnswer({authorId: grace.uid})} post={{...post, acceptedAnswerId: 'a1'}} />, {user: ada});
    expect(screen.getByRole('article')).toHaveTextContent('✓ Accepted answer');
    await userEvent.click(screen.getByRole('button', {name: 'Unaccept'}));
    expect(setAcceptedAnswer).toHaveBeenCalledWith('q1', null);
  });

  test('other readers cannot accept, edit or delete; they can vote and report', () => {
    renderCommunity(<AnswerItem answer={fakeAnswer({authorId: grace.uid})} post={post} />, {user: alan});
    expect(screen.queryByRole('button', {name: /Accept/})).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Edit'})).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Delete'})).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Upvote this answer'})).toBeEnabled();
    expect(screen.getByRole('button', {name: 'Report'})).toBeInTheDocument();
  });

  test('the author edits their answer; edits are labelled "edited"', async () => {
    const {rerender} = renderCommunity(<AnswerItem answer={fakeAnswer({authorId: grace.uid})} post={post} />, {user: grace});
    await userEvent.click(screen.getByRole('button', {name: 'Edit'}));
    const editor = screen.getByLabelText('Edit your answer');
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Defaults are evaluated once, at definition time.');
    await userEvent.click(screen.getByRole('button', {name: 'Save edit'}));
    expect(editAnswer).toHaveBeenCalledWith('q1', 'a1', 'Defaults are evaluated once, at definition time.');
    expect(screen.queryByLabelText('Edit your answer')).not.toBeInTheDocument();
    rerender(<AnswerItem answer={fakeAnswer({authorId: grace.uid, editedAt: at('2026-11-20T11:30:00Z')})} post={post} />);
    expect(screen.getByRole('article')).toHaveTextContent(/edited/);
  });

  test('the author deletes their answer after confirming', async () => {
    const answer = fakeAnswer({authorId: grace.uid});
    renderCommunity(<AnswerItem answer={answer} post={post} />, {user: grace});
    await userEvent.click(screen.getByRole('button', {name: 'Delete'}));
    const confirm = screen.getByRole('group', {name: 'Delete this answer?'});
    await userEvent.click(within(confirm).getByRole('button', {name: 'Delete answer'}));
    expect(deleteAnswer).toHaveBeenCalledWith(answer, post);
  });

  test('an admin hides an answer; hidden answers are marked for admins', async () => {
    const answer = fakeAnswer({authorId: grace.uid});
    const {rerender} = renderCommunity(<AnswerItem answer={answer} post={post} />, {user: alan, isAdmin: true});
    await userEvent.click(screen.getByRole('button', {name: 'Hide'}));
    expect(setAnswerHidden).toHaveBeenCalledWith(answer, true, post);
    rerender(<AnswerItem answer={{...answer, hidden: true}} post={post} />);
    expect(screen.getByRole('article')).toHaveTextContent('Hidden by a moderator');
    expect(screen.getByRole('button', {name: 'Unhide'})).toBeInTheDocument();
  });

  test('an answer that has not reached the server yet says so', () => {
    renderCommunity(<AnswerItem answer={fakeAnswer({authorId: grace.uid, pending: true})} post={post} />, {user: grace});
    expect(screen.getByRole('article')).toHaveTextContent('Waiting to sync');
  });
});
