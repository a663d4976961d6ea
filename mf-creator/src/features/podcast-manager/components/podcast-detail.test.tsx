import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  answer,
  answerApi,
  expectLocation,
  inTurn,
  loadTexts,
  networkSettled,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import {
  deletePodcast,
  getMyPodcastEpisodes,
  listMyPodcasts,
  publishPodcast,
  publishPodcastEpisode,
} from '@kora/shared/contracts/endpoints';
import { translations } from '../../../locales';
import { aCreatorEpisode, aCreatorPodcast } from '../../../common/podcasts/testing/creator-podcasts';
import { renderManager } from '../testing/render-manager';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('marc.ondes');
});
afterEach(() => jest.restoreAllMocks());

const ondes = aCreatorPodcast(3, { title: 'Les Ondes du Soir', status: 'draft', episodesCount: 2 });
const voix = aCreatorPodcast(7, { title: "Voix d'ailleurs", status: 'published', episodesCount: 1 });
const published = { ...ondes, status: 'published' as const };

const pilot = aCreatorEpisode(31, ondes, {
  title: 'Le pilote',
  status: 'published',
  viewers: 2300,
  duration: 1530,
  createdAt: '2026-03-01T10:00:00.000Z',
  publishedAt: '2026-03-04T10:00:00.000Z',
});
const second = aCreatorEpisode(32, ondes, {
  title: 'Deuxième soir',
  status: 'draft',
  viewers: 0,
  duration: 725,
  createdAt: '2026-03-10T10:00:00.000Z',
  publishedAt: null,
});

const detail = () => screen.getByRole('region', { name: 'Les Ondes du Soir' });
const shown = () => screen.findByRole('region', { name: 'Les Ondes du Soir' });
const card = (title: string) => screen.getByRole('button', { name: title });
const episodeRow = (title: string) => screen.getByRole('listitem', { name: title });
const writes = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

