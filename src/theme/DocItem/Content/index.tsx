// Marks a doc or tutorial page's article as what the site search indexes (plugins/pagefind-search),
// so the navbar, sidebar and footer never match a query, and tags it with its docs version, so a
// search from a Python 3.13 page finds 3.13 pages and a search from anywhere else the current ones.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {searchMarkup} from '@site/src/features/search';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <div {...searchMarkup(metadata.version, metadata.permalink)}>
      <Content {...props} />
    </div>
  );
}
