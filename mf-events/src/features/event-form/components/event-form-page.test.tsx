import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage } from '@kora/shared';
import {
  anEvent,
  answerApi,
  currentSubscriptionAnswer,
  expectLocation,
  expectNothingAsked,
  inTurn,
  loadTexts,
  locationState,
  renderScreen,
  resetKernel,
  signInAs,
  later,
  startApiServer,
  UNREACHABLE,
  watchUploads,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { EventFormPage } from './event-form-page';

startApiServer();
beforeAll(() => loadTexts('events', translations));
beforeEach(async () => {
  resetKernel();
  await setLanguage('fr');
  signInAs('awa.diop');
  URL.createObjectURL = () => 'blob:poster';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => jest.restoreAllMocks());

/** The form, for someone whose plan creates events. */
async function renderCreate() {
  answerApi({ '/subscription/current': currentSubscriptionAnswer('starter') });
  renderScreen(<EventFormPage />, { path: '/events/create' });
  await screen.findByLabelText('Titre');
}
const submit = () => userEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
const group = (name: string) => screen.getByRole('group', { name });
const poster = () => new File(['\x89PNG'], 'affiche.png', { type: 'image/png' });

async function typeIn(label: string, text: string, within_: HTMLElement = document.body) {
  const field = within(within_).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

async function fillEvent() {
  await typeIn('Titre', 'Nuit du ngoni');
  await typeIn('Description', 'Une soirée');
  await userEvent.selectOptions(screen.getByLabelText("Type d'événement"), 'Festival');
  await typeIn('Date', '2026-12-12', group('Début'));
  await typeIn('Heure', '19:30', group('Début'));
  await typeIn('Nom du lieu', 'Institut français');
  await typeIn('Ville', 'Dakar');
  await typeIn('Pays', 'Sénégal');
  const ticket = group('Billet 1');
  await typeIn('Nom du billet', 'Entrée', ticket);
  await typeIn('Prix', '15.5', ticket);
  await typeIn('Quantité en vente', '200', ticket);
}

const expectedBody = {
  title: 'Nuit du ngoni',
  description: 'Une soirée',
  type: 'festival',
  datetime: new Date('2026-12-12T19:30').toISOString(),
  endDatetime: null,
  location: { name: 'Institut français', address: null, city: 'Dakar', postalCode: null, country: 'Sénégal' },
  isFree: false,
  imageUrl: null,
  ticketTypes: [{ name: 'Entrée', description: null, price: 15.5, currency: 'EUR', quantity: 200, vip: false }],
};

describe('who may create an event', () => {
  it('says up front, instead of the form, which plans create events and where to get one', async () => {
    const calls = answerApi({
      '/subscription/current': currentSubscriptionAnswer('free'),
      'POST /*': UNREACHABLE,
    });
    renderScreen(<EventFormPage />, { path: '/events/create' });
    expect(await screen.findByText('Créer un événement nécessite le forfait Starter ou Premium.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Titre')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Créer l'événement" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says it in the reader’s language', async () => {
    await setLanguage('en');
    answerApi({ '/subscription/current': currentSubscriptionAnswer('free') });
    renderScreen(<EventFormPage />, { path: '/events/create' });
    expect(await screen.findByText('Creating an event needs the Starter or Premium plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeInTheDocument();
  });

  it('shows the form when the plan cannot be read: the API still decides', async () => {
    answerApi({ '/subscription/current': new ApiError(500, null) });
    renderScreen(<EventFormPage />, { path: '/events/create' });
    expect(await screen.findByLabelText('Titre')).toBeInTheDocument();
  });
});

describe('checking the form in the browser', () => {
  it('says what is missing under each field and sends nothing', async () => {
    const calls = answerApi({ 'POST /*': UNREACHABLE });
    await renderCreate();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Corrigez les champs signalés.');
    expect(screen.getByLabelText('Titre')).toHaveAccessibleDescription('Le titre est requis.');
    expect(screen.getByLabelText('Titre')).toHaveFocus();
    expect(within(group('Début')).getByLabelText('Date')).toHaveAccessibleDescription(
      "Indiquez la date et l'heure de début.",
    );
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription('La ville est requise.');
    const ticket = group('Billet 1');
    expect(within(ticket).getByLabelText('Nom du billet')).toHaveAccessibleDescription('Le nom du billet est requis.');
    expect(within(ticket).getByLabelText('Prix')).toHaveAccessibleDescription(
      'Le prix doit être un nombre entre 0 et 100000.',
    );
    expect(within(ticket).getByLabelText('Quantité en vente')).toHaveAccessibleDescription(
      'La quantité doit être un nombre entier entre 1 et 100000.',
    );
    await expectNothingAsked(calls);
  });

  it("applies the API's limits: lengths, an end after the start, whole francs CFA, whole quantities", async () => {
    const calls = answerApi({ 'POST /*': UNREACHABLE });
    await renderCreate();
    await fillEvent();
    await userEvent.click(screen.getByLabelText('Titre'));
    await userEvent.paste('x'.repeat(140));
    await typeIn('Date', '2026-12-12', group('Fin (facultative)'));
    await typeIn('Heure', '18:00', group('Fin (facultative)'));
    const ticket = group('Billet 1');
    await userEvent.selectOptions(within(ticket).getByLabelText('Devise'), 'XOF');
    await typeIn('Quantité en vente', '2.5', ticket);
    await submit();
    expect(screen.getByLabelText('Titre')).toHaveAccessibleDescription('150 caractères au plus.');
    expect(within(group('Fin (facultative)')).getByLabelText('Heure')).toHaveAccessibleDescription(
      /La fin doit être après le début\./,
    );
    expect(within(ticket).getByLabelText('Prix')).toHaveAccessibleDescription('En XOF, le prix est un nombre entier.');
    expect(within(ticket).getByLabelText('Quantité en vente')).toHaveAccessibleDescription(
      'La quantité doit être un nombre entier entre 1 et 100000.',
    );
    await expectNothingAsked(calls);
  });

  it('refuses an end with a date but no time', async () => {
    answerApi({ 'POST /*': UNREACHABLE });
    await renderCreate();
    await fillEvent();
    await typeIn('Date', '2026-12-13', group('Fin (facultative)'));
    await submit();
    expect(within(group('Fin (facultative)')).getByLabelText('Date')).toHaveAccessibleDescription(
      /Indiquez la date et l'heure de fin, ou laissez les deux vides\./,
    );
  });

  it('refuses an image that is not a JPEG or PNG as soon as it is chosen', async () => {
    await renderCreate();
    const song = new File(['ID3'], 'song.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(screen.getByLabelText("Image de l'événement"), song, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Type de fichier non autorisé. Types acceptés: jpeg, png, jpg');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('ticket types', () => {
  it('adds and removes ticket types, between 1 and 10', async () => {
    await renderCreate();
    expect(screen.queryByRole('button', { name: 'Retirer le billet 1' })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Ajouter un type de billet' });
    await userEvent.click(add);
    await typeIn('Nom du billet', 'VIP', group('Billet 2'));
    await waitFor(() => expect(within(group('Billet 2')).getByLabelText('Nom du billet')).toHaveValue('VIP'));
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le billet 1' }));
    expect(screen.queryByRole('group', { name: 'Billet 2' })).not.toBeInTheDocument();
    expect(within(group('Billet 1')).getByLabelText('Nom du billet')).toHaveValue('VIP');
    for (let count = 1; count < 10; count += 1) await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Billet \d+$/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(screen.getByText('10 types de billets au plus.')).toBeInTheDocument();
  });
});

describe('creating an event', () => {
  it('saves it as a draft with every field, then goes to the profile’s events manager', async () => {
    const calls = answerApi({ 'POST /events': anEvent(7, { status: 'draft' }) });
    await renderCreate();
    await fillEvent();
    await submit();
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'events', eventId: 7 });
    expect(calls).toEqual([{ method: 'POST', path: '/events', query: {}, body: expectedBody }]);
  });

  it('hides the price of a free event and sends its tickets at 0', async () => {
    const calls = answerApi({ 'POST /events': anEvent(7, { status: 'draft', isFree: true }) });
    await renderCreate();
    await fillEvent();
    await userEvent.click(screen.getByLabelText('Gratuit'));
    expect(within(group('Billet 1')).queryByLabelText('Prix')).not.toBeInTheDocument();
    await submit();
    await expectLocation('/profile');
    expect(calls[0].body).toMatchObject({ isFree: true, ticketTypes: [{ name: 'Entrée', price: 0, quantity: 200 }] });
  });

  it("shows the API's violations under their fields and keeps everything typed", async () => {
    answerApi({
      'POST /events': new ApiError(422, {
        message: 'Les données envoyées ne sont pas valides.',
        violations: [
          { propertyPath: 'location.city', message: 'Cette ville est inconnue.' },
          { propertyPath: 'ticketTypes.0.name', message: 'Ce nom est réservé.' },
        ],
      }),
    });
    await renderCreate();
    await fillEvent();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Les données envoyées ne sont pas valides.');
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription('Cette ville est inconnue.');
    expect(within(group('Billet 1')).getByLabelText('Nom du billet')).toHaveAccessibleDescription(
      'Ce nom est réservé.',
    );
    expect(screen.getByLabelText('Titre')).toHaveValue('Nuit du ngoni');
    expect(within(group('Billet 1')).getByLabelText('Prix')).toHaveValue(15.5);
  });

  it('shows the plan refusal with a link to the plans (403)', async () => {
    answerApi({
      'POST /events': new ApiError(403, { message: 'Cette fonctionnalité nécessite le forfait Starter.' }),
    });
    await renderCreate();
    await fillEvent();
    await submit();
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Cette fonctionnalité nécessite le forfait Starter.');
    expect(screen.getByLabelText('Titre')).toHaveValue('Nuit du ngoni');
    await userEvent.click(within(refusal).getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
  });

  it('says when the network failed, and the button works again', async () => {
    answerApi({ 'POST /events': UNREACHABLE });
    await renderCreate();
    await fillEvent();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur réseau ou serveur inaccessible');
    expect(screen.getByRole('button', { name: "Créer l'événement" })).toBeEnabled();
  });
});

describe("the event's image", () => {
  it('shows the chosen image, and sends it after the event with a progress bar', async () => {
    const upload = later<{ imageUrl: string }>();
    const calls = answerApi({
      'POST /events': anEvent(7, { status: 'draft' }),
      'POST /events/:id/upload-image': upload.answer,
    });
    const uploads = watchUploads();
    await renderCreate();
    await fillEvent();
    await userEvent.upload(screen.getByLabelText("Image de l'événement"), poster());
    expect(screen.getByRole('img', { name: "Aperçu de l'image choisie" })).toHaveAttribute('src', 'blob:poster');
    await submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    uploads.progress(40);
    expect(screen.getByRole('progressbar', { name: "Envoi de l'image" })).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
    await act(async () => upload.give({ imageUrl: 'http://localhost:4000/uploads/images/affiche.png' }));
    await expectLocation('/profile');
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/events/7/upload-image' });
    expect(calls[1].body).toEqual(expect.stringContaining('name="image"; filename="affiche.png"'));
  });

  it("says 'Erreur lors de l'upload de l'image', keeps the saved event, and sending again updates it", async () => {
    const calls = answerApi({
      'POST /events': anEvent(7, { status: 'draft' }),
      'PUT /events/:id': anEvent(7, { status: 'draft' }),
      'POST /events/:id/upload-image': inTurn(new ApiError(500, null, 'Internal Server Error'), {
        imageUrl: 'http://localhost:4000/uploads/images/affiche.png',
      }),
    });
    await renderCreate();
    await fillEvent();
    await userEvent.upload(screen.getByLabelText("Image de l'événement"), poster());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'upload de l'image");
    expect(screen.getByRole('status')).toHaveTextContent("L'événement est enregistré, sans son image");
    expect(screen.getByTestId('location')).toHaveTextContent('/events/create');
    expect(screen.getByLabelText('Titre')).toHaveValue('Nuit du ngoni');

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await expectLocation('/profile');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /events',
      'POST /events/7/upload-image',
      'PUT /events/7',
      'POST /events/7/upload-image',
    ]);
  });
});
