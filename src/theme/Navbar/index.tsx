// Wraps the classic navbar only to hide it where the spec says: the home page and /login carry
// their own navigation.
import React from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof NavbarType>;

export const PATHS_WITHOUT_HEADER: ReadonlySet<string> = new Set(['/', '/login']);

export default function NavbarWrapper(props: Props): React.JSX.Element | null {
  const {pathname} = useLocation();
  if (PATHS_WITHOUT_HEADER.has(pathname.replace(/\/$/, '') || '/')) return null;
  return <Navbar {...props} />;
}
