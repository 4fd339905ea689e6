import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {MyProgress} from '@site/src/features/progress';

export default function ProgressPage(): React.JSX.Element {
  return (
    <Layout title="My Progress" description="Your progress through the PyDocs exercises: each section's completion, what you solved recently and the next page to read.">
      {/* Per-reader content: nothing here for search engines (also left out of the sitemap). */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>My Progress</h1>
        <MyProgress />
      </main>
    </Layout>
  );
}
