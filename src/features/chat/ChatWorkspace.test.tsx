import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, Route} from 'react-router-dom';
import type {ChatStore, NewAnswer, Unsubscribe} from './chatStore';
import {ChatWorkspace, indexedPage} from './ChatWorkspace';
import {PENDING_BADGE_DELAY_MS} from './ChatThread';
import type {Chat, ChatMessage, Feedback} from './model';
import {titleFromQuestion} from './model';
import type {AnswerProvider, AnswerStream, ChatTurn} from './providers/AnswerProvider';
import {AnswerError} from './providers/AnswerProvider';

/** Chats kept in memory, with the same live-listener behaviour as the Firestore store. */
function memoryStore() {
  const chats = new Map<string, Chat>();
  const messages = new Map<string, ChatMessage[]>();
  const chatListeners = new Set<(chats: readonly Chat[]) => void>();
  const messageListeners = new Map<string, Set<(messages: readonly ChatMessage[]) => void>>();
  const onlineListeners = new Set<(online: boolean) => void>();
  /** While offline, new messages stay pending, as Firestore's local writes do. */
  let online = true;
  let clock = 0;
  let ids = 0;
  const now = () => new Date(Date.UTC(2026, 0, 1, 12, 0, clock++));
  const sortedChats = () => [...chats.values()].sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0));
  const emit = (chatId?: string) => {
    for (const listener of chatListeners) listener(sortedChats());
    if (chatId) for (const listener of messageListeners.get(chatId) ?? []) listener([...(messages.get(chatId) ?? [])]);
  };
  const saved = {saved: Promise.resolve()};
  const touch = (chatId: string) => {
    const chat = chats.get(chatId)!;
    chats.set(chatId, {...chat, updatedAt: now()});
  };
  const push = (chatId: string, message: ChatMessage) => messages.set(chatId, [...(messages.get(chatId) ?? []), message]);

  const store: ChatStore = {
    watchChats(_uid, onChange): Unsubscribe {
      chatListeners.add(onChange);
      onChange(sortedChats());
      return () => chatListeners.delete(onChange);
    },
    watchMessages(_uid, chatId, onChange): Unsubscribe {
      const listeners = messageListeners.get(chatId) ?? new Set();
      messageListeners.set(chatId, listeners);
      listeners.add(onChange);
      onChange([...(messages.get(chatId) ?? [])]);
      return () => listeners.delete(onChange);
    },
    watchOnline(onChange): Unsubscribe {
      onlineListeners.add(onChange);
      onChange(online);
      return () => onlineListeners.delete(onChange);
    },
    async startChat(_uid, question, questionId) {
      const chatId = `chat-${++ids}`;
      const time = now();
      chats.set(chatId, {id: chatId, title: titleFromQuestion(question), createdAt: time, updatedAt: time});
      push(chatId, {id: questionId, role: 'user', text: question, createdAt: time, pending: !online});
      emit(chatId);
      return {chatId, ...saved};
    },
    async addQuestion(_uid, chatId, question, questionId) {
      push(chatId, {id: questionId, role: 'user', text: question, createdAt: now(), pending: !online});
      touch(chatId);
      emit(chatId);
      return saved;
    },
    async saveAnswer(_uid, chatId, answer: NewAnswer, answerId) {
      push(chatId, {id: answerId, role: 'assistant', ...answer, feedback: null, createdAt: now(), pending: !online});
      touch(chatId);
      emit(chatId);
      return saved;
    },
    async renameChat(_uid, chatId, title) {
      chats.set(chatId, {...chats.get(chatId)!, title});
      emit(chatId);
      return saved;
    },
    async deleteChat(_uid, chatId) {
      chats.delete(chatId);
      messages.delete(chatId);
      emit(chatId);
      return saved;
    },
    async setFeedback(_uid, chatId, messageId, feedback: Feedback | null) {
      messages.set(
        chatId,
        (messages.get(chatId) ?? []).map((message) => (message.id === messageId && message.role === 'assistant' ? {...message, feedback} : message)),
      );
      emit(chatId);
      return saved;
    },
  };
  /** The connection drops or returns; coming back, every pending message reaches the "server". */
  const setOnline = (next: boolean) => {
    online = next;
    if (online) for (const [chatId, list] of messages) messages.set(chatId, list.map((message) => ({...message, pending: false})));
    for (const listener of onlineListeners) listener(online);
    for (const chatId of messages.keys()) emit(chatId);
  };
  return {store, chats, messages, setOnline};
}

