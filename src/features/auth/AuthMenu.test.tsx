import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {AuthMenu, emailLocalPart} from './AuthMenu';
import {useAuth} from './AuthProvider';
import {fakeAuth, fakeUser, renderWithAuth} from '../../../tests/unit/authTestContext';

describe('AuthMenu', () => {
  test('while the sign-in status loads, neither the Login link nor a user menu is shown', () => {
    renderWithAuth(<AuthMenu />, fakeAuth({loading: true}));
    expect(screen.queryByRole('link', {name: 'Login'})).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('auth-loading')).toHaveAttribute('aria-hidden', 'true');
  });

  test('a signed-out reader gets a Login link that brings them back to the current page', () => {
    renderWithAuth(<AuthMenu />, fakeAuth(), '/docs/advanced/generators');
    expect(screen.getByRole('link', {name: 'Login'})).toHaveAttribute('href', '/login?returnTo=%2Fdocs%2Fadvanced%2Fgenerators');
  });

  test('a signed-in user sees the part of the e-mail before the @ and a menu with My Chats, My Progress and Sign Out', async () => {
    const auth = fakeAuth({user: fakeUser('ada.lovelace@pydocs.dev')});
    renderWithAuth(<AuthMenu />, auth);
    const button = screen.getByRole('button', {name: 'ada.lovelace'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Chats', 'My Progress', 'Sign Out']);
    expect(screen.getByRole('menuitem', {name: 'My Chats'})).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('menuitem', {name: 'My Progress'})).toHaveAttribute('href', '/progress');
    await userEvent.click(screen.getByRole('menuitem', {name: 'Sign Out'}));
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  test('the menu works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    renderWithAuth(<AuthMenu />, fakeAuth({user: fakeUser('grace@pydocs.dev')}));
    const button = screen.getByRole('button', {name: 'grace'});
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', {name: 'My Chats'})).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', {name: 'My Progress'})).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', {name: 'Sign Out'})).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', {name: 'My Chats'})).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('a click outside closes the menu', async () => {
    renderWithAuth(
      <>
        <AuthMenu />
        <p>Elsewhere</p>
      </>,
      fakeAuth({user: fakeUser('grace@pydocs.dev')}),
    );
    await userEvent.click(screen.getByRole('button', {name: 'grace'}));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  test('the mobile menu lists My Chats, My Progress and Sign Out directly', () => {
    renderWithAuth(<AuthMenu mobile />, fakeAuth({user: fakeUser('ada@pydocs.dev')}));
    expect(screen.getByText('Signed in as ada')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'My Chats'})).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('link', {name: 'My Progress'})).toHaveAttribute('href', '/progress');
    expect(screen.getByRole('button', {name: 'Sign Out'})).toBeInTheDocument();
  });
});

describe('emailLocalPart', () => {
  test.each([
    ['ada@pydocs.dev', 'ada'],
    ['first.last+tag@example.com', 'first.last+tag'],
    [null, 'Account'],
  ])('%s is shown as %s', (email, shown) => {
    expect(emailLocalPart(email)).toBe(shown);
  });
});

describe('useAuth', () => {
  test('outside an AuthProvider it fails with the documented message', () => {
    function Orphan(): React.JSX.Element {
      useAuth();
      return <p>never</p>;
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    quiet.mockRestore();
  });
});

test('Escape closes a menu opened with the mouse (focus still on the button)', async () => {
  renderWithAuth(<AuthMenu />, fakeAuth({user: fakeUser('ada@pydocs.dev')}));
  const button = screen.getByRole('button', {name: 'ada'});
  await userEvent.click(button);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
