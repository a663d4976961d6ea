import { CinetPayClient, type FetchLike } from './cinetpay-client';
import { CinetPayMobileMoneyProvider } from './cinetpay-provider';
import type { MobileMoneyProvider } from './mobile-money-provider';
import { MobileMoneySimulator, type SimulatorOptions } from './simulator';
import { SimulatorMobileMoneyProvider } from './simulator-provider';
import type { MobileMoneySettings } from './settings';

export interface MobileMoneyDependencies {
  /** For the simulator (no CinetPay keys): its store, signing secret, page address, clock and delivery. */
  simulator: SimulatorOptions;
  /** For CinetPay: another fetch (tests). */
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The provider the settings name: CinetPay with its keys, else the simulator. */
export function createMobileMoneyProvider(
  settings: MobileMoneySettings,
  dependencies: MobileMoneyDependencies,
): MobileMoneyProvider {
  if (settings.provider === 'off') throw new Error('Mobile money is off: there is no provider to create');
  if (settings.provider === 'cinetpay' && settings.cinetpay) {
    const { apiKey, siteId, secretKey, apiBase } = settings.cinetpay;
    const client = new CinetPayClient({
      apiKey,
      siteId,
      baseUrl: apiBase,
      fetch: dependencies.fetch,
      timeoutMs: dependencies.timeoutMs,
    });
    return new CinetPayMobileMoneyProvider(client, secretKey);
  }
  return new SimulatorMobileMoneyProvider(new MobileMoneySimulator(dependencies.simulator));
}
