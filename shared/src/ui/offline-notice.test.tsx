import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { SectionUnavailable } from './section-unavailable';
import { ErrorState } from './states';

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});
afterEach(() => goOffline(false));

describe('with no network', () => {
  it('an error says the device is offline and what still works, and Retry stays', async () => {
    const retry = jest.fn();
    render(<ErrorState message="Impossible de charger les sorties." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les sorties.');

    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Vous êtes hors ligne');
    expect(screen.getByRole('link', { name: 'Ouvrir la bibliothèque' })).toHaveAttribute('href', '/library');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);

    goOffline(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les sorties.');
  });

  it('an area whose code could not come says the device is offline', () => {
    goOffline(true);
    render(<SectionUnavailable onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Vous êtes hors ligneLa musique enregistrée pour l'écoute hors ligne reste dans votre bibliothèque.",
    );
  });

  it('an area updated since the page opened still asks for a reload', () => {
    goOffline(true);
    render(<SectionUnavailable kind="updated" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cette section a été mise à jour — rechargez la page.');
  });
});

describe('with no network, on the library', () => {
  it('says only that the device is offline: what still works is on the same page', () => {
    window.history.pushState({}, '', '/library');
    goOffline(true);
    render(<ErrorState onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Vous êtes hors ligneRéessayer$/);
    expect(screen.queryByRole('link', { name: 'Ouvrir la bibliothèque' })).not.toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });
});
