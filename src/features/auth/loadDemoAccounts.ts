/** Loads the demo-accounts note /login shows under `npm start` only (src/pages/login.tsx). */
export function loadDemoAccounts(): Promise<typeof import('./DemoAccounts')> {
  return import('./DemoAccounts');
}
