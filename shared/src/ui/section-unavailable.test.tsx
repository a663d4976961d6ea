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
});
