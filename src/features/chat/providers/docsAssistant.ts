/**
 * The default assistant: answers from PyDocs' own pages by retrieval (../retrieval), offline and
 * without any key. No language model is involved: every sentence and example in its answers is
 * quoted from a page it links to.
 */
import {askDocs} from '../retrieval/askDocs';
import type {PassageIndex} from '../retrieval/searchIndex';
import {AnswerError, type AnswerProvider} from './AnswerProvider';
import {streamText} from './streamText';

export type DocsAssistantOptions = Readonly<{
  loadIndex: () => Promise<PassageIndex>;
  /** Pause between streamed pieces; 0 in tests. */
  pieceDelayMs?: number;
}>;

export function createDocsAssistant({loadIndex, pieceDelayMs = 16}: DocsAssistantOptions): AnswerProvider {
  return {
    id: 'docs',
    label: 'Docs assistant',
    prepare() {
      // A failure here is reported when the reader asks; loadIndex retries then.
      loadIndex().catch(() => undefined);
    },
    async answer(question, history, signal) {
      let index: PassageIndex;
      try {
        index = await loadIndex();
      } catch (error) {
        throw new AnswerError("The assistant's index of the docs could not be downloaded. Check your connection and ask again.", {cause: error});
      }
      const answer = askDocs(index, question, history);
      return {
        citations: answer.citations,
        covered: answer.covered,
        followUpOf: answer.resolved.followUpOf,
        chunks: streamText(answer.markdown, signal, pieceDelayMs),
      };
    },
  };
}
