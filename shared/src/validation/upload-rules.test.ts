import { frenchText } from './texts';
import { acceptAttribute, UPLOAD_RULES, validateUpload } from './upload-rules';

const MB = 1024 * 1024;

/** What a French visitor (and the API's answer) reads for a refused file. */
const refusal = (file: { type: string; size: number }, kind: string) => {
  const problem = validateUpload(file, kind);
  return problem && frenchText(`validation.${problem.code}`, problem.values);
};

describe('validateUpload', () => {
  it('accepts the allowed types up to the size limit', () => {
    expect(validateUpload({ type: 'audio/mpeg', size: 50 * MB }, 'audio')).toBeNull();
    expect(validateUpload({ type: 'audio/flac', size: 1 }, 'audio')).toBeNull();
    expect(validateUpload({ type: 'image/png', size: 5 * MB }, 'image')).toBeNull();
    expect(validateUpload({ type: 'video/quicktime', size: 500 * MB }, 'video')).toBeNull();
    expect(validateUpload({ type: 'video/avi', size: 1 }, 'video')).toBeNull();
  });

  it('refuses a type that is not allowed, listing the accepted ones as the spec does', () => {
    expect(refusal({ type: 'image/gif', size: 10 }, 'image')).toBe(
      'Type de fichier non autorisé. Types acceptés: jpeg, png, jpg',
    );
    expect(refusal({ type: 'video/mp4', size: 10 }, 'audio')).toBe(
      'Type de fichier non autorisé. Types acceptés: mpeg, wav, flac, mp3',
    );
  });

  it('refuses a file one byte over the limit', () => {
    expect(refusal({ type: 'audio/wav', size: 50 * MB + 1 }, 'audio')).toBe(
      'Fichier trop volumineux. Taille maximale: 50MB',
    );
    expect(refusal({ type: 'image/jpeg', size: 5 * MB + 1 }, 'image')).toBe(
      'Fichier trop volumineux. Taille maximale: 5MB',
    );
    expect(refusal({ type: 'video/x-msvideo', size: 500 * MB + 1 }, 'video')).toBe(
      'Fichier trop volumineux. Taille maximale: 500MB',
    );
  });

  it('accepts podcast episode audio as MP3, WAV or M4A up to 100 MB, and refuses FLAC', () => {
    for (const type of ['audio/mpeg', 'audio/wav', 'audio/mp4', 'audio/x-m4a', 'audio/m4a']) {
      expect(validateUpload({ type, size: 100 * MB }, 'episode')).toBeNull();
    }
    expect(refusal({ type: 'audio/mpeg', size: 100 * MB + 1 }, 'episode')).toBe(
      'Fichier trop volumineux. Taille maximale: 100MB',
    );
    expect(refusal({ type: 'audio/flac', size: 1 }, 'episode')).toBe(
      'Type de fichier non autorisé. Types acceptés: mp3, wav, m4a',
    );
    // A track stays limited to 50 MB and does not take M4A.
    expect(refusal({ type: 'audio/x-m4a', size: 1 }, 'audio')).toMatch(/^Type de fichier non autorisé/);
  });

  it('refuses an unknown kind', () => {
    expect(refusal({ type: 'application/pdf', size: 1 }, 'document')).toBe('Type de fichier non supporté');
    expect(refusal({ type: 'image/png', size: 1 }, 'toString')).toBe('Type de fichier non supporté');
  });

  it('gives the accept attribute for file inputs', () => {
    expect(acceptAttribute('image')).toBe('image/jpeg,image/png,image/jpg');
    expect(UPLOAD_RULES.video.maxMegabytes).toBe(500);
  });
});
