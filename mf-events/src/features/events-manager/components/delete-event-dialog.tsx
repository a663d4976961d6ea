import { Modal, useTranslation } from '@kora/shared';

interface DeleteEventDialogProps {
  title: string;
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm prompt before deleting: says what happens to a published event whose tickets are sold. */
export function DeleteEventDialog({ title, open, deleting, onCancel, onConfirm }: DeleteEventDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal open={open} onClose={onCancel} title={t('manager.deleteTitle')} closeDisabled={deleting}>
      <p>{t('manager.deleteQuestion', { title })}</p>
      <p>{t('manager.deleteRefunds')}</p>
      <div className="kora-my-events__dialog-actions">
        <button type="button" className="kora-button" onClick={onCancel} disabled={deleting}>
          {t('manager.cancel')}
        </button>
        <button
          type="button"
          className="kora-button kora-button--accent"
          onClick={onConfirm}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          {t('manager.confirmDelete')}
        </button>
      </div>
    </Modal>
  );
}
