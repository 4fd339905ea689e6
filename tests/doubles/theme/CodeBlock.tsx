import React from 'react';

export default function CodeBlock({children, language, title, metastring}: {children: string; language?: string; title?: string; metastring?: string}): React.JSX.Element {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre data-language={language} data-meta={metastring}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
