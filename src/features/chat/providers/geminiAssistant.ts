/**
 * The optional hosted assistant: a Gemini model through Firebase AI Logic (`firebase/ai`), offered
 * when the site is built with PYDOCS_GEMINI_MODEL. It is grounded the same way as the docs
 * assistant: the passages retrieval finds go into the prompt, the model must answer from them and
 * cite them by URL, and a question the pages do not cover is not sent to the model at all.
 */
import type {GenerateContentRequest, GenerativeModel, RequestOptions} from 'firebase/ai';
import {getFirebaseApp} from '../../firebase';
import {questionContext, retrieve} from '../retrieval/askDocs';
import {citationTitle, leadPassage, notCoveredMessage} from '../retrieval/composeAnswer';
import type {PassageIndex, RetrievedPassage} from '../retrieval/searchIndex';
import {AnswerError, type AnswerProvider, type ChatTurn} from './AnswerProvider';
import {streamText} from './streamText';

/** The part of the SDK's GenerativeModel this provider uses (tests pass the real one). */
export type GeminiModel = Pick<GenerativeModel, 'generateContentStream'>;

export type GeminiAssistantOptions = Readonly<{
  loadModel: () => Promise<GeminiModel>;
  loadIndex: () => Promise<PassageIndex>;
  /** Longest wait for the model to start answering. */
  timeoutMs?: number;
  /** Longest silence once it has started. The SDK's own timeout stops at the first byte. */
  idleTimeoutMs?: number;
}>;

/** Passages given to the model: enough to answer from, few enough to keep the prompt small. */
const SOURCES = 4;
const SOURCE_TEXT_CHARS = 1800;
/** Turns of the conversation sent along, for follow-ups. */
const HISTORY_TURNS = 6;
const HISTORY_TURN_CHARS = 1500;

export const SYSTEM_INSTRUCTION = [
  'You are the PyDocs assistant. You answer questions about Python using only the numbered PyDocs sources in the',
  "user's message. Rules:",
  '1. Use only facts from the sources. If they do not answer the question, say that the PyDocs pages do not cover it,',
  '   and do not guess.',
  '2. Cite every source you use as a Markdown link with its exact URL, e.g. [Decorators](/docs/advanced/decorators#...).',
  '   Never invent URLs.',
  '3. Start with a short direct answer (two or three sentences), then at most one short example in a ```python block',
  '   that runs on Python 3.14 as it is, or, when the question is about a command to type, that command from the sources',
  '   in a fence of its language (```bash, ```powershell, ```toml).',
  '4. Answer in Markdown, in the language of the question, in under 250 words.',
].join('\n');

function sourceBlock(passage: RetrievedPassage, number: number): string {
  // The section's first Python block and first command: "create a virtual environment" is answered by the command.
  const blocks = [...passage.code.slice(0, 1).map((code) => ({language: 'python', code})), ...passage.commands.slice(0, 1)];
  const code = blocks.map(({language, code: block}) => `\n\`\`\`${language}\n${block}\n\`\`\``).join('');
  return `[${number}] ${citationTitle(passage)}\nURL: ${passage.url}\n${passage.text.slice(0, SOURCE_TEXT_CHARS)}${code}`;
}

/** The request sent to the model: earlier turns, then the sources and the question. */
export function buildGeminiRequest(question: string, history: readonly ChatTurn[], sources: readonly RetrievedPassage[]): GenerateContentRequest {
  const earlier = history.slice(-HISTORY_TURNS).map((turn) => ({
    role: turn.role === 'user' ? ('user' as const) : ('model' as const),
    parts: [{text: turn.text.slice(0, HISTORY_TURN_CHARS)}],
  }));
  const prompt = `Sources:\n\n${sources.map((source, index) => sourceBlock(source, index + 1)).join('\n\n')}\n\nQuestion: ${question}`;
  return {
    systemInstruction: {role: 'system', parts: [{text: SYSTEM_INSTRUCTION}]},
    contents: [...earlier, {role: 'user', parts: [{text: prompt}]}],
    generationConfig: {temperature: 0.2, maxOutputTokens: 1024},
  };
}

