// The community Q&A: the /community pages, and the first page of questions the page's own HTML
// starts fetching (FirstPageStarter). Firestore loads with these pages only (./store.ts).
export {CommunityHome} from './CommunityHome';
export {QuestionPage} from './QuestionPage';
export {ProfileView} from './ProfileView';
export {FirstPageStarter} from './FirstPageStarter';
export {firstPageEndpoint} from './firstPage';
