/**
 * The CinetPay shapes the provider relies on, recorded from CinetPay's documentation
 * (docs.cinetpay.com/api/1.0-fr/checkout/initialisation, …/checkout/verification, …/checkout/notification
 * and …/checkout/hmac). Keys and ids are made up; the field names, codes and value formats are the
 * documented ones. A change of CinetPay's API shows here first.
 */

/** The init call's JSON body (`POST https://api-checkout.cinetpay.com/v2/payment`). */
export const RECORDED_INIT_REQUEST = {
  apikey: 'recorded-api-key-1234567890',
  site_id: '445160',
  transaction_id: 'KORA0123456789ABCDEF01234567',
  amount: 1310,
  currency: 'XOF',
  description: 'Abonnement Kora Premium 1 mois',
  notify_url: 'https://api.kora.example/api/payments/mobile-money/notification',
  return_url: 'https://kora.example/paiement/retour',
  channels: 'MOBILE_MONEY',
  lang: 'fr',
  metadata: 'ps_recordedSession',
  customer_id: '7',
  customer_email: 'lea.martin@kora.test',
  customer_phone_number: '+2250700000001',
} as const;

/** Its answer: the page to send the payer to. */
export const RECORDED_INIT_ANSWER = {
  code: '201',
  message: 'CREATED',
  description: 'Transaction created with success',
  data: {
    payment_token: '6d5a8f3c2b1e4d7a9c0b8e2f1a3d5c7b9e0f2a4c6d8e1b3a5c7d9f0e2b4a6c8d',
    payment_url:
      'https://checkout.cinetpay.com/payment/6d5a8f3c2b1e4d7a9c0b8e2f1a3d5c7b9e0f2a4c6d8e1b3a5c7d9f0e2b4a6c8d',
  },
  api_response_id: '1663320286.6531',
} as const;

/** An init refused for a missing field, and one refused for unknown keys. */
export const RECORDED_INIT_MISSING_FIELDS = {
  code: '608',
  message: 'MINIMUM_REQUIRED_FIELDS',
  description: 'Le paramètre amount est obligatoire',
  api_response_id: '1663320301.1234',
} as const;

export const RECORDED_AUTH_NOT_FOUND = {
  code: '609',
  message: 'AUTH_NOT_FOUND',
  description: 'Site_id ou apikey incorrect',
  api_response_id: '1663320302.5678',
} as const;

/** The check call's JSON body (`POST https://api-checkout.cinetpay.com/v2/payment/check`). */
export const RECORDED_CHECK_REQUEST = {
  apikey: 'recorded-api-key-1234567890',
  site_id: '445160',
  transaction_id: 'KORA0123456789ABCDEF01234567',
} as const;

/** The documented answer for an accepted payment. */
export const RECORDED_CHECK_ACCEPTED = {
  code: '00',
  message: 'SUCCES',
  data: {
    amount: '1310',
    currency: 'XOF',
    status: 'ACCEPTED',
    payment_method: 'OM',
    description: 'Abonnement Kora Premium 1 mois',
    metadata: 'ps_recordedSession',
    operator_id: 'MP220915.2257.A76307',
    payment_date: '2022-09-15 22:57:15',
    fund_availability_date: '2022-09-17 00:00:00',
  },
  api_response_id: '1663323067.7677',
} as const;

/** The documented answer for a refused (cancelled) payment. */
export const RECORDED_CHECK_REFUSED = {
  code: '627',
  message: 'TRANSACTION_CANCEL',
  data: {
    amount: '1310',
    currency: 'XOF',
    status: 'REFUSED',
    payment_method: 'MOMO',
    description: 'Abonnement Kora Premium 1 mois',
    metadata: null,
    operator_id: null,
    payment_date: ' ',
    fund_availability_date: '2022-09-08 00:00:00',
  },
  api_response_id: '1663323224.8402',
} as const;

/** A payment the payer has not confirmed yet (the notification documentation's WAITING_FOR_CUSTOMER). */
export const RECORDED_CHECK_WAITING = {
  code: '662',
  message: 'WAITING_CUSTOMER_PAYMENT',
  data: {
    amount: '1310',
    currency: 'XOF',
    status: 'WAITING_FOR_CUSTOMER',
    payment_method: 'OMCI',
    description: 'Abonnement Kora Premium 1 mois',
    metadata: 'ps_recordedSession',
    operator_id: null,
    payment_date: '',
  },
  api_response_id: '1663323300.1111',
} as const;

/** The notification's form fields as CinetPay posts them to notify_url. */
export const RECORDED_NOTIFICATION = {
  cpm_site_id: '445160',
  cpm_trans_id: 'KORA0123456789ABCDEF01234567',
  cpm_trans_date: '2025-03-15 10:42:07',
  cpm_amount: '1310',
  cpm_currency: 'XOF',
  signature: 'd5e1c8a5b2f0cb2d7f9d3c2e1a0b4c6d',
  payment_method: 'OMCI',
  cel_phone_num: '0700000001',
  cpm_phone_prefixe: '225',
  cpm_language: 'fr',
  cpm_version: 'V4',
  cpm_payment_config: 'Single',
  cpm_page_action: 'Payment',
  cpm_custom: 'ps_recordedSession',
  cpm_designation: 'Abonnement Kora Premium 1 mois',
  cpm_error_message: 'SUCCES',
} as const;

export const RECORDED_SECRET_KEY = 'cinetpay-recorded-secret';

/**
 * Its `x-token`, computed outside this code base:
 * printf '%s' "<the 16 values concatenated in the documented order>" | openssl dgst -sha256 -hmac "$RECORDED_SECRET_KEY"
 */
export const RECORDED_NOTIFICATION_TOKEN = '8b0d594aa46f0714c188e5378c4ad54964a13830f445aba198f0826c1e394600';
