import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NewsletterForm} from './NewsletterForm';
import {InvalidEmailError, subscribeToNewsletter} from './subscribe';
import {isValidEmail, normaliseEmail} from './model';

jest.mock('./subscribe', () => {
  const actual = jest.requireActual('./subscribe');
  return {...actual, subscribeToNewsletter: jest.fn()};
});
const subscribe = subscribeToNewsletter as jest.MockedFunction<typeof subscribeToNewsletter>;

describe('NewsletterForm', () => {
  beforeEach(() => subscribe.mockReset());

  test('the e-mail input is required and typed as email', () => {
    render(<NewsletterForm />);
    const input = screen.getByRole('textbox', {name: 'Email address'});
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  test('a successful subscription thanks the reader and clears the box', async () => {
    subscribe.mockResolvedValue('subscribed');
    render(<NewsletterForm />);
    await userEvent.type(screen.getByRole('textbox', {name: 'Email address'}), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(await screen.findByRole('status')).toHaveTextContent("Thanks! You're subscribed to the PyDocs newsletter.");
    expect(screen.getByRole('textbox', {name: 'Email address'})).toHaveValue('');
    expect(subscribe).toHaveBeenCalledWith('ada@example.com');
  });

  test('offline, the reader is told the subscription will finish later', async () => {
    subscribe.mockResolvedValue('queued');
    render(<NewsletterForm />);
    await userEvent.type(screen.getByRole('textbox', {name: 'Email address'}), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(await screen.findByRole('status')).toHaveTextContent("You're offline");
  });

  test('an invalid address shows the validation message and keeps what was typed', async () => {
    subscribe.mockRejectedValue(new InvalidEmailError());
    render(<NewsletterForm />);
    await userEvent.type(screen.getByRole('textbox', {name: 'Email address'}), 'ada@localhost');
    await userEvent.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    expect(screen.getByRole('textbox', {name: 'Email address'})).toHaveValue('ada@localhost');
  });

  test('a server failure gets a friendly retry message', async () => {
    subscribe.mockRejectedValue(Object.assign(new Error('permission denied'), {code: 'permission-denied'}));
    render(<NewsletterForm />);
    await userEvent.type(screen.getByRole('textbox', {name: 'Email address'}), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't subscribe you right now.");
  });
});

describe('newsletter addresses', () => {
  test.each([
    ['ada@example.com', true],
    ['first.last+news@sub.example.org', true],
    ['ada@localhost', false],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['has space@example.com', false],
    ['slash/y@example.com', false],
  ])('%s is valid: %s', (address, valid) => {
    expect(isValidEmail(address)).toBe(valid);
  });

  test('addresses are trimmed and lower-cased so one reader has one record', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('NewsletterForm before the page has hydrated', () => {
  test("the server's form in the footer cannot be typed into or sent until it works", () => {
    const {renderToString} = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const footer = document.createElement('footer');
    footer.innerHTML = renderToString(<NewsletterForm />);
    expect(within(footer).getByLabelText('Email address')).toHaveAttribute('readonly');
    expect(within(footer).getByRole('button', {name: 'Subscribe'})).toBeDisabled();
  });
});
