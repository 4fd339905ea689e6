import React from 'react';
import Layout from '@theme/Layout';

export default function ChatPage(): React.JSX.Element {
  return (
    <Layout title="My Chats" description="Ask the PyDocs assistant Python questions.">
      <main className="container margin-vert--lg">
        <h1>My Chats</h1>
      </main>
    </Layout>
  );
}
