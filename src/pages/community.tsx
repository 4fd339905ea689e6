import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {CommunityHome, FirstPageStarter, firstPageEndpoint} from '@site/src/features/community';
import {firebaseConfig} from '@site/src/features/firebase';

export default function CommunityPage(): React.JSX.Element {
  // The list's first page is requested from Firestore's origin by the HTML itself (FirstPageStarter),
  // or by the page's code after a link with ?view or ?tag: have the connection opening from the
  // <head> on (crossorigin: the fetch is a CORS request without credentials).
  const endpoint = firstPageEndpoint(firebaseConfig());
  const firestoreOrigin = new URL(endpoint).origin;
  return (
    <Layout
      title="Community"
      description="Ask and answer Python questions with other PyDocs readers: live answers, votes and accepted solutions, from first scripts to asyncio and metaclasses."
    >
      <Head>
        <link rel="preconnect" href={firestoreOrigin} crossOrigin="anonymous" />
      </Head>
      <FirstPageStarter endpoint={endpoint} />
      <CommunityHome />
    </Layout>
  );
}
