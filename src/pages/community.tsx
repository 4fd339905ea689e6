import React from 'react';
import Layout from '@theme/Layout';

export default function CommunityPage(): React.JSX.Element {
  return (
    <Layout title="Community" description="Ask and answer Python questions with other PyDocs readers.">
      <main className="container margin-vert--lg">
        <h1>Community</h1>
      </main>
    </Layout>
  );
}
