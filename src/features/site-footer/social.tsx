import React from 'react';

export type SocialKind = 'microblog' | 'code' | 'chat' | 'email';

export const SOCIAL_LINKS: ReadonlyArray<{kind: SocialKind; label: string; href: string}> = [
  {kind: 'microblog', label: 'PyDocs on Mastodon', href: 'https://fosstodon.org/@pydocs'},
  {kind: 'code', label: 'PyDocs on GitHub', href: 'https://github.com/pydocs'},
  {kind: 'chat', label: 'PyDocs Discord server', href: 'https://discord.gg/pydocs'},
  {kind: 'email', label: 'E-mail PyDocs', href: 'mailto:hello@pydocs.dev'},
];

const PATHS: Readonly<Record<SocialKind, string>> = {
  microblog:
    'M21.3 8.3c0-4.3-2.8-5.6-2.8-5.6C17.1 2 14.7 1.7 12.2 1.7h-.1c-2.5 0-4.9.3-6.3 1-0 0-2.8 1.3-2.8 5.6 0 1-.1 2.2 0 3.4.1 4.3.8 8.6 4.8 9.6 1.9.5 3.5.6 4.7.5 2.2-.1 3.5-.8 3.5-.8l-.1-1.6s-1.6.5-3.4.4c-1.8-.1-3.7-.2-4-2.4v-.6s1.8.4 4 .5c1.4.1 2.6-.1 3.9-.2 2.5-.3 4.6-1.8 4.9-3.2.4-2.2.4-5.4.4-5.4zm-3.4 5.6h-2.1V8.8c0-1.1-.5-1.6-1.4-1.6-1 0-1.5.6-1.5 1.9v2.8h-2.1V9.1c0-1.3-.5-1.9-1.5-1.9-.9 0-1.4.5-1.4 1.6v5.1H5.8V8.6c0-1.1.3-1.9.8-2.6.6-.6 1.3-.9 2.2-.9 1.1 0 1.9.4 2.4 1.3l.5.9.5-.9c.5-.9 1.3-1.3 2.4-1.3.9 0 1.7.3 2.2.9.6.7.8 1.5.8 2.6z',
  code:
    'M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.7 1.3 3.4 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0c2.2-1.5 3.2-1.2 3.2-1.2.6 1.6.2 2.8.1 3.1.8.8 1.2 1.9 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.2c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5z',
  chat:
    'M20.3 4.4A19.6 19.6 0 0 0 15.4 3l-.6 1.3a18 18 0 0 0-5.5 0L8.7 3a19.5 19.5 0 0 0-4.9 1.5C.7 9.1-.2 13.6.3 18.1A19.7 19.7 0 0 0 6.3 21l1.3-2.1c-.7-.3-1.4-.6-2-1l.5-.4a14 14 0 0 0 11.9 0l.5.4c-.6.4-1.3.7-2 1l1.3 2.1a19.6 19.6 0 0 0 6-3c.5-5.2-.9-9.7-3.5-13.6zM8.1 15.3c-1.2 0-2.1-1.1-2.1-2.4s.9-2.4 2.1-2.4 2.2 1.1 2.1 2.4c0 1.3-.9 2.4-2.1 2.4zm7.8 0c-1.2 0-2.1-1.1-2.1-2.4s.9-2.4 2.1-2.4 2.2 1.1 2.1 2.4c0 1.3-.9 2.4-2.1 2.4z',
  email: 'M2 5h20v14H2V5zm2 2v.4l8 5.1 8-5.1V7H4zm16 10V9.7l-8 5.1-8-5.1V17h16z',
};

export function SocialIcon({kind}: {kind: SocialKind}): React.JSX.Element {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} fill="currentColor" />
    </svg>
  );
}
