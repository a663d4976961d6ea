import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ApiError } from '../http/api-error';
import { i18n, type NamespaceTranslations } from '../i18n/i18n';
import { ROUTES, routesOf, type RemoteAppName, type RouteIdOf } from '../routes';
import { answerApi, startApiServer } from './api-server';
import { loadTexts, resetKernel, signInAs } from './kernel-state';
import { renderScreen } from './render-screen';

/**
 * One test per route of a remote: its page (split into its own chunk) shows the route's screen, its
 * translated title as the page heading. Every call is answered "not found": what is checked is that the
 * screen comes, not its content.
 */
export function itShowsEveryScreen<A extends RemoteAppName>(
  app: A,
  pages: Record<RouteIdOf<A>, ComponentType>,
  translations: NamespaceTranslations,
): void {
  startApiServer();
  beforeAll(() => loadTexts(app, translations));
  beforeEach(() => {
    resetKernel();
    signInAs('lea.martin');
    const nothing = new ApiError(404, { message: 'Introuvable' });
    answerApi({ '/*': nothing, 'POST /*': nothing });
  });

  it.each(routesOf(app) as RouteIdOf<A>[])('%s: the route shows its screen', async (id) => {
    const { path } = ROUTES[id];
    const Page: ComponentType = pages[id];
    renderScreen(<Page />, { path, at: path.replace(/:\w+/g, '1') });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(i18n.t(`screens.${id}`, { ns: app }));
  });
}
