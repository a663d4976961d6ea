import { Link } from 'react-router-dom';
import { useSignInHere } from '@kora/shared/remote-app';
import { usePurchaseTexts } from '../lib/purchase-texts';

/** What a visitor sees in the purchase modal instead of the payment choice: sign in first, then come back here. */
export function SignInToBuy({ album, onLeave }: { album: boolean; onLeave: () => void }) {
  const { t } = usePurchaseTexts();
  const signInHere = useSignInHere();
  return (
    <div className="kora-purchase-modal__sign-in">
      <p>{t(album ? 'signInToBuyAlbum' : 'signInToBuy')}</p>
      <Link className="kora-button kora-button--accent" to={signInHere} onClick={onLeave}>
        {t('signIn')}
      </Link>
    </div>
  );
}
