import type {
  ArtistProfile,
  ArtistProfileUpdateRequest,
  ChangePasswordRequest,
  Profile,
  ProfileUpdateRequest,
  RegisterRequest,
  Role,
  Violation,
} from '@kora/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../auth/password';
import type { TokenService } from '../../auth/tokens';
import type { ArtistRow, UserRow } from '../../db/tables';
import { conflict, forbidden, invalid, unauthorized } from '../../http/errors';
import { emailChangedMessage } from '../../mail/account-messages';
import type { Mailer } from '../../mail/mailer';
import type { MediaUrls } from '../../media/urls';
import { artistSlug } from '@kora/shared/format';
import { CURRENT_PASSWORD_WRONG, type CurrentPassword } from './current-password';
import { AccountsRepository, parseRoles } from './repository';
import { savedCurrency } from '../currency/preference';

export const USERNAME_TAKEN = "Ce nom d'utilisateur est déjà utilisé.";
export const EMAIL_TAKEN = 'Cet email est déjà utilisé.';
export const PASSWORD_RULE = 'Le mot de passe doit contenir au moins 8 caractères, dont une lettre et un chiffre.';
export const ARTIST_NAME_REQUIRED = "Le nom d'artiste est requis.";
export const PASSWORDS_DIFFER = 'New password and confirm new password do not match!';
export const PASSWORD_CHANGED = 'Votre mot de passe a été modifié.';

export function passwordViolation(password: string): Violation | null {
  const strong = password.length >= 8 && /\p{L}/u.test(password) && /\d/.test(password);
  return strong ? null : { propertyPath: 'password', message: PASSWORD_RULE };
}

export interface AccountNotices {
  mailer: Mailer;
  /** Where a mail tells the user to turn when a change was not theirs. */
  contactUrl: string;
  log: FastifyBaseLogger;
}

