// The community feature's public surface: the three pages (see src/pages/community*).
export {CommunityHome} from './CommunityHome';
export {QuestionPage} from './QuestionPage';
export {ProfileView} from './ProfileView';
export {questionUrl} from './model';
