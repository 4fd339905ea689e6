import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {LazyQuestionForm} from './LazyQuestionForm';

// Whether the form's code can be fetched right now (a dropped connection makes the import fail).
const mockNetwork = {up: false};
jest.mock('./QuestionForm', () => {
  if (!mockNetwork.up) throw new Error('Loading chunk 1234 failed.');
  return {QuestionForm: ({onCancel}: {onCancel: () => void}) => <form aria-label="Ask a question"><button type="button" onClick={onCancel}>Cancel</button></form>};
});

describe('the Ask form, loaded when wanted', () => {
  test('a reader whose connection dropped is told the form could not load, and gets it by trying again once back online', async () => {
    const onCancel = jest.fn();
    render(<LazyQuestionForm onDone={() => undefined} onCancel={onCancel} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The question form could not be loaded. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(onCancel).toHaveBeenCalledTimes(1);

    mockNetwork.up = true;
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByRole('form', {name: 'Ask a question'})).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
