import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { SectionUnavailable } from './section-unavailable';

beforeAll(() => initI18n());
afterAll(() => setLanguage('fr'));

describe('SectionUnavailable', () => {
  it.each([
    ['fr', 'Cette section est momentanément indisponible.', 'Réessayer'],
    ['en', 'This section is unavailable right now.', 'Retry'],
    ['es', 'Esta sección no está disponible por el momento.', 'Reintentar'],
  ] as const)('speaks %s', async (language, title, retry) => {
    await act(() => setLanguage(language));
    render(<SectionUnavailable onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('calls onRetry', async () => {
    await act(() => setLanguage('en'));
    const user = userEvent.setup();
    const retry = jest.fn();
    render(<SectionUnavailable onRetry={retry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['fr', 'Cette section a été mise à jour — rechargez la page.', 'Recharger la page'],
    ['en', 'This section has been updated — reload the page.', 'Reload the page'],
    ['es', 'Esta sección se ha actualizado: recarga la página.', 'Recargar la página'],
  ] as const)(
    'says in %s that a section updated since the page opened needs a reload, not a retry',
    async (language, title, reload) => {
      await act(() => setLanguage(language));
      const user = userEvent.setup();
      const onReload = jest.fn();
      render(<SectionUnavailable kind="updated" onRetry={() => undefined} onReload={onReload} />);
      expect(screen.getByRole('alert')).toHaveTextContent(title);
      expect(screen.getAllByRole('button')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: reload }));
      expect(onReload).toHaveBeenCalledTimes(1);
    },
  );
});
