import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, Violation } from '@kora/shared/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from an endpoint's `badBodyStatus`: a body failing its schema answers 400, not 422. */
    badBodyStatus?: 400;
  }
}

/** An error that becomes an HTTP answer with its status, message and optional violations. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly violations?: Violation[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, violations?: Violation[]) => new HttpError(400, message, violations);
export const unauthorized = (message = 'Authentification requise.') => new HttpError(401, message);
export const forbidden = (message = 'Accès refusé.') => new HttpError(403, message);
export const notFound = (message = 'Ressource introuvable.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
const INVALID_BODY_MESSAGE = 'Les données envoyées ne sont pas valides.';
export const invalid = (violations: Violation[], message = INVALID_BODY_MESSAGE) =>
  new HttpError(422, message, violations);
/** A query string or path parameter the route cannot take. */
export const invalidParameters = (violations: Violation[]) =>
  new HttpError(400, 'Les paramètres de la requête ne sont pas valides.', violations);

export function errorBody(statusCode: number, message: string, violations?: Violation[]): ApiErrorBody {
  const body: ApiErrorBody = { message, error: STATUS_CODES[statusCode] ?? 'Error' };
  if (violations && violations.length > 0) body.violations = violations;
  return body;
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function propertyPathOf(issue: AjvIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty ?? '') : '';
  return [base, missing].filter(Boolean).join('.');
}

/** French message for a JSON-schema failure, in the wording of the usual form validators. */
function messageOf(issue: AjvIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'Cette valeur ne doit pas être vide.';
    case 'format':
      return p.format === 'email'
        ? "Cette valeur n'est pas une adresse email valide."
        : `Cette valeur n'est pas au format attendu (${String(p.format)}).`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? 'Cette valeur ne doit pas être vide.'
        : `Cette chaîne est trop courte. Elle doit avoir au minimum ${String(p.limit)} caractères.`;
    case 'maxLength':
      return `Cette chaîne est trop longue. Elle doit avoir au maximum ${String(p.limit)} caractères.`;
    case 'minimum':
      return `Cette valeur doit être supérieure ou égale à ${String(p.limit)}.`;
    case 'maximum':
      return `Cette valeur doit être inférieure ou égale à ${String(p.limit)}.`;
    case 'type':
      return `Cette valeur doit être de type ${String(p.type)}.`;
    case 'enum':
      return `Cette valeur doit être l'une des suivantes : ${((p.allowedValues as unknown[]) ?? []).join(', ')}.`;
    case 'pattern':
      return "Cette valeur n'est pas valide.";
    default:
      return issue.message ?? "Cette valeur n'est pas valide.";
  }
}

export function violationsFrom(issues: AjvIssue[]): Violation[] {
  return issues.map((issue) => ({ propertyPath: propertyPathOf(issue), message: messageOf(issue) }));
}

type ErrorWithValidation = FastifyError & { validation?: AjvIssue[]; validationContext?: string };

/**
 * A value the database cannot store or compare, e.g. an id beyond PostgreSQL's integer range: a
 * PostgreSQL "data exception" (SQLSTATE class 22) or SQLite's type and size refusals.
 */
function isDatabaseValueError(error: { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    /^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG' || code === 'SQLITE_RANGE'
  );
}

/** Errors of the request's own framing (multipart boundaries, truncated parts): the sender's fault. */
const MALFORMED_BODY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /^(Part|Preamble) terminated early due to unexpected end of multipart data$/,
];

/** Every error becomes `{ message, error, violations? }`; input problems are 4xx, never 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: ErrorWithValidation, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.violations));
    }
    if (error.validation) {
      const violations = violationsFrom(error.validation);
      const bodyAs400 = request.routeOptions.config?.badBodyStatus === 400;
      const answer =
        error.validationContext === 'body' && !bodyAs400
          ? invalid(violations)
          : error.validationContext === 'body'
            ? badRequest(INVALID_BODY_MESSAGE, violations)
            : invalidParameters(violations);
      return reply.status(answer.statusCode).send(errorBody(answer.statusCode, answer.message, answer.violations));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorBody(413, 'Requête trop volumineuse.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody(400, 'Le corps de la requête n’est pas un JSON valide.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.status(415).send(errorBody(415, 'Type de contenu non pris en charge.'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message));
    }
    if (isDatabaseValueError(error)) {
      request.log.warn({ code: error.code }, 'value refused by the database');
      return reply.status(400).send(errorBody(400, 'Une valeur envoyée dépasse les limites acceptées.'));
    }
    if (MALFORMED_BODY_MESSAGES.some((pattern) => pattern.test(error.message))) {
      return reply.status(400).send(errorBody(400, 'Le corps de la requête est mal formé.'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, 'Une erreur interne est survenue.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} introuvable.`));
  });
}
