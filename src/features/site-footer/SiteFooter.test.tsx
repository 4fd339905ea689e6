import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {SiteFooter} from './SiteFooter';
import {fakeAuth, fakeUser, renderWithAuth} from '../../../tests/unit/authTestContext';

jest.mock('../newsletter', () => ({NewsletterForm: () => <form aria-label="Newsletter" />}));

describe('SiteFooter', () => {
  test('shows the tagline, the three columns and the legal links with the current year', () => {
    renderWithAuth(<SiteFooter />);
    expect(screen.getByText('Comprehensive Python documentation for beginners to advanced developers')).toBeInTheDocument();
    for (const heading of ['Documentation', 'Resources', 'Connect With Us']) {
      expect(screen.getByRole('heading', {name: heading})).toBeInTheDocument();
    }
    for (const section of ['Getting Started', 'Python Basics', 'Intermediate Python', 'Advanced Python', 'Python Libraries', 'Best Practices']) {
      expect(screen.getByRole('link', {name: section})).toBeInTheDocument();
    }
    expect(screen.getByRole('link', {name: 'Code Examples'})).toHaveAttribute('href', '/examples');
    expect(screen.getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/faq');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} PyDocs`))).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', {name: 'Terms of Service'})).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', {name: 'Sitemap'})).toHaveAttribute('href', '/sitemap');
  });

  test('each social link has an accessible name, and there is a contact address', () => {
    renderWithAuth(<SiteFooter />);
    expect(screen.getByRole('link', {name: 'PyDocs on Mastodon'})).toHaveAttribute('href', expect.stringContaining('https://'));
    expect(screen.getByRole('link', {name: 'PyDocs on GitHub'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'PyDocs Discord server'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'E-mail PyDocs'})).toHaveAttribute('href', 'mailto:hello@pydocs.dev');
  });

  test('signed out, Community opens the login modal', async () => {
    renderWithAuth(<SiteFooter />, fakeAuth());
    await userEvent.click(screen.getByRole('button', {name: 'Community'}));
    expect(await screen.findByRole('dialog', {name: 'Login to Community'})).toBeInTheDocument();
  });

  test('signed in, Community is a plain link to /community', () => {
    renderWithAuth(<SiteFooter />, fakeAuth({user: fakeUser('ada@pydocs.dev')}));
    expect(screen.getByRole('link', {name: 'Community'})).toHaveAttribute('href', '/community');
    expect(screen.queryByRole('button', {name: 'Community'})).not.toBeInTheDocument();
  });
});
