/**
 * Loads the build-time passages (plugins/chat-index) and builds the search index, once per page
 * load. The data is its own chunk, fetched only when the chat first needs it.
 */
import {PassageIndex} from '../retrieval/searchIndex';

let loading: Promise<PassageIndex> | undefined;

export function loadPassageIndex(): Promise<PassageIndex> {
  loading ??= import(/* webpackChunkName: "chat-index" */ '@generated/pydocs-chat-index/default/chat-index.json')
    .then((module) => new PassageIndex(module.default))
    .catch((error: unknown) => {
      // A failed download (offline) must not stick: the next question tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}
