import type { OAuthCallbackRequest } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { invalid } from '../../http/errors';
import { callbackSchema, configSchema, linkedSchema, linkSchema, providersSchema, unlinkSchema } from './schemas';
import { OAuthService } from './service';

export const CODE_MISSING = "Code d'autorisation manquant";

interface ProviderParams {
  provider: string;
}

/** Social sign-in with Google, Facebook and Twitter (platform.md §4, §5, §7). */
export default async function oauthModule(app: FastifyInstance): Promise<void> {
  const service = new OAuthService(app.db, app.config.oauth, app.tokens, app.config.jwtSecret);

  const codeOf = (body: OAuthCallbackRequest): string => {
    const code = body.code.trim();
    if (!code) throw invalid([{ propertyPath: 'code', message: CODE_MISSING }], CODE_MISSING);
    return code;
  };

  app.get('/auth/providers', { schema: providersSchema }, async () => ({ providers: service.available() }));

  app.get<{ Params: ProviderParams; Querystring: { state?: string } }>(
    '/auth/:provider/config',
    { schema: configSchema },
    async (request) => service.config(service.providerOf(request.params.provider), request.query.state),
  );

  app.post<{ Params: ProviderParams; Body: OAuthCallbackRequest }>(
    '/auth/:provider/callback',
    { schema: callbackSchema, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const provider = service.providerOf(request.params.provider);
      return service.signIn(provider, codeOf(request.body), request.body.state);
    },
  );

  app.post<{ Params: ProviderParams; Body: OAuthCallbackRequest }>(
    '/auth/:provider/link',
    { schema: linkSchema, preHandler: app.requireUser },
    async (request) => {
      const provider = service.providerOf(request.params.provider);
      return service.link(currentUser(request).id, provider, codeOf(request.body), request.body.state);
    },
  );

  app.delete<{ Params: ProviderParams }>(
    '/auth/:provider/unlink',
    { schema: unlinkSchema, preHandler: app.requireUser },
    async (request) => service.unlink(currentUser(request).id, service.providerOf(request.params.provider)),
  );

  app.get('/auth/linked-accounts', { schema: linkedSchema, preHandler: app.requireUser }, async (request) =>
    service.linked(currentUser(request).id),
  );
}
