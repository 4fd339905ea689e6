// The theme's code block body together with the highlighter it needs. It loads on demand (see
// ./index.tsx): pages opened directly keep the server's highlighted HTML and never load Prism.
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

// What the theme's `prism-include-languages` client module did for every page at start-up, now
// done once the highlighter is first needed (plugins/lazy-highlighter removes that module).
prismIncludeLanguages(Prism);

const HighlightedContent: (props: Props) => ReactNode = Content;
export default HighlightedContent;
