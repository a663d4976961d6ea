import type { OAuthCallbackRequest } from '@kora/shared/contracts';
import {
  getOAuthConfig,
  linkOAuthAccount,
  listLinkedAccounts,
  listOAuthProviders,
  signInWithOAuth,
  unlinkOAuthAccount,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { invalid } from '../../http/errors';
import { route } from '../../http/route';
import { OAuthService } from './service';

export const CODE_MISSING = "Code d'autorisation manquant";

/** Social sign-in with Google, Facebook and Twitter (platform.md §4, §5, §7). */
export default async function oauthModule(app: FastifyInstance): Promise<void> {
  const service = new OAuthService(app.db, app.config.oauth, app.tokens, app.config.jwtSecret);

  const codeOf = (body: OAuthCallbackRequest): string => {
    const code = body.code.trim();
    if (!code) throw invalid([{ propertyPath: 'code', message: CODE_MISSING }], CODE_MISSING);
    return code;
  };

  route(app, listOAuthProviders, async () => ({ providers: service.available() }));

  route(app, getOAuthConfig, async (request) =>
    service.config(service.providerOf(request.params.provider), request.query.state),
  );

  route(
    app,
    signInWithOAuth,
    async (request) => {
      const provider = service.providerOf(request.params.provider);
      return service.signIn(provider, codeOf(request.body), request.body.state);
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(app, linkOAuthAccount, async (request) => {
    const provider = service.providerOf(request.params.provider);
    return service.link(currentUser(request).id, provider, codeOf(request.body), request.body.state);
  });

  route(app, unlinkOAuthAccount, async (request) =>
    service.unlink(currentUser(request).id, service.providerOf(request.params.provider)),
  );

  route(app, listLinkedAccounts, async (request) => service.linked(currentUser(request).id));
}
