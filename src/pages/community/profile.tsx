import React from 'react';
import Layout from '@theme/Layout';
// Straight from the module, not a barrel: the route chunk then holds this page's code only.
import {ProfileView} from '@site/src/features/community/ProfileView';

export default function CommunityProfilePage(): React.JSX.Element {
  return (
    <Layout title="Your community profile" description="Choose the name shown with your PyDocs community questions and answers, or delete your account.">
      <ProfileView />
    </Layout>
  );
}
