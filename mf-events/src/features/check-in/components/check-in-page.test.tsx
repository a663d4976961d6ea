import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  aCheckInList,
  aCheckInTicket,
  answerApi,
  inTurn,
  loadTexts,
  networkSettled,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import type { CheckInSyncRequest, CheckInSyncResponse } from '@kora/shared/contracts';
import { translations } from '../../../locales';
import { aDoorKeyPair, signTicket } from '../testing/signed-tickets';
import { CheckInPage } from './check-in-page';

const door = aDoorKeyPair();
const list = aCheckInList({
  event: { id: 1, title: 'Nuit du ngoni', datetime: '2030-06-21T19:30:00.000Z' },
  key: door.key,
  tickets: [
    aCheckInTicket(1, { holder: 'awa', ticketTypeName: 'VIP' }),
    aCheckInTicket(2, { holder: 'moussa', status: 'used', usedAt: '2030-06-21T19:40:00.000Z' }),
    aCheckInTicket(3, { holder: 'ines', status: 'transferred' }),
    aCheckInTicket(4, { holder: 'paul' }),
  ],
  sold: 3,
  checkedIn: 1,
});
const ticket = (ticketId: number, eventId = 1) => signTicket(door.secretKey, { ticketId, eventId });

const synced = (body: unknown, checkedIn = 2): CheckInSyncResponse => ({
  results: (body as CheckInSyncRequest).scans.map(({ code, scannedAt }) => ({
    code,
    ticketId: 1,
    outcome: 'checked-in',
    usedAt: scannedAt,
  })),
  checkedIn,
  sold: 3,
});

startApiServer();
beforeAll(() => loadTexts('events', translations));
beforeEach(() => {
  resetKernel();
  signInAs('nadia');
});
afterEach(() => jest.restoreAllMocks());

const renderDoor = () => renderScreen(<CheckInPage />, { path: '/event/:id/check-in', at: '/event/1/check-in' });
const verdict = () => within(screen.getByRole('region', { name: 'Résultat du scan' }));

async function typeCode(code: string) {
  const field = screen.getByRole('textbox', { name: 'Code du billet' });
  await userEvent.clear(field);
  // Pasted, as a door operator would: a code is long.
  await userEvent.click(field);
  await userEvent.paste(code);
  await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
}

