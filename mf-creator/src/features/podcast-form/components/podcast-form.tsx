import { useState, type FormEvent } from 'react';
import { FormMessage, useTranslation } from '@kora/shared';
import { CoverField } from '../../../common/podcasts/components/cover-field';
import { DraftNote } from '../../../common/podcasts/components/draft-note';
import { TitleDescriptionFields } from '../../../common/podcasts/components/title-description-fields';
import { UploadActivity, UploadsBusyNote, useUploadActivity } from '../../../common/upload/upload-activity';
import { useCreatePodcast } from '../hooks/use-create-podcast';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';

/** Title (required), description and cover of a new podcast, created as a draft. */
export function PodcastForm() {
  const { t } = useTranslation('creator');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [cover, setCover] = useState<string | null>(null);
  const uploads = useUploadActivity();
  const signedIn = useSignInRedirect();
  const { form, create } = useCreatePodcast();
  const blank = title.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || !signedIn || uploads.busy) return;
    void create({
      title: title.trim(),
      description: description.trim() || undefined,
      coverImage: cover ?? undefined,
    });
  }

  return (
    <form className="kora-creator-podcast-form" onSubmit={submit} noValidate>
      <TitleDescriptionFields
        titleLabel={t('podcastForm.title')}
        descriptionLabel={t('podcastForm.description')}
        title={title}
        description={description}
        onTitleChange={setTitle}
        onDescriptionChange={setDescription}
        errors={form.fieldErrors}
      />
      <UploadActivity report={uploads.report}>
        <CoverField label={t('podcastForm.cover')} onUploaded={setCover} error={form.fieldErrors.coverImage} />
      </UploadActivity>
      <DraftNote>{t('podcastForm.draftNote')}</DraftNote>
      {!signedIn && <FormMessage kind="error">{t('podcastForm.errors.missingToken')}</FormMessage>}
      {form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>}
      <UploadsBusyNote busy={uploads.busy} />
      <div className="kora-creator-podcast-form__actions">
        <button
          type="submit"
          className="kora-button kora-button--accent"
          disabled={blank || !signedIn || uploads.busy || form.submitting}
          aria-busy={form.submitting || undefined}
        >
          {t('podcastForm.submit')}
        </button>
      </div>
    </form>
  );
}
