import { HighlightedText, mediaUrl, ResponsiveImage, searchHitKindKey, useCommonTranslation } from '@kora/shared';
import type { SearchHit } from '@kora/shared/contracts';
import { Icon } from '../icons';

const IMAGE_SIZE = 40;

interface SuggestionOptionProps {
  id: string;
  hit: SearchHit;
  active: boolean;
  onChoose(): void;
}

/** One suggestion of the search box: its kind, its title and subtitle with the matches marked, a small picture. */
export function SuggestionOption({ id, hit, active, onChoose }: SuggestionOptionProps) {
  const { t } = useCommonTranslation();
  const image = mediaUrl(hit.imageUrl);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`kora-suggestion${active ? ' kora-suggestion--active' : ''}`}
      onClick={onChoose}
    >
      <span className="kora-suggestion__image" aria-hidden="true">
        {image ? (
          <ResponsiveImage src={image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} sizes={`${IMAGE_SIZE}px`} />
        ) : (
          <Icon name="music" />
        )}
      </span>
      <span className="kora-suggestion__text">
        <span className="kora-suggestion__title">
          <HighlightedText text={hit.title} matches={hit.titleMatches} />
        </span>
        {hit.subtitle ? (
          <span className="kora-suggestion__subtitle">
            <HighlightedText text={hit.subtitle} matches={hit.subtitleMatches} />
          </span>
        ) : null}
      </span>
      <span className="kora-suggestion__type">{t(searchHitKindKey(hit))}</span>
    </li>
  );
}
