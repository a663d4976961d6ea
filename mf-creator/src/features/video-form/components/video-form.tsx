import { useState } from 'react';
import { ChoiceRadios, useTranslation, write } from '@kora/shared';
import { UPLOAD_RULES } from '@kora/shared/validation';
import { VIDEO_QUALITIES } from '@kora/shared/contracts';
import { createVideoRelease } from '@kora/shared/contracts/endpoints';
import { UploadField } from '../../../common/upload/upload-field';
import { DescriptionField } from '../../../common/releases/components/description-field';
import { DraftChoice } from '../../../common/releases/components/draft-choice';
import { ReleaseFormShell } from '../../../common/releases/components/release-form-shell';
import { ReleaseDateField, SecondsField, TitleField } from '../../../common/releases/components/short-fields';
import { useReleaseCreation } from '../../../common/releases/hooks/use-release-creation';
import { useReleaseForm } from '../../../common/releases/hooks/use-release-form';
import { emptyVideo, isImage, isVideo, toVideoRequest, videoProblems, type VideoDraft } from '../lib/video-draft';

/** A video clip: its details, its video file and thumbnail sent as soon as they are chosen, then the create call. */
export function VideoForm() {
  const { t } = useTranslation('creator');
  const [draft, setDraft] = useState<VideoDraft>(emptyVideo);
  const state = useReleaseForm();
  const create = useReleaseCreation(state.form);
  const errors = state.form.fieldErrors;
  const update = (patch: Partial<VideoDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit() {
    const problems = videoProblems(draft, {
      titleRequired: t('videoForm.titleRequired'),
      durationInvalid: t('videoForm.durationInvalid'),
      videoRequired: t('videoForm.videoRequired'),
    });
    if (!state.ready(problems)) return;
    const body = toVideoRequest(draft);
    void create(() => write(createVideoRelease, { body }), t('videoForm.failure'));
  }

  return (
    <ReleaseFormShell state={state} onSubmit={submit} submitLabel={t('videoForm.submit')}>
      <TitleField value={draft.title} onChange={(title) => update({ title })} error={errors.title} />
      <DescriptionField
        value={draft.description}
        onChange={(description) => update({ description })}
        error={errors.description}
      />
      <div className="kora-creator-form__row">
        <ReleaseDateField
          value={draft.releaseDate}
          onChange={(releaseDate) => update({ releaseDate })}
          error={errors.releaseDate}
        />
        <SecondsField
          label={t('videoForm.duration')}
          hint={t('videoForm.durationHint')}
          value={draft.duration}
          onChange={(duration) => update({ duration })}
          error={errors.duration}
        />
      </div>
      <UploadField
        kind="video"
        label={t('videoForm.video')}
        hint={t('videoForm.videoHint', { max: UPLOAD_RULES.video.maxMegabytes })}
        refuse={(file) => (isVideo(file) ? null : t('videoForm.notAVideo'))}
        failureText={t('videoForm.videoUploadError')}
        onUploaded={(videoUrl) => update({ videoUrl })}
        error={errors.videoFileUrl}
      />
      <UploadField
        kind="image"
        label={t('videoForm.thumbnail')}
        hint={t('videoForm.thumbnailHint', { max: UPLOAD_RULES.image.maxMegabytes })}
        preview="image"
        refuse={(file) => (isImage(file) ? null : t('videoForm.thumbnailNotImage'))}
        failureText={t('videoForm.thumbnailUploadError')}
        onUploaded={(thumbnailUrl) => update({ thumbnailUrl })}
        error={errors.thumbnailUrl}
      />
      <ChoiceRadios
        legend={t('videoForm.quality')}
        name="quality"
        options={VIDEO_QUALITIES}
        value={draft.quality}
        onChange={(quality) => update({ quality })}
        labelOf={(quality) => quality}
      />
      <DraftChoice checked={draft.draft} onChange={(isDraft) => update({ draft: isDraft })} />
    </ReleaseFormShell>
  );
}
