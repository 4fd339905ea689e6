import React, {type ReactNode} from 'react';

export default function CodeBlockContainer({children, className}: {as: 'div' | 'pre'; className?: string; children?: ReactNode}): React.JSX.Element {
  return <div className={className}>{children}</div>;
}
