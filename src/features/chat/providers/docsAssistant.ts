/**
 * The default assistant: answers from PyDocs' own pages by retrieval (../retrieval), offline and
 * without any key. No language model is involved: every sentence and example in its answers is
 * quoted from a page it links to. The answer is composed whole in about a millisecond, so it is
 * handed over in one piece and drawn at once; playing it out word by word would only make the
 * reader wait for text that is already there.
 */
import {askDocs} from '../retrieval/askDocs';
import type {PassageIndex} from '../retrieval/searchIndex';
import {AnswerError, type AnswerProvider} from './AnswerProvider';

export type DocsAssistantOptions = Readonly<{
  loadIndex: () => Promise<PassageIndex>;
}>;

/** The whole text as one piece, unless the reader stopped before it was asked for. */
async function* whole(text: string, signal: AbortSignal): AsyncGenerator<string> {
  if (!signal.aborted) yield text;
}

export function createDocsAssistant({loadIndex}: DocsAssistantOptions): AnswerProvider {
  return {
    id: 'docs',
    label: 'Docs assistant',
    prepare() {
      // A failure here is reported when the reader asks; loadIndex retries then.
      loadIndex().catch(() => undefined);
    },
    async answer(question, history, signal, context) {
      let index: PassageIndex;
      try {
        index = await loadIndex();
      } catch (error) {
        throw new AnswerError("The assistant's index of the docs could not be downloaded. Check your connection and ask again.", {cause: error});
      }
      const answer = askDocs(index, question, history, {page: context?.page ?? null});
      return {
        citations: answer.citations,
        covered: answer.covered,
        followUpOf: answer.resolved.followUpOf,
        chunks: whole(answer.markdown, signal),
        whole: answer.markdown,
      };
    },
  };
}
