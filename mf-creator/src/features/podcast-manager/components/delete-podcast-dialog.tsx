import { ConfirmDialog, errorText, useTranslation } from '@kora/shared';
import type { Podcast } from '@kora/shared/contracts';
import { useDeletePodcast } from '../hooks/use-delete-podcast';

interface DeletePodcastDialogProps {
  podcast: Podcast;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** The confirm prompt before deleting a podcast and its episodes; a refusal is said inside it. */
export function DeletePodcastDialog({ podcast, open, onClose, onDeleted }: DeletePodcastDialogProps) {
  const { t } = useTranslation('creator');
  const deletion = useDeletePodcast(podcast.id, onDeleted);
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('podcastManager.delete.title')}
      cancelLabel={t('podcastManager.delete.cancel')}
      confirmLabel={t('podcastManager.delete.confirm')}
      busy={deletion.isPending}
      onCancel={close}
      onConfirm={() => deletion.mutate()}
    >
      <p>{t('podcastManager.delete.question', { title: podcast.title })}</p>
      {deletion.isError && (
        <p className="kora-field__error" role="alert">
          {errorText(deletion.error, t('podcastManager.delete.error'))}
        </p>
      )}
    </ConfirmDialog>
  );
}
