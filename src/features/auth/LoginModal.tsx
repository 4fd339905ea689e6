import React, {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import {createPortal} from 'react-dom';
import {AUTH_TITLES, AuthForm, type AuthMode} from './AuthForm';
import styles from './auth.module.css';

type Props = Readonly<{
  isOpen: boolean;
  onClose: () => void;
  /** Runs after a successful sign-in or sign-up, once the modal has closed. */
  onSuccess?: () => void;
}>;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * "Login to Community": a modal dialog with the sign-in form. Renders nothing when closed. While
 * open, focus stays inside; Escape or the close button dismisses it and focus returns to the
 * element that opened it.
 */
export function LoginModal({isOpen, onClose, onSuccess}: Props): React.JSX.Element | null {
  const [mode, setMode] = useState<AuthMode>('login');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!isOpen) return undefined;
    setMode('login');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLInputElement>('input')?.focus();
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen]);

  if (!isOpen || typeof document === 'undefined') return null;

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // A click beside the dialog closes it; keyboards have Escape and the Close button for that.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* Tab and Shift+Tab stay inside the open dialog (keys pressed on its controls). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapFocus}
      >
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.title}>
            {AUTH_TITLES[mode]}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <AuthForm
          mode={mode}
          onModeChange={setMode}
          onSuccess={() => {
            onClose();
            onSuccess?.();
          }}
        />
      </div>
    </div>,
    document.body,
  );
}
