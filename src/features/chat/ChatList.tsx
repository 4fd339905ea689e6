import React, {useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CHAT_LIMITS, type Chat} from './model';
import styles from './chat.module.css';

const relative = new Intl.RelativeTimeFormat('en', {numeric: 'auto'});
const dayAndMonth = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short'});
const fullDate = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric'});
const exact = new Intl.DateTimeFormat('en', {dateStyle: 'medium', timeStyle: 'short'});

/** "just now", "5 minutes ago", "yesterday", "12 Mar": how long ago a chat was last active. */
export function formatActivity(date: Date, now: Date = new Date()): string {
  const seconds = (now.getTime() - date.getTime()) / 1000;
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 2 * 86_400) return relative.format(-1, 'day');
  return date.getFullYear() === now.getFullYear() ? dayAndMonth.format(date) : fullDate.format(date);
}

type ItemProps = Readonly<{
  chat: Chat;
  current: boolean;
  onOpen: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
}>;

function PencilIcon(): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function TrashIcon(): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** One chat in the list: open it, or rename or delete it in place. */
function ChatListItem({chat, current, onOpen, onRename, onDelete}: ItemProps): React.JSX.Element {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const [title, setTitle] = useState(chat.title);
  const inputId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    // Back from renaming or deleting: focus returns to where the reader started.
    if (mode === 'view' && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = mode !== 'view';
  }, [mode]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed && trimmed !== chat.title) onRename(trimmed);
    setMode('view');
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setTitle(chat.title);
      setMode('view');
    }
  };

  if (mode === 'rename') {
    return (
      <li className={clsx(styles.chatItem, current && styles.chatItemCurrent)}>
        {/* Escape in the title field cancels the rename. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys typed in the form's field */}
        <form className={styles.renameForm} onSubmit={save} onKeyDown={cancelOnEscape}>
          <label htmlFor={inputId} className="sr-only">
            Chat title
          </label>
          <input
            id={inputId}
            className={styles.renameInput}
            value={title}
            maxLength={CHAT_LIMITS.titleLength}
            required
            // The field takes the place of the Rename button the reader just pressed.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
          />
          <div className={styles.itemActions}>
            <button type="submit" className="button button--primary button--sm">
              Save
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                setTitle(chat.title);
                setMode('view');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      </li>
    );
  }

  if (mode === 'confirm-delete') {
    return (
      <li className={clsx(styles.chatItem, current && styles.chatItemCurrent)}>
        {/* Escape on either button cancels. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys pressed on the group's buttons */}
        <div role="group" aria-label={`Delete “${chat.title}”?`} className={styles.confirm} onKeyDown={cancelOnEscape}>
          <p>
            Delete <strong>{chat.title}</strong> and all its messages?
          </p>
          <div className={styles.itemActions}>
            {/* The question takes the place of the Delete button the reader just pressed. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see above */}
            <button type="button" className="button button--danger button--sm" autoFocus onClick={onDelete}>
              Delete
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </div>
      </li>
    );
  }

  return (
    <li className={clsx(styles.chatItem, current && styles.chatItemCurrent)}>
      <Link to={`/chat?chat=${encodeURIComponent(chat.id)}`} className={styles.chatLink} aria-current={current ? 'page' : undefined} onClick={onOpen}>
        <span className={styles.chatTitle}>{chat.title}</span>
        {chat.updatedAt && (
          <time className={styles.chatTime} dateTime={chat.updatedAt.toISOString()} title={exact.format(chat.updatedAt)}>
            {formatActivity(chat.updatedAt)}
          </time>
        )}
      </Link>
      <div className={styles.itemButtons}>
        <button ref={renameButton} type="button" className={styles.iconButton} aria-label={`Rename “${chat.title}”`} title="Rename" onClick={() => setMode('rename')}>
          <PencilIcon />
        </button>
        <button type="button" className={styles.iconButton} aria-label={`Delete “${chat.title}”`} title="Delete" onClick={() => setMode('confirm-delete')}>
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}

export const OFFLINE_CHATS = "You're offline. Your chats will load when the connection returns.";

type Props = Readonly<{
  chats: readonly Chat[] | null;
  currentId: string | null;
  onNewChat: () => void;
  onOpen: (chatId: string) => void;
  onRename: (chatId: string, title: string) => void;
  onDelete: (chatId: string) => void;
  /** Offline with nothing to show yet: say so rather than "Loading" or "No saved chats". */
  offline?: boolean;
}>;

/** The reader's chats, most recent activity first, with New chat on top. */
export function ChatList({chats, currentId, onNewChat, onOpen, onRename, onDelete, offline = false}: Props): React.JSX.Element {
  return (
    <nav aria-label="Your chats" className={styles.chatList}>
      <button type="button" className={clsx('button button--primary', styles.newChat)} onClick={onNewChat}>
        New chat
      </button>
      {offline && (chats === null || chats.length === 0) ? (
        <p className={styles.listNote} role="status">
          {OFFLINE_CHATS}
        </p>
      ) : chats === null ? (
        <p className={styles.listNote} role="status">
          Loading your chats…
        </p>
      ) : chats.length === 0 ? (
        <p className={styles.listNote}>No saved chats yet. Your first question starts one.</p>
      ) : (
        <ul className={styles.chatItems}>
          {chats.map((chat) => (
            <ChatListItem
              key={chat.id}
              chat={chat}
              current={chat.id === currentId}
              onOpen={() => onOpen(chat.id)}
              onRename={(title) => onRename(chat.id, title)}
              onDelete={() => onDelete(chat.id)}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
