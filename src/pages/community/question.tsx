import React from 'react';
import Layout from '@theme/Layout';
import {QuestionPage} from '@site/src/features/community';

// A real page at /community/question, reading ?id=: static hosting serves it without rewrites.
export default function CommunityQuestionPage(): React.JSX.Element {
  return (
    <Layout title="Question" description="A Python question from the PyDocs community, with its answers, votes and accepted solution.">
      <QuestionPage />
    </Layout>
  );
}
