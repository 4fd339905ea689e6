import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {SitemapData} from '@site/plugins/content-data/sitemap';
import styles from './sitemap.module.css';

/** /sitemap: every public page, grouped; the data is generated from the site's routes at build time. */
export default function SitemapPage({sitemap}: {sitemap: SitemapData}): React.JSX.Element {
  return (
    <Layout title="Sitemap" description="Every page on PyDocs in one list: documentation by section and Python version, tutorials, code examples and site pages.">
      <main className="container margin-vert--lg">
        <h1>Sitemap</h1>
        <p>Every public page on PyDocs. Pages appear here automatically as they are published.</p>
        <div className={styles.groups}>
          {sitemap.groups.map((group) => (
            <section key={group.title} aria-labelledby={`group-${group.title}`} className={styles.group}>
              <h2 id={`group-${group.title}`} className={styles.heading}>
                {group.title}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
