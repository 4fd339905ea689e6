import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, Route} from 'react-router-dom';
import {AnswerMarkdown, answerBlocks} from './AnswerMarkdown';
import {link} from './retrieval/composeAnswer';

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

  it('shows a cited heading that names __repr__ with its underscores, not as bold text', () => {
    const cited = link({pageTitle: 'Classes and Objects', heading: 'Printing objects: __repr__ and __str__', url: '/docs/intermediate/classes-and-objects#printing'});
    render(
      <MemoryRouter>
        <AnswerMarkdown markdown={`From ${cited}.`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', {name: 'Classes and Objects › Printing objects: __repr__ and __str__'})).toHaveAttribute('href', '/docs/intermediate/classes-and-objects#printing');
    expect(document.querySelector('strong')).toBeNull();
  });

  it('treats an unlabelled or still-streaming fence as Python code', () => {
    expect(answerBlocks('Text\n\n```\nx = 1')).toEqual([
      {kind: 'html', html: '<p>Text</p>\n'},
      {kind: 'code', language: 'python', meta: '', code: 'x = 1'},
    ]);
  });

  it('passes on what the page said of a block, so code the page marks norun gets no Run button here either', () => {
    render(
      <MemoryRouter>
        <AnswerMarkdown markdown={'A window:\n\n```python norun\nimport tkinter as tk\n```\n\nAnd a sum:\n\n```python\nprint(1 + 1)\n```'} />
      </MemoryRouter>,
    );
    expect(screen.getByText('import tkinter as tk').closest('pre')).toHaveAttribute('data-meta', 'norun');
    expect(screen.getByText('import tkinter as tk').closest('pre')).toHaveAttribute('data-language', 'python');
    expect(screen.getByText('print(1 + 1)').closest('pre')).not.toHaveAttribute('data-meta');
  });

  it('removes scripts and event handlers from the HTML', () => {
    const [block] = answerBlocks('<img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))');
    expect(block.kind).toBe('html');
    const html = block.kind === 'html' ? block.html : '';
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('keeps only what Markdown produces: no <style>, forms, frames, images or dangerous URLs, text kept', () => {
    const hostile = [
      '<style>body { display: none }</style>',
      '<form action="https://example.com/steal"><input name="password"><button formaction="javascript:alert(1)">go</button></form>',
      '<iframe srcdoc="<script>alert(2)</script>"></iframe>',
      '<img src="https://example.com/pixel.gif">',
      '<details open ontoggle="alert(3)">summary text</details>',
      '<svg><a xlink:href="javascript:alert(4)"><text>svg link</text></a></svg>',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==) [vb](vbscript:alert(6)) <a href="&#106;avascript:alert(7)">entity</a>',
    ].join('\n\n');
    // Last: its unclosed <style> swallows whatever follows it.
    const mutation = '<math><mtext><table><mglyph><style><img src=x onerror=alert(8)>';
    const html = answerBlocks(`Intro **kept**.\n\n${hostile}\n\n[docs](/docs/advanced/decorators) and [python.org](https://www.python.org/)\n\n${mutation}`)
      .map((block) => (block.kind === 'html' ? block.html : ''))
      .join('');
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelectorAll('style, form, input, button, iframe, img, svg, math, details, script')).toHaveLength(0);
    expect([...container.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name))).not.toContainEqual(
      expect.stringMatching(/^on|srcdoc|formaction|xlink/i),
    );
    expect([...container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'))).toEqual(['/docs/advanced/decorators', 'https://www.python.org/']);
    expect(container.textContent).toContain('summary text');
    expect(container.textContent).toContain('entity');
    expect(container.querySelector('strong')?.textContent).toBe('kept');
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
