import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';

/** Which private master lies behind each public listening copy. */
export class AudioMasters {
  constructor(private readonly db: Db) {}

  /** `streamPath` a key of the public storage, `masterPath` of the private one. */
  async register(streamPath: string, masterPath: string): Promise<void> {
    await this.db
      .insertInto('audio_masters')
      .values({ stream_path: streamPath, master_path: masterPath, created_at: nowIso() })
      .onConflict((oc) => oc.column('stream_path').doUpdateSet({ master_path: masterPath }))
      .execute();
  }

  async masterOf(streamPath: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('audio_masters')
      .select('master_path')
      .where('stream_path', '=', streamPath)
      .executeTakeFirst();
    return row?.master_path;
  }
}
