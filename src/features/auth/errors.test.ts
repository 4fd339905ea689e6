import {friendlyAuthMessage} from './errors';

describe('friendlyAuthMessage', () => {
  test.each([
    ['auth/invalid-credential', 'The e-mail address or password is incorrect.'],
    ['auth/wrong-password', 'The e-mail address or password is incorrect.'],
    ['auth/user-not-found', 'There is no account with that e-mail address.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again, or reset your password.'],
    ['auth/user-disabled', 'This account has been disabled. Contact hello@pydocs.dev if you think this is a mistake.'],
    ['auth/network-request-failed', 'We could not reach the login service. Check your connection and try again.'],
    ['auth/email-already-in-use', 'An account with that e-mail address already exists. Try logging in instead.'],
    ['auth/invalid-email', 'That e-mail address is not valid.'],
    ['auth/weak-password', 'The password must be at least 6 characters long.'],
  ])('%s reads "%s"', (code, message) => {
    expect(friendlyAuthMessage({code, message: `Firebase: Error (${code}).`})).toBe(message);
  });

  test('an unlisted code falls back to the provider message without the Firebase prefix', () => {
    expect(friendlyAuthMessage({code: 'auth/quota-exceeded', message: 'Firebase: Exceeded quota for sign-ins (auth/quota-exceeded).'})).toBe(
      'Exceeded quota for sign-ins',
    );
  });

  test('the password policy lists the unmet requirements', () => {
    const error = {
      code: 'auth/password-does-not-meet-requirements',
      message: 'Firebase: Missing password requirements: [Password must contain an upper case character] (auth/password-does-not-meet-requirements).',
    };
    expect(friendlyAuthMessage(error)).toBe('The password does not meet the requirements: Password must contain an upper case character.');
  });

  test('no code and no message is an "Unknown error"', () => {
    expect(friendlyAuthMessage(undefined)).toBe('Unknown error');
    expect(friendlyAuthMessage({message: ''})).toBe('Unknown error');
  });
});
