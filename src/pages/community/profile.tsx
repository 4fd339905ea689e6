import React from 'react';
import Layout from '@theme/Layout';
import {ProfileView} from '@site/src/features/community';

export default function CommunityProfilePage(): React.JSX.Element {
  return (
    <Layout title="Your community profile" description="Choose the name shown with your PyDocs community questions and answers, or delete your account.">
      <ProfileView />
    </Layout>
  );
}
