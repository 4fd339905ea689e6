import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {MyChats} from '@site/src/features/chat';

export default function ChatPage(): React.JSX.Element {
  return (
    <Layout
      title="My Chats"
      description="Ask the PyDocs assistant Python questions and get answers built from PyDocs' own pages, with links to them. Your chats are saved to your account."
    >
      {/* Private, per-account content: nothing here for search engines (also left out of the sitemap). */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <MyChats />
    </Layout>
  );
}
