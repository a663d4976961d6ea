// The kernel is one instance in every page, so what it imports is downloaded on every visit: the
// contract schemas (TypeBox) serve the API and the forms of a remote, never the kernel's own code.
jest.mock('typebox', () => {
  throw new Error('the kernel imports typebox');
});

test('the kernel loads without the contract schema library', async () => {
  await expect(jest.isolateModulesAsync(() => import('./index').then(() => undefined))).resolves.toBeUndefined();
});
