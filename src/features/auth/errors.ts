/**
 * Friendly sentences for Firebase Authentication error codes. The login banner shows
 * "Failed to log in: " followed by one of these (or the provider's own message, or "Unknown error").
 */
const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'The e-mail address or password is incorrect.',
  'auth/wrong-password': 'The e-mail address or password is incorrect.',
  'auth/user-not-found': 'There is no account with that e-mail address.',
  'auth/invalid-email': 'That e-mail address is not valid.',
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again, or reset your password.',
  'auth/user-disabled': 'This account has been disabled. Contact hello@pydocs.dev if you think this is a mistake.',
  'auth/network-request-failed': 'We could not reach the login service. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with that e-mail address already exists. Try logging in instead.',
  'auth/weak-password': 'The password must be at least 6 characters long.',
  'auth/password-does-not-meet-requirements': 'The password does not meet the requirements.',
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/requires-recent-login': 'For your security, please log in again before doing that.',
  'auth/operation-not-allowed': 'E-mail and password login is not enabled for this site.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
};

/**
 * Why a restored session was dropped when the reason is not known: at start-up Firebase Auth
 * checks the stored session with the server and, if refused (account disabled, session revoked
 * or expired, account deleted), signs the user out without reporting the error code.
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended: it expired or was revoked, or the account was disabled. Please log in again.';

/** Error codes after which the current user must be signed out. */
export const SIGN_OUT_CODES: ReadonlySet<string> = new Set(['auth/user-disabled', 'auth/user-token-expired']);

type MaybeFirebaseError = {code?: unknown; message?: unknown} | null | undefined;

export function authErrorCode(error: unknown): string | undefined {
  const code = (error as MaybeFirebaseError)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The sentence a user sees for an auth error: our own wording for a known code, else the
 * provider's message with the "Firebase: " prefix and code suffix removed, else "Unknown error".
 */
export function friendlyAuthMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && MESSAGES[code]) {
    if (code === 'auth/password-does-not-meet-requirements') return passwordPolicyMessage(error);
    return MESSAGES[code];
  }
  const message = (error as MaybeFirebaseError)?.message;
  if (typeof message === 'string' && message.trim() !== '') {
    return message.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/[\w-]+\)\.?$/, '').trim() || 'Unknown error';
  }
  return 'Unknown error';
}

/** The provider lists the unmet requirements in its message: keep them, in plain words. */
function passwordPolicyMessage(error: unknown): string {
  const message = String((error as MaybeFirebaseError)?.message ?? '');
  const listed = /\[(.*)\]/.exec(message)?.[1];
  return listed ? `The password does not meet the requirements: ${listed}.` : MESSAGES['auth/password-does-not-meet-requirements'];
}
