import { removeSignedInKeys } from '../stores/storage';
import {
  rememberedMobileMoneyPayer,
  rememberedPaymentMethod,
  rememberMobileMoneyPayer,
  rememberPaymentMethod,
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
