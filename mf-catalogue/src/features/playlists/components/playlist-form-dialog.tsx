import { useState, type FormEvent } from 'react';
import {
  CheckboxField,
  DialogActions,
  errorText,
  FormMessage,
  isApiError,
  Modal,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormValues,
  useSubmit,
  useTranslation,
  write,
} from '@kora/shared';
import type { PlaylistSummary } from '@kora/shared/contracts';
import { createPlaylist, updatePlaylist } from '@kora/shared/contracts/endpoints';
import {
  PLAYLIST_DESCRIPTION_MAX as DESCRIPTION_MAX,
  PLAYLIST_NAME_MAX as NAME_MAX,
} from '@kora/shared/contracts/plain';
import { isPlanLimit } from '../lib/plan-limit';
import { PlanLimitMessage } from './plan-limit-message';
import './playlist-form-dialog.css';

type Saved = (playlist: PlaylistSummary) => void;

/** 'Nouvelle playlist': name, description, public; the plan's limit said with the way to a larger plan. */
export function CreatePlaylistDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated?: Saved;
}) {
  const { t } = useTranslation('catalogue-library');
  return (
    <Modal open={open} onClose={onClose} title={t('playlists.form.createTitle')}>
      <PlaylistForm onClose={onClose} onSaved={onCreated} />
    </Modal>
  );
}

/** 'Renommer': the playlist's name and description. */
export function RenamePlaylistDialog({
  open,
  playlist,
  onClose,
  onRenamed,
}: {
  open: boolean;
  playlist: Pick<PlaylistSummary, 'id' | 'name' | 'description'>;
  onClose: () => void;
  onRenamed?: Saved;
}) {
  const { t } = useTranslation('catalogue-library');
  return (
    <Modal open={open} onClose={onClose} title={t('playlists.form.renameTitle')}>
      <PlaylistForm playlist={playlist} onClose={onClose} onSaved={onRenamed} />
    </Modal>
  );
}

/** Mounted with its dialog, so each opening starts from the playlist as it is (or blank). */
function PlaylistForm({
  playlist,
  onClose,
  onSaved,
}: {
  playlist?: Pick<PlaylistSummary, 'id' | 'name' | 'description'>;
  onClose: () => void;
  onSaved?: Saved;
}) {
  const { t } = useTranslation('catalogue-library');
  const form = useSubmit();
  const { values, setValues, field } = useFormValues(
    { name: playlist?.name ?? '', description: playlist?.description ?? '', public: false },
    form.fieldErrors,
  );
  const creating = !playlist;
  const failure = t(creating ? 'playlists.form.createFailed' : 'playlists.form.renameFailed');
  // The plan's limit comes with the way to a larger plan.
  const [limit, setLimit] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setLimit(null);
    const name = values.name.trim();
    if (!name) return form.fail(t('playlists.form.nameRequired'), { name: t('playlists.form.nameRequired') });
    const description = values.description.trim() || null;
    const result = await form.run(
      () =>
        playlist
          ? write(updatePlaylist, { params: { id: playlist.id }, body: { name, description } })
          : write(createPlaylist, { body: { name, description, public: values.public } }),
      {
        failure: (error) => {
          const text = errorText(error, failure);
          if (isPlanLimit(error)) setLimit(text);
          const violations = isApiError(error) ? (error.violations ?? []) : [];
          return { text, fieldErrors: Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])) };
        },
      },
    );
    if (result) {
      onClose();
      onSaved?.(result.answer);
    }
  }

  return (
    <form className="kora-playlist-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t('playlists.form.name')} {...field('name')} maxLength={NAME_MAX} required autoComplete="off" />
      <TextAreaField
        label={t('playlists.form.description')}
        {...field('description')}
        maxLength={DESCRIPTION_MAX}
        rows={3}
      />
      {creating && (
        <CheckboxField
          label={t('playlists.form.public')}
          hint={t('playlists.form.publicHint')}
          checked={values.public}
          onChange={(checked) => setValues((current) => ({ ...current, public: checked }))}
        />
      )}
      {limit ? (
        <PlanLimitMessage message={limit} />
      ) : (
        form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>
      )}
      <DialogActions
        secondary={
          <button type="button" className="kora-button" onClick={onClose} disabled={form.submitting}>
            {t('playlists.form.cancel')}
          </button>
        }
        primary={
          <SubmitButton submitting={form.submitting}>
            {t(creating ? 'playlists.form.create' : 'playlists.form.save')}
          </SubmitButton>
        }
      />
    </form>
  );
}