/** Registration, profile, password change and artist profile rules. */
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: TokenService,
    private readonly media: MediaUrls,
    private readonly currentPassword: CurrentPassword,
    private readonly notices: AccountNotices,
  ) {}

  async register(input: RegisterRequest): Promise<UserRow> {
    const username = input.username.trim();
    const email = input.email.trim().toLowerCase();
    const violations: Violation[] = [];
    if (await this.accounts.usernameTaken(username))
      violations.push({ propertyPath: 'username', message: USERNAME_TAKEN });
    if (await this.accounts.emailTaken(email)) violations.push({ propertyPath: 'email', message: EMAIL_TAKEN });
    const weak = passwordViolation(input.password);
    if (weak) violations.push(weak);
    if (violations.length > 0) throw invalid(violations);
    try {
      return await this.accounts.create({ username, email, passwordHash: await hashPassword(input.password) });
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (/unique|duplicate/i.test(String(error)))
        throw invalid([{ propertyPath: 'username', message: USERNAME_TAKEN }]);
      throw error;
    }
  }

  private async userOrFail(userId: number): Promise<UserRow> {
    const user = await this.accounts.findById(userId);
    if (!user) throw unauthorized('Utilisateur introuvable.');
    return user;
  }

  artistProfile(artist: ArtistRow): ArtistProfile {
    return {
      id: artist.id,
      name: artist.name,
      slug: artist.slug,
      realName: artist.real_name,
      bio: artist.bio,
      longBio: artist.long_bio,
      image: this.media.url(artist.image),
    };
  }

  async profile(userId: number): Promise<Profile> {
    const user = await this.userOrFail(userId);
    const artist = await this.accounts.findArtistOfUser(user.id);
    const fullName = [user.firstname, user.lastname].filter(Boolean).join(' ');
    return {
      id: user.id,
      username: user.username,
      name: fullName || user.username,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      image: this.media.url(user.image),
      roles: parseRoles(user.roles),
      createdAt: user.created_at,
      artist: artist ? this.artistProfile(artist) : null,
      plan: await this.accounts.planOf(user.id),
      currency: savedCurrency(user),
    };
  }

  /** Changing the email needs the current password, and the old address is told of the change. */
  async updateProfile(userId: number, input: ProfileUpdateRequest, address: string): Promise<Profile> {
    const user = await this.userOrFail(userId);
    const violations: Violation[] = [];
    const username = input.username?.trim();
    const email = input.email?.trim().toLowerCase();
    const emailChanges = email !== undefined && email !== user.email.toLowerCase();
    // Whoever holds a session must not be able to move the account's mail (and its reset links) elsewhere.
    if (emailChanges) await this.currentPassword.require(user, input.currentPassword, address);
    if (username !== undefined && (await this.accounts.usernameTaken(username, userId))) {
      violations.push({ propertyPath: 'username', message: USERNAME_TAKEN });
    }
    if (email !== undefined && (await this.accounts.emailTaken(email, userId))) {
      violations.push({ propertyPath: 'email', message: EMAIL_TAKEN });
    }
    if (violations.length > 0) throw invalid(violations);
    await this.accounts.update(userId, {
      ...(username !== undefined && { username }),
      ...(email !== undefined && { email }),
      ...(input.firstname !== undefined && { firstname: input.firstname?.trim() || null }),
      ...(input.lastname !== undefined && { lastname: input.lastname?.trim() || null }),
      ...(input.image !== undefined && { image: this.media.toStored(input.image) }),
    });
    if (emailChanges) {
      await this.notices.mailer
        .send(emailChangedMessage(user, email, this.notices.contactUrl))
        .catch((err: unknown) => this.notices.log.error({ err, userId }, 'email change notice not sent'));
    }
    return this.profile(userId);
  }

  async updateArtistProfile(userId: number, input: ArtistProfileUpdateRequest): Promise<ArtistProfile> {
    const artist = await this.accounts.findArtistOfUser(userId);
    if (!artist) throw forbidden("Vous n'êtes pas encore artiste.");
    const name = input.name?.trim();
    if (input.name !== undefined && !name) throw invalid([{ propertyPath: 'name', message: ARTIST_NAME_REQUIRED }]);
    const renamed = name !== undefined && name !== artist.name;
    const updated = await this.accounts.updateArtist(artist.id, {
      ...(name !== undefined && { name }),
      ...(renamed && artistSlug(name) !== artist.slug && { slug: await this.accounts.freeArtistSlug(name) }),
      ...(input.bio !== undefined && { bio: input.bio }),
      ...(input.realName !== undefined && { real_name: input.realName }),
      ...(input.longBio !== undefined && { long_bio: input.longBio }),
      ...(input.image !== undefined && { image: this.media.toStored(input.image) }),
    });
    return this.artistProfile(updated);
  }

  /** Sets the new password and ends every session of the account; the answer is this session's new token. */
  async changePassword(userId: number, input: ChangePasswordRequest, address: string): Promise<string> {
    const user = await this.userOrFail(userId);
    const violations: Violation[] = [];
    if (!(await this.currentPassword.matches(user, input.currentPassword, address))) {
      violations.push({ propertyPath: 'currentPassword', message: CURRENT_PASSWORD_WRONG });
    }
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
      violations.push({ propertyPath: 'confirmPassword', message: PASSWORDS_DIFFER });
    }
    const weak = passwordViolation(input.newPassword);
    if (weak) violations.push({ ...weak, propertyPath: 'newPassword' });
    if (violations.length > 0) throw invalid(violations);
    const tokenVersion = await this.accounts.changePassword(userId, await hashPassword(input.newPassword));
    return this.tokens.sign({ id: user.id, username: user.username, roles: parseRoles(user.roles), tokenVersion });
  }

  async becomeArtist(
    userId: number,
    rawName: string,
  ): Promise<{ artist: ArtistProfile; token: string; user: Profile }> {
    const name = rawName.trim();
    if (!name) throw invalid([{ propertyPath: 'name', message: ARTIST_NAME_REQUIRED }]);
    const user = await this.userOrFail(userId);
    if (await this.accounts.findArtistOfUser(userId)) throw conflict('Vous êtes déjà artiste.');
    const roles: Role[] = [...new Set<Role>([...parseRoles(user.roles), 'ROLE_ARTIST'])];
    const artist = await this.accounts.createArtist(userId, name, roles);
    return {
      artist: this.artistProfile(artist),
      token: await this.tokens.sign({ id: user.id, username: user.username, roles }),
      user: await this.profile(userId),
    };
  }
}
