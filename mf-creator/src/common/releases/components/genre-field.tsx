import { SelectField, useCommonTranslation, useTranslation } from '@kora/shared';
import { GENRES, type Genre } from '@kora/shared/contracts';

/** Every genre of the genre table, named in the reader's language, in the table's order. */
export function GenreField({
  value,
  onChange,
  error,
}: {
  value: Genre;
  onChange: (genre: Genre) => void;
  error?: string;
}) {
  const { t } = useTranslation('creator');
  const { t: common } = useCommonTranslation();
  const options = GENRES.map((genre) => ({ value: genre, label: common(`genres.${genre}`) }));
  return (
    <SelectField label={t('releases.fields.genre')} value={value} options={options} onChange={onChange} error={error} />
  );
}
