/**
 * What every assistant behind My Chats implements. The chat UI streams `chunks` into the thread,
 * shows `citations` under the answer and saves both; it never needs to know which provider spoke.
 */
export type ProviderId = 'docs' | 'gemini';

export type ChatTurn = Readonly<{role: 'user' | 'assistant'; text: string}>;

/** A PyDocs page (usually a heading on it) that an answer is based on. */
export type Citation = Readonly<{title: string; url: string}>;

export type AnswerStream = Readonly<{
  /** Known before the first chunk: retrieval runs before any text is produced. */
  citations: readonly Citation[];
  /** False when PyDocs does not cover the question; the text then says so instead of guessing. */
  covered: boolean;
  /** The earlier question this one was read as a follow-up to, if any. */
  followUpOf: string | null;
  /**
   * The answer as Markdown, in pieces, as it is produced. Ends early when the signal aborts. The
   * docs assistant's answer is one piece: it is composed whole, in about a millisecond.
   */
  chunks: AsyncIterable<string>;
  /**
   * The whole answer, when it is composed before it is handed over (the docs assistant): the chat
   * then draws it finished, in one render, instead of a render for the piece and another for
   * "finished" right after it. `chunks` still yields it, for readers of the stream.
   */
  whole?: string;
}>;

/** What the conversation is about beyond its turns. */
export type AnswerContext = Readonly<{
  /** Route of the page the chat was opened from with "Ask about this page": answer from it first. */
  page?: string | null;
}>;

export interface AnswerProvider {
  readonly id: ProviderId;
  /** Shown to the reader, e.g. "Docs assistant". */
  readonly label: string;
  /**
   * Answers `question` in the context of the conversation so far (`history`, oldest first, without
   * the question itself), and the page it was asked about, if any. Rejects with an AnswerError the
   * reader can be shown.
   */
  answer(question: string, history: readonly ChatTurn[], signal: AbortSignal, context?: AnswerContext): Promise<AnswerStream>;
  /** Starts loading what answering needs (an index, a model), so the first answer comes quickly. */
  prepare?(): void;
}

/** A failure worth showing to the reader as it is (the message is written for them). */
export class AnswerError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'AnswerError';
  }
}
