/** Uploads (catalogue-and-commerce.md §5, §7): `POST /api/upload/{image|audio|video}`, multipart field `file`, bearer. */

import { Type, type Static } from 'typebox';

export { UPLOAD_RULES, type UploadKind, type UploadRule } from '../validation/upload-rules';

/** → 201. `url` is absolute, e.g. http://localhost:4000/uploads/audio/3f2c….wav; send it back as-is in
 * create calls. 415 'Type de fichier non autorisé. Types acceptés: …' when the declared type or the
 * file's signature is not accepted; 413 'Fichier trop volumineux. Taille maximale: {n}MB'. */
export const UploadResponseSchema = Type.Object({
  url: Type.String(),
  /** Path under /uploads, e.g. "audio/3f2c….wav". */
  path: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
});
export type UploadResponse = Static<typeof UploadResponseSchema>;
