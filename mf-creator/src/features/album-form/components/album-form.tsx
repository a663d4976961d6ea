import { useState } from 'react';
import { ChoiceRadios, useTranslation, write } from '@kora/shared';
import { UPLOAD_RULES } from '@kora/shared/validation';
import { ALBUM_TYPES, CREATOR_LIMITS, type AlbumType } from '@kora/shared/contracts';
import { createAlbumRelease } from '@kora/shared/contracts/endpoints';
import { UploadField } from '../../../common/upload/upload-field';
import { ReleaseBasicsFields } from '../../../common/releases/components/release-basics-fields';
import { ReleaseFormShell } from '../../../common/releases/components/release-form-shell';
import { DraftChoice } from '../../../common/releases/components/draft-choice';
import { useReleaseCreation } from '../../../common/releases/hooks/use-release-creation';
import { useReleaseForm } from '../../../common/releases/hooks/use-release-form';
import { basicsRequest, emptyBasics, type ReleaseBasics } from '../../../common/releases/lib/release-basics';
import { useAlbumRows } from '../hooks/use-album-rows';
import { albumProblems, rowProblemKey } from '../lib/album-problems';
import { completeRows, tracksToSend, type AlbumRow } from '../lib/album-rows';
import { AlbumTracks } from './album-tracks';
import './album-form.css';

/** An album's default price (the form's; the spec sets none). */
const ALBUM_DEFAULT_PRICE = '9.99';

/** An album or EP: its details, its cover, and its track rows, of which only the complete ones are sent. */
export function AlbumForm({ artist }: { artist: string | null }) {
  const { t } = useTranslation('creator');
  const [basics, setBasics] = useState<ReleaseBasics>(() => emptyBasics(ALBUM_DEFAULT_PRICE));
  const [albumType, setAlbumType] = useState<AlbumType>('album');
  const [coverUrl, setCoverUrl] = useState<string | null>(null);
  const tracks = useAlbumRows();
  // The row each sent track came from, to put the server's `tracks.N.…` violations on their row.
  const [sentKeys, setSentKeys] = useState<number[]>([]);
  const state = useReleaseForm();
  const create = useReleaseCreation(state.form);
  const errors = state.form.fieldErrors;
  const updateBasics = (patch: Partial<ReleaseBasics>) => setBasics((current) => ({ ...current, ...patch }));

  const errorsOf = (row: AlbumRow) => {
    const sent = sentKeys.indexOf(row.key);
    const of = (field: 'title' | 'duration' | 'audioFileUrl') =>
      errors[rowProblemKey(row, field)] ?? (sent >= 0 ? errors[`tracks.${sent}.${field}`] : undefined);
    return { title: of('title'), duration: of('duration'), audioFileUrl: of('audioFileUrl') };
  };

  function submit() {
    const problems = albumProblems(basics, tracks.rows, {
      titleRequired: t('albumForm.titleRequired'),
      priceInvalid: t('releases.problems.priceInvalid'),
      priceTooHigh: t('releases.problems.priceTooHigh', { max: CREATOR_LIMITS.maxPrice }),
      tracksRequired: t('albumForm.tracksRequired'),
      durationInvalid: t('albumForm.trackDurationInvalid'),
    });
    if (!state.ready(problems)) return;
    setSentKeys(completeRows(tracks.rows).map((row) => row.key));
    const body = {
      ...basicsRequest(basics, artist),
      albumType,
      ...(coverUrl ? { coverImageUrl: coverUrl } : {}),
      tracks: tracksToSend(tracks.rows),
    };
    void create(() => write(createAlbumRelease, { body }), t('albumForm.failure'));
  }

  return (
    <ReleaseFormShell state={state} onSubmit={submit} submitLabel={t('albumForm.submit')}>
      <ReleaseBasicsFields
        values={basics}
        onChange={updateBasics}
        errors={errors}
        artist={artist}
        titleLabel={t('albumForm.title')}
      />
      <ChoiceRadios
        legend={t('albumForm.albumType')}
        name="albumType"
        options={ALBUM_TYPES}
        value={albumType}
        onChange={setAlbumType}
        labelOf={(type) => t(`releases.types.${type}`)}
      />
      <UploadField
        kind="image"
        label={t('releases.fields.cover')}
        hint={t('releases.fields.coverHint', { max: UPLOAD_RULES.image.maxMegabytes })}
        preview="image"
        dropZone
        onUploaded={setCoverUrl}
        error={errors.coverImageUrl}
      />
      <AlbumTracks tracks={tracks} errorsOf={errorsOf} error={errors.tracks} />
      <DraftChoice checked={basics.draft} onChange={(draft) => updateBasics({ draft })} />
    </ReleaseFormShell>
  );
}
