import { errorText, Modal, useTranslation } from '@kora/shared';
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
  const deleting = deletion.isPending;
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={t('podcastManager.delete.title')} closeDisabled={deleting}>
      <p>{t('podcastManager.delete.question', { title: podcast.title })}</p>
      {deletion.isError && (
        <p className="kora-field__error" role="alert">
          {errorText(deletion.error, t('podcastManager.delete.error'))}
        </p>
      )}
      <div className="kora-creator-podcasts__dialog-actions">
        <button type="button" className="kora-button" onClick={close} disabled={deleting}>
          {t('podcastManager.delete.cancel')}
        </button>
        <button
          type="button"
          className="kora-button kora-button--accent"
          onClick={() => deletion.mutate()}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          {t('podcastManager.delete.confirm')}
        </button>
      </div>
    </Modal>
  );
}