/** A provider whose answers the test releases piece by piece. */
function scriptedProvider(script: {pieces: string[]; citations?: AnswerStream['citations']; covered?: boolean}) {
  const calls: Array<{question: string; history: readonly ChatTurn[]}> = [];
  let release: () => void = () => undefined;
  const provider: AnswerProvider = {
    id: 'docs',
    label: 'Docs assistant',
    async answer(question, history, signal) {
      calls.push({question, history});
      async function* chunks() {
        for (const piece of script.pieces) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          if (signal.aborted) return;
          yield piece;
        }
      }
      return {citations: script.citations ?? [], covered: script.covered ?? true, followUpOf: null, chunks: chunks()};
    },
  };
  /** Lets the next piece through. */
  const next = async () => {
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return {provider, calls, next};
}

const CITATION = {title: 'Decorators › Decorators that take arguments', url: '/docs/advanced/decorators#decorators-that-take-arguments'};

function renderWorkspace(store: ChatStore, provider: AnswerProvider, path = '/chat') {
  let location = path;
  render(
    <MemoryRouter initialEntries={[path]}>
      <ChatWorkspace uid="ada" store={store} providers={[provider]} />
      <Route
        path="*"
        render={({location: current}) => {
          location = current.pathname + current.search;
          return null;
        }}
      />
    </MemoryRouter>,
  );
  return {location: () => location};
}

async function ask(question: string) {
  await userEvent.type(screen.getByRole('textbox', {name: 'Ask a Python question'}), question);
  await userEvent.click(screen.getByRole('button', {name: 'Ask'}));
}

