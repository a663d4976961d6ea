// The shell's chrome is on every page: what it imports is downloaded on every visit. The contract
// schemas (TypeBox) serve the API and the forms of a remote; the chrome takes plain values from
// `@kora/shared/contracts/plain` and types only from the full contracts.
jest.mock('typebox', () => {
  throw new Error('the shell imports typebox');
});

test('the shell loads without the contract schema library', async () => {
  await expect(jest.isolateModulesAsync(() => import('./shell-app').then(() => undefined))).resolves.toBeUndefined();
});
