import type { SimulatedChanges, SimulatedStatus, SimulatedTransaction, SimulatorTransactionStore } from '../simulator';

/**
 * The simulator's store in memory, for unit tests only (the API keeps its payments in the database).
 * Each call yields to the event loop first, so parallel calls interleave as database calls would.
 */
export class InMemorySimulatorStore implements SimulatorTransactionStore {
  readonly transactions = new Map<string, SimulatedTransaction>();

  async insert(transaction: SimulatedTransaction): Promise<void> {
    await Promise.resolve();
    if (this.transactions.has(transaction.transactionId)) throw new Error('duplicate transaction id');
    this.transactions.set(transaction.transactionId, { ...transaction });
  }

  async find(transactionId: string): Promise<SimulatedTransaction | null> {
    await Promise.resolve();
    const found = this.transactions.get(transactionId);
    return found ? { ...found } : null;
  }

  async transition(
    transactionId: string,
    from: readonly SimulatedStatus[],
    changes: SimulatedChanges,
  ): Promise<SimulatedTransaction | null> {
    await Promise.resolve();
    const current = this.transactions.get(transactionId);
    if (!current || !from.includes(current.status)) return null;
    const next = { ...current, ...changes };
    this.transactions.set(transactionId, next);
    return { ...next };
  }
}
