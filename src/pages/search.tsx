import React from 'react';
// The page itself, not the feature's index: its code belongs in this route's chunk only.
import {SearchPage} from '@site/src/features/search/SearchPage';

export default function Search(): React.JSX.Element {
  return <SearchPage />;
}
