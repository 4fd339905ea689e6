// Wraps the theme's Python version menu to show it on doc pages only. Elsewhere (tutorials,
// examples, FAQ, community) nothing is versioned, and the theme would show the version last read
// ("Python 3.13") while the Docs link opens 3.14. The menu ends with the way to keep a whole
// version offline (src/features/offline, on the /docs home page): a link, so no code is added.
import type {ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

export default function DocsVersionDropdownNavbarItemWrapper(props: WrapperProps<typeof DocsVersionDropdownNavbarItem> & Props): ReactNode {
  const onItsDocs = useActivePlugin()?.pluginId === (props.docsPluginId ?? 'default');
  const dropdownItemsAfter = [...(props.dropdownItemsAfter ?? []), {to: '/docs#available-offline', label: 'Available offline…'}];
  return onItsDocs ? <DocsVersionDropdownNavbarItem {...props} dropdownItemsAfter={dropdownItemsAfter} /> : null;
}
