/** Users whose notifications changed; `everyone` after a gap in which changes may have been missed. */
export type Changed = (userIds: number[] | 'everyone') => void;

/**
 * How one API process hears that notifications changed, whichever process changed them: PostgreSQL's
 * LISTEN/NOTIFY, or a look at the table every second or two on SQLite.
 */
export interface ChangeFeed {
  /** Resolves once changes made from now on will be heard. */
  start(watched: () => number[], changed: Changed): Promise<void>;
  stop(): Promise<void>;
}
