import {render, screen, within} from '@testing-library/react';
import DemoAccounts from './DemoAccounts';
import demo from '../../../scripts/seed-data/demo-accounts.json';
import {firebaseConfig} from '@site/src/features/firebase';
import {firebaseConfigFromEnv} from '../../../plugins/firebase-config';

jest.mock('@site/src/features/firebase', () => ({firebaseConfig: jest.fn()}));
const config = firebaseConfig as jest.MockedFunction<typeof firebaseConfig>;

describe('the demo accounts on /login under npm start', () => {
  test('against the local emulators, a developer sees the accounts the terminal printed and their password', () => {
    config.mockReturnValue(firebaseConfigFromEnv({}));
    render(<DemoAccounts />);
    const note = screen.getByRole('complementary', {name: 'Demo accounts'});
    const items = within(note).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['ada@pydocs.dev', 'grace@pydocs.dev', 'admin@pydocs.dev (admin: can moderate)']);
    expect(note).toHaveTextContent('Password for all: pydocs-demo');
    // The same list scripts/seed.mjs seeds and prints.
    expect(demo.accounts.map((account) => account.email)).toEqual(['ada@pydocs.dev', 'grace@pydocs.dev', 'admin@pydocs.dev']);
  });

  test('against a real Firebase project (where no demo account exists) it shows nothing', () => {
    config.mockReturnValue(firebaseConfigFromEnv({PYDOCS_FIREBASE_API_KEY: 'key', PYDOCS_FIREBASE_PROJECT_ID: 'pydocs-prod'}));
    const {container} = render(<DemoAccounts />);
    expect(container).toBeEmptyDOMElement();
  });
});
