import { useDocumentTitle, useTranslation } from '@kora/shared';
import { useState, type FormEvent } from 'react';
import '../chrome/chrome.css';
import './static-page.css';
import { STATIC_PAGES_NAMESPACE } from './locales/on-demand';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];
type ContactForm = Record<ContactField, string>;

const EMPTY_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

const INPUT_TYPES: Record<Exclude<ContactField, 'message'>, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  subject: { type: 'text', autoComplete: 'off' },
};

/** The contact form: as the spec says, it sends nothing; it confirms and clears itself. */
export function ContactPage() {
  const { t } = useTranslation(STATIC_PAGES_NAMESPACE);
  useDocumentTitle(t('contact.title'));
  const [form, setForm] = useState<ContactForm>(EMPTY_FORM);
  const [sent, setSent] = useState(false);

  const update = (field: ContactField, value: string) => {
    setSent(false);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setForm(EMPTY_FORM);
    setSent(true);
  };

  return (
    <article className="kora-static-page">
      <h1>{t('contact.title')}</h1>
      <p className="kora-static-page__lead">{t('contact.intro')}</p>
      <form className="kora-contact-form kora-card" onSubmit={submit}>
        {FIELDS.map((field) => {
          const id = `kora-contact-${field}`;
          return (
            <div key={field} className="kora-field">
              <label htmlFor={id}>{t(`contact.${field}`)}</label>
              {field === 'message' ? (
                <textarea
                  id={id}
                  className="kora-input"
                  rows={6}
                  required
                  value={form[field]}
                  onChange={(event) => update(field, event.target.value)}
                />
              ) : (
                <input
                  id={id}
                  className="kora-input"
                  required
                  {...INPUT_TYPES[field]}
                  value={form[field]}
                  onChange={(event) => update(field, event.target.value)}
                />
              )}
            </div>
          );
        })}
        <button type="submit" className="kora-button kora-button--accent">
          {t('contact.submit')}
        </button>
        <p role="status" className="kora-contact-form__status">
          {sent ? t('contact.sent') : ''}
        </p>
      </form>
    </article>
  );
}
