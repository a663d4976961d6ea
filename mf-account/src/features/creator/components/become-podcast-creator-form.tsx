import type { FormEvent } from 'react';
import { FormMessage, SubmitButton, useSessionStore, useSubmit, useTranslation, write } from '@kora/shared';
import type { Role } from '@kora/shared/contracts';
import { becomePodcastCreator } from '@kora/shared/contracts/endpoints';

/** A listener whose plan allows it becomes a podcast creator; the new session token carries the role. */
export function BecomePodcastCreatorForm({ onBecame }: { onBecame: (roles: Role[]) => void }) {
  const { t } = useTranslation('account');
  const form = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const became = await form.run(() => write(becomePodcastCreator), { failure: t('artist.failed') });
    if (!became) return;
    const { token, user } = became.answer;
    useSessionStore.getState().signIn({ token, username: user.username, email: useSessionStore.getState().email });
    onBecame(user.roles);
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate>
      <p>{t('podcaster.intro')}</p>
      <FormMessage kind="error">{form.outcome?.text}</FormMessage>
      <SubmitButton submitting={form.submitting}>{t('podcaster.become')}</SubmitButton>
    </form>
  );
}
