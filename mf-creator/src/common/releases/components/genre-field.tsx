import { SelectField, useTranslation } from '@kora/shared';
import { CREATOR_GENRES, type CreatorGenre } from '@kora/shared/contracts';

/** The ten genres of the release forms, in their order, with translated names. */
export function GenreField({
  value,
  onChange,
  error,
}: {
  value: CreatorGenre;
  onChange: (genre: CreatorGenre) => void;
  error?: string;
}) {
  const { t } = useTranslation('creator');
  const options = CREATOR_GENRES.map((genre) => ({ value: genre, label: t(`releases.genres.${genre}`) }));
  return (
    <SelectField label={t('releases.fields.genre')} value={value} options={options} onChange={onChange} error={error} />
  );
}
