// Test double for @docusaurus/Head: renders its children in place so tests can read them.
import React, {type ReactNode} from 'react';

export default function Head({children}: {children?: ReactNode}): React.JSX.Element {
  return <div data-testid="head">{children}</div>;
}
