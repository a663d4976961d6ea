import { DEMO_ACCOUNTS, type DemoAccount } from '../../db/seed/accounts';
import { signIn, type TestApp, type TestSession } from '../test-app';

/** Signs in one of the demo accounts of the seed with its password. */
export async function demoSession(t: TestApp, key: DemoAccount['key']): Promise<TestSession> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account?.password) throw new Error(`the demo account ${key} cannot sign in with a password`);
  return signIn(t.app, account.username, account.password);
}
