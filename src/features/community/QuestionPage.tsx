import React from 'react';
import {CommunityFrame} from './CommunityFrame';
import {QuestionView} from './QuestionView';

/** /community/question?id=…: one question with its answers. */
export function QuestionPage(): React.JSX.Element {
  return (
    <CommunityFrame backToList>
      <QuestionView />
    </CommunityFrame>
  );
}
