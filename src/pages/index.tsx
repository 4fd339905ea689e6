import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {HomeHeader, SECTION_CARDS} from '@site/src/features/home';
import {appStartTarget} from '@site/src/features/offline';
import styles from './index.module.css';

// Started from the installed app's icon: open the page read last instead, before this page renders.
const appStart = typeof window === 'undefined' ? null : appStartTarget();
if (appStart) window.location.replace(appStart);

const HIGHLIGHTS = [
  {
    title: 'Tutorials',
    to: '/tutorials',
    text: 'Build real programs step by step: a to-do app, a CSV report, a text adventure, an async job runner and a tiny interpreter.',
    cta: 'Start a tutorial',
  },
  {
    title: 'Code Examples',
    to: '/examples',
    text: 'Short, focused examples filtered by section and level, each with its output and a Run button.',
    cta: 'Browse examples',
  },
  {
    title: 'Community',
    to: '/community',
    text: 'Ask a Python question, answer someone else’s, and vote for the answers that helped.',
    cta: 'Visit the community',
  },
  {
    title: 'My Chats',
    to: '/chat',
    text: 'Ask the docs assistant in plain words and get answers drawn from PyDocs pages, with links to them.',
    cta: 'Open the chat',
  },
] as const;

const HERO_CODE = `def greet(name: str) -> str:
    return f"Hello, {name}!"

for name in ["Ada", "Guido"]:
    print(greet(name))`;

export default function Home(): React.JSX.Element {
  return (
    <Layout description="PyDocs: comprehensive, example-rich Python 3.14 documentation for beginners to advanced developers, with tutorials, runnable examples, an FAQ, a community and a docs assistant.">
      <HomeHeader />
      <main>
        <section className={styles.hero}>
          <div className={clsx('container', styles.heroInner)}>
            <div>
              <p className={styles.kicker}>Python 3.14 documentation</p>
              <h1 className={styles.title}>Learn Python by reading it, running it and changing it.</h1>
              <p className={styles.promise}>
                Clear explanations from your first program to metaclasses and asyncio, with every example runnable right in the page.
              </p>
              <div className={styles.ctas}>
                <Link className="button button--primary button--lg" to="/docs">
                  Read the docs
                </Link>
                <Link className={clsx('button button--lg', styles.secondaryCta)} to="/tutorials">
                  Follow a tutorial
                </Link>
              </div>
            </div>
            <figure className={styles.codeCard} aria-label="A short Python example and its output">
              <pre className={styles.code}>
                <code>{HERO_CODE}</code>
              </pre>
              <figcaption className={styles.output}>
                <span className={styles.outputLabel}>Output</span>
                <code>
                  Hello, Ada!
                  <br />
                  Hello, Guido!
                </code>
              </figcaption>
            </figure>
          </div>
        </section>

        <section className={clsx('container', styles.section)} aria-labelledby="sections-title">
          <h2 id="sections-title">Six sections, one path from beginner to expert</h2>
          <ul className={styles.cards}>
            {SECTION_CARDS.map((card) => (
              <li key={card.to}>
                <Link to={card.to} className={styles.card}>
                  <span className={styles.level}>{card.level}</span>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.band} aria-labelledby="more-title">
          <div className="container">
            <h2 id="more-title">More ways to learn</h2>
            <ul className={styles.highlights}>
              {HIGHLIGHTS.map((item) => (
                <li key={item.to} className={styles.highlight}>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                  <Link to={item.to} className={styles.highlightLink}>
                    {item.cta} <span aria-hidden="true">→</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
    </Layout>
  );
}
