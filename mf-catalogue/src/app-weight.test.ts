// The catalogue's app module comes before any of its screens (and asks for their first data): the contract
// schemas (TypeBox) come with the screens that need them, never with it.
jest.mock('typebox', () => {
  throw new Error('the app module imports typebox');
});

test('the catalogue app module loads without the contract schema library', async () => {
  await expect(jest.isolateModulesAsync(() => import('./pages').then(() => undefined))).resolves.toBeUndefined();
});
