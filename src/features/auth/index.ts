export {AuthProvider, useAuth, type AuthContextValue} from './AuthProvider';
export {AuthMenu, emailLocalPart} from './AuthMenu';
export {AuthForm, AUTH_TITLES, MIN_PASSWORD_LENGTH, type AuthMode} from './AuthForm';
export {LoginModalProvider, useLoginModal} from './LoginModalProvider';
export {friendlyAuthMessage, authErrorCode} from './errors';
export {SessionNotice} from './SessionNotice';
export {loadDemoAccounts} from './loadDemoAccounts';