it('downloads the list, lets a genuine ticket in, syncs it and refuses it the second time', async () => {
  const calls = answerApi({ '/events/1/check-in': list, 'POST /events/1/check-in/sync': (_q, body) => synced(body) });
  renderDoor();
  expect(screen.getByRole('status')).toHaveTextContent('Téléchargement de la liste des billets…');
  expect(await screen.findByRole('heading', { name: 'Nuit du ngoni' })).toBeInTheDocument();
  expect(screen.getByText(/^Liste téléchargée le/)).toBeInTheDocument();
  expect(screen.getByText('Entrées : 1 sur 3 billets vendus')).toBeInTheDocument();

  await typeCode(ticket(1));
  expect(verdict().getByText('Billet valide : entrée autorisée')).toBeInTheDocument();
  expect(verdict().getByText(/Titulaire : awa/)).toHaveTextContent('Titulaire : awa · Type : VIP');
  expect(await screen.findByText('Tous les scans sont synchronisés')).toBeInTheDocument();
  expect(screen.getByText('Entrées : 2 sur 3 billets vendus')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    expect.objectContaining({ body: { scans: [{ code: ticket(1), scannedAt: expect.any(String) }] } }),
  ]);
  expect(screen.getByRole('textbox', { name: 'Code du billet' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Code du billet' })).toHaveFocus();

  await typeCode(ticket(1));
  expect(verdict().getByText('Billet déjà utilisé')).toBeInTheDocument();
  expect(verdict().getByText(/^Utilisé le|^Déjà scanné sur cet appareil le/)).toBeInTheDocument();
  await networkSettled();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});

it.each([
  ['a code that is not a ticket', () => 'KT1.abc.def', 'Billet falsifié ou illisible', /ne laissez pas entrer/],
  [
    'a code signed with another key',
    () => signTicket(aDoorKeyPair().secretKey, { ticketId: 1 }),
    'Billet falsifié ou illisible',
    /ne laissez pas entrer/,
  ],
  ['a ticket of another event', () => ticket(1, 2), "Billet d'un autre événement", /autre événement \(n°2\)/],
  ['the old code of a transferred ticket', () => ticket(3), 'Billet non valide', /a été transféré/],
  ['a ticket the list says used', () => ticket(2), 'Billet déjà utilisé', /^Utilisé le 21 juin 2030 à/],
])('refuses %s, with the reason in words', async (_case, code, title, detail) => {
  const calls = answerApi({ '/events/1/check-in': list, 'POST /events/1/check-in/sync': UNREACHABLE });
  renderDoor();
  await typeCode(await screen.findByRole('textbox', { name: 'Code du billet' }).then(() => code()));
  expect(verdict().getByText(title)).toBeInTheDocument();
  expect(verdict().getByText(detail)).toBeInTheDocument();
  expect(screen.getByText('Entrées : 1 sur 3 billets vendus')).toBeInTheDocument();
  await networkSettled();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('shows the verdict right above the code field and the camera, before the counter', async () => {
  answerApi({ '/events/1/check-in': list });
  renderDoor();
  const field = await screen.findByRole('textbox', { name: 'Code du billet' });
  const verdictRegion = screen.getByRole('region', { name: 'Résultat du scan' });
  const counter = screen.getByText('Entrées : 1 sur 3 billets vendus');
  const follows = (first: Element, second: Element) =>
    Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(verdictRegion, field)).toBe(true);
  expect(follows(field, counter)).toBe(true);
});

it('lets in a genuine ticket sold after the list was downloaded', async () => {
  answerApi({ '/events/1/check-in': list, 'POST /events/1/check-in/sync': UNREACHABLE });
  renderDoor();
  await screen.findByRole('textbox', { name: 'Code du billet' });
  await typeCode(ticket(9));
  expect(verdict().getByText('Billet valide : entrée autorisée')).toBeInTheDocument();
  expect(verdict().getByText('Billet n°9 · vendu après le téléchargement de la liste')).toBeInTheDocument();
});

it('asks for a code before checking anything', async () => {
  answerApi({ '/events/1/check-in': list });
  renderDoor();
  await userEvent.click(await screen.findByRole('button', { name: 'Valider' }));
  expect(screen.getByRole('textbox', { name: 'Code du billet' })).toHaveAccessibleDescription(
    'Saisissez ou collez le code du billet.',
  );
  expect(verdict().getByText('Scannez un billet ou saisissez son code.')).toBeInTheDocument();
});

it('keeps accepted scans on the device with no network, and sends them when the network returns', async () => {
  let network: unknown = UNREACHABLE;
  const calls = answerApi({
    '/events/1/check-in': list,
    'POST /events/1/check-in/sync': (_q, body) => (network === UNREACHABLE ? UNREACHABLE : synced(body, 3)),
  });
  renderDoor();
  await screen.findByRole('textbox', { name: 'Code du billet' });
  await typeCode(ticket(1));
  await typeCode(ticket(4));
  expect(verdict().getByText('Billet valide : entrée autorisée')).toBeInTheDocument();
  expect(await screen.findByText('2 scans en attente de synchronisation')).toBeInTheDocument();
  expect(screen.getByText(/Pas de réseau : les scans sont gardés sur cet appareil/)).toBeInTheDocument();
  expect(screen.getByText('Entrées : 3 sur 3 billets vendus')).toBeInTheDocument();

  network = 'back';
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Tous les scans sont synchronisés')).toBeInTheDocument();
  const sent = calls.filter((call) => call.method === 'POST').at(-1)?.body as CheckInSyncRequest;
  expect(sent.scans.map((scan) => scan.code)).toEqual([ticket(1), ticket(4)]);
  expect(screen.getByText('Entrées : 3 sur 3 billets vendus')).toBeInTheDocument();
});

it('sends the waiting scans with the Synchroniser button', async () => {
  answerApi({
    '/events/1/check-in': list,
    'POST /events/1/check-in/sync': inTurn(UNREACHABLE, (_q: unknown, body: unknown) => synced(body)),
  });
  renderDoor();
  await screen.findByRole('textbox', { name: 'Code du billet' });
  expect(screen.getByRole('button', { name: 'Synchroniser' })).toBeDisabled();
  await typeCode(ticket(1));
  expect(await screen.findByText('1 scan en attente de synchronisation')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Synchroniser' }));
  expect(await screen.findByText('Tous les scans sont synchronisés')).toBeInTheDocument();
});

it('works from the list kept on the device when the network is gone', async () => {
  answerApi({ '/events/1/check-in': list, 'POST /events/1/check-in/sync': UNREACHABLE });
  const first = renderDoor();
  await screen.findByRole('textbox', { name: 'Code du billet' });
  await typeCode(ticket(1));
  await screen.findByText('1 scan en attente de synchronisation');
  first.unmount();

  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const calls = answerApi({ '/events/1/check-in': UNREACHABLE, 'POST /events/1/check-in/sync': UNREACHABLE });
  renderDoor();
  expect(await screen.findByRole('heading', { name: 'Nuit du ngoni' })).toBeInTheDocument();
  expect(screen.getByText(/^Hors ligne : les billets sont vérifiés avec la liste enregistrée/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Actualiser la liste' })).toBeDisabled();
  expect(screen.getByText('1 scan en attente de synchronisation')).toBeInTheDocument();
  await typeCode(ticket(1));
  expect(verdict().getByText('Billet déjà utilisé')).toBeInTheDocument();
  await typeCode(ticket(4));
  expect(verdict().getByText('Billet valide : entrée autorisée')).toBeInTheDocument();
  expect(screen.getByText('2 scans en attente de synchronisation')).toBeInTheDocument();
  await networkSettled();
  expect(calls).toEqual([]);
});

it('lists a scan another door made first as a conflict, with both times', async () => {
  answerApi({
    '/events/1/check-in': list,
    'POST /events/1/check-in/sync': (_q, body) => ({
      results: [
        {
          code: (body as CheckInSyncRequest).scans[0].code,
          ticketId: 1,
          outcome: 'already-used',
          usedAt: '2030-06-21T19:31:05.000Z',
        },
      ],
      checkedIn: 2,
      sold: 3,
    }),
  });
  renderDoor();
  await screen.findByRole('textbox', { name: 'Code du billet' });
  await typeCode(ticket(1));
  const conflicts = within(await screen.findByRole('region', { name: 'Conflits à vérifier' }));
  expect(conflicts.getByRole('listitem')).toHaveTextContent(
    /^Billet n°1 \(awa\) : accepté ici le .+, mais déjà validé à une autre entrée le 21 juin 2030, 19:31:05\.$/,
  );
  expect(screen.getByText('Entrées : 2 sur 3 billets vendus')).toBeInTheDocument();
  await typeCode(ticket(1));
  expect(verdict().getByText('Billet déjà utilisé')).toBeInTheDocument();
});

it('refreshes the list on demand, keeping the scans', async () => {
  const calls = answerApi({
    '/events/1/check-in': inTurn(list, {
      ...list,
      sold: 4,
      tickets: [...list.tickets, aCheckInTicket(5, { holder: 'zoe' })],
    }),
    'POST /events/1/check-in/sync': UNREACHABLE,
  });
  renderDoor();
  await screen.findByRole('textbox', { name: 'Code du billet' });
  await typeCode(ticket(1));
  await screen.findByText('1 scan en attente de synchronisation');
  await userEvent.click(screen.getByRole('button', { name: 'Actualiser la liste' }));
  expect(await screen.findByText('Entrées : 2 sur 4 billets vendus')).toBeInTheDocument();
  await typeCode(ticket(5));
  expect(verdict().getByText(/Titulaire : zoe/)).toBeInTheDocument();
  await typeCode(ticket(1));
  expect(verdict().getByText('Billet déjà utilisé')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
});

it("shows the API's refusal to someone who is not the owner, without Retry", async () => {
  answerApi({
    '/events/1/check-in': new ApiError(403, { message: "Seul l'organisateur peut contrôler les billets." }),
  });
  renderDoor();
  expect(await screen.findByRole('alert')).toHaveTextContent("Seul l'organisateur peut contrôler les billets.");
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Code du billet' })).not.toBeInTheDocument();
});

it('offers Retry when the first download fails', async () => {
  answerApi({ '/events/1/check-in': inTurn(new ApiError(500, null), list) });
  renderDoor();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la récupération des tickets');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Nuit du ngoni' })).toBeInTheDocument();
});

it('says so when the browser gives no camera, and the typed code still works', async () => {
  answerApi({ '/events/1/check-in': list, 'POST /events/1/check-in/sync': UNREACHABLE });
  renderDoor();
  await userEvent.click(await screen.findByRole('button', { name: 'Démarrer la caméra' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Ce navigateur ne donne pas accès à une caméra. Saisissez le code du billet.',
  );
  await typeCode(ticket(1));
  expect(verdict().getByText('Billet valide : entrée autorisée')).toBeInTheDocument();
});

it('says so when the camera is refused', async () => {
  const refused = new DOMException('Permission denied', 'NotAllowedError');
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn().mockRejectedValue(refused) },
  });
  try {
    answerApi({ '/events/1/check-in': list });
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Démarrer la caméra' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/L'accès à la caméra a été refusé/);
  } finally {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  }
});

it('says when the address names no event', async () => {
  renderScreen(<CheckInPage />, { path: '/event/:id/check-in', at: '/event/abc/check-in' });
  expect(screen.getByRole('alert')).toHaveTextContent('Événement non trouvé');
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
});
