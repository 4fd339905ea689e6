/**
 * "Ask about this page": the one piece of the chat that doc pages carry. A plain link to /chat
 * with the page's route as a query parameter, so a doc page downloads no chat code (no Firestore,
 * no index, no retrieval) until the reader follows it; /chat then answers from that page first.
 */
import React from 'react';
import Link from '@docusaurus/Link';

/** The query parameter naming the page a chat is about. */
export const ASK_ABOUT_PARAM = 'about';

/** The query parameter holding a question /chat asks as it opens (the search box's "Ask the assistant"). */
export const ASK_PARAM = 'ask';

/** /chat with `question` asked as soon as the signed-in reader's chats are open. */
export function askAssistantUrl(question: string): string {
  return `/chat?${ASK_PARAM}=${encodeURIComponent(question.trim())}`;
}

/**
 * Where "Ask the assistant" leads: /chat for a signed-in reader; the login page for anyone else,
 * which returns to /chat with the question once they have signed in (src/pages/login.tsx).
 */
export function askAssistantLink(question: string, signedIn: boolean): string {
  const chat = askAssistantUrl(question);
  return signedIn ? chat : `/login?returnTo=${encodeURIComponent(chat)}`;
}

/** Where "Ask about this page" leads for the page at `route`. */
export function askAboutUrl(route: string): string {
  return `/chat?${ASK_ABOUT_PARAM}=${encodeURIComponent(route.split('#')[0])}`;
}

export function AskAboutThisPage({route}: Readonly<{route: string}>): React.JSX.Element {
  return (
    <p className="margin-top--lg">
      <Link className="button button--outline button--primary button--sm" to={askAboutUrl(route)}>
        Ask about this page
      </Link>{' '}
      <span>in My Chats: answers come from this page first.</span>
    </p>
  );
}
