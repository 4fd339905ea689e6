import React from 'react';

export default function CodeBlock({children, language, title}: {children: string; language?: string; title?: string}): React.JSX.Element {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre data-language={language}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
