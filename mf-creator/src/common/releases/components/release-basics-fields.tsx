import { TextField, useTranslation, type FieldErrors } from '@kora/shared';
import type { ReleaseBasics } from '../lib/release-basics';
import { DescriptionField } from './description-field';
import { GenreField } from './genre-field';
import { PriceField, ReleaseDateField, TitleField } from './short-fields';

interface ReleaseBasicsFieldsProps {
  values: ReleaseBasics;
  onChange: (patch: Partial<ReleaseBasics>) => void;
  errors: FieldErrors;
  /** The artist the release is filed under; shown, never edited. */
  artist: string | null;
  titleLabel: string;
}

/** Title, artist, genre, description, release date and price: the fields the single and album forms share. */
export function ReleaseBasicsFields({ values, onChange, errors, artist, titleLabel }: ReleaseBasicsFieldsProps) {
  const { t } = useTranslation('creator');
  return (
    <>
      <TitleField
        label={titleLabel}
        value={values.title}
        onChange={(title) => onChange({ title })}
        error={errors.title}
      />
      <TextField
        label={t('releases.fields.artist')}
        value={artist ?? ''}
        readOnly
        hint={t('releases.fields.artistHint')}
        error={errors.artist}
      />
      <GenreField value={values.genre} onChange={(genre) => onChange({ genre })} error={errors.genre} />
      <DescriptionField
        value={values.description}
        onChange={(description) => onChange({ description })}
        error={errors.description}
      />
      <div className="kora-creator-form__row">
        <ReleaseDateField
          value={values.releaseDate}
          onChange={(releaseDate) => onChange({ releaseDate })}
          error={errors.releaseDate}
        />
        <PriceField value={values.price} onChange={(price) => onChange({ price })} error={errors.price} />
      </div>
    </>
  );
}
