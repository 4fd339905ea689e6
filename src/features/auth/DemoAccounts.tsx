/**
 * The demo accounts `npm start` seeds into the local emulators and prints in its terminal, named on
 * /login so that a developer can sign in without scrolling back through the terminal.
 *
 * Development only: src/pages/login.tsx loads this module under the dev server alone, behind a
 * build-time constant, so no production bundle contains it or the accounts. It also stays empty when
 * the dev server talks to a real Firebase project (PYDOCS_FIREBASE_* set), where these accounts do not
 * exist. The list is scripts/seed-data/demo-accounts.json, the file scripts/seed.mjs seeds from.
 */
import React, {useId} from 'react';
import demo from '@site/scripts/seed-data/demo-accounts.json';
import {firebaseConfig} from '@site/src/features/firebase';
import styles from './DemoAccounts.module.css';

export type DemoAccountList = Readonly<{
  password: string;
  accounts: ReadonlyArray<Readonly<{email: string; admin?: boolean}>>;
}>;

export function DemoAccountsNote({password, accounts}: DemoAccountList): React.JSX.Element {
  const headingId = useId();
  return (
    <aside className={styles.note} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Demo accounts
      </h2>
      <p>
        <code>npm start</code> seeded these into the local emulators. Password for all: <code>{password}</code>
      </p>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.email}>
            <code>{account.email}</code>
            {account.admin ? ' (admin: can moderate)' : ''}
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default function DemoAccounts(): React.JSX.Element | null {
  return firebaseConfig().useEmulators ? <DemoAccountsNote password={demo.password} accounts={demo.accounts} /> : null;
}
