export const COMMENT_SIGN_IN_REQUIRED = 'Vous devez être connecté pour commenter.';
export const COMMENT_EMPTY = 'Le commentaire ne peut pas être vide.';

/** null when the comment can be sent, else the French message to show. */
export function validateComment(text: string | null | undefined, signedIn: boolean): string | null {
  if (!signedIn) return COMMENT_SIGN_IN_REQUIRED;
  if (!(text ?? '').trim()) return COMMENT_EMPTY;
  return null;
}
