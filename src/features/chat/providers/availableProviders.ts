/**
 * The assistants this build offers: the docs assistant always (offline, no key), the hosted
 * Gemini model when the build configured one (plugins/chat-config.ts).
 */
import type {ChatConfig} from '@site/plugins/chat-config';
import type {AnswerProvider} from './AnswerProvider';
import {createDocsAssistant} from './docsAssistant';
import {createGeminiAssistant, loadGeminiModel} from './geminiAssistant';
import {loadPassageIndex} from './loadPassageIndex';

export function availableProviders(config: ChatConfig | undefined): AnswerProvider[] {
  const docs = createDocsAssistant({loadIndex: loadPassageIndex});
  const geminiModel = config?.geminiModel;
  if (!geminiModel) return [docs];
  return [docs, createGeminiAssistant({loadIndex: loadPassageIndex, loadModel: () => loadGeminiModel(geminiModel)})];
}
