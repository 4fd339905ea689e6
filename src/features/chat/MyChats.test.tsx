import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {fakeAuth, renderWithAuth} from '@site/tests/unit/authTestContext';
import {MyChats} from './MyChats';

describe('My Chats for a signed-out visitor', () => {
  it('explains what My Chats is and the Log in button opens the login modal', async () => {
    renderWithAuth(<MyChats />, fakeAuth({user: null}), '/chat');
    expect(screen.getByRole('heading', {level: 1, name: 'My Chats'})).toBeInTheDocument();
    expect(screen.getByText(/answers your Python questions from PyDocs' own documentation/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', {name: 'Ask a Python question'})).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Log in to start chatting'}));
    expect(await screen.findByRole('dialog', {name: 'Login to Community'})).toBeInTheDocument();
  });

  it('says it is checking the sign-in while the status loads', () => {
    renderWithAuth(<MyChats />, fakeAuth({loading: true}), '/chat');
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you are logged in…');
  });
});
