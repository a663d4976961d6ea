import { ApiError, isApiError } from './api-error';
import { initI18n, setLanguage } from '../i18n/i18n';

// The kernel's texts follow the language; these tests read them as a French visitor does.
beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

describe('ApiError', () => {
  it('takes message before detail and error', () => {
    expect(new ApiError(400, { message: 'm', detail: 'd', error: 'e' }).message).toBe('m');
    expect(new ApiError(400, { detail: 'd', error: 'e' }).message).toBe('d');
    expect(new ApiError(400, { error: 'e' }).message).toBe('e');
  });

  it('skips empty or non-text fields', () => {
    expect(new ApiError(422, { message: '', detail: { x: 1 }, error: 'Invalide' }).message).toBe('Invalide');
  });

  it("falls back to 'Erreur {status}: {statusText}'", () => {
    expect(new ApiError(503, null, 'Service Unavailable').message).toBe('Erreur 503: Service Unavailable');
    expect(new ApiError(500, 'plain text body', 'Internal Server Error').message).toBe(
      'Erreur 500: Internal Server Error',
    );
  });

  it('keeps status, body and well-formed violations', () => {
    const body = {
      message: 'Données invalides',
      violations: [{ propertyPath: 'email', message: 'Cet email est déjà utilisé' }, { bad: true }],
    };
    const error = new ApiError(422, body);
    expect(error.status).toBe(422);
    expect(error.body).toBe(body);
    expect(error.violations).toEqual([{ propertyPath: 'email', message: 'Cet email est déjà utilisé' }]);
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('has no violations when the body has none', () => {
    expect(new ApiError(404, { message: 'Introuvable' }).violations).toBeUndefined();
  });

  it("speaks the visitor's language for the texts it writes itself", async () => {
    await setLanguage('en');
    expect(new ApiError(503, null, 'Service Unavailable').message).toBe('Error 503: Service Unavailable');
    expect(new ApiError(0, null, '', 'network')).toMatchObject({
      code: 'network',
      message: 'Network error or server unreachable. Please check your connection.',
    });
    await setLanguage('fr');
    expect(new ApiError(0, null, '', 'network').message).toBe(
      'Erreur réseau ou serveur inaccessible. Veuillez vérifier votre connexion.',
    );
  });
});
