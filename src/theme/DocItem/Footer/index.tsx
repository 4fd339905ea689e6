// Adds "Ask about this page" under every doc and tutorial page, of every docs version (issue 31): a
// plain link into My Chats with the page as context. The original footer (tags, edit link) renders unchanged.
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
// Not the chat feature's index: that brings My Chats along, and doc pages must stay free of it.
import {AskAboutThisPage} from '@site/src/features/chat';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  // The assistant reads the current docs (plugins/chat-index); /chat answers a Python 3.13 page
  // from the same page there, and says so (ChatWorkspace, indexedPage).
  return (
    <>
      <AskAboutThisPage route={metadata.permalink} />
      <Footer {...props} />
    </>
  );
}
