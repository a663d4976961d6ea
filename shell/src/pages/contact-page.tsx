import {
  FormMessage,
  href,
  http,
  selectSignedIn,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useDocumentTitle,
  useFormValues,
  useSessionStore,
  useSubmit,
  useTranslation,
} from '@kora/shared';
import { SUPPORT_CATEGORIES, type SupportCategory } from '@kora/shared/contracts/plain';
import { openSupportRequest } from '@kora/shared/contracts/endpoints';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import '../chrome/chrome.css';
import './static-page.css';
import { STATIC_PAGES_NAMESPACE } from './locales/on-demand';

// The values only: the chrome never loads the contracts' schemas.
const SUBJECT_MAX = 120;
const MESSAGE_MAX = 5000;
const EMPTY = { name: '', email: '', subject: '', message: '' };

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The contact form: a visitor's message (name, e-mail, subject, message), or, signed in, a support
 * request (subject, category, message) followed in the profile's 'Aide' tab. Both are stored by the API.
 */
export function ContactPage() {
  const { t } = useTranslation(STATIC_PAGES_NAMESPACE);
  useDocumentTitle(t('contact.title'));
  const signedIn = useSessionStore(selectSignedIn);
  const form = useSubmit();
  const { values, setValues, field } = useFormValues(EMPTY, form.fieldErrors);
  const [category, setCategory] = useState<SupportCategory>('other');
  const [sentToMember, setSentToMember] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    const required = t('contact.required');
    const found = {
      ...(signedIn
        ? {}
        : {
            name: trimmed.name ? undefined : required,
            email: !trimmed.email ? required : isEmail(trimmed.email) ? undefined : t('contact.invalidEmail'),
          }),
      subject: trimmed.subject ? undefined : required,
      message: trimmed.message ? undefined : required,
    };
    if (Object.values(found).some(Boolean)) return form.fail(t('contact.fixErrors'), found);
    const body = signedIn
      ? { subject: trimmed.subject, category, message: trimmed.message }
      : { ...trimmed, category: 'other' as const };
    const sent = await form.run(() => http.call(openSupportRequest, { body }), {
      failure: t('contact.failed'),
      success: (request) => t('contact.sent', { hours: request.promiseHours }),
    });
    if (!sent) return;
    setValues(EMPTY);
    setCategory('other');
    setSentToMember(signedIn);
  }

  const edit = (name: keyof typeof EMPTY) => {
    const props = field(name);
    return {
      ...props,
      onChange: (event: Parameters<typeof props.onChange>[0]) => {
        if (form.outcome?.kind === 'success') form.reset();
        props.onChange(event);
      },
    };
  };

  return (
    <article className="kora-static-page">
      <h1>{t('contact.title')}</h1>
      <p className="kora-static-page__lead">{signedIn ? t('contact.introMember') : t('contact.intro')}</p>
      <form className="kora-contact-form kora-card" onSubmit={submit} noValidate>
        {!signedIn && (
          <>
            <TextField label={t('contact.name')} autoComplete="name" maxLength={100} required {...edit('name')} />
            <TextField
              label={t('contact.email')}
              type="email"
              autoComplete="email"
              maxLength={180}
              required
              {...edit('email')}
            />
          </>
        )}
        <TextField label={t('contact.subject')} maxLength={SUBJECT_MAX} required {...edit('subject')} />
        {signedIn && (
          <SelectField
            label={t('contact.category')}
            value={category}
            onChange={setCategory}
            options={SUPPORT_CATEGORIES.map((value) => ({ value, label: t(`contact.categories.${value}`) }))}
            error={form.fieldErrors.category}
          />
        )}
        <TextAreaField label={t('contact.message')} rows={6} maxLength={MESSAGE_MAX} required {...edit('message')} />
        <SubmitButton submitting={form.submitting}>{t('contact.submit')}</SubmitButton>
        {form.outcome?.kind === 'error' && <FormMessage kind="error">{form.outcome.text}</FormMessage>}
        <p role="status" className="kora-contact-form__status">
          {form.outcome?.kind === 'success' ? form.outcome.text : ''}
        </p>
        {form.outcome?.kind === 'success' && sentToMember && (
          <p>
            <Link to={`${href('profile')}?tab=support`}>{t('contact.followRequests')}</Link>
          </p>
        )}
      </form>
    </article>
  );
}
