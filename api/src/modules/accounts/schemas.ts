import { bearer, errors, int, nullableStr, str } from '../../http/schemas';

const roles = { type: 'array', items: str } as const;

export const artistProfileSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    slug: str,
    realName: nullableStr,
    bio: nullableStr,
    longBio: nullableStr,
    image: nullableStr,
  },
} as const;

export const profileSchema = {
  type: 'object',
  properties: {
    id: int,
    username: str,
    name: str,
    email: str,
    firstname: nullableStr,
    lastname: nullableStr,
    image: nullableStr,
    roles,
    createdAt: str,
    artist: { anyOf: [artistProfileSchema, { type: 'null' }] },
    plan: str,
  },
} as const;

const username = { type: 'string', minLength: 3, maxLength: 30, pattern: '^\\s*[\\p{L}\\p{N}_.-]+\\s*$' } as const;
const email = { type: 'string', format: 'email', maxLength: 180 } as const;
const mediaValue = { type: ['string', 'null'], maxLength: 1000 } as const;

export const registerSchema = {
  tags: ['accounts'],
  summary: 'Create an account',
  body: {
    type: 'object',
    required: ['username', 'email', 'password'],
    properties: { username, email, password: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: {
    201: {
      type: 'object',
      properties: { message: str, user: { type: 'object', properties: { id: int, username: str, email: str } } },
    },
    ...errors(422, 429),
  },
} as const;

export const loginSchema = {
  tags: ['accounts'],
  summary: 'Sign in: a JWT for the Authorization header',
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 180 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        token: str,
        expiresIn: int,
        user: { type: 'object', properties: { id: int, username: str, email: str, roles } },
      },
    },
    ...errors(401, 422, 429),
  },
} as const;

export const profileGetSchema = {
  tags: ['accounts'],
  summary: 'The signed-in user',
  security: bearer,
  response: { 200: profileSchema, ...errors(401) },
} as const;

export const profilePutSchema = {
  tags: ['accounts'],
  summary: 'Edit the signed-in user',
  security: bearer,
  body: {
    type: 'object',
    properties: {
      username,
      email,
      firstname: { type: ['string', 'null'], maxLength: 100 },
      lastname: { type: ['string', 'null'], maxLength: 100 },
      image: mediaValue,
    },
  },
  response: { 200: profileSchema, ...errors(401, 422) },
} as const;

export const artistProfilePutSchema = {
  tags: ['accounts'],
  summary: "Edit the signed-in artist's profile",
  security: bearer,
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 120 },
      bio: { type: ['string', 'null'], maxLength: 5000 },
      realName: { type: ['string', 'null'], maxLength: 120 },
      longBio: { type: ['string', 'null'], maxLength: 50000 },
      image: mediaValue,
    },
  },
  response: { 200: artistProfileSchema, ...errors(401, 403, 422) },
} as const;

export const becomeArtistSchema = {
  tags: ['accounts'],
  summary: 'Become an artist (grants ROLE_ARTIST)',
  security: bearer,
  body: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 120 } } },
  response: {
    201: { type: 'object', properties: { message: str, token: str, artist: artistProfileSchema, user: profileSchema } },
    ...errors(401, 403, 409, 422),
  },
} as const;
