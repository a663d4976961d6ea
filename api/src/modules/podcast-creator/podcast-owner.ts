import type { Db } from '../../db/connection';

export interface PodcastOwner {
  /** First and last name, else the username: how episodes name their host. */
  name: string;
  email: string;
}

export async function podcastOwner(db: Db, userId: number): Promise<PodcastOwner> {
  const user = await db
    .selectFrom('users')
    .select(['username', 'email', 'firstname', 'lastname'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const fullName = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
  return { name: fullName || user.username, email: user.email };
}
