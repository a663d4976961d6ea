import {
  ArtistProfileSchema,
  ArtistProfileUpdateRequestSchema,
  BecomeArtistRequestSchema,
  BecomeArtistResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ProfileSchema,
  ProfileUpdateRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
} from '@kora/shared/contracts';
import { bearer, errors } from '../../http/schemas';

const tags = ['accounts'];

export const registerSchema = {
  tags,
  summary: 'Create an account',
  body: RegisterRequestSchema,
  response: { 201: RegisterResponseSchema, ...errors(422, 429) },
};

export const loginSchema = {
  tags,
  summary: 'Sign in: a JWT for the Authorization header',
  body: LoginRequestSchema,
  response: { 200: LoginResponseSchema, ...errors(401, 422, 429) },
};

export const profileGetSchema = {
  tags,
  summary: 'The signed-in user',
  security: bearer,
  response: { 200: ProfileSchema, ...errors(401) },
};

export const profilePutSchema = {
  tags,
  summary: 'Edit the signed-in user',
  security: bearer,
  body: ProfileUpdateRequestSchema,
  response: { 200: ProfileSchema, ...errors(400, 401, 403, 422, 429) },
};

export const artistProfilePutSchema = {
  tags,
  summary: "Edit the signed-in artist's profile",
  security: bearer,
  body: ArtistProfileUpdateRequestSchema,
  response: { 200: ArtistProfileSchema, ...errors(401, 403, 422) },
};

export const becomeArtistSchema = {
  tags,
  summary: 'Become an artist (grants ROLE_ARTIST)',
  security: bearer,
  body: BecomeArtistRequestSchema,
  response: { 201: BecomeArtistResponseSchema, ...errors(401, 403, 409, 422) },
};
