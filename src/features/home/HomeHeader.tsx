import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useThemeConfig} from '@docusaurus/theme-common';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import IconMenu from '@theme/Icon/Menu';
import styles from './homeHeader.module.css';

/**
 * The home page's header. The spec hides the site header on the home page, so the page carries its
 * own; it is built from the site header's items (themeConfig.navbar.items) with the theme's own item
 * components and classes, so the navigation, and where each link sits, is the same on every page.
 * Below 997 px, as on other pages, the links move behind a menu button, while search and the Login
 * link (or the user menu) stay in the row.
 */
export function HomeHeader(): React.JSX.Element {
  // The theme types the config's items loosely; these are navbar items by construction.
  const items = useThemeConfig().navbar.items as NavbarItemProps[];
  const leftItems = items.filter((item) => item.position !== 'right');
  const rightItems = items.filter((item) => item.position === 'right');
  const [menuOpen, setMenuOpen] = useState(false);
  const {pathname} = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <nav aria-label="Main" className={styles.bar}>
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle clean-btn"
          aria-label="Toggle navigation bar"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <IconMenu />
        </button>
        {/* Right after its button, so the keyboard reaches the links next. */}
        {menuOpen && (
          <div id={menuId} className={clsx('menu', styles.menu)}>
            <ul className="menu__list">
              {items.map((item, index) => (
                <NavbarItem mobile {...item} key={index} onClick={() => setMenuOpen(false)} />
              ))}
            </ul>
          </div>
        )}
        <Link to="/" className="navbar__brand">
          <div className="navbar__logo">
            <img src="/img/logo.svg" alt="PyDocs logo" width={32} height={32} />
          </div>
          <b className="navbar__title text--truncate">PyDocs</b>
        </Link>
        <div className="navbar__items">
          {leftItems.map((item, index) => (
            <NavbarItem {...item} key={index} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {rightItems.map((item, index) => (
            <NavbarItem {...item} key={index} />
          ))}
        </div>
      </nav>
    </header>
  );
}
