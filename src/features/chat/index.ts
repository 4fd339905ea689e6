// My Chats, the docs assistant with saved conversations. Only MyChats and types are exported:
// everything heavy (Firestore, retrieval, Markdown) loads on demand from inside it.
export {MyChats} from './MyChats';
export type {AnswerProvider, AnswerStream, ChatTurn, Citation, ProviderId} from './providers/AnswerProvider';
export type {Chat, ChatMessage, Feedback} from './model';
