import {screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {AuthForm} from './AuthForm';
import {authTree, fakeAuth, renderWithAuth} from '../../../tests/unit/authTestContext';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

describe('AuthForm (login)', () => {
  test('a reader sees "Logging in..." on a disabled button while the sign-in is pending', async () => {
    const pending = deferred<never>();
    const auth = fakeAuth({login: jest.fn(() => pending.promise)});
    renderWithAuth(<AuthForm mode="login" onModeChange={jest.fn()} onSuccess={jest.fn()} />, auth);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', {name: 'Login'}));
    const button = screen.getByRole('button', {name: 'Logging in...'});
    expect(button).toBeDisabled();
    expect(auth.login).toHaveBeenCalledWith('ada@pydocs.dev', 'secret1');
    pending.reject({code: 'auth/invalid-credential'});
    expect(await screen.findByRole('button', {name: 'Login'})).toBeEnabled();
  });

  test('a wrong password shows the "Failed to log in: " banner with a friendly sentence', async () => {
    const auth = fakeAuth({login: jest.fn(async () => Promise.reject({code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).'}))});
    const onSuccess = jest.fn();
    renderWithAuth(<AuthForm mode="login" onModeChange={jest.fn()} onSuccess={onSuccess} />, auth);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', {name: 'Login'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in: The e-mail address or password is incorrect.');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@pydocs.dev');
  });

  test('an error without a message shows "Failed to log in: Unknown error"', async () => {
    const auth = fakeAuth({login: jest.fn(async () => Promise.reject({}))});
    renderWithAuth(<AuthForm mode="login" onModeChange={jest.fn()} onSuccess={jest.fn()} />, auth);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', {name: 'Login'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to log in: Unknown error$/);
  });

  test('a successful sign-in calls onSuccess', async () => {
    const onSuccess = jest.fn();
    renderWithAuth(<AuthForm mode="login" onModeChange={jest.fn()} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'pydocs-demo');
    await userEvent.click(screen.getByRole('button', {name: 'Login'}));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  test('both fields are required and the e-mail field is of type email', () => {
    renderWithAuth(<AuthForm mode="login" onModeChange={jest.fn()} onSuccess={jest.fn()} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });
});

describe('AuthForm (sign-up and reset)', () => {
  test('a too-short password is refused before anything is sent', async () => {
    const auth = fakeAuth();
    renderWithAuth(<AuthForm mode="signup" onModeChange={jest.fn()} onSuccess={jest.fn()} />, auth);
    await userEvent.type(screen.getByLabelText('Email'), 'new@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), '12345');
    await userEvent.click(screen.getByRole('button', {name: 'Create account'}));
    expect(screen.getByRole('alert')).toHaveTextContent('The password must be at least 6 characters long.');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  test('mismatched passwords are refused', async () => {
    const auth = fakeAuth();
    renderWithAuth(<AuthForm mode="signup" onModeChange={jest.fn()} onSuccess={jest.fn()} />, auth);
    await userEvent.type(screen.getByLabelText('Email'), 'new@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcdeg');
    await userEvent.click(screen.getByRole('button', {name: 'Create account'}));
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  test('an address already registered gets a clear message', async () => {
    const auth = fakeAuth({signUp: jest.fn(async () => Promise.reject({code: 'auth/email-already-in-use'}))});
    renderWithAuth(<AuthForm mode="signup" onModeChange={jest.fn()} onSuccess={jest.fn()} />, auth);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@pydocs.dev');
    await userEvent.type(screen.getByLabelText('Password'), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcdef');
    await userEvent.click(screen.getByRole('button', {name: 'Create account'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account: An account with that e-mail address already exists.');
  });

  test('asking for a reset link confirms without revealing whether the account exists', async () => {
    const auth = fakeAuth();
    renderWithAuth(<AuthForm mode="reset" onModeChange={jest.fn()} onSuccess={jest.fn()} />, auth);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'someone@pydocs.dev');
    await userEvent.click(screen.getByRole('button', {name: 'Send reset link'}));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for someone@pydocs.dev');
    expect(auth.resetPassword).toHaveBeenCalledWith('someone@pydocs.dev');
  });

  test('the login form offers password reset and account creation', async () => {
    const onModeChange = jest.fn();
    renderWithAuth(<AuthForm mode="login" onModeChange={onModeChange} onSuccess={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', {name: 'Forgot password?'}));
    await userEvent.click(screen.getByRole('button', {name: 'Create an account'}));
    expect(onModeChange.mock.calls).toEqual([['reset'], ['signup']]);
  });
});

describe('AuthForm before the page has hydrated', () => {
  test("the server's login form cannot be typed into or sent until it works (nothing typed is lost, no password lands in a URL)", () => {
    const {renderToString} = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const page = document.createElement('div');
    page.innerHTML = renderToString(authTree(<AuthForm mode="login" onModeChange={jest.fn()} onSuccess={jest.fn()} />, fakeAuth()));
    const form = within(page);
    expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Password')).toHaveAttribute('readonly');
    expect(form.getByRole('button', {name: 'Login'})).toBeDisabled();
  });

  test('once hydrated, the fields and the button work', () => {
    renderWithAuth(<AuthForm mode="signup" onModeChange={jest.fn()} onSuccess={jest.fn()} />);
    for (const field of [screen.getByLabelText('Email'), screen.getByLabelText('Password'), screen.getByLabelText('Confirm password')]) {
      expect(field).not.toHaveAttribute('readonly');
    }
    expect(screen.getByRole('button', {name: 'Create account'})).toBeEnabled();
  });
});
