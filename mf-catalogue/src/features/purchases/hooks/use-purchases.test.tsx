import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { useToastStore } from '@kora/shared';
import {
  answerApi,
  loadTexts,
  networkSettled,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { notePendingMobileMoneyPayment, rememberedMobileMoneyPayer } from '@kora/shared/payment-choice';
import { postCall } from '../../../test/api';
import { translations } from '../../../locales';
import { PaymentSuccessAlert } from '../components/payment-success-alert';
import { isRecentlyPaid, RECENTLY_PAID_MS } from '../lib/unlocked-tracks';
import { usePurchases } from './use-purchases';
import { useTrackAccess } from './use-track-access';

function ReleaseScreen() {
  const { paidTrackId, dismissPaymentAlert } = usePurchases();
  const access = useTrackAccess(41);
  const location = useLocation();
  return (
    <>
      {paidTrackId !== null && <PaymentSuccessAlert onDismiss={dismissPaymentAlert} />}
      <p>adresse {location.pathname + location.search}</p>
      <p>
        accès {access.canDownload === null ? 'inconnu' : String(access.canDownload)} {access.reason}
      </p>
    </>
  );
}

const sync = (canDownload: boolean) => ({
  success: true,
  trackId: 41,
  purchasedTracks: [41],
  downloadedTracks: canDownload ? [] : [41],
  canDownload,
  reason: canDownload ? 'can_download' : 'already_downloaded',
});
const state = (canDownload: boolean) => ({
  trackId: 41,
  canDownload,
  reason: canDownload ? 'can_download' : 'already_downloaded',
  purchased: true,
  unlimited: false,
  remainingDownloads: canDownload ? 1 : 0,
});

startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeEach(() => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
});

const returnFromPayment = () =>
  renderScreen(<ReleaseScreen />, { path: '/release/:id', at: '/release/4?payment_success=true&track_id=41' });

it('after a card payment: success alert, recently paid, downloaded flag cleared, resync, address cleaned', async () => {
  signInAs('lea.martin');
  localStorage.setItem('unlockedTracks', JSON.stringify({ 41: 'downloaded', 7: 'downloaded' }));
  const calls = answerApi({
    '/user/track/41/can-download': state(true),
    'POST /user/track/41/sync-download-status': sync(true),
    // Records any other call, so the test can say no reset was asked for.
    'POST /*': UNREACHABLE,
  });
  returnFromPayment();
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Paiement réussi ! Votre morceau est débloqué : vous pouvez le télécharger.',
  );
  expect(useToastStore.getState().toasts[0]).toMatchObject({ kind: 'success' });
  expect(isRecentlyPaid(41)).toBe(true);
  expect(isRecentlyPaid(41, Date.now() + RECENTLY_PAID_MS + 1)).toBe(false);
  expect(JSON.parse(localStorage.getItem('unlockedTracks') ?? '{}')).toEqual({ 41: 'unlocked', 7: 'downloaded' });
  expect(screen.getByText('adresse /release/4')).toBeInTheDocument();
  await waitFor(() => expect(calls).toContainEqual(postCall('/user/track/41/sync-download-status', { trackId: 41 })));
  await networkSettled();
  expect(calls.filter((call) => call.path === '/user/track/41/force-reset-download')).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('asks for a reset of the download right when the server does not allow it yet, then asks again', async () => {
  signInAs('lea.martin');
  let allowed = false;
  const calls = answerApi({
    '/user/track/41/can-download': () => state(allowed),
    'POST /user/track/41/sync-download-status': sync(false),
    'POST /user/track/41/force-reset-download': () => {
      allowed = true;
      return { success: true, trackId: 41, reset: true, canDownload: true, reason: 'can_download' };
    },
  });
  returnFromPayment();
  await waitFor(() => expect(calls).toContainEqual(postCall('/user/track/41/force-reset-download', { trackId: 41 })));
  expect(await screen.findByText('accès true can_download')).toBeInTheDocument();
});

it('a track marked unlocked here that the server says was downloaded is resynced; a failed reset says so', async () => {
  signInAs('lea.martin');
  localStorage.setItem('unlockedTracks', JSON.stringify({ 41: 'unlocked' }));
  const calls = answerApi({
    '/user/track/41/can-download': state(false),
    'POST /user/track/41/sync-download-status': sync(false),
    'POST /user/track/41/force-reset-download': new Error('refusé'),
  });
  renderScreen(<ReleaseScreen />, { path: '/release/:id', at: '/release/4' });
  expect(await screen.findByText('accès false reset_failed')).toBeInTheDocument();
  expect(calls).toContainEqual(postCall('/user/track/41/sync-download-status', { trackId: 41 }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('a visitor gets no_token without calling the server', async () => {
  const calls = answerApi({ '/*': UNREACHABLE });
  renderScreen(<ReleaseScreen />, { path: '/release/:id', at: '/release/4' });
  expect(await screen.findByText('accès false no_token')).toBeInTheDocument();
  await networkSettled();
  expect(calls).toEqual([]);
});

it('back from a mobile-money payment, keeps the operator and the masked number the provider reported', async () => {
  signInAs('lea.martin');
  notePendingMobileMoneyPayment('mm_41');
  answerApi({
    '/user/track/41/can-download': state(true),
    'POST /user/track/41/sync-download-status': sync(true),
    '/check-payment-status/mm_41': {
      sessionId: 'mm_41',
      purpose: 'track',
      status: 'paid',
      paid: true,
      trackId: 41,
      albumId: null,
      method: 'mobile_money',
      operator: 'mtn',
      maskedPhone: '+225 07 •• •• •• 01',
      amountXof: 1306,
    },
  });
  returnFromPayment();
  await waitFor(() =>
    expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'mtn', maskedPhone: '+225 07 •• •• •• 01' }),
  );
});
