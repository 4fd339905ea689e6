import {render, screen} from '@testing-library/react';
import CodeBlock from './index';

jest.mock(
  './StableCodeBlock',
  () =>
    function ThemeCodeBlock({children, title}: {children: string; title?: string}) {
      return (
        <figure aria-label="theme code block">
          {title && <figcaption>{title}</figcaption>}
          <pre>{children}</pre>
        </figure>
      );
    },
);
jest.mock('@site/src/features/runner', () => ({
  isRunnablePython: jest.requireActual('@site/src/features/runner/fenceMeta').isRunnablePython,
  RunnablePythonBlock: ({code, metastring}: {code: string; metastring?: string}) => (
    <div role="group" aria-label="runnable block" data-meta={metastring}>
      {code}
    </div>
  ),
}));

describe('code blocks on a page', () => {
  test('a ```python block from Markdown becomes runnable, without the fence’s final newline', () => {
    render(<CodeBlock className="language-python" metastring='stdin="Ada"'>{'print(input())\n'}</CodeBlock>);
    const block = screen.getByRole('group', {name: 'runnable block'});
    expect(block).toHaveTextContent('print(input())');
    expect(block.textContent).toBe('print(input())');
    expect(block).toHaveAttribute('data-meta', 'stdin="Ada"');
  });

  test('a python block marked norun stays a plain code block', () => {
    render(<CodeBlock className="language-python" metastring='norun="needs the requests package"'>{'import requests\n'}</CodeBlock>);
    expect(screen.queryByRole('group', {name: 'runnable block'})).not.toBeInTheDocument();
    expect(screen.getByRole('figure', {name: 'theme code block'})).toHaveTextContent('import requests');
  });

  test('an ```output block is labelled "Output"', () => {
    render(<CodeBlock className="language-output">{'Hello, Ada!\n'}</CodeBlock>);
    expect(screen.getByText('Output')).toBeInTheDocument();
  });

  test('other languages render exactly as the theme renders them', () => {
    render(<CodeBlock language="bash">{'npm start'}</CodeBlock>);
    expect(screen.getByRole('figure', {name: 'theme code block'})).toHaveTextContent('npm start');
    expect(screen.queryByText('Output')).not.toBeInTheDocument();
  });
});
