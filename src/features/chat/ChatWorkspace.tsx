/**
 * The signed-in My Chats screen: the chat list beside the open conversation and the question
 * box. Loaded on demand by MyChats (it brings Firestore, the retrieval code and Markdown along), so
 * no other page pays for it.
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import siteConfig from '@generated/docusaurus.config';
import {useHistory, useLocation} from '@docusaurus/router';
import type {ChatConfig} from '@site/plugins/chat-config';
import {ChatList} from './ChatList';
import {ChatThread, PAGE_SUGGESTIONS} from './ChatThread';
import {Composer} from './Composer';
import {firestoreChatStore, type ChatStore, type Pending} from './chatStore';
import {CHAT_LIMITS, type Chat, type ChatMessage, type Feedback} from './model';
import type {AnswerProvider, ProviderId} from './providers/AnswerProvider';
import {availableProviders} from './providers/availableProviders';
import {loadPassageIndex} from './providers/loadPassageIndex';
import {ASK_ABOUT_PARAM, ASK_PARAM} from './askAboutPage';
import {useAsk} from './useAsk';
import {AboutPageNote, MissingChat, NoticeBar, OfflineNote} from './WorkspaceNotes';
import styles from './chat.module.css';

export type ChatWorkspaceProps = Readonly<{
  uid: string;
  /** Where chats are kept; Firestore unless a test passes another. */
  store?: ChatStore;
  /** Who answers; the build's configured assistants unless a test passes others. */
  providers?: readonly AnswerProvider[];
}>;

/**
 * The page a chat is about, from the `about` query parameter that "Ask about this page" sets: a
 * path on this site only (a link elsewhere is ignored, never followed).
 */
export function pageFromQuery(search: string): string | null {
  const page = new URLSearchParams(search).get(ASK_ABOUT_PARAM);
  if (!page || !page.startsWith('/') || page.startsWith('//') || page.length > 300 || /[\s\\]/.test(page)) return null;
  return page.split('#')[0];
}

/** Earlier docs versions live under /docs/<their Python>/, with the current docs' slugs (docusaurus.config.ts, `versions`). */
const VERSIONED_DOC = /^\/docs\/(\d+\.\d+)(\/.*)?$/;

/**
 * The page the assistant answers from for the page a chat is about. The chat index holds the
 * current docs only (plugins/chat-index reads the docs plugins' current version), so a page of an
 * earlier version (/docs/3.13/...) is answered from the same page in the current docs; `version`
 * says which version the reader was on.
 */
export function indexedPage(page: string): Readonly<{page: string; version: string | null}> {
  const versioned = VERSIONED_DOC.exec(page);
  return versioned ? {page: `/docs${versioned[2] ?? ''}`, version: versioned[1]} : {page, version: null};
}

/** A question to ask as the chat opens, from `?ask=` (the search box's "Ask the assistant"). */
export function questionFromQuery(search: string): string | null {
  const question = new URLSearchParams(search).get(ASK_PARAM)?.trim();
  return question ? question.slice(0, CHAT_LIMITS.questionLength) : null;
}

