import { registerErrors } from './register-errors';

const texts = { usernameTaken: 'username taken', emailTaken: 'email taken', passwordWeak: 'password weak' };

it.each([
  ['Ce nom est déjà pris', 'username', 'username taken'],
  ['This username is already taken', 'username', 'username taken'],
  ['User exists', 'username', 'username taken'],
  ['Cet email est déjà utilisé', 'email', 'email taken'],
  ['Email already used', 'email', 'email taken'],
])('reads "%s" on %s as taken', (message, propertyPath, expected) => {
  expect(registerErrors([{ propertyPath, message }], texts).fields).toEqual({ [propertyPath]: expected });
});

it('keeps other username and email messages, and the password message as they are', () => {
  const result = registerErrors(
    [
      { propertyPath: 'username', message: 'Entre 3 et 30 caractères' },
      { propertyPath: 'email', message: 'Adresse invalide' },
      { propertyPath: 'password', message: 'Au moins 8 caractères' },
    ],
    texts,
  );
  expect(result.fields).toEqual({
    username: 'Entre 3 et 30 caractères',
    email: 'Adresse invalide',
    password: 'Au moins 8 caractères',
  });
  expect(result.others).toEqual([]);
});

it("shows other fields as 'field: message', and an empty password message as the weak-password text", () => {
  const result = registerErrors(
    [
      { propertyPath: 'password', message: ' ' },
      { propertyPath: 'birthdate', message: 'Date invalide' },
    ],
    texts,
  );
  expect(result.fields).toEqual({ password: 'password weak' });
  expect(result.others).toEqual(['birthdate: Date invalide']);
});
