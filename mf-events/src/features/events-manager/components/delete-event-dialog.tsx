import { ConfirmDialog, useTranslation } from '@kora/shared';

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
    <ConfirmDialog
      open={open}
      title={t('manager.deleteTitle')}
      cancelLabel={t('manager.cancel')}
      confirmLabel={t('manager.confirmDelete')}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('manager.deleteQuestion', { title })}</p>
      <p>{t('manager.deleteRefunds')}</p>
    </ConfirmDialog>
  );
}
