import { COMMENT_MAX_LENGTH, validateComment } from './comment';
import { frenchText } from './texts';

const refusal = (text: string | null, rule: Parameters<typeof validateComment>[1]) => {
  const problem = validateComment(text, rule);
  return problem && frenchText(`validation.${problem}`, { max: COMMENT_MAX_LENGTH });
};

describe('validateComment', () => {
  it('requires a signed-in user where the spec does', () => {
    expect(refusal('Super morceau', { signedIn: false })).toBe('Vous devez être connecté pour commenter.');
    expect(refusal('Super morceau', { signedIn: false, signInRequired: false })).toBeNull();
  });

  it('refuses blank text', () => {
    expect(refusal('   \n', { signedIn: true })).toBe('Le commentaire ne peut pas être vide.');
    expect(refusal(null, { signedIn: true })).toBe('Le commentaire ne peut pas être vide.');
  });

  it('refuses text over the limit', () => {
    expect(refusal('a'.repeat(COMMENT_MAX_LENGTH + 1), { signedIn: true })).toBe(
      'Le commentaire ne peut pas dépasser 2000 caractères.',
    );
    expect(validateComment(` ${'a'.repeat(COMMENT_MAX_LENGTH)} `, { signedIn: true })).toBeNull();
  });

  it('accepts text from a signed-in user', () => {
    expect(validateComment(' Super morceau ', { signedIn: true })).toBeNull();
  });
});
