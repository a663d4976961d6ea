import { validateComment } from './comment';

describe('validateComment', () => {
  it('requires a signed-in user', () => {
    expect(validateComment('Super morceau', false)).toBe('Vous devez être connecté pour commenter.');
  });

  it('refuses blank text', () => {
    expect(validateComment('   \n', true)).toBe('Le commentaire ne peut pas être vide.');
    expect(validateComment(null, true)).toBe('Le commentaire ne peut pas être vide.');
  });

  it('accepts text from a signed-in user', () => {
    expect(validateComment(' Super morceau ', true)).toBeNull();
  });
});
