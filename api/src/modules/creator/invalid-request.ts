import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { badRequest, violationsFrom } from '../../http/errors';

export const INVALID_RELEASE = 'Les données envoyées ne sont pas valides.';

/** The forms' own words for their required fields (catalogue-and-commerce §5). */
export const SINGLE_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  title: 'Le titre est requis',
  audioFileUrl: 'Un fichier audio est requis',
};
export const ALBUM_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  title: "Le titre de l'album est requis",
  tracks: 'Au moins une piste avec titre et fichier audio est requise...',
};
export const VIDEO_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  title: 'Le titre est requis',
  videoFileUrl: 'Aucun fichier vidéo sélectionné.',
};

/**
 * A `schemaErrorFormatter`: a body the contract refuses is a 400 whose violations name each
 * field once, in the form's words where it has some.
 */
export function invalidRelease(fieldMessages: Readonly<Record<string, string>> = {}) {
  return (issues: FastifySchemaValidationError[]): Error => {
    const violations = violationsFrom(issues as Parameters<typeof violationsFrom>[0]).map((violation) => ({
      propertyPath: violation.propertyPath,
      message: fieldMessages[violation.propertyPath] ?? violation.message,
    }));
    const unique = violations.filter(
      (violation, index) => violations.findIndex((other) => other.propertyPath === violation.propertyPath) === index,
    );
    return badRequest(INVALID_RELEASE, unique);
  };
}
