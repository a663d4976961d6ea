import { HttpError } from '../../http/errors';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { ArtistNames, whenNameTaken } from './artist-names';

describe('artist names are unique, case, accents and punctuation aside', () => {
  let t: TestApp;
  let names: ArtistNames;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    names = new ArtistNames(t.db);
  });
  afterAll(async () => t.close());

  const refusal = async (claim: Promise<unknown>) => {
    const error = await claim.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    const { statusCode, message, violations } = error as HttpError;
    return { statusCode, message, violations };
  };

  it.each(['Zoé Lumière', 'zoe lumiere', 'ZOE-LUMIÈRE', 'Zoe.Lumiere'])(
    'refuses "%s": Zoé Lumière exists',
    async (name) => {
      expect(await refusal(names.claim(name))).toEqual({
        statusCode: 422,
        message: "Ce nom d'artiste est déjà pris.",
        violations: [{ propertyPath: 'name', message: "Ce nom d'artiste est déjà pris." }],
      });
    },
  );

  it('lets an artist keep or restyle their own name, and a new name through', async () => {
    const zoe = await t.db
      .selectFrom('artists')
      .select('id')
      .where('name', '=', 'Zoé Lumière')
      .executeTakeFirstOrThrow();
    expect(await names.claim('ZOÉ LUMIÈRE', zoe.id)).toEqual({ name: 'ZOÉ LUMIÈRE', name_key: 'zoelumiere' });
    expect(await names.claim('Beyoncé')).toEqual({ name: 'Beyoncé', name_key: 'beyonce' });
  });

  it('two artists claiming the same name at once: the database keeps one, the other gets the same 422', async () => {
    const first = await signUp(t.app, 'premiere.voix');
    const second = await signUp(t.app, 'seconde.voix');
    const [a, b] = await Promise.all([names.claim('Beyoncé'), names.claim('beyonce')]);
    const now = new Date().toISOString();
    const insert = (userId: number, claimed: { name: string; name_key: string }) =>
      whenNameTaken(() =>
        t.db
          .insertInto('artists')
          .values({ user_id: userId, ...claimed, slug: `slug-${userId}`, created_at: now, updated_at: now })
          .execute(),
      );
    await insert(first.userId, a);
    expect(await refusal(insert(second.userId, b))).toMatchObject({ statusCode: 422 });
    expect(await refusal(names.claim('BEYONCE'))).toMatchObject({ statusCode: 422 });
  });

  it('holds for every way an artist is named: becoming an artist and renaming one', async () => {
    const first = await signUp(t.app, 'fan.kidjo');
    const second = await signUp(t.app, 'fan.kidjo2');
    await Promise.all([first, second].map((fan) => grantPlan(t.db, fan.userId, 'premium')));
    const become = (session: typeof first, name: string) =>
      t.app.inject({ method: 'POST', url: '/api/artists/become-artist', headers: session.headers, payload: { name } });
    expect((await become(first, 'Angélique Kidjo')).statusCode).toBeLessThan(300);
    const clash = await become(second, 'angelique kidjo');
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({
      message: "Ce nom d'artiste est déjà pris.",
      violations: [expect.objectContaining({ propertyPath: 'name' })],
    });
    expect((await become(second, 'Angélique Kidjo Tribute')).statusCode).toBeLessThan(300);

    const rename = (session: typeof first, name: string) =>
      t.app.inject({ method: 'PUT', url: '/api/artist/profile', headers: session.headers, payload: { name } });
    expect((await rename(second, 'ZOE LUMIERE')).statusCode).toBe(422);
    expect((await rename(first, 'ANGÉLIQUE KIDJO')).statusCode).toBe(200);
  });
});
