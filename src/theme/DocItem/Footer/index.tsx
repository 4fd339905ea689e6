// Adds "Ask about this page" under every current doc and tutorial page (issue 31): a plain link into My
// Chats with the page as context. The original footer (tags, edit link) renders unchanged.
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
  // The assistant reads the current docs (plugins/chat-index): older versions get no link.
  return (
    <>
      {metadata.version === 'current' && <AskAboutThisPage route={metadata.permalink} />}
      <Footer {...props} />
    </>
  );
}
