import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {QuestionForm} from './QuestionForm';
import {askQuestion} from './posts';
import {fakeUser, renderCommunity} from '../../../tests/unit/communityTestContext';

jest.mock('../firebase', () => ({getDb: () => new Promise(() => undefined), getAuthClient: () => new Promise(() => undefined)}));
jest.mock('./posts', () => ({askQuestion: jest.fn(), editQuestion: jest.fn()}));
const ask = askQuestion as jest.MockedFunction<typeof askQuestion>;

const ada = fakeUser('ada@pydocs.dev');
const DRAFT_KEY = `pydocs:community:${ada.uid}:ask`;

function renderForm(onDone = jest.fn(), connection: 'online' | 'offline' = 'online', options: {displayName?: null; profileWaitMs?: number} = {}) {
  const community = {connection, ...('displayName' in options && {displayName: options.displayName})};
  return {onDone, ...renderCommunity(<QuestionForm onDone={onDone} onCancel={jest.fn()} />, {user: ada, community, profileWaitMs: options.profileWaitMs})};
}

/**
 * Fills the form the way a reader who wrote the question elsewhere does: one paste per field. (The
 * tests that are about typing type; typing every character here re-rendered the form and its
 * Markdown preview a hundred times per test, half the file's time.)
 */
async function fillValidQuestion() {
  for (const [label, text] of [
    ['Title', 'How do I read a CSV file into dicts?'],
    ['Details', 'I want each row as a dict keyed by the header.'],
    ['Tags', 'csv, Files'],
  ]) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  }
}

beforeEach(() => {
  window.localStorage.clear();
  ask.mockReset();
});

describe('QuestionForm', () => {
  test('sending an empty question shows an error under each field and focuses the first', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', {name: 'Post your question'}));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/Enter a title/);
    expect(screen.getByLabelText('Details')).toHaveAccessibleDescription(/Describe your problem/);
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(/at least one tag/);
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(ask).not.toHaveBeenCalled();
  });

  test('errors go away as the reader fixes each field', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', {name: 'Post your question'}));
    await userEvent.type(screen.getByLabelText('Title'), 'How do I read a CSV file?');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText('Tags'), 'CSV Files!');
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(/"files!" can only use lower-case letters/);
  });

  test('the preview renders the Markdown as it is typed', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Details'), 'Use **pathlib**');
    const preview = screen.getByRole('region', {name: 'Details: preview'});
    expect(preview.querySelector('strong')).toHaveTextContent('pathlib');
  });

  test('a valid question is sent with parsed tags, the draft is cleared, and the page moves on', async () => {
    ask.mockResolvedValue({postId: 'new-id', synced: Promise.resolve()});
    const {onDone} = renderForm();
    await fillValidQuestion();
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('How do I read a CSV');
    await userEvent.click(screen.getByRole('button', {name: 'Post your question'}));
    expect(ask).toHaveBeenCalledWith(
      {title: 'How do I read a CSV file into dicts?', body: 'I want each row as a dict keyed by the header.', tags: ['csv', 'files']},
      ada.uid,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('new-id'));
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  test('a question sent right after the page loads waits for the reader’s profile, then is posted', async () => {
    ask.mockResolvedValue({postId: 'new-id', synced: Promise.resolve()});
    const {onDone, updateCommunity} = renderForm(jest.fn(), 'online', {displayName: null});
    await fillValidQuestion();
    await userEvent.click(screen.getByRole('button', {name: 'Post your question'}));
    expect(ask).not.toHaveBeenCalled();
    expect(screen.getByRole('button', {name: /Posting/})).toBeDisabled();
    expect(screen.queryByText(/still being set up/)).not.toBeInTheDocument();
    updateCommunity({displayName: 'ada'});
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('new-id'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  test('if the profile does not arrive, the reader is asked to try again and keeps the text', async () => {
    const {onDone} = renderForm(jest.fn(), 'online', {displayName: null, profileWaitMs: 50});
    await fillValidQuestion();
    await userEvent.click(screen.getByRole('button', {name: 'Post your question'}));
    expect(await screen.findByText(/your community profile is still being set up\. Please try again in a few seconds\./)).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('How do I read a CSV file into dicts?');
    expect(screen.getByRole('button', {name: 'Post your question'})).toBeEnabled();
  });

  test('a draft left behind comes back when the form opens again, until the reader discards it', async () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({title: 'Half-written title', body: '', tags: 'asyncio'}));
    renderForm();
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written title');
    expect(screen.getByLabelText('Tags')).toHaveValue('asyncio');
    await userEvent.click(screen.getByRole('button', {name: 'Discard draft'}));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  test('online, a refused question stays in the form with the reason', async () => {
    ask.mockResolvedValue({postId: 'new-id', synced: Promise.reject(Object.assign(new Error('no'), {code: 'permission-denied'}))});
    const {onDone} = renderForm();
    await fillValidQuestion();
    await userEvent.click(screen.getByRole('button', {name: 'Post your question'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your question could not be published: You are not allowed to do that');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('How do I read a CSV file into dicts?');
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('How do I read a CSV');
  });

  test('offline, the question opens at once as pending; if the server refuses it later, the draft comes back', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    ask.mockResolvedValue({postId: 'new-id', synced: new Promise<void>((_resolve, reject) => (refuse = reject))});
    const {onDone} = renderForm(jest.fn(), 'offline');
    await fillValidQuestion();
    await userEvent.click(screen.getByRole('button', {name: 'Post your question'}));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('new-id'));
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    refuse({code: 'permission-denied'});
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({title: 'How do I read a CSV file into dicts?'}));
  });
});