describe('publishing', () => {
  it('publishes a draft podcast: its badge turns to Publié and its feed address appears', async () => {
    const calls = answerApi([
      answer(listMyPodcasts, inTurn({ podcasts: [ondes, voix] }, { podcasts: [published, voix] })),
      answer(getMyPodcastEpisodes, { podcast: ondes, episodes: [] }),
      answer(publishPodcast, published),
    ]);
    renderManager('/podcast-creator/manage/3');
    expect(await within(await shown()).findByText('Brouillon')).toBeInTheDocument();
    expect(within(detail()).queryByRole('textbox', { name: 'Flux RSS du podcast' })).not.toBeInTheDocument();

    await userEvent.click(within(detail()).getByRole('button', { name: 'Publier le podcast' }));
    expect(await screen.findByText('« Les Ondes du Soir » est publié.')).toBeInTheDocument();
    expect(within(detail()).getByText('Publié')).toBeInTheDocument();
    expect(card('Les Ondes du Soir')).toHaveAccessibleDescription(/Publié$/);
    expect(within(detail()).queryByRole('button', { name: 'Publier le podcast' })).not.toBeInTheDocument();
    expect(within(detail()).getByRole('textbox', { name: 'Flux RSS du podcast' })).toHaveValue(
      'http://localhost:4000/api/podcasts/3/feed.xml',
    );
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/podcast-creator/publish-podcast/3', body: undefined }]);
  });

  it('only logs a refused publication: the podcast stays a draft on screen', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [ondes] },
      '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [] },
      'POST /podcast-creator/publish-podcast/:id': new ApiError(500, { message: 'Publication impossible' }),
    });
    renderManager('/podcast-creator/manage/3');
    await userEvent.click(await within(await shown()).findByRole('button', { name: 'Publier le podcast' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(detail()).getByText('Brouillon')).toBeInTheDocument();
    expect(within(detail()).getByRole('button', { name: 'Publier le podcast' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/est publié/)).not.toBeInTheDocument();
  });

  it('lists the episodes with status, listeners, length and dates, and publishes a draft one', async () => {
    const calls = answerApi([
      answer(listMyPodcasts, { podcasts: [ondes] }),
      answer(
        getMyPodcastEpisodes,
        inTurn(
          { podcast: ondes, episodes: [second, pilot] },
          {
            podcast: ondes,
            episodes: [{ ...second, status: 'published', publishedAt: '2026-03-12T10:00:00.000Z' }, pilot],
          },
        ),
      ),
      answer(publishPodcastEpisode, { ...second, status: 'published' }),
    ]);
    renderManager('/podcast-creator/manage/3');
    await screen.findByRole('heading', { name: 'Le pilote' });

    const first = episodeRow('Le pilote');
    expect(within(first).getByText('Publié')).toBeInTheDocument();
    expect(within(first).getByText('2,3 k')).toBeInTheDocument();
    expect(within(first).getByText('26 min')).toBeInTheDocument();
    expect(within(first).getByText('1 mars 2026')).toBeInTheDocument();
    expect(within(first).getByText('4 mars 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Écouter Le pilote' })).toHaveAttribute('href', '/episode/31');
    expect(within(first).queryByRole('button', { name: /Publier/ })).not.toBeInTheDocument();

    const draft = episodeRow('Deuxième soir');
    expect(within(draft).getByText('Brouillon')).toBeInTheDocument();
    expect(within(draft).getByText('12 min')).toBeInTheDocument();
    expect(within(draft).getByText('Pas encore publié')).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(within(draft).getByRole('button', { name: 'Publier Deuxième soir' }));
    expect(await within(episodeRow('Deuxième soir')).findByText('Publié')).toBeInTheDocument();
    expect(within(episodeRow('Deuxième soir')).getByText('12 mars 2026')).toBeInTheDocument();
    expect(within(episodeRow('Deuxième soir')).getByRole('link', { name: 'Écouter Deuxième soir' })).toHaveAttribute(
      'href',
      '/episode/32',
    );
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/podcast-creator/publish-episode/32', body: undefined }]);
  });

  it('gives a short episode its length in seconds', async () => {
    answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [ondes] },
      '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [{ ...second, duration: 10 }] },
    });
    renderManager('/podcast-creator/manage/3');
    const row = await screen.findByRole('listitem', { name: 'Deuxième soir' });
    expect(within(row).getByText('10 s')).toBeInTheDocument();
    expect(within(row).queryByText('0 min')).not.toBeInTheDocument();
  });

  it("says 'Impossible de récupérer les épisodes' with Retry when the episodes cannot be read", async () => {
    answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [ondes] },
      '/podcast-creator/podcast/:id/episodes': inTurn(UNREACHABLE, { podcast: ondes, episodes: [pilot] }),
    });
    renderManager('/podcast-creator/manage/3');
    expect(await within(await shown()).findByRole('alert')).toHaveTextContent('Impossible de récupérer les épisodes');
    await userEvent.click(within(detail()).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Le pilote' })).toBeInTheDocument();
  });
});

describe('the feed address of a published podcast', () => {
  it('is copied for podcast apps', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [voix] },
      '/podcast-creator/podcast/:id/episodes': { podcast: voix, episodes: [] },
    });
    renderManager('/podcast-creator/manage/7');
    const feed = await screen.findByRole('textbox', { name: 'Flux RSS du podcast' });
    expect(feed).toHaveValue('http://localhost:4000/api/podcasts/7/feed.xml');
    expect(feed).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: "Copier l'adresse du flux" }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:4000/api/podcasts/7/feed.xml');
    expect(await screen.findByText('Lien copié !')).toBeInTheDocument();
  });
});

