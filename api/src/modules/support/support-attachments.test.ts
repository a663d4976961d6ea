import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SupportRequestDetailSchema } from '@kora/shared/contracts';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { renderArtwork } from '../../media/generate/artwork';
import { formOf } from '../../test/multipart';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { ALREADY_ATTACHED } from './attachment-routes';
import { SUPPORT_REQUEST_NOT_FOUND } from './support-repository';
import { SupportCaller } from './testing';

const MB = 1024 * 1024;
const png = renderArtwork({ seed: 7, width: 64, height: 40 });
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('a support request’s attachment: sent once by its requester, read by the requester and the team', () => {
  let t: TestApp;
  let staff: SupportCaller;
  let users = 0;

  const member = async () => new SupportCaller(t, await createUser(t, `piece${++users}`));

  const attach = (caller: SupportCaller, id: number, fileName: string, type: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/support/requests/${id}/attachment`,
      remoteAddress: caller.address,
      ...formOf([{ name: 'file', fileName, type, content }], caller.session?.headers),
    });

  const download = (caller: SupportCaller, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/support/requests/${id}/attachment`, headers: caller.session?.headers });

  /** What the private folder holds for attachments, half-written files included. */
  const storedFiles = () => {
    const folder = path.join(t.config.mastersDir, 'support');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const attachmentRows = () => t.db.selectFrom('support_attachments').selectAll().execute();

  beforeAll(async () => {
    t = await createTestApp();
    const session = await createUser(t, 'equipe.pieces');
    await t.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_SUPPORT']) })
      .where('id', '=', session.userId)
      .execute();
    staff = new SupportCaller(t, session);
  });
  afterAll(async () => t.close());

  it('takes a PNG, tells it in the request, and gives it back to its requester and to the team only', async () => {
    const lea = await member();
    const { id } = await lea.opened('Écran blanc');
    const sent = await attach(lea, id, 'Capture d’écran <1>.PNG', 'image/png', png);
    expect(sent.statusCode).toBe(201);
    expect(Value.Check(SupportRequestDetailSchema, sent.json())).toBe(true);
    const attachment = { name: 'Capture d_écran _1_.png', size: png.length, type: 'image/png' };
    expect(sent.json()).toMatchObject({ id, attachment });
    expect((await lea.request(id)).json().attachment).toEqual(attachment);
    expect((await staff.request(id)).json().attachment).toEqual(attachment);

    for (const reader of [lea, staff]) {
      const file = await download(reader, id);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(png);
      expect(file.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="Capture d_ecran _1_.png"; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    }
    // Private: nothing of it is under /uploads.
    const [row] = await attachmentRows();
    expect(existsSync(path.join(t.config.uploadsDir, row.file))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.file}` })).statusCode).toBe(404);
  });

  it('answers another member 404, as for a missing request, for sending and for reading', async () => {
    const owner = await member();
    const other = await member();
    const { id } = await owner.opened('Compte');
    expect((await attach(owner, id, 'facture.pdf', 'application/pdf', pdf)).statusCode).toBe(201);

    const stranger = await attach(other, id, 'autre.png', 'image/png', png);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(SUPPORT_REQUEST_NOT_FOUND);
    expect((await download(other, id)).statusCode).toBe(404);
    expect((await download(other, id)).json().message).toBe(SUPPORT_REQUEST_NOT_FOUND);
    expect((await attach(other, 999_999, 'x.png', 'image/png', png)).statusCode).toBe(404);
    // The team reads every request's attachment but sends none to another's request.
    expect((await attach(staff, id, 'equipe.png', 'image/png', png)).statusCode).toBe(404);
    const read = await download(staff, id);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload).toEqual(pdf);
  });

  it('tells the type from the content: a WebP named .jpg is a WebP, a PDF keeps its own name', async () => {
    const lea = await member();
    const webp = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#2e86de' } })
      .webp()
      .toBuffer();
    const first = await lea.opened('Photo');
    expect((await attach(lea, first.id, 'photo.jpg', 'image/jpeg', webp)).json().attachment).toEqual({
      name: 'photo.webp',
      size: webp.length,
      type: 'image/webp',
    });
    expect((await download(lea, first.id)).headers['content-type']).toBe('image/webp');
  });

  it('refuses a text file renamed .png by its content (415), and a picture that does not decode (422), storing nothing', async () => {
    const lea = await member();
    const { id } = await lea.opened('Fichier');
    const before = { files: storedFiles(), rows: await attachmentRows() };

    const text = await attach(lea, id, 'capture.png', 'image/png', Buffer.from('Bonjour, ceci est un simple texte.\n'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Type de fichier non autorisé. Types acceptés: JPEG, PNG, WebP, PDF');
    const broken = await attach(
      lea,
      id,
      'capture.png',
      'image/png',
      Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]),
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/^Ce fichier n’est pas une image lisible/);
    const notPdf = await attach(lea, id, 'doc.pdf', 'application/pdf', Buffer.from('%PDF-1.4\nrien de plus'));
    expect(notPdf.statusCode).toBe(422);

    expect(storedFiles()).toEqual(before.files);
    expect(await attachmentRows()).toEqual(before.rows);
    expect((await lea.request(id)).json()).not.toHaveProperty('attachment');
    expect((await download(lea, id)).statusCode).toBe(404);
    // Refused ones leave room: a good file is still taken.
    expect((await attach(lea, id, 'capture.png', 'image/png', png)).statusCode).toBe(201);
  });

  it('refuses a file over 5 MB with 413, announced or not, storing nothing', async () => {
    const lea = await member();
    const { id } = await lea.opened('Trop gros');
    const before = storedFiles();
    // Just past the limit: the multipart body is read and cut at 5 MB.
    const justOver = Buffer.concat([png, Buffer.alloc(5 * MB + 1 - png.length)]);
    const cut = await attach(lea, id, 'grande.png', 'image/png', justOver);
    expect(cut.statusCode).toBe(413);
    expect(cut.json().message).toBe('Fichier trop volumineux. Taille maximale: 5MB');
    // Far past it: refused from its announced length, before reading it.
    const huge = await attach(lea, id, 'enorme.png', 'image/png', Buffer.concat([png, Buffer.alloc(6 * MB)]));
    expect(huge.statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
    expect((await lea.request(id)).json()).not.toHaveProperty('attachment');
  });

  it('takes one attachment per request: a second one is refused with 409, the first kept', async () => {
    const lea = await member();
    const { id } = await lea.opened('Deux fichiers');
    expect((await attach(lea, id, 'premier.pdf', 'application/pdf', pdf)).statusCode).toBe(201);
    const files = storedFiles();
    const second = await attach(lea, id, 'second.png', 'image/png', png);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ALREADY_ATTACHED);
    expect(storedFiles()).toEqual(files);
    expect((await lea.request(id)).json().attachment).toMatchObject({ name: 'premier.pdf' });
    expect((await download(lea, id)).rawPayload).toEqual(pdf);
  });

  it('answers 404 for a request without an attachment, and 401 to a visitor', async () => {
    const lea = await member();
    const { id } = await lea.opened('Sans pièce');
    expect((await download(lea, id)).json().message).toBe('Cette demande n’a pas de pièce jointe.');
    const visitor = new SupportCaller(t, null);
    expect((await attach(visitor, id, 'x.png', 'image/png', png)).statusCode).toBe(401);
    expect((await download(visitor, id)).statusCode).toBe(401);
  });
});
