import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FormMessage,
  href,
  http,
  isApiError,
  SubmitButton,
  TextField,
  useSessionStore,
  useFormValues,
  useSubmit,
  useTranslation,
  type FailureReport,
} from '@kora/shared';
import { signInWithPassword } from '@kora/shared/contracts/endpoints';
import { accountScreenPath, type SignInVisit } from '../../../common/lib/sign-in-visit';
import { SignInNotice } from './sign-in-notice';

/** How long 'Connexion réussie ! Redirection...' stays before the page the user came from (or home). */
export const SIGNED_IN_REDIRECT_MS = 1000;

interface SignInProps {
  visit: SignInVisit;
  /** The other ways in (social sign-in), offered below the form. */
  otherWays: ReactNode;
}

/** Username or email and password; once signed in, on to the page the user came from. */
export function SignIn({ visit, otherWays }: SignInProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);
  const form = useSubmit();
  const { values, field } = useFormValues({ username: '', password: '' }, form.fieldErrors);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  /** The server's own explanation when it answered; else why it could not be reached. */
  function failureOf(failure: unknown): FailureReport {
    const reason = failure instanceof Error ? failure.message : String(failure);
    const reachedServer = isApiError(failure) && failure.status !== 0;
    return { text: reachedServer ? reason : t('signIn.unreachable', { reason }) };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const username = values.username.trim();
    const missing = {
      username: username ? undefined : t('form.required'),
      password: values.password ? undefined : t('form.required'),
    };
    if (missing.username || missing.password) return form.fail(t('form.fixErrors'), missing);
    const done = await form.run(
      () => http.call(signInWithPassword, { body: { username, password: values.password } }, { withCookies: true }),
      { failure: failureOf },
    );
    if (!done) return;
    const { token, user } = done.answer;
    useSessionStore.getState().signIn({ token, username: user?.username ?? username, email: user?.email ?? null });
    setSignedIn(true);
    // Replaced, so Back from that page does not return to a sign-in screen with nothing left to do.
    redirect.current = setTimeout(() => navigate(visit.next, { replace: true }), SIGNED_IN_REDIRECT_MS);
  }

  if (signedIn) return <FormMessage kind="success">{t('signIn.success')}</FormMessage>;

  return (
    <>
      <SignInNotice notice={visit.notice} />
      <form className="kora-form" onSubmit={submit} noValidate>
        <TextField label={t('fields.usernameOrEmail')} autoComplete="username" {...field('username')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <FormMessage kind="error">{form.outcome?.text}</FormMessage>
        <SubmitButton submitting={form.submitting}>
          {form.submitting ? t('signIn.submitting') : t('signIn.submit')}
        </SubmitButton>
        <Link className="kora-account-card__forgot" to={href('forgot')}>
          {t('signIn.forgotLink')}
        </Link>
      </form>
      {otherWays}
      <p className="kora-account-card__alt">
        {t('signIn.noAccount')} <Link to={accountScreenPath('register', visit.next)}>{t('signIn.registerLink')}</Link>
      </p>
    </>
  );
}
