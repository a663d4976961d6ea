/** The longest comment the site accepts, in characters (web form and API alike). */
export const COMMENT_MAX_LENGTH = 2000;

/** Why a comment cannot be sent: a code whose text is `validation.<code>` in the kernel's texts. */
export type CommentProblem = 'commentSignInRequired' | 'commentEmpty' | 'commentTooLong';

/**
 * null when the comment can be sent. `signInRequired` is false where the spec lets visitors comment
 * without an account (episodes).
 */
export function validateComment(
  text: string | null | undefined,
  { signedIn, signInRequired = true }: { signedIn: boolean; signInRequired?: boolean },
): CommentProblem | null {
  if (signInRequired && !signedIn) return 'commentSignInRequired';
  const trimmed = (text ?? '').trim();
  if (!trimmed) return 'commentEmpty';
  if (trimmed.length > COMMENT_MAX_LENGTH) return 'commentTooLong';
  return null;
}
