import React from 'react';
import Layout from '@theme/Layout';
import {CommunityHome} from '@site/src/features/community';

export default function CommunityPage(): React.JSX.Element {
  return (
    <Layout
      title="Community"
      description="Ask and answer Python questions with other PyDocs readers: live answers, votes and accepted solutions, from first scripts to asyncio and metaclasses."
    >
      <CommunityHome />
    </Layout>
  );
}