describe('the My Chats workspace', () => {
  it('starts a chat titled after the first question, streams the answer with Stop available, then saves it with its sources', async () => {
    const {store, chats, messages} = memoryStore();
    const {provider, next} = scriptedProvider({pieces: ['Use a ', '*decorator factory*.'], citations: [CITATION]});
    const view = renderWorkspace(store, provider);

    await ask('How do I write a decorator that takes arguments?');
    expect(screen.getByRole('button', {name: 'Stop'})).toBeInTheDocument();
    // An answer not ready by the next frame shows "Thinking…" under the question meanwhile.
    expect(within(await screen.findByRole('article', {name: 'Answer'})).getByRole('status')).toHaveTextContent('Thinking…');
    // The question is saved (starting the chat) once "Thinking…" is on screen.
    const list = screen.getByRole('navigation', {name: 'Your chats'});
    expect(await within(list).findByRole('link', {name: /How do I write a decorator that takes arguments\?/})).toHaveAttribute('aria-current', 'page');
    expect(view.location()).toBe('/chat?chat=chat-1');

    await next();
    const answer = screen.getByRole('article', {name: 'Answer'});
    expect(answer).toHaveAttribute('aria-busy', 'true');
    expect(answer).toHaveTextContent('Use a');
    expect(answer).not.toHaveTextContent('decorator factory');
    await next();
    await next();

    await waitFor(() => expect(screen.getByRole('button', {name: 'Ask'})).toBeInTheDocument());
    expect(screen.getByText('Answer ready.')).toBeInTheDocument();
    const saved = screen.getByRole('article', {name: 'Answer'});
    expect(within(saved).getByText('Generated answer — check the linked pages')).toBeInTheDocument();
    expect(within(saved).getByText('decorator factory').tagName).toBe('EM');
    expect(within(within(saved).getByRole('navigation', {name: 'Sources'})).getByRole('link', {name: CITATION.title})).toHaveAttribute('href', CITATION.url);
    expect([...chats.values()].map((chat) => chat.title)).toEqual(['How do I write a decorator that takes arguments?']);
    expect(messages.get('chat-1')?.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messages.get('chat-1')?.[1]).toMatchObject({text: 'Use a *decorator factory*.', status: 'complete', provider: 'docs', citations: [CITATION]});
  });

  it('draws an answer that is ready at once before saving anything, then saves the question and the answer in order', async () => {
    const {store, messages} = memoryStore();
    const answer = 'A *decorator factory* returns the decorator.';
    // What the reader had on screen when each write started.
    const shownAtWrite: Array<{write: string; answerShown: boolean}> = [];
    const shown = () => screen.queryByText('decorator factory') !== null;
    const watched: ChatStore = {
      ...store,
      startChat: (uid, question, questionId) => {
        shownAtWrite.push({write: 'question', answerShown: shown()});
        return store.startChat(uid, question, questionId);
      },
      saveAnswer: (uid, chatId, saved, answerId) => {
        shownAtWrite.push({write: 'answer', answerShown: shown()});
        return store.saveAnswer(uid, chatId, saved, answerId);
      },
    };
    const instant: AnswerProvider = {
      id: 'docs',
      label: 'Docs assistant',
      async answer() {
        async function* whole() {
          yield answer;
        }
        return {citations: [CITATION], covered: true, followUpOf: null, chunks: whole()};
      },
    };
    renderWorkspace(watched, instant);
    let thinkingShown = false;
    // Every node put in the page, even one taken out again before this callback runs.
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) thinkingShown ||= node.textContent?.includes('Thinking…') ?? false;
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true});
    await ask('How do I write a decorator that takes arguments?');

    expect(await screen.findByText('Answer ready.')).toBeInTheDocument();
    observer.disconnect();
    // Nothing was drawn before the answer: no "Thinking…" for an answer that was already there.
    expect(thinkingShown).toBe(false);
    expect(shownAtWrite).toEqual([
      {write: 'question', answerShown: true},
      {write: 'answer', answerShown: true},
    ]);
    expect(messages.get('chat-1')?.map((message) => message.text)).toEqual(['How do I write a decorator that takes arguments?', answer]);
    // The saved copy takes the drawn one's place: one answer, with its sources.
    const shownAnswers = screen.getAllByRole('article', {name: 'Answer'});
    expect(shownAnswers).toHaveLength(1);
    expect(within(shownAnswers[0]).getByRole('link', {name: CITATION.title})).toHaveAttribute('href', CITATION.url);
  });

  it('keeps an answer on screen when the reader asks again before its saved copy is listed, and the saved copy takes its place', async () => {
    const {store} = memoryStore();
    // Firestore lists a write a moment after it is made (its local cache is IndexedDB): hold the
    // chat's snapshots back until the test lets them through.
    let held: Array<() => void> | null = [];
    const slowListing: ChatStore = {
      ...store,
      watchMessages: (uid, chatId, onChange, onError) =>
        store.watchMessages(uid, chatId, (messages) => (held ? held.push(() => onChange(messages)) : onChange(messages)), onError),
    };
    const release = () =>
      act(() => {
        const waiting = held ?? [];
        held = null;
        waiting.forEach((deliver) => deliver());
      });
    const answers = ['Lists change; *tuples* do not.', 'Use a *dict comprehension*.'];
    let asked = 0;
    const histories: Array<readonly ChatTurn[]> = [];
    const instant: AnswerProvider = {
      id: 'docs',
      label: 'Docs assistant',
      async answer(_question, history) {
        histories.push(history);
        const text = answers[asked++];
        async function* whole() {
          yield text;
        }
        return {citations: [], covered: true, followUpOf: null, chunks: whole()};
      },
    };
    renderWorkspace(slowListing, instant);
    await ask('list vs tuple');
    await screen.findByText('Answer ready.');
    const first = screen.getByRole('article', {name: 'Answer'});
    await ask('merge two dictionaries');
    await waitFor(() => expect(screen.getAllByRole('article', {name: 'Answer'})).toHaveLength(2));
    expect(screen.getAllByRole('article', {name: 'Answer'})[0]).toBe(first);
    expect(first).toHaveTextContent('tuples do not');
    // The follow-up is asked with the turn before it, listed or not.
    expect(histories[1]).toEqual([
      {role: 'user', text: 'list vs tuple'},
      {role: 'assistant', text: answers[0]},
    ]);

    release();
    await waitFor(() => expect(screen.getByRole('button', {name: 'Ask'})).toBeInTheDocument());
    const shown = screen.getAllByRole('article', {name: 'Answer'});
    expect(shown.map((answer) => answer.textContent)).toEqual([expect.stringContaining('tuples do not'), expect.stringContaining('dict comprehension')]);
    // The saved copies are the same elements: listed, not drawn again; and now they can be rated.
    expect(shown[0]).toBe(first);
    expect(within(shown[0]).getByRole('button', {name: 'Helpful'})).toBeInTheDocument();
    expect(within(screen.getByRole('list', {name: 'Messages'})).getAllByText('list vs tuple')).toHaveLength(1);
  });

  it('sends the conversation so far with a follow-up question', async () => {
    const {store} = memoryStore();
    const {provider, calls, next} = scriptedProvider({pieces: ['Answer.']});
    renderWorkspace(store, provider);
    await ask('How do I write a decorator?');
    await next();
    await next();
    await waitFor(() => expect(screen.getByRole('button', {name: 'Ask'})).toBeInTheDocument());
    await ask('And for classes?');
    await next();
    await next();
    await waitFor(() => expect(screen.getAllByRole('article', {name: 'Answer'})).toHaveLength(2));
    expect(calls[1]).toEqual({
      question: 'And for classes?',
      history: [
        {role: 'user', text: 'How do I write a decorator?'},
        {role: 'assistant', text: 'Answer.'},
      ],
    });
  });

  it('Stop ends the answer and keeps what was written, marked as stopped', async () => {
    const {store, messages} = memoryStore();
    const {provider, next} = scriptedProvider({pieces: ['First part. ', 'Second part.']});
    renderWorkspace(store, provider);
    await ask('How do I use a context manager?');
    await next();
    await userEvent.click(screen.getByRole('button', {name: 'Stop'}));
    await next();
    await waitFor(() => expect(screen.getByText('Stopped before the end.')).toBeInTheDocument());
    expect(messages.get('chat-1')?.[1]).toMatchObject({text: 'First part. ', status: 'stopped'});
  });

  it('stores thumbs up and down on the answer, and a second click takes it back', async () => {
    const {store, messages} = memoryStore();
    const {provider, next} = scriptedProvider({pieces: ['Answer.']});
    renderWorkspace(store, provider);
    await ask('What is a generator?');
    await next();
    await next();
    const helpful = await screen.findByRole('button', {name: 'Helpful'});
    await userEvent.click(helpful);
    await waitFor(() => expect(screen.getByRole('button', {name: 'Helpful'})).toHaveAttribute('aria-pressed', 'true'));
    expect(messages.get('chat-1')?.[1]).toMatchObject({feedback: 'up'});
    await userEvent.click(screen.getByRole('button', {name: 'Not helpful'}));
    await waitFor(() => expect(messages.get('chat-1')?.[1]).toMatchObject({feedback: 'down'}));
    await userEvent.click(screen.getByRole('button', {name: 'Not helpful'}));
    await waitFor(() => expect(messages.get('chat-1')?.[1]).toMatchObject({feedback: null}));
  });

  it('renames a chat in the list and deletes it after confirming', async () => {
    const {store, chats} = memoryStore();
    const {provider, next} = scriptedProvider({pieces: ['Answer.']});
    const view = renderWorkspace(store, provider);
    await ask('What is a list?');
    await next();
    await next();
    const list = screen.getByRole('navigation', {name: 'Your chats'});

    // The chat is listed once its first snapshot arrives, which may be a moment after the answer.
    await userEvent.click(await within(list).findByRole('button', {name: 'Rename “What is a list?”'}));
    const title = within(list).getByRole('textbox', {name: 'Chat title'});
    await userEvent.clear(title);
    await userEvent.type(title, 'Lists{Enter}');
    expect(within(list).getByRole('link', {name: /Lists/})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 2, name: 'Lists'})).toBeInTheDocument();
    expect(within(list).getByRole('button', {name: 'Rename “Lists”'})).toHaveFocus();

    await userEvent.click(within(list).getByRole('button', {name: 'Delete “Lists”'}));
    await userEvent.click(within(within(list).getByRole('group', {name: 'Delete “Lists”?'})).getByRole('button', {name: 'Delete'}));
    expect(within(list).getByText('No saved chats yet. Your first question starts one.')).toBeInTheDocument();
    expect(chats.size).toBe(0);
    expect(view.location()).toBe('/chat');
  });

  it('shows the reader why an answer failed', async () => {
    const {store} = memoryStore();
    const failing: AnswerProvider = {
      id: 'docs',
      label: 'Docs assistant',
      answer: async () => {
        throw new AnswerError("The assistant's index of the docs could not be downloaded. Check your connection and ask again.");
      },
    };
    renderWorkspace(store, failing);
    await ask('What is a tuple?');
    expect(await screen.findByRole('alert')).toHaveTextContent("The assistant's index of the docs could not be downloaded.");
    expect(screen.getByRole('button', {name: 'Ask'})).toBeInTheDocument();
  });

  it('says so when a linked chat does not exist', async () => {
    const {store} = memoryStore();
    renderWorkspace(store, scriptedProvider({pieces: []}).provider, '/chat?chat=gone');
    expect(await screen.findByRole('heading', {name: 'This chat is not here'})).toBeInTheDocument();
  });
  it('offline, says so instead of loading, and marks what the reader asks as waiting to sync until the connection returns', async () => {
    const {store, setOnline} = memoryStore();
    const {provider, next} = scriptedProvider({pieces: ['Use ', 'a generator.']});
    act(() => setOnline(false));
    renderWorkspace(store, provider);

    expect(screen.getByText(/The docs assistant still answers; what you ask is saved on this device/)).toBeInTheDocument();
    const list = screen.getByRole('navigation', {name: 'Your chats'});
    expect(within(list).getByRole('status')).toHaveTextContent("You're offline. Your chats will load when the connection returns.");

    await ask('How do I make a lazy sequence?');
    await next();
    await next();
    await waitFor(() => expect(screen.getByText('Answer ready.')).toBeInTheDocument());
    const messages = screen.getByRole('list', {name: 'Messages'});
    // Marked once the saves have waited PENDING_BADGE_DELAY_MS (ChatThread.test.tsx) without reaching the server.
    await waitFor(() => expect(within(messages).getAllByText('Waiting to sync')).toHaveLength(2), {timeout: PENDING_BADGE_DELAY_MS + 2000});

    act(() => setOnline(true));
    expect(within(messages).queryByText('Waiting to sync')).not.toBeInTheDocument();
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  });
});

