import {act, render, screen, within} from '@testing-library/react';
import {ChatThread, PENDING_BADGE_DELAY_MS} from './ChatThread';
import type {ChatMessage} from './model';

const question = (pending: boolean): ChatMessage => ({id: 'q1', role: 'user', text: 'How do I sort a dict by value?', createdAt: null, pending});

function showThread(messages: readonly ChatMessage[]) {
  return render(
    <ChatThread messages={messages} pending={[]} providerLabels={{}} onFeedback={() => undefined} onSuggestion={() => undefined} answering={false} />,
  );
}

describe('the "Waiting to sync" mark on a question the server does not have yet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not flash under a question the server confirms within a moment', () => {
    const {rerender} = showThread([question(true)]);
    const messages = screen.getByRole('list', {name: 'Messages'});
    act(() => jest.advanceTimersByTime(PENDING_BADGE_DELAY_MS - 100));
    expect(within(messages).queryByText('Waiting to sync')).not.toBeInTheDocument();

    // The server confirms: the mark never showed, and it does not come later either.
    rerender(<ChatThread messages={[question(false)]} pending={[]} providerLabels={{}} onFeedback={() => undefined} onSuggestion={() => undefined} answering={false} />);
    act(() => jest.advanceTimersByTime(PENDING_BADGE_DELAY_MS));
    expect(within(messages).queryByText('Waiting to sync')).not.toBeInTheDocument();
  });

  it('shows under a question still waiting after a moment, as when offline', () => {
    showThread([question(true)]);
    const messages = screen.getByRole('list', {name: 'Messages'});
    expect(within(messages).queryByText('Waiting to sync')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PENDING_BADGE_DELAY_MS));
    expect(within(messages).getByText('Waiting to sync')).toBeVisible();
  });
});
