import { Modal, useTranslation } from '@kora/shared';
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
    <Modal open={open} onClose={onCancel} title={t('myReleases.deleteTitle')} closeDisabled={deleting}>
      <p>{t('myReleases.deleteQuestion', { title: release.title })}</p>
      <p>{t(release.salesCount > 0 ? 'myReleases.deleteWithSales' : 'myReleases.deleteWithoutSales')}</p>
      <div className="kora-creator-releases__dialog-actions">
        <button type="button" className="kora-button" onClick={onCancel} disabled={deleting}>
          {t('myReleases.cancel')}
        </button>
        <button
          type="button"
          className="kora-button kora-button--accent"
          onClick={onConfirm}
          disabled={deleting}
          aria-busy={deleting || undefined}
        >
          {t('myReleases.confirmDelete')}
        </button>
      </div>
    </Modal>
  );
}
