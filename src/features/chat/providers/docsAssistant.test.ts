/**
 * @jest-environment node
 */
import path from 'node:path';
import {buildChatIndex} from '@site/plugins/chat-index';
import {askDocs} from '../retrieval/askDocs';
import {PassageIndex} from '../retrieval/searchIndex';
import {AnswerError} from './AnswerProvider';
import {createDocsAssistant} from './docsAssistant';

const index = new PassageIndex(buildChatIndex(path.resolve(__dirname, '../../../..')));
const QUESTION = 'How do I write a decorator that takes arguments?';

describe('the docs assistant', () => {
  it('streams the composed answer in pieces, with its citations known up front', async () => {
    const assistant = createDocsAssistant({loadIndex: async () => index, pieceDelayMs: 0});
    const answer = await assistant.answer(QUESTION, [], new AbortController().signal);
    expect(answer.citations[0].url).toBe('/docs/advanced/decorators#decorators-that-take-arguments');
    const pieces: string[] = [];
    for await (const piece of answer.chunks) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join('')).toBe(askDocs(index, QUESTION).markdown);
  });

  it('stops streaming when the reader presses Stop', async () => {
    const controller = new AbortController();
    const assistant = createDocsAssistant({loadIndex: async () => index, pieceDelayMs: 0});
    const answer = await assistant.answer(QUESTION, [], controller.signal);
    const pieces: string[] = [];
    for await (const piece of answer.chunks) {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort();
    }
    expect(pieces).toHaveLength(3);
  });

  it('explains when its index cannot be downloaded', async () => {
    const assistant = createDocsAssistant({loadIndex: () => Promise.reject(new Error('offline'))});
    await expect(assistant.answer(QUESTION, [], new AbortController().signal)).rejects.toBeInstanceOf(AnswerError);
  });
});
