import type { WebhookHeaders } from '../provider';
import { reportOfCheck } from './cinetpay-client';
import { roundUpToStep } from './fcfa';
import type {
  MobileMoneyProvider,
  MobileMoneyStart,
  MobileMoneyStartRequest,
  MobileMoneyStatusReport,
} from './mobile-money-provider';
import type { MobileMoneySimulator } from './simulator';

/** Mobile money through the API's own simulator (no CinetPay keys): the same protocol, in process. */
export class SimulatorMobileMoneyProvider implements MobileMoneyProvider {
  readonly name = 'simulator' as const;
  readonly siteId: string;

  constructor(readonly simulator: MobileMoneySimulator) {
    this.siteId = simulator.siteId;
  }

  /** Any whole number of francs, at least one. */
  chargeableAmount(xof: number): number {
    return roundUpToStep(xof, 1, 1);
  }

  start(request: MobileMoneyStartRequest): Promise<MobileMoneyStart> {
    return this.simulator.start(request);
  }

  verifyNotification(fields: Readonly<Record<string, unknown>>, headers: WebhookHeaders): string {
    return this.simulator.verifyNotification(fields, headers);
  }

  async checkStatus(transactionId: string): Promise<MobileMoneyStatusReport> {
    return reportOfCheck(transactionId, await this.simulator.check(transactionId));
  }
}
