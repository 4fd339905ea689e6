/**
 * The saved conversations, as Firestore stores them and firestore.rules checks them:
 *
 *   users/{uid}/chats/{chatId}                       ChatDocument
 *   users/{uid}/chats/{chatId}/messages/{messageId}  MessageDocument (a question or an answer)
 *
 * Only the owner can read or write them. Timestamps are the server's (request.time). The limits
 * below are the ones the rules enforce; the UI applies them before writing, and tests/rules uses
 * these same builders, so the shapes cannot drift apart.
 */
import type {Citation, ProviderId} from './providers/AnswerProvider';

export const CHAT_LIMITS = {
  titleLength: 120,
  questionLength: 2000,
  answerLength: 20000,
  citations: 8,
  citationTitleLength: 200,
  citationUrlLength: 300,
} as const;

export const chatsPath = (uid: string) => `users/${uid}/chats`;
export const messagesPath = (uid: string, chatId: string) => `users/${uid}/chats/${chatId}/messages`;

/** `Time` is serverTimestamp()'s FieldValue when writing, Firestore's Timestamp when reading. */
export type ChatDocument<Time> = Readonly<{
  title: string;
  createdAt: Time;
  /** Last activity: a new question or answer. Renaming does not change it. */
  updatedAt: Time;
}>;

export type Feedback = 'up' | 'down';

/** How an answer ended: complete, stopped by the reader, or an honest "not in the docs". */
export type AnswerStatus = 'complete' | 'stopped' | 'not-covered';

export type QuestionDocument<Time> = Readonly<{role: 'user'; text: string; createdAt: Time}>;

export type AnswerDocument<Time> = Readonly<{
  role: 'assistant';
  text: string;
  citations: readonly Citation[];
  provider: ProviderId;
  status: AnswerStatus;
  /** The reader's thumbs up or down; null until they give one. */
  feedback: Feedback | null;
  createdAt: Time;
}>;

export type MessageDocument<Time> = QuestionDocument<Time> | AnswerDocument<Time>;

/** A chat as the UI uses it: with its id, and times as Dates (null only before the first sync). */
export type Chat = Readonly<{id: string; title: string; createdAt: Date | null; updatedAt: Date | null}>;
/** `pending`: written on this device, not yet on the server (offline, or a moment after sending). */
export type ChatMessage = Readonly<{id: string; createdAt: Date | null; pending: boolean}> &
  (Omit<QuestionDocument<unknown>, 'createdAt'> | Omit<AnswerDocument<unknown>, 'createdAt'>);

function clip(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** The default title of a chat: its first question, on one line, shortened. */
export function titleFromQuestion(question: string): string {
  return clip(question.replace(/\s+/g, ' ').trim(), 80) || 'New chat';
}

export function normaliseTitle(title: string): string {
  return clip(title.replace(/\s+/g, ' ').trim(), CHAT_LIMITS.titleLength);
}

export function newChat<Time>(title: string, now: Time): ChatDocument<Time> {
  return {title: normaliseTitle(title), createdAt: now, updatedAt: now};
}

export function newQuestion<Time>(text: string, now: Time): QuestionDocument<Time> {
  return {role: 'user', text: text.trim().slice(0, CHAT_LIMITS.questionLength), createdAt: now};
}

export function newAnswer<Time>(
  answer: Readonly<{text: string; citations: readonly Citation[]; provider: ProviderId; status: AnswerStatus}>,
  now: Time,
): AnswerDocument<Time> {
  return {
    role: 'assistant',
    text: clip(answer.text, CHAT_LIMITS.answerLength),
    citations: answer.citations.slice(0, CHAT_LIMITS.citations).map((citation) => ({
      title: clip(citation.title, CHAT_LIMITS.citationTitleLength),
      url: citation.url.slice(0, CHAT_LIMITS.citationUrlLength),
    })),
    provider: answer.provider,
    status: answer.status,
    feedback: null,
    createdAt: now,
  };
}
