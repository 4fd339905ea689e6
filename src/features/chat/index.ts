// My Chats, the docs assistant with saved conversations. Only MyChats and types are exported:
// everything heavy (Firestore, retrieval, Markdown) loads on demand from inside it. Doc pages use
// ./askAboutPage ("Ask about this page", a plain link) directly, so they never load MyChats.
export {MyChats} from './MyChats';
export {ASK_ABOUT_PARAM, ASK_PARAM, AskAboutThisPage, askAboutUrl, askAssistantLink, askAssistantUrl} from './askAboutPage';
export type {AnswerProvider, AnswerStream, ChatTurn, Citation, ProviderId} from './providers/AnswerProvider';
export type {Chat, ChatMessage, Feedback} from './model';
