import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useAuth, useLoginModal} from '../auth';
import {NewsletterForm} from '../newsletter';
import {DOC_SECTIONS, docSectionPath} from '@site/src/data/docSections';
import {SOCIAL_LINKS, SocialIcon} from './social';
import styles from './footer.module.css';

export const FOOTER_TAGLINE = 'Comprehensive Python documentation for beginners to advanced developers';

const DOCUMENTATION_LINKS = DOC_SECTIONS.map(({label, dir}) => ({label, to: docSectionPath(dir)}));

/** Community needs an account: signed-out readers get the login modal, then the community. */
function CommunityLink(): React.JSX.Element {
  const {user, loading} = useAuth();
  const {openLoginModal} = useLoginModal();
  const history = useHistory();
  if (user || loading) {
    return (
      <Link className={styles.link} to="/community">
        Community
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={clsx(styles.link, styles.linkButton)}
      aria-haspopup="dialog"
      onClick={() => openLoginModal({onSuccess: () => history.push('/community')})}
    >
      Community
    </button>
  );
}

export function SiteFooter(): React.JSX.Element {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo}>
            <img src="/img/logo.svg" alt="" width={32} height={32} />
            <span>PyDocs</span>
          </Link>
          <p className={styles.tagline}>{FOOTER_TAGLINE}</p>
          <NewsletterForm />
        </div>
        <nav className={styles.columns} aria-label="Footer">
          <div>
            <h2 className={styles.heading}>Documentation</h2>
            <ul className={styles.list}>
              {DOCUMENTATION_LINKS.map(({label, to}) => (
                <li key={to}>
                  <Link className={styles.link} to={to}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Resources</h2>
            <ul className={styles.list}>
              <li>
                <Link className={styles.link} to="/examples">
                  Code Examples
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/tutorials">
                  Tutorials
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/faq">
                  FAQ
                </Link>
              </li>
              <li>
                <CommunityLink />
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Connect With Us</h2>
            <ul className={styles.social}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a className={styles.socialLink} href={social.href} aria-label={social.label} rel="noopener noreferrer" target={social.kind === 'email' ? undefined : '_blank'}>
                    <SocialIcon kind={social.kind} />
                  </a>
                </li>
              ))}
            </ul>
            <p className={styles.contact}>
              <a className={styles.link} href="mailto:hello@pydocs.dev">
                hello@pydocs.dev
              </a>
            </p>
          </div>
        </nav>
      </div>
      <div className={clsx('container', styles.bottom)}>
        <p className={styles.copyright}>© {year} PyDocs. Python is a trademark of the Python Software Foundation; PyDocs is independent.</p>
        <ul className={styles.legal}>
          <li>
            <Link className={styles.link} to="/privacy-policy">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/terms-of-service">
              Terms of Service
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/sitemap">
              Sitemap
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
