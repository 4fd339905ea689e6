import {screen} from '@testing-library/react';
import {QuestionView, questionIdFrom} from './QuestionView';
import {watchAnswers} from './answers';
import type {Answer, Post} from './model';
import {watchPost} from './posts';
import {rememberDisplayName} from './profiles';
import {fakeAnswer, fakePost, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./posts', () => ({watchPost: jest.fn(), deleteQuestion: jest.fn(), setQuestionHidden: jest.fn(), setAcceptedAnswer: jest.fn()}));
jest.mock('./answers', () => ({watchAnswers: jest.fn(), postAnswer: jest.fn()}));
jest.mock('./votes', () => ({watchMyVote: jest.fn(() => () => undefined), castVote: jest.fn()}));
jest.mock('./reports', () => ({watchMyReport: jest.fn(() => () => undefined), reportContent: jest.fn()}));

function serve(post: Post | null, answers: Answer[] = [], fromCache = false) {
  (watchPost as jest.Mock).mockImplementation((_id, onState: (state: {post: Post | null; fromCache: boolean}) => void) => {
    onState({post, fromCache});
    return () => undefined;
  });
  (watchAnswers as jest.Mock).mockImplementation((_id, _options, onState: (state: {answers: Answer[]; full: boolean}) => void) => {
    onState({answers, full: false});
    return () => undefined;
  });
}

beforeEach(() => {
  rememberDisplayName('uid-ada@pydocs.dev', 'ada');
  rememberDisplayName('uid-grace@pydocs.dev', 'grace');
});

describe('QuestionView', () => {
  test('shows the question, its answers (accepted first) and, signed out, a way to log in and answer', () => {
    serve(fakePost({acceptedAnswerId: 'a2', answerCount: 2}), [fakeAnswer({id: 'a1', score: 9}), fakeAnswer({id: 'a2', score: 0})]);
    renderCommunity(<QuestionView />, {path: '/community/question?id=q1'});
    expect(watchPost).toHaveBeenCalledWith('q1', expect.any(Function), expect.any(Function));
    expect(screen.getByRole('heading', {level: 1, name: 'Why does my default list keep growing?'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 2, name: '2 Answers'})).toBeInTheDocument();
    const answers = screen.getAllByRole('article').slice(1);
    expect(answers[0]).toHaveAttribute('id', 'answer-a2');
    expect(answers[0]).toHaveTextContent('Accepted answer');
    expect(screen.getByRole('button', {name: 'Log in to answer'})).toBeInTheDocument();
  });

  test('a question with an <img onerror> and a javascript: link renders inert', () => {
    serve(fakePost({body: 'Why?\n\n<img src=x onerror=alert(1)>\n\n[click me](javascript:alert(document.cookie))'}));
    const {container} = renderCommunity(<QuestionView />, {path: '/community/question?id=q1'});
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:" i]')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('click me')).toBeInTheDocument();
  });

  test('a question the server does not have is "not found"; one only missing from the cache is still loading', () => {
    serve(null, [], true);
    const {unmount} = renderCommunity(<QuestionView />, {path: '/community/question?id=q1'});
    expect(screen.getByRole('status')).toHaveTextContent('Loading the question');
    unmount();
    serve(null, [], false);
    renderCommunity(<QuestionView />, {path: '/community/question?id=gone'});
    expect(screen.getByRole('heading', {name: 'Question not found'})).toBeInTheDocument();
  });

  test('only plausible ids are read from the URL', () => {
    expect(questionIdFrom('?id=abc_DEF-123')).toBe('abc_DEF-123');
    expect(questionIdFrom('?id=../users/x')).toBeNull();
    expect(questionIdFrom('')).toBeNull();
  });
});
