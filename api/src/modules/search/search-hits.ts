import type { SearchHit } from '@kora/shared/contracts';
import { formatDate } from '@kora/shared/format';
import type { MediaUrls } from '../../media/urls';
import { matchesIn } from './highlights';
import type { FoundDocument } from './search-index';
import type { WordSpellings } from './spelling';

/** Found documents as the contract shows them, with what matched highlighted. */
export class SearchHits {
  constructor(private readonly media: MediaUrls) {}

  hit(document: FoundDocument, spellings: WordSpellings[]): SearchHit {
    const subtitle = this.subtitle(document);
    return {
      type: document.type,
      id: document.itemId,
      title: document.title,
      subtitle,
      imageUrl: this.media.url(document.image),
      ...(document.type === 'tracks' && document.releaseId !== null ? { releaseId: document.releaseId } : {}),
      ...(document.type === 'events' && document.startsAt !== null
        ? { past: Date.parse(document.startsAt) <= Date.now() }
        : {}),
      titleMatches: matchesIn(document.title, spellings),
      subtitleMatches: matchesIn(subtitle, spellings),
    };
  }

  /** An event shows its place and its day. */
  private subtitle(document: FoundDocument): string | null {
    if (document.type !== 'events') return document.subtitle;
    const day = formatDate(document.startsAt, 'fr-FR', 'UTC');
    return [document.subtitle, day].filter(Boolean).join(' · ') || null;
  }
}
