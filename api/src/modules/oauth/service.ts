import type { LinkedAccount, OAuthCallbackResponse, OAuthConfigResponse, OAuthProvider } from '@kora/shared/contracts';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/tables';
import { conflict, HttpError, notFound } from '../../http/errors';
import { AccountsRepository, parseRoles } from '../accounts/repository';
import { codeChallenge, codeVerifier, newState } from './pkce';
import { fetchProviderProfile, type ProviderProfile } from './provider-client';
import { OAUTH_PROVIDERS, type OAuthProviderSettings } from './settings';
import { OAuthAccountsRepository } from './repository';

type ConfiguredSettings = OAuthProviderSettings & { clientId: string; clientSecret: string };

export function unsupported(provider: string): HttpError {
  return new HttpError(404, `Provider ${provider} non supporté`);
}

/** "Zoé Martin" → "zoe.martin": letters, digits, dot, dash, underscore; 3–30 characters. */
export function usernameBase(profile: ProviderProfile, provider: OAuthProvider): string {
  const source = profile.username ?? profile.name ?? profile.email?.split('@')[0] ?? '';
  const cleaned = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `${provider}.${cleaned || 'membre'}`;
}

/** Social sign-in: configuration for the redirect, code exchange, accounts found, created or linked. */
export class OAuthService {
  private readonly accounts: AccountsRepository;
  private readonly links: OAuthAccountsRepository;

  constructor(
    db: Db,
    private readonly settings: Record<OAuthProvider, OAuthProviderSettings>,
    private readonly tokens: TokenService,
    private readonly secret: string,
  ) {
    this.accounts = new AccountsRepository(db);
    this.links = new OAuthAccountsRepository(db);
  }

  providerOf(name: string): OAuthProvider {
    if (!(OAUTH_PROVIDERS as readonly string[]).includes(name)) throw unsupported(name);
    return name as OAuthProvider;
  }

  /** The providers with a client id and secret: the only ones the sign-in screen offers. */
  available(): OAuthProvider[] {
    return OAUTH_PROVIDERS.filter(
      (provider) => this.settings[provider].clientId && this.settings[provider].clientSecret,
    );
  }

  private configured(provider: OAuthProvider): ConfiguredSettings {
    const settings = this.settings[provider];
    if (!settings.clientId || !settings.clientSecret) {
      throw new HttpError(422, `Configuration OAuth manquante pour ${provider}...`);
    }
    return settings as ConfiguredSettings;
  }

  config(provider: OAuthProvider, state = newState()): OAuthConfigResponse {
    const settings = this.configured(provider);
    const challenge = codeChallenge(codeVerifier(this.secret, provider, state));
    const url = new URL(settings.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
      scope: settings.scope,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    return {
      provider,
      clientId: settings.clientId,
      scope: settings.scope,
      redirectUri: settings.redirectUri,
      authorizeUrl: settings.authorizeUrl,
      state,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      url: url.toString(),
    };
  }

  private profile(provider: OAuthProvider, code: string, state: string): Promise<ProviderProfile> {
    return fetchProviderProfile(provider, this.configured(provider), code, codeVerifier(this.secret, provider, state));
  }

  private async session(user: UserRow, created: boolean): Promise<OAuthCallbackResponse> {
    const roles = parseRoles(user.roles);
    return {
      token: await this.tokens.sign({ id: user.id, username: user.username, roles }),
      expiresIn: this.tokens.ttlSeconds,
      user: { id: user.id, username: user.username, email: user.email, roles },
      created,
    };
  }

  private async freeUsername(base: string): Promise<string> {
    if (!(await this.accounts.usernameTaken(base))) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base}-${n}`;
      if (!(await this.accounts.usernameTaken(candidate))) return candidate;
    }
  }

  /** Signs in with the provider: the linked account, else the account with the same verified email, else a new one. */
  async signIn(provider: OAuthProvider, code: string, state: string): Promise<OAuthCallbackResponse> {
    const profile = await this.profile(provider, code, state);
    const linked = await this.links.find(provider, profile.id);
    if (linked) {
      const user = await this.accounts.findById(linked.user_id);
      if (user) return this.session(user, false);
    }
    const sameEmail = profile.email ? await this.accounts.findByLogin(profile.email) : undefined;
    if (sameEmail && sameEmail.email === profile.email?.toLowerCase()) {
      if (!profile.emailVerified) {
        throw conflict(
          `Un compte existe déjà avec cet email. Connectez-vous, puis liez votre compte ${provider} depuis votre profil.`,
        );
      }
      await this.links.link(sameEmail.id, provider, profile.id, profile.email);
      return this.session(sameEmail, false);
    }
    const user = await this.accounts.create({
      username: await this.freeUsername(usernameBase(profile, provider)),
      email: profile.email?.toLowerCase() ?? `${provider}-${profile.id}@oauth.kora.invalid`,
      passwordHash: null,
    });
    await this.links.link(user.id, provider, profile.id, profile.email);
    return this.session(user, true);
  }

  async linked(userId: number): Promise<LinkedAccount[]> {
    return (await this.links.ofUser(userId)).map((row) => ({
      provider: row.provider,
      email: row.email,
      linkedAt: row.created_at,
    }));
  }

  async link(userId: number, provider: OAuthProvider, code: string, state: string): Promise<LinkedAccount[]> {
    const profile = await this.profile(provider, code, state);
    const existing = await this.links.find(provider, profile.id);
    if (existing && existing.user_id !== userId)
      throw conflict(`Ce compte ${provider} est déjà lié à un autre utilisateur.`);
    if (!existing) {
      if ((await this.links.ofUser(userId)).some((row) => row.provider === provider)) {
        throw conflict(`Un autre compte ${provider} est déjà lié à votre profil.`);
      }
      await this.links.link(userId, provider, profile.id, profile.email);
    }
    return this.linked(userId);
  }

  async unlink(userId: number, provider: OAuthProvider): Promise<LinkedAccount[]> {
    const links = await this.links.ofUser(userId);
    if (!links.some((row) => row.provider === provider)) throw notFound(`Aucun compte ${provider} lié.`);
    const user = await this.accounts.findById(userId);
    if (!user?.password_hash && links.length === 1) {
      throw conflict('Définissez un mot de passe avant de délier votre dernier moyen de connexion.');
    }
    await this.links.unlink(userId, provider);
    return this.linked(userId);
  }
}
