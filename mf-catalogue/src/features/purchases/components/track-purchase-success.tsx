import { DialogActions, href, Modal } from '@kora/shared';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePurchaseTexts } from '../lib/purchase-texts';

/**
 * `/track/success?release_id=…&track_id=…&track_title=…`: the purchase success modal, with links home
 * and to the release. Closing it goes home.
 */
export function TrackPurchaseSuccess() {
  const { t } = usePurchaseTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const releaseId = Number(params.get('release_id'));
  const title = params.get('track_title')?.trim();
  const hasRelease = Number.isInteger(releaseId) && releaseId > 0;
  return (
    <Modal open onClose={() => navigate(href('home'))} title={t('successTitle')} className="kora-purchase-success">
      <p>{title ? t('successText', { title }) : t('successTextUntitled')}</p>
      <DialogActions
        secondary={
          <Link className="kora-button" to={href('home')}>
            {t('backHome')}
          </Link>
        }
        primary={
          hasRelease && (
            <Link className="kora-button kora-button--accent" to={href('release', { id: releaseId })}>
              {t('toRelease')}
            </Link>
          )
        }
      />
    </Modal>
  );
}
