import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
// Straight from the module, not a barrel: the route chunk then holds this page's code only.
import {CommunityHome} from '@site/src/features/community/CommunityHome';
import {firstPageEndpoint} from '@site/src/features/community/firstPage';
import {firebaseConfig} from '@site/src/features/firebase';

export default function CommunityPage(): React.JSX.Element {
  // The list's first page is fetched from Firestore's origin as the page's code starts: have the
  // connection open by then (crossorigin: the fetch is a CORS request without credentials).
  const firestoreOrigin = new URL(firstPageEndpoint(firebaseConfig())).origin;
  return (
    <Layout
      title="Community"
      description="Ask and answer Python questions with other PyDocs readers: live answers, votes and accepted solutions, from first scripts to asyncio and metaclasses."
    >
      <Head>
        <link rel="preconnect" href={firestoreOrigin} crossOrigin="anonymous" />
      </Head>
      <CommunityHome />
    </Layout>
  );
}
