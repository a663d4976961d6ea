import type { Role } from '@kora/shared/contracts';

/** Demo accounts, listed with their passwords in api/README.md. */
export interface DemoAccount {
  key: 'free' | 'premium' | 'artist' | 'podcaster' | 'staff' | 'support';
  username: string;
  email: string;
  /** null: the account cannot sign in with a password. */
  password: string | null;
  firstname: string;
  lastname: string;
  roles: Role[];
  plan: 'free' | 'starter' | 'premium';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'free',
    username: 'lea.martin',
    email: 'lea.martin@kora.test',
    password: 'Ecoute2025',
    firstname: 'Léa',
    lastname: 'Martin',
    roles: ['ROLE_USER'],
    plan: 'free',
  },
  {
    key: 'premium',
    username: 'sofia.mendes',
    email: 'sofia.mendes@kora.test',
    password: 'Premium2025',
    firstname: 'Sofia',
    lastname: 'Mendes',
    roles: ['ROLE_USER'],
    plan: 'premium',
  },
  {
    key: 'artist',
    username: 'lina.duval',
    email: 'lina.duval@kora.test',
    password: 'Artiste2025',
    firstname: 'Lina',
    lastname: 'Duval',
    roles: ['ROLE_USER', 'ROLE_ARTIST'],
    plan: 'premium',
  },
  {
    key: 'podcaster',
    username: 'marc.ondes',
    email: 'marc.ondes@kora.test',
    password: 'Podcast2025',
    firstname: 'Marc',
    lastname: 'Ondes',
    roles: ['ROLE_USER', 'ROLE_PODCASTER'],
    plan: 'starter',
  },
  {
    key: 'staff',
    username: 'kora.redaction',
    email: 'redaction@kora.test',
    password: null,
    firstname: 'Rédaction',
    lastname: 'Kora',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    plan: 'free',
  },
  {
    key: 'support',
    username: 'support.kora',
    email: 'support@kora.test',
    password: 'Support2025',
    firstname: 'Support',
    lastname: 'Kora',
    roles: ['ROLE_USER', 'ROLE_SUPPORT'],
    plan: 'free',
  },
];
