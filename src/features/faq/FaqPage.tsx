import React, {useEffect} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import type {FaqGroup} from '@site/plugins/content-data';
import styles from './faq.module.css';

/** schema.org FAQPage data, so search engines can show the answers. */
export function faqStructuredData(groups: readonly FaqGroup[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: {'@type': 'Answer', text: entry.answerText},
      })),
    ),
  }).replace(/</g, '\\u003c');
}

/** Opens the question a deep link (#question-id) points at and scrolls it into view. */
function useOpenLinkedQuestion(): void {
  const {hash} = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({block: 'start'});
      target.querySelector('summary')?.focus({preventScroll: true});
    }
  }, [hash]);
}

export default function FaqPage({faq}: {faq: readonly FaqGroup[]}): React.JSX.Element {
  useOpenLinkedQuestion();
  const total = faq.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <Layout title="FAQ" description="Answers to the questions Python learners ask most: installing Python, the language itself, tools and workflow, and using PyDocs.">
      <Head>
        <script type="application/ld+json">{faqStructuredData(faq)}</script>
      </Head>
      <main className="container margin-vert--lg">
        <h1>Frequently Asked Questions</h1>
        <p className={styles.lead}>
          {total} answers to the questions Python learners ask most. Open a question to read its answer; the link icon next to it gives you a
          link straight to that answer.
        </p>
        <nav aria-label="FAQ groups" className={styles.toc}>
          <ul>
            {faq.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {faq.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className={styles.group}>
            <h2 id={group.id}>{group.title}</h2>
            {group.entries.map((entry) => (
              <details key={entry.id} id={entry.id} className={styles.item}>
                <summary className={styles.question}>
                  <span>{entry.question}</span>
                </summary>
                <div className={styles.answer}>
                  <div dangerouslySetInnerHTML={{__html: entry.answerHtml}} />
                  <a className={styles.permalink} href={`#${entry.id}`}>
                    Link to this answer
                  </a>
                </div>
              </details>
            ))}
          </section>
        ))}
      </main>
    </Layout>
  );
}
