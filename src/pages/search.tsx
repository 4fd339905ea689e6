import React from 'react';
// Through the feature's index, which is free of side effects (plugins/feature-entries): the page's
// code still lands in this route's chunk only.
import {SearchPage} from '@site/src/features/search';

export default function Search(): React.JSX.Element {
  return <SearchPage />;
}
