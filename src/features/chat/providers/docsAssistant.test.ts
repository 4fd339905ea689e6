/**
 * @jest-environment node
 */
import path from 'node:path';
import {buildChatIndexCached} from '@site/plugins/chat-index';
import {askDocs} from '../retrieval/askDocs';
import {PassageIndex} from '../retrieval/searchIndex';
import {AnswerError} from './AnswerProvider';
import {createDocsAssistant} from './docsAssistant';

const index = new PassageIndex(buildChatIndexCached(path.resolve(__dirname, '../../../..')));
const QUESTION = 'How do I write a decorator that takes arguments?';

describe('the docs assistant', () => {
  it('hands over the whole composed answer at once, with its citations', async () => {
    const assistant = createDocsAssistant({loadIndex: async () => index});
    const answer = await assistant.answer(QUESTION, [], new AbortController().signal);
    expect(answer.citations[0].url).toBe('/docs/advanced/decorators#decorators-that-take-arguments');
    const pieces: string[] = [];
    for await (const piece of answer.chunks) pieces.push(piece);
    expect(pieces).toEqual([askDocs(index, QUESTION).markdown]);
  });

  it('answers a chat opened from a page from that page first', async () => {
    const assistant = createDocsAssistant({loadIndex: async () => index});
    const answer = await assistant.answer('What does the second example do?', [], new AbortController().signal, {page: '/docs/advanced/generators'});
    expect(answer.citations[0].url).toMatch(/^\/docs\/advanced\/generators#/);
  });

  it('gives nothing when the reader stopped before the answer was read', async () => {
    const controller = new AbortController();
    const assistant = createDocsAssistant({loadIndex: async () => index});
    const answer = await assistant.answer(QUESTION, [], controller.signal);
    controller.abort();
    const pieces: string[] = [];
    for await (const piece of answer.chunks) pieces.push(piece);
    expect(pieces).toEqual([]);
  });

  it('explains when its index cannot be downloaded', async () => {
    const assistant = createDocsAssistant({loadIndex: () => Promise.reject(new Error('offline'))});
    await expect(assistant.answer(QUESTION, [], new AbortController().signal)).rejects.toBeInstanceOf(AnswerError);
  });
});
