// My Chats, the docs assistant with saved conversations. Only MyChats and types are exported:
// everything heavy (Firestore, retrieval, Markdown) loads on demand from inside it. Doc pages use
// AskAboutThisPage (a plain link) only, so they never load MyChats (plugins/feature-entries).
export {MyChats} from './MyChats';
export {ASK_ABOUT_PARAM, ASK_PARAM, AskAboutThisPage, askAboutUrl, askAssistantLink, askAssistantUrl} from './askAboutPage';
export type {AnswerProvider, AnswerStream, ChatTurn, Citation, ProviderId} from './providers/AnswerProvider';
export type {Chat, ChatMessage, Feedback} from './model';
