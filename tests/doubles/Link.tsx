// Test double for @docusaurus/Link: a plain anchor.
import React, {type AnchorHTMLAttributes} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

export default function Link({to, href, children, ...rest}: Props): React.JSX.Element {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
