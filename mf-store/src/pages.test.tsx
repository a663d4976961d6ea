import { screen } from '@testing-library/react';
import { ApiError, i18n, ROUTES, routesOf } from '@kora/shared';
import { answerApi, loadTexts, renderScreen, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { translations } from './locales';
import { pages } from './pages';

startApiServer();
beforeAll(() => loadTexts('store', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lea.martin');
  // Whatever a screen asks, the answer is "not found": what is checked here is that the route's screen comes.
  const nothing = new ApiError(404, { message: 'Introuvable' });
  answerApi({ '/*': nothing, 'POST /*': nothing });
});

it.each(routesOf('store'))('%s: the route shows its screen', async (id) => {
  const { path } = ROUTES[id];
  const Page = pages[id];
  renderScreen(<Page />, { path, at: path.replace(/:\w+/g, '1') });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(i18n.t(`screens.${id}`, { ns: 'store' }));
});
