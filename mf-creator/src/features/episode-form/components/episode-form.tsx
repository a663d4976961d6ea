import { useState, type FormEvent } from 'react';
import { FormMessage, SelectField, SubmitButton, useTranslation } from '@kora/shared';
import { UPLOAD_RULES } from '@kora/shared/validation';
import type { Podcast } from '@kora/shared/contracts';
import { CoverField } from '../../../common/podcasts/components/cover-field';
import { DraftNote } from '../../../common/podcasts/components/draft-note';
import { TitleDescriptionFields } from '../../../common/podcasts/components/title-description-fields';
import { UploadField } from '../../../common/upload/upload-field';
import { UploadActivity, UploadsBusyNote, useUploadActivity } from '../../../common/upload/upload-activity';
import { useCreateEpisode } from '../hooks/use-create-episode';

interface EpisodeFormProps {
  podcasts: readonly Podcast[];
  /** The podcast named in the address, chosen already. */
  initialPodcastId?: string;
}

/** A new episode of one of the creator's podcasts: title, podcast and audio required, cover optional. */
export function EpisodeForm({ podcasts, initialPodcastId }: EpisodeFormProps) {
  const { t } = useTranslation('creator');
  const [podcastId, setPodcastId] = useState(initialPodcastId ?? '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [audio, setAudio] = useState<string | null>(null);
  const [cover, setCover] = useState<string | null>(null);
  const uploads = useUploadActivity();
  const { form, create } = useCreateEpisode();

  const options = [
    { value: '', label: t('episodeForm.choosePodcast') },
    ...podcasts.map((podcast) => ({ value: String(podcast.id), label: podcast.title })),
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !podcastId || !audio) return form.fail(t('episodeForm.errors.required'));
    void create({
      title: title.trim(),
      description: description.trim() || undefined,
      podcastId: Number(podcastId),
      audioFile: audio,
      coverImage: cover ?? undefined,
    });
  }

  return (
    <form className="kora-creator-episode-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('episodeForm.podcast')}
        value={podcastId}
        options={options}
        onChange={setPodcastId}
        error={form.fieldErrors.podcastId}
      />
      <TitleDescriptionFields
        titleLabel={t('episodeForm.title')}
        descriptionLabel={t('episodeForm.description')}
        title={title}
        description={description}
        onTitleChange={setTitle}
        onDescriptionChange={setDescription}
        errors={form.fieldErrors}
      />
      <UploadActivity report={uploads.report}>
        <UploadField
          kind="episode"
          label={t('episodeForm.audio')}
          hint={t('episodeForm.audioHint', { max: UPLOAD_RULES.episode.maxMegabytes })}
          onUploaded={setAudio}
          error={form.fieldErrors.audioFile}
        />
        <CoverField
          label={t('episodeForm.cover')}
          note={t('episodeForm.coverFallback')}
          onUploaded={setCover}
          error={form.fieldErrors.coverImage}
        />
      </UploadActivity>
      <DraftNote>{t('episodeForm.draftNote')}</DraftNote>
      {form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>}
      <UploadsBusyNote busy={uploads.busy} />
      <div className="kora-creator-episode-form__actions">
        <SubmitButton submitting={form.submitting || uploads.busy}>{t('episodeForm.submit')}</SubmitButton>
      </div>
    </form>
  );
}
