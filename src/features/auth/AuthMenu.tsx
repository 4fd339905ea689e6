import React, {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useAuth} from './AuthProvider';
import styles from './auth.module.css';

/** The part of the e-mail address before the @, which is how PyDocs names a signed-in user. */
export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return 'Account';
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

type Props = Readonly<{mobile?: boolean; className?: string}>;

/**
 * The header's auth entry: hidden while the sign-in status loads (its space is kept, so nothing
 * shifts), a "Login" link when signed out, and the user's name with a menu (My Chats, My Progress, Sign Out)
 * when signed in.
 */
export function AuthMenu({mobile = false, className}: Props): React.JSX.Element {
  const {user, loading, logout} = useAuth();
  const {pathname, search} = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Which item gets focus once the menu has rendered (keyboard opening), if any.
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    const all = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    all[(focusOnOpen.current + all.length) % all.length]?.focus();
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  if (loading) {
    return <span className={clsx(styles.authPlaceholder, className)} aria-hidden="true" data-testid="auth-loading" />;
  }

  if (!user) {
    const returnTo = pathname === '/login' ? '' : `?returnTo=${encodeURIComponent(pathname + search)}`;
    return (
      <Link
        to={`/login${returnTo}`}
        className={clsx(mobile ? 'menu__link' : ['navbar__item navbar__link', styles.loginLink], className)}
      >
        Login
      </Link>
    );
  }

  const name = emailLocalPart(user.email);
  const signOut = () => {
    setOpen(false);
    void logout();
  };

  if (mobile) {
    return (
      <li className="menu__list-item">
        <span className={clsx('menu__link', styles.mobileName)}>Signed in as {name}</span>
        <ul className="menu__list">
          <li className="menu__list-item">
            <Link className="menu__link" to="/chat">
              My Chats
            </Link>
          </li>
          <li className="menu__list-item">
            <Link className="menu__link" to="/progress">
              My Progress
            </Link>
          </li>
          <li className="menu__list-item">
            <button type="button" className={clsx('menu__link', styles.menuButton)} onClick={signOut}>
              Sign Out
            </button>
          </li>
        </ul>
      </li>
    );
  }

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    if (open) {
      focusItem(index);
      return;
    }
    focusOnOpen.current = index;
    setOpen(true);
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={wrapperRef} className={clsx('navbar__item', styles.userMenu, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.userName}>{name}</span>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={`${name}'s menu`} className={styles.menu} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <Link role="menuitem" to="/chat" className={styles.menuItem} onClick={() => setOpen(false)}>
              My Chats
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/progress" className={styles.menuItem} onClick={() => setOpen(false)}>
              My Progress
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" className={styles.menuItem} onClick={signOut}>
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
