import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChoiceRadios, href, useTranslation, write } from '@kora/shared';
import { UPLOAD_RULES } from '@kora/shared/validation';
import { CREATOR_LIMITS, CREATOR_RELEASE_STATUSES, type CreatorReleaseDetail } from '@kora/shared/contracts';
import { updateMyRelease } from '@kora/shared/contracts/endpoints';
import { UploadField } from '../../../common/upload/upload-field';
import { DescriptionField } from '../../../common/releases/components/description-field';
import { GenreField } from '../../../common/releases/components/genre-field';
import { ReleaseFormShell } from '../../../common/releases/components/release-form-shell';
import { PriceField, ReleaseDateField, TitleField } from '../../../common/releases/components/short-fields';
import { useReleaseForm } from '../../../common/releases/hooks/use-release-form';
import { draftFromRelease, editProblems, toUpdateRequest, type EditDraft } from '../lib/edit-draft';

/** A release's own fields (its tracks stay as they are), saved with `PUT /release-creator/{id}`. */
export function ReleaseEditForm({ release }: { release: CreatorReleaseDetail }) {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<EditDraft>(() => draftFromRelease(release));
  const state = useReleaseForm();
  const errors = state.form.fieldErrors;
  const update = (patch: Partial<EditDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function save() {
    const body = toUpdateRequest(draft);
    const saved = await state.form.run(() => write(updateMyRelease, { params: { id: release.id }, body }), {
      failure: t('releaseEdit.failure'),
    });
    if (!saved) return;
    const { title } = saved.answer.release;
    navigate(href('myReleases'), { state: { flash: t('releaseEdit.saved', { title }) } });
  }

  function submit() {
    const problems = editProblems(draft, {
      titleRequired: t('releaseEdit.titleRequired'),
      priceInvalid: t('releases.problems.priceInvalid'),
      priceTooHigh: t('releases.problems.priceTooHigh', { max: CREATOR_LIMITS.maxPrice }),
    });
    if (state.ready(problems)) void save();
  }

  return (
    <ReleaseFormShell
      state={state}
      onSubmit={submit}
      submitLabel={t('releaseEdit.submit')}
      actions={<Link to={href('myReleases')}>{t('releaseEdit.back')}</Link>}
    >
      <TitleField value={draft.title} onChange={(title) => update({ title })} error={errors.title} />
      <GenreField value={draft.genre} onChange={(genre) => update({ genre })} error={errors.genre} />
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
        <PriceField value={draft.price} onChange={(price) => update({ price })} error={errors.price} />
      </div>
      <UploadField
        kind="image"
        label={t('releases.fields.cover')}
        hint={`${t('releases.fields.coverHint', { max: UPLOAD_RULES.image.maxMegabytes })} ${t('releaseEdit.coverKept')}`}
        preview="image"
        dropZone
        initialUrl={release.coverImage}
        onUploaded={(newCoverUrl) => update({ newCoverUrl })}
        error={errors.coverImageUrl}
      />
      <ChoiceRadios
        legend={t('releaseEdit.status')}
        name="status"
        options={CREATOR_RELEASE_STATUSES}
        value={draft.status}
        onChange={(status) => update({ status })}
        labelOf={(status) => t(`releases.status.${status}`)}
      />
    </ReleaseFormShell>
  );
}
