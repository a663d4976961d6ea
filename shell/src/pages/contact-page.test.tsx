import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../chrome/render-in-shell';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('names the browser tab after the page', async () => {
    await renderInShell(<ContactPage />);
    expect(document.title).toBe(`${screen.getByRole('heading', { level: 1 }).textContent} · Kora`);
    expect(document.title).not.toBe('Kora');
  });

  it('confirms the message and clears the form without sending anything', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const user = userEvent.setup();
    await renderInShell(<ContactPage />);
    const fields = {
      Nom: 'Aminata Diallo',
      'E-mail': 'aminata@example.com',
      Sujet: 'Partenariat',
      Message: 'Bonjour !',
    };
    for (const [label, value] of Object.entries(fields)) {
      const field = screen.getByLabelText(label);
      expect(field).toBeRequired();
      await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
    for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not confirm while a required field is empty', async () => {
    const user = userEvent.setup();
    await renderInShell(<ContactPage />);
    await user.type(screen.getByLabelText('Nom'), 'Aminata');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Nom')).toHaveValue('Aminata');
  });
});
