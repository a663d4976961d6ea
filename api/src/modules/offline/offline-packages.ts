import type { OfflineFile, OfflinePackage, OfflinePackageKind } from '@kora/shared/contracts';
import type { AuthUser } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../http/errors';
import type { MediaStorage } from '../../media/storage/media-storage';
import type { MediaUrls } from '../../media/urls';
import { listeningCopySize } from './listening-copy-size';
import { offlineRightsOf } from './offline-rights';
import { packageSources, type PackageEntry } from './package-sources';

export const NOTHING_TO_KEEP = 'Rien à écouter hors ligne ici.';
export const OFFLINE_PLAN_REQUIRED = "L'écoute hors ligne est comprise dans les forfaits Starter et Premium.";

const playerIdOf = (entry: PackageEntry) =>
  entry.trackId !== null ? `track:${entry.trackId}` : `episode:${entry.episodeId}`;

/**
 * What saving a release, a playlist or an episode downloads: the listening copies of its tracks and
 * episodes, each once, with their sizes. All of them when the plan includes offline mode; else only
 * the tracks the listener bought, and 403 when there is none.
 */
export class OfflinePackages {
  private readonly sources: ReturnType<typeof packageSources>;
  private readonly sizeOf: ReturnType<typeof listeningCopySize>;

  constructor(
    private readonly db: Db,
    media: MediaUrls,
    storage: MediaStorage,
  ) {
    this.sources = packageSources(db, media);
    this.sizeOf = listeningCopySize(media, storage);
  }

  async of(kind: OfflinePackageKind, id: number, user: AuthUser): Promise<OfflinePackage> {
    const [source, rights] = await Promise.all([this.sources[kind](id, user.id), offlineRightsOf(this.db, user)]);
    const bought = new Set(rights.purchasedTrackIds);
    const playable = new Map<string, PackageEntry & { audioUrl: string }>();
    for (const entry of source.entries) {
      if (entry.audioUrl !== null && !playable.has(playerIdOf(entry))) {
        playable.set(playerIdOf(entry), { ...entry, audioUrl: entry.audioUrl });
      }
    }
    if (playable.size === 0) throw notFound(NOTHING_TO_KEEP);
    const purchased = (entry: PackageEntry) => entry.trackId !== null && bought.has(entry.trackId);
    const kept = [...playable].filter(([, entry]) => rights.offlineMode || purchased(entry));
    if (kept.length === 0) throw forbidden(OFFLINE_PLAN_REQUIRED);
    const files: OfflineFile[] = await Promise.all(
      kept.map(async ([playerId, entry]) => ({
        playerId,
        ...entry,
        bytes: await this.sizeOf(entry.audioUrl, entry.duration),
        purchased: purchased(entry),
      })),
    );
    const { title, subtitle, cover, link } = source;
    return { kind, id, title, subtitle, cover, link, files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  }
}
