import React, {type ReactNode} from 'react';

export default function Layout({children, title}: {children?: ReactNode; title?: string}): React.JSX.Element {
  return <div data-title={title}>{children}</div>;
}
