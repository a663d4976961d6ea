import { ConfirmDialog, useTranslation } from '@kora/shared';
import type { CreatorRelease } from '@kora/shared/contracts';

interface DeleteReleaseDialogProps {
  release: CreatorRelease;
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm prompt before deleting: says what happens to a release that has sales. */
export function DeleteReleaseDialog({ release, open, deleting, onCancel, onConfirm }: DeleteReleaseDialogProps) {
  const { t } = useTranslation('creator');
  return (
    <ConfirmDialog
      open={open}
      title={t('myReleases.deleteTitle')}
      cancelLabel={t('myReleases.cancel')}
      confirmLabel={t('myReleases.confirmDelete')}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('myReleases.deleteQuestion', { title: release.title })}</p>
      <p>{t(release.salesCount > 0 ? 'myReleases.deleteWithSales' : 'myReleases.deleteWithoutSales')}</p>
    </ConfirmDialog>
  );
}