describe('a chat about a page of an earlier docs version', () => {
  it('reads a Python 3.13 page as the same page in the current docs, which the chat index holds', () => {
    expect(indexedPage('/docs/3.13/advanced/generators')).toEqual({page: '/docs/advanced/generators', version: '3.13'});
    expect(indexedPage('/docs/3.13')).toEqual({page: '/docs', version: '3.13'});
    expect(indexedPage('/docs/advanced/generators')).toEqual({page: '/docs/advanced/generators', version: null});
    expect(indexedPage('/tutorials/first-steps')).toEqual({page: '/tutorials/first-steps', version: null});
  });

  it('answers from the current version of the page first, says so, and keeps the reader\'s page in the chat', async () => {
    const {store} = memoryStore();
    const pages: Array<string | null | undefined> = [];
    const provider: AnswerProvider = {
      id: 'docs',
      label: 'Docs assistant',
      async answer(_question, _history, _signal, context) {
        pages.push(context?.page);
        async function* whole() {
          yield 'The second example is under “The iterator protocol”.';
        }
        return {citations: [], covered: true, followUpOf: null, chunks: whole()};
      },
    };
    const view = renderWorkspace(store, provider, '/chat?about=%2Fdocs%2F3.13%2Fadvanced%2Fgenerators');
    const note = screen.getByText(/Answering from/);
    expect(within(note).getByRole('link', {name: /\(Python 3\.13\)/})).toHaveAttribute('href', '/docs/3.13/advanced/generators');
    expect(note).toHaveTextContent('The assistant reads the current docs: answers quote and link this page as the current version has it.');

    await ask('What does the second example do?');
    expect(await screen.findByText('Answer ready.')).toBeInTheDocument();
    expect(pages).toEqual(['/docs/advanced/generators']);
    expect(view.location()).toBe('/chat?chat=chat-1&about=%2Fdocs%2F3.13%2Fadvanced%2Fgenerators');
  });
});