describe('editing', () => {
  it('requires a title and sends nothing without one', async () => {
    const calls = answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [ondes] },
      '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [] },
      'PUT /*': UNREACHABLE,
    });
    renderManager('/podcast-creator/manage/3');
    const title = await within(await shown()).findByRole('textbox', { name: 'Titre' });
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    await userEvent.click(within(detail()).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(title).toHaveAccessibleDescription('Le titre est requis');
    expect(title).toHaveFocus();
    expect(within(detail()).getByRole('alert')).toHaveTextContent('Corrigez les champs signalés.');
    await networkSettled();
    expect(writes(calls)).toEqual([]);
  });

  it('saves the title and description, then shows them in the list', async () => {
    const renamed = { ...ondes, title: 'Les Ondes de la Nuit', description: 'Tard le soir.' };
    const calls = answerApi({
      '/podcast-creator/my-podcasts': inTurn({ podcasts: [ondes] }, { podcasts: [renamed] }),
      '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [] },
      'PUT /podcast-creator/manage/:id': renamed,
    });
    renderManager('/podcast-creator/manage/3');
    const title = await within(await shown()).findByRole('textbox', { name: 'Titre' });
    await userEvent.clear(title);
    await userEvent.type(title, ' Les Ondes de la Nuit ');
    const description = within(detail()).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Tard le soir.');
    await userEvent.click(within(detail()).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Podcast modifié.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Les Ondes de la Nuit' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/podcast-creator/manage/3',
        body: { title: 'Les Ondes de la Nuit', description: 'Tard le soir.' },
      },
    ]);
  });

  it("says 'Erreur lors de la modification du podcast' when the change is refused", async () => {
    answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [ondes] },
      '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [] },
      'PUT /podcast-creator/manage/:id': new ApiError(500, null, 'Internal Server Error'),
    });
    renderManager('/podcast-creator/manage/3');
    await userEvent.type(await within(await shown()).findByRole('textbox', { name: 'Titre' }), ' !');
    await userEvent.click(within(detail()).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await within(await shown()).findByRole('alert')).toHaveTextContent(
      'Erreur lors de la modification du podcast',
    );
    expect(within(detail()).getByRole('textbox', { name: 'Titre' })).toHaveValue('Les Ondes du Soir !');
  });
});

describe('deleting', () => {
  it('asks first, and Cancel sends nothing', async () => {
    const calls = answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [ondes] },
      '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [] },
      'DELETE /*': UNREACHABLE,
    });
    renderManager('/podcast-creator/manage/3');
    const remove = await within(await shown()).findByRole('button', { name: 'Supprimer le podcast' });
    await userEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le podcast ?' });
    expect(dialog).toHaveTextContent('« Les Ondes du Soir » et tous ses épisodes seront supprimés définitivement.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    await networkSettled();
    expect(writes(calls)).toEqual([]);
  });

  it('deletes once confirmed and goes back to the list without it', async () => {
    const calls = answerApi([
      answer(listMyPodcasts, inTurn({ podcasts: [ondes, voix] }, { podcasts: [voix] })),
      answer(getMyPodcastEpisodes, { podcast: ondes, episodes: [] }),
      answer(deletePodcast, undefined),
    ]);
    renderManager('/podcast-creator/manage/3');
    await userEvent.click(await within(await shown()).findByRole('button', { name: 'Supprimer le podcast' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('« Les Ondes du Soir » est supprimé.')).toBeInTheDocument();
    await expectLocation('/podcast-creator');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Les Ondes du Soir' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mes podcasts' })).toHaveFocus();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/podcast-creator/manage/3', body: undefined }]);
  });

  it("says 'Erreur lors de la suppression du podcast' in the dialog when it fails", async () => {
    answerApi({
      '/podcast-creator/my-podcasts': { podcasts: [ondes] },
      '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [] },
      'DELETE /podcast-creator/manage/:id': new ApiError(500, null, 'Internal Server Error'),
    });
    renderManager('/podcast-creator/manage/3');
    await userEvent.click(await within(await shown()).findByRole('button', { name: 'Supprimer le podcast' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le podcast ?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erreur lors de la suppression du podcast');
    expect(card('Les Ondes du Soir')).toBeInTheDocument();
  });
});
