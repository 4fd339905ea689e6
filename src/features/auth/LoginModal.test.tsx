import React, {useState} from 'react';
import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {LoginModal} from './LoginModal';
import {fakeAuth, renderWithAuth} from '../../../tests/unit/authTestContext';

function Opener(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open login
      </button>
      <LoginModal isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('LoginModal', () => {
  test('nothing is rendered while it is closed', () => {
    renderWithAuth(<LoginModal isOpen={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('it opens as a labelled dialog titled "Login to Community" with focus in the e-mail field', async () => {
    renderWithAuth(<Opener />);
    await userEvent.click(screen.getByRole('button', {name: 'Open login'}));
    const dialog = screen.getByRole('dialog', {name: 'Login to Community'});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  test('Escape closes it and focus returns to the opener', async () => {
    renderWithAuth(<Opener />);
    const opener = screen.getByRole('button', {name: 'Open login'});
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('the close button dismisses it', async () => {
    renderWithAuth(<Opener />);
    await userEvent.click(screen.getByRole('button', {name: 'Open login'}));
    await userEvent.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Tab from the last control wraps to the first: focus stays inside', async () => {
    renderWithAuth(<Opener />);
    await userEvent.click(screen.getByRole('button', {name: 'Open login'}));
    screen.getByRole('button', {name: 'Create an account'}).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', {name: 'Close'})).toHaveFocus();
    await userEvent.tab({shift: true});
    expect(screen.getByRole('button', {name: 'Create an account'})).toHaveFocus();
  });

  test('a successful sign-in closes it', async () => {
    renderWithAuth(<Opener />, fakeAuth());
    await userEvent.click(screen.getByRole('button', {name: 'Open login'}));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'pydocs-demo');
    await userEvent.click(screen.getByRole('button', {name: 'Login'}));
    expect(await screen.findByRole('button', {name: 'Open login'})).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failed sign-in keeps it open with the error banner', async () => {
    renderWithAuth(<Opener />, fakeAuth({login: jest.fn(async () => Promise.reject({code: 'auth/too-many-requests'}))}));
    await userEvent.click(screen.getByRole('button', {name: 'Open login'}));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', {name: 'Login'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in: Too many attempts.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
