import { useState } from 'react';
import { useTranslation, write } from '@kora/shared';
import { UPLOAD_RULES } from '@kora/shared/validation';
import { CREATOR_LIMITS } from '@kora/shared/contracts';
import { createSingleRelease } from '@kora/shared/contracts/endpoints';
import { UploadField } from '../../../common/upload/upload-field';
import { ReleaseBasicsFields } from '../../../common/releases/components/release-basics-fields';
import { ReleaseFormShell } from '../../../common/releases/components/release-form-shell';
import { SecondsField } from '../../../common/releases/components/short-fields';
import { DraftChoice } from '../../../common/releases/components/draft-choice';
import { useReleaseCreation } from '../../../common/releases/hooks/use-release-creation';
import { useReleaseForm } from '../../../common/releases/hooks/use-release-form';
import { emptySingle, singleProblems, toSingleRequest, type SingleDraft } from '../lib/single-draft';

/** A single: its details, its audio file and cover sent as soon as they are chosen, then the create call. */
export function SingleForm({ artist }: { artist: string | null }) {
  const { t } = useTranslation('creator');
  const [draft, setDraft] = useState<SingleDraft>(emptySingle);
  const state = useReleaseForm();
  const create = useReleaseCreation(state.form);
  const errors = state.form.fieldErrors;
  const update = (patch: Partial<SingleDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit() {
    const problems = singleProblems(draft, {
      titleRequired: t('singleForm.titleRequired'),
      priceInvalid: t('releases.problems.priceInvalid'),
      priceTooHigh: t('releases.problems.priceTooHigh', { max: CREATOR_LIMITS.maxPrice }),
      audioRequired: t('singleForm.audioRequired'),
      durationInvalid: t('singleForm.durationInvalid'),
    });
    if (!state.ready(problems)) return;
    const body = toSingleRequest(draft, artist);
    void create(() => write(createSingleRelease, { body }), t('singleForm.failure'));
  }

  return (
    <ReleaseFormShell state={state} onSubmit={submit} submitLabel={t('singleForm.submit')}>
      <ReleaseBasicsFields
        values={draft}
        onChange={update}
        errors={errors}
        artist={artist}
        titleLabel={t('releases.fields.title')}
      />
      <SecondsField
        label={t('singleForm.duration')}
        hint={t('singleForm.durationHint')}
        value={draft.duration}
        onChange={(duration) => update({ duration })}
        error={errors.duration}
      />
      <UploadField
        kind="audio"
        label={t('singleForm.audio')}
        hint={t('singleForm.audioHint', { max: UPLOAD_RULES.audio.maxMegabytes })}
        onUploaded={(audioUrl) => update({ audioUrl })}
        error={errors.audioFileUrl}
      />
      <UploadField
        kind="image"
        label={t('releases.fields.cover')}
        hint={t('releases.fields.coverHint', { max: UPLOAD_RULES.image.maxMegabytes })}
        preview="image"
        dropZone
        onUploaded={(coverUrl) => update({ coverUrl })}
        error={errors.coverImageUrl}
      />
      <DraftChoice checked={draft.draft} onChange={(isDraft) => update({ draft: isDraft })} />
    </ReleaseFormShell>
  );
}
