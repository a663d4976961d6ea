import { TextAreaField, TextField, type FieldErrors } from '@kora/shared';
import { CREATOR_LIMITS } from '@kora/shared/contracts';

interface TitleDescriptionFieldsProps {
  titleLabel: string;
  descriptionLabel: string;
  title: string;
  description: string;
  onTitleChange: (title: string) => void;
  onDescriptionChange: (description: string) => void;
  /** The form's errors, by the API's field names. */
  errors: FieldErrors;
}

/** A podcast's or an episode's title (required) and description, within the API's lengths. */
export function TitleDescriptionFields({
  titleLabel,
  descriptionLabel,
  title,
  description,
  onTitleChange,
  onDescriptionChange,
  errors,
}: TitleDescriptionFieldsProps) {
  return (
    <>
      <TextField
        label={titleLabel}
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        maxLength={CREATOR_LIMITS.titleMaxLength}
        error={errors.title}
        required
      />
      <TextAreaField
        label={descriptionLabel}
        value={description}
        onChange={(event) => onDescriptionChange(event.target.value)}
        maxLength={CREATOR_LIMITS.descriptionMaxLength}
        rows={5}
        error={errors.description}
      />
    </>
  );
}
