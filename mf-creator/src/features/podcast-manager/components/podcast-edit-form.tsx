import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, useTranslation } from '@kora/shared';
import type { Podcast } from '@kora/shared/contracts';
import { TitleDescriptionFields } from '../../../common/podcasts/components/title-description-fields';
import { usePodcastEdit } from '../hooks/use-podcast-edit';

/** A podcast's title (required) and description. */
export function PodcastEditForm({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('creator');
  const [title, setTitle] = useState(podcast.title);
  const [description, setDescription] = useState(podcast.description ?? '');
  const { form, save } = usePodcastEdit(podcast.id);
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = `creator-podcast-${podcast.id}-edit`;

  // A refused title takes the focus, so the keyboard is where the fix is.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      form.fail(t('podcastManager.edit.fixErrors'), { title: t('podcastManager.edit.titleRequired') });
      setRefused((count) => count + 1);
      return;
    }
    void save({ title: title.trim(), description: description.trim() });
  }

  return (
    <form ref={formRef} className="kora-creator-podcast__edit" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{t('podcastManager.edit.heading')}</h3>
      <TitleDescriptionFields
        titleLabel={t('podcastManager.edit.title')}
        descriptionLabel={t('podcastManager.edit.description')}
        title={title}
        description={description}
        onTitleChange={setTitle}
        onDescriptionChange={setDescription}
        errors={form.fieldErrors}
      />
      {form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>}
      <div>
        <SubmitButton submitting={form.submitting}>{t('podcastManager.edit.save')}</SubmitButton>
      </div>
    </form>
  );
}
