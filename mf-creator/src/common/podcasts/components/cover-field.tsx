import { useTranslation } from '@kora/shared';
import { UPLOAD_RULES } from '@kora/shared/validation';
import { UploadField } from '../../upload/upload-field';

interface CoverFieldProps {
  label: string;
  /** Said before the accepted types and size ("Sans image, l'épisode reprend celle de son podcast."). */
  note?: string;
  onUploaded: (url: string | null) => void;
  error?: string | null;
}

/** A podcast's or an episode's cover: dropped or picked, sent at once, then shown. */
export function CoverField({ label, note, onUploaded, error }: CoverFieldProps) {
  const { t } = useTranslation('creator');
  const rule = t('podcasts.imageHint', { max: UPLOAD_RULES.image.maxMegabytes });
  return (
    <UploadField
      kind="image"
      label={label}
      hint={note ? `${note} ${rule}` : rule}
      onUploaded={onUploaded}
      dropZone
      preview="image"
      error={error}
    />
  );
}