/** Aborts (the SDK's own timeout is one) come as DOMExceptions, possibly from another realm. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as {name?: unknown}).name === 'AbortError';
}

/** What the reader is told when the hosted model fails; the SDK's message goes to the console. */
function toAnswerError(error: unknown, timedOut: boolean): AnswerError {
  if (error instanceof AnswerError) return error;
  console.error('Gemini request failed:', error);
  if (timedOut || isAbort(error)) return new AnswerError('The hosted model took too long to answer. Ask again, or switch to the Docs assistant.', {cause: error});
  const status = (error as {customErrorData?: {status?: number}} | null)?.customErrorData?.status;
  if (status === 429) return new AnswerError('The hosted model is busy right now. Wait a moment and ask again, or switch to the Docs assistant.', {cause: error});
  return new AnswerError('The hosted model could not answer. Ask again, or switch to the Docs assistant.', {cause: error});
}

export function createGeminiAssistant({loadModel, loadIndex, timeoutMs = 30_000, idleTimeoutMs = 30_000}: GeminiAssistantOptions): AnswerProvider {
  return {
    id: 'gemini',
    label: 'Gemini (hosted)',
    async answer(question, history, signal, context) {
      let index: PassageIndex;
      let model: GeminiModel;
      try {
        [index, model] = await Promise.all([loadIndex(), loadModel()]);
      } catch (error) {
        throw new AnswerError('The hosted model is not available. Switch to the Docs assistant, which works offline.', {cause: error});
      }
      const {resolved, passages} = retrieve(index, question, history, false, context?.page ?? null);
      // Judged as the docs assistant judges it (its concept weights, and the words a passage must
      // have), so both assistants agree on what PyDocs covers.
      const lead = leadPassage(passages, questionContext(index, question, resolved));
      if (!lead) {
        // Nothing in PyDocs to ground an answer in: say so rather than let the model improvise.
        return {citations: [], covered: false, followUpOf: resolved.followUpOf, chunks: streamText(notCoveredMessage(question, resolved.error), signal, 0)};
      }
      const sources = [lead, ...passages.filter((passage) => passage !== lead)].slice(0, SOURCES);

      // One controller for the reader's Stop and for our idle watchdog.
      const controller = new AbortController();
      let timedOut = false;
      const stop = () => controller.abort(signal.reason);
      signal.addEventListener('abort', stop, {once: true});
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const armWatchdog = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, idleTimeoutMs);
      };
      const finish = () => {
        clearTimeout(watchdog);
        signal.removeEventListener('abort', stop);
      };

      let stream: AsyncGenerator<{text: () => string}>;
      try {
        const result = await model.generateContentStream(buildGeminiRequest(question, history, sources), {signal: controller.signal, timeout: timeoutMs});
        stream = result.stream;
        // The aggregated response rejects too when the stream fails; the stream reports it.
        result.response.catch(() => undefined);
      } catch (error) {
        finish();
        if (signal.aborted) return {citations: [], covered: true, followUpOf: resolved.followUpOf, chunks: streamText('', signal, 0)};
        throw toAnswerError(error, timedOut);
      }

      async function* chunks(): AsyncGenerator<string> {
        try {
          armWatchdog();
          for await (const response of stream) {
            armWatchdog();
            const text = response.text();
            if (text) yield text;
          }
        } catch (error) {
          if (signal.aborted) return;
          throw toAnswerError(error, timedOut);
        } finally {
          finish();
        }
      }
      return {
        citations: sources.map((source) => ({title: citationTitle(source), url: source.url})),
        covered: true,
        followUpOf: resolved.followUpOf,
        chunks: chunks(),
      };
    },
  };
}

/** The real model: Firebase AI Logic on the site's one Firebase app (see features/firebase). */
export async function loadGeminiModel(model: string, requestOptions?: RequestOptions): Promise<GeminiModel> {
  const [app, ai] = await Promise.all([getFirebaseApp(), import('firebase/ai')]);
  return ai.getGenerativeModel(ai.getAI(app, {backend: new ai.GoogleAIBackend()}), {model}, requestOptions);
}
