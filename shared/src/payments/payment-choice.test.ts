import { removeSignedInKeys } from '../stores/storage';
import {
  notePendingMobileMoneyPayment,
  rememberPayerOfPendingPayment,
  rememberedMobileMoneyPayer,
  rememberedPaymentMethod,
  rememberMobileMoneyPayer,
  rememberPaymentChoice,
  rememberedOperator,
  rememberPaymentMethod,
  takePendingMobileMoneyPayment,
} from './payment-choice';

beforeEach(() => localStorage.clear());

test('a device that never paid is offered the card', () => {
  expect(rememberedPaymentMethod()).toBe('card');
  expect(rememberedMobileMoneyPayer()).toBeNull();
});

test('the method chosen last is offered first, and a value it does not know falls back to the card', () => {
  rememberPaymentMethod('mobile_money');
  expect(rememberedPaymentMethod()).toBe('mobile_money');
  localStorage.setItem('kora.paymentMethod', 'paypal');
  expect(rememberedPaymentMethod()).toBe('card');
});

test('the last payer is kept as the provider masked it, and forgotten at sign-out', () => {
  rememberMobileMoneyPayer({ operator: 'mtn', maskedPhone: '+225 07 •• •• •• 01' });
  expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'mtn', maskedPhone: '+225 07 •• •• •• 01' });
  removeSignedInKeys();
  expect(rememberedMobileMoneyPayer()).toBeNull();
});

test('details without an operator (a card payment) change nothing, and a tampered value is ignored', () => {
  rememberMobileMoneyPayer({ operator: 'wave', maskedPhone: null });
  rememberMobileMoneyPayer({ operator: null, maskedPhone: '+225 07 •• •• •• 09' });
  expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'wave', maskedPhone: null });
  localStorage.setItem('kora.signed-in.mobileMoneyPayer', JSON.stringify({ operator: 'paypal', maskedPhone: 1 }));
  expect(rememberedMobileMoneyPayer()).toBeNull();
});

test('a payment left for the provider’s page is answered once when the payer comes back', () => {
  notePendingMobileMoneyPayment('mm_123');
  expect(takePendingMobileMoneyPayment()).toBe('mm_123');
  expect(takePendingMobileMoneyPayment()).toBeNull();
});

test('an operator chosen in a form is offered next time; the number stays only with its own operator', () => {
  rememberMobileMoneyPayer({ operator: 'orange', maskedPhone: '+225 07 •• •• •• 01' });
  rememberPaymentChoice('mobile_money', 'orange');
  expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'orange', maskedPhone: '+225 07 •• •• •• 01' });
  rememberPaymentChoice('mobile_money', 'wave');
  expect(rememberedOperator()).toBe('wave');
  expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'wave', maskedPhone: null });
  rememberPaymentChoice('card');
  expect(rememberedPaymentMethod()).toBe('card');
  expect(rememberedOperator()).toBe('wave');
});

test('back from the provider, the payer of the noted payment is asked about once and kept', async () => {
  const ask = jest.fn(async () => ({ operator: 'orange' as const, maskedPhone: '+225 07 •• •• •• 01' }));
  notePendingMobileMoneyPayment('mm_9');
  await rememberPayerOfPendingPayment(ask);
  await rememberPayerOfPendingPayment(ask);
  expect(ask).toHaveBeenCalledTimes(1);
  expect(ask).toHaveBeenCalledWith('mm_9');
  expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'orange', maskedPhone: '+225 07 •• •• •• 01' });
});

test('a status that cannot be asked leaves what was known', async () => {
  rememberMobileMoneyPayer({ operator: 'mtn', maskedPhone: null });
  notePendingMobileMoneyPayment('mm_10');
  await rememberPayerOfPendingPayment(() => Promise.reject(new Error('offline')));
  expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'mtn', maskedPhone: null });
});
