import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, Route} from 'react-router-dom';
import {AnswerMarkdown, answerBlocks} from './AnswerMarkdown';

describe('rendering an answer', () => {
  it('renders code blocks through CodeBlock as Python, so they get the site runner', () => {
    render(
      <MemoryRouter>
        <AnswerMarkdown markdown={'Use **wraps**:\n\n```python\nprint("hi")\n```\n\nAnd `x`.'} />
      </MemoryRouter>,
    );
    expect(screen.getByText('wraps').tagName).toBe('STRONG');
    const code = screen.getByText('print("hi")');
    expect(code.closest('pre')).toHaveAttribute('data-language', 'python');
  });

  it('treats an unlabelled or still-streaming fence as Python code', () => {
    expect(answerBlocks('Text\n\n```\nx = 1')).toEqual([
      {kind: 'html', html: '<p>Text</p>\n'},
      {kind: 'code', language: 'python', code: 'x = 1'},
    ]);
  });

  it('removes scripts and event handlers from the HTML', () => {
    const [block] = answerBlocks('<img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))');
    expect(block.kind).toBe('html');
    const html = block.kind === 'html' ? block.html : '';
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('follows links to PyDocs pages inside the site', async () => {
    render(
      <MemoryRouter initialEntries={['/chat']}>
        <AnswerMarkdown markdown="See [Decorators](/docs/advanced/decorators#class-decorators)." />
        <Route path="*" render={({location}) => <p data-testid="where">{location.pathname + location.hash}</p>} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', {name: 'Decorators'}));
    expect(screen.getByTestId('where')).toHaveTextContent('/docs/advanced/decorators#class-decorators');
  });
});