export function ChatWorkspace({uid, store = firestoreChatStore, providers: givenProviders}: ChatWorkspaceProps): React.JSX.Element {
  const providers = useMemo(
    () => givenProviders ?? availableProviders(siteConfig.customFields?.chat as ChatConfig | undefined),
    [givenProviders],
  );
  const providerLabels = useMemo(() => Object.fromEntries(providers.map((provider) => [provider.id, provider.label])), [providers]);
  const [providerId, setProviderId] = useState<ProviderId>(providers[0].id);
  const provider = providers.find((candidate) => candidate.id === providerId) ?? providers[0];

  const location = useLocation();
  const history = useHistory();
  const chatId = new URLSearchParams(location.search).get('chat');
  const aboutPage = pageFromQuery(location.search);
  const answerPage = aboutPage ? indexedPage(aboutPage) : null;
  const [aboutTitle, setAboutTitle] = useState<string | null>(null);

  const [chats, setChats] = useState<readonly Chat[] | null>(null);
  const [loaded, setLoaded] = useState<Readonly<{chatId: string; messages: readonly ChatMessage[]}> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [online, setOnline] = useState(true);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const titleId = useId();

  const reportFailure = useCallback(
    (what: string) => (error: unknown) => {
      console.error(error);
      setNotice(`${what} Check your connection and try again.`);
    },
    [],
  );
  /** Runs a store write; tells the reader if it fails now or when the server refuses it. */
  const write = useCallback(
    (what: string, start: () => Promise<Pending>) => {
      start()
        .then(({saved}) => saved.catch(reportFailure(what)))
        .catch(reportFailure(what));
    },
    [reportFailure],
  );

  // Fetch the docs index while the reader types the first question, not after.
  useEffect(() => {
    const handle = window.setTimeout(() => providers.forEach((candidate) => candidate.prepare?.()), 300);
    return () => window.clearTimeout(handle);
  }, [providers]);

  // The page's title, for the note saying what the chat is about (the index knows every page).
  useEffect(() => {
    setAboutTitle(null);
    if (!aboutPage) return undefined;
    let cancelled = false;
    loadPassageIndex()
      .then((index) => !cancelled && setAboutTitle(index.pageTitle(indexedPage(aboutPage).page)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [aboutPage]);

  useEffect(() => store.watchChats(uid, setChats, reportFailure('Your chats could not be loaded.')), [store, uid, reportFailure]);
  useEffect(() => store.watchOnline(setOnline), [store]);
  useEffect(() => {
    if (!chatId) return undefined;
    return store.watchMessages(uid, chatId, (messages) => setLoaded({chatId, messages}), reportFailure('This chat could not be loaded.'));
  }, [store, uid, chatId, reportFailure]);

  const messages = useMemo(() => (loaded && loaded.chatId === chatId ? loaded.messages : []), [loaded, chatId]);
  const messagesLoading = chatId !== null && loaded?.chatId !== chatId;
  const currentChat = chats?.find((chat) => chat.id === chatId) ?? null;
  const {ask, stop, answering, pending, announcement} = useAsk({
    uid,
    store,
    provider,
    chatId,
    messages,
    aboutPage,
    answerPage: answerPage?.page ?? null,
    setNotice,
    reportFailure,
  });
  const chatMissing = chatId !== null && chats !== null && !currentChat && pending.length === 0 && !messagesLoading && messages.length === 0;

  useEffect(() => {
    inputRef.current?.focus();
  }, [chatId]);

  // "Ask the assistant" from the search box: ask its question once, in a new chat. Asking replaces
  // the address with the new chat's, which drops `ask`, so a reload does not ask it again.
  const askedFromUrl = useRef(false);
  const questionInUrl = questionFromQuery(location.search);
  useEffect(() => {
    if (!questionInUrl || askedFromUrl.current || chatId !== null) return;
    askedFromUrl.current = true;
    void ask(questionInUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` is new each render; the ref keeps this to one question per page view
  }, [questionInUrl, chatId]);

  // Kept the same between renders, so the saved messages (memoised in ChatThread) are left alone.
  const giveFeedback = useCallback(
    (messageId: string, feedback: Feedback | null) => {
      if (chatId) write('Your feedback could not be saved.', () => store.setFeedback(uid, chatId, messageId, feedback));
    },
    [chatId, write, store, uid],
  );

  const openNewChat = () => {
    setListOpen(false);
    history.push('/chat');
    inputRef.current?.focus();
  };

  const deleteChat = (id: string) => {
    if (id === chatId) history.push('/chat');
    write('The chat could not be deleted.', () => store.deleteChat(uid, id));
  };

  return (
    <div className={styles.workspace}>
      <aside id={listId} className={clsx(styles.sidebar, listOpen && styles.sidebarOpen)}>
        <ChatList
          chats={chats}
          currentId={chatId}
          onNewChat={openNewChat}
          onOpen={() => setListOpen(false)}
          onRename={(id, title) => write('The chat could not be renamed.', () => store.renameChat(uid, id, title))}
          onDelete={deleteChat}
          offline={!online}
        />
      </aside>
      <section className={clsx(styles.main, listOpen && styles.mainUnderList)} aria-labelledby={titleId}>
        <header className={styles.threadHeader}>
          <button
            type="button"
            className={clsx('button button--secondary button--sm', styles.listToggle)}
            aria-expanded={listOpen}
            aria-controls={listId}
            onClick={() => setListOpen((open) => !open)}
          >
            {listOpen ? 'Hide chats' : `Chats${chats ? ` (${chats.length})` : ''}`}
          </button>
          <h2 id={titleId} className={styles.threadTitle}>
            {currentChat?.title ?? (chatId && !chatMissing ? '' : 'New chat')}
          </h2>
        </header>
        {!online && <OfflineNote />}
        {aboutPage && !chatMissing && (
          <AboutPageNote
            page={aboutPage}
            title={aboutTitle}
            version={answerPage?.version ?? null}
            onAskAboutAll={() => history.replace(chatId ? `/chat?chat=${encodeURIComponent(chatId)}` : '/chat')}
          />
        )}
        {notice && <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />}
        {chatMissing ? (
          <MissingChat onNewChat={openNewChat} />
        ) : messagesLoading && pending.length === 0 ? (
          <div className={styles.thread}>
            <p className={styles.listNote} role="status">
              Loading messages…
            </p>
          </div>
        ) : (
          <ChatThread
            messages={messages}
            pending={pending}
            providerLabels={providerLabels}
            answering={answering}
            onSuggestion={(question) => void ask(question)}
            suggestions={aboutPage ? PAGE_SUGGESTIONS : undefined}
            onFeedback={giveFeedback}
          />
        )}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <Composer
          inputRef={inputRef}
          answering={answering}
          onAsk={(question) => void ask(question)}
          onStop={stop}
          providers={providers}
          providerId={provider.id}
          onProviderChange={setProviderId}
        />
      </section>
    </div>
  );
}
