import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { LocalPaymentProvider } from './local-provider';

/** The local provider, whose test checkout the API serves itself; 404 when payments go through Stripe. */
export function localProviderOf(app: FastifyInstance): LocalPaymentProvider {
  const { provider } = app.payments;
  if (!(provider instanceof LocalPaymentProvider)) throw new HttpError(404, 'Page de paiement introuvable.');
  return provider;
}
