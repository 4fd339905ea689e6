// Replaces the classic footer: PyDocs' footer needs an auth-aware Community link (login modal when
// signed out) and the newsletter form, which the config-driven footer cannot express. Hidden on
// /chat, where the conversation uses the full height.
import React from 'react';
import {useLocation} from '@docusaurus/router';
import {SiteFooter} from '@site/src/features/site-footer';

export default function Footer(): React.JSX.Element | null {
  const {pathname} = useLocation();
  if (/^\/chat(\/|$)/.test(pathname)) return null;
  return <SiteFooter />;
}
