import React from 'react';
import Layout from '@theme/Layout';
// Straight from the module, not a barrel: the route chunk then holds this page's code only.
import {CommunityHome} from '@site/src/features/community/CommunityHome';

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
