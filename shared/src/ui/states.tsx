import type { CSSProperties, ReactNode } from 'react';
import { OfflineNotice } from './offline-notice';
import { useCommonTranslation } from './use-common-translation';
import { useOnline } from './use-online';
import './states.css';

export interface LoadingStateProps {
  /** Defaults to the translated 'Loading…'. */
  label?: string;
  /** 'screen': a whole screen is loading; the block keeps a screen's height so the footer stays put. */
  size?: 'screen';
}

/** A screen's height: with the header above it, the footer stays below the fold while a screen loads. */
const SCREEN_HEIGHT = '80vh';

export function LoadingState({ label, size }: LoadingStateProps) {
  const { t } = useCommonTranslation();
  return (
    <div
      className="kora-state kora-state--loading"
      role="status"
      style={size === 'screen' ? { minHeight: SCREEN_HEIGHT, boxSizing: 'border-box' } : undefined}
    >
      <span className="kora-state__spinner" aria-hidden="true" />
      <p className="kora-state__title">{label ?? t('loading')}</p>
    </div>
  );
}

/**
 * The height a piece will take once shown: one CSS length, or one for the narrow layout (up to the
 * chrome's 900 px breakpoint) and one for the wide layout.
 */
export type ReservedHeight = string | { narrow: string; wide: string };

/** Props that make an element keep a reserved height: `<div {...reservedHeight(height)}>`. */
export function reservedHeight(height: ReservedHeight): { className: string; style: CSSProperties } {
  const { narrow, wide } = typeof height === 'string' ? { narrow: height, wide: height } : height;
  return {
    className: 'kora-reserved',
    style: { '--kora-reserved-narrow': narrow, '--kora-reserved-wide': wide } as CSSProperties,
  };
}

export interface SkeletonProps {
  /** The height the content will take, kept while it loads so nothing below it moves. */
  height?: ReservedHeight;
  /** Defaults to the translated 'Loading…', read by screen readers only. */
  label?: string;
  className?: string;
  /** Placeholder shapes in the content's layout (hidden from screen readers). */
  children?: ReactNode;
}

/** The space of content still loading, drawn as placeholder shapes and announced once as loading. */
export function Skeleton({ height, label, className, children }: SkeletonProps) {
  const { t } = useCommonTranslation();
  const reserved = height ? reservedHeight(height) : undefined;
  return (
    <div
      className={['kora-skeleton', children ? '' : 'kora-skeleton--plain', reserved?.className, className]
        .filter(Boolean)
        .join(' ')}
      role="status"
      style={reserved?.style}
    >
      <span className="kora-visually-hidden">{label ?? t('loading')}</span>
      {children && (
        <div className="kora-skeleton__shapes" aria-hidden="true">
          {children}
        </div>
      )}
    </div>
  );
}

export interface SkeletonCardProps {
  /** The card's picture: square (a cover), round (a portrait), wide (16:9), or none. */
  media?: 'square' | 'round' | 'wide';
  /** Text lines under the picture. */
  lines?: number;
}

/** A card-sized placeholder: a picture and a few text lines, in the card's place in a row or grid. */
export function SkeletonCard({ media, lines = 2 }: SkeletonCardProps) {
  return (
    <div className="kora-skeleton-card">
      {media && <div className={`kora-skeleton-card__media kora-skeleton-card__media--${media}`} />}
      {lines > 0 && (
        <div className="kora-skeleton-card__body">
          {Array.from({ length: lines }, (_, line) => (
            <span key={line} className="kora-skeleton-card__line" />
          ))}
        </div>
      )}
    </div>
  );
}

export interface SkeletonListProps {
  /** How many items the list will show. */
  count: number;
  /** The list's own class, so the placeholders take its layout (its grid, its rows). */
  className: string;
  /** One item's placeholder, e.g. `<SkeletonCard media="square" />`. */
  item: ReactNode;
}

/** A list still loading: its items' placeholders in the list's own layout, announced once as loading. */
export function SkeletonList({ count, className, item }: SkeletonListProps) {
  return (
    <Skeleton>
      <ul className={className}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Skeleton>
  );
}

export interface ErrorStateProps {
  /** Defaults to the translated generic error. */
  message?: string;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useCommonTranslation();
  const online = useOnline();
  return (
    <div className="kora-state kora-state--error" role="alert">
      {online ? (
        <p className="kora-state__title">{message || t('error.generic')}</p>
      ) : (
        <OfflineNotice className="kora-state__title" />
      )}
      {onRetry && (
        <button type="button" className="kora-state__button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export interface EmptyStateProps {
  /** Defaults to the translated generic empty text. */
  title?: string;
  hint?: ReactNode;
}

export function EmptyState({ title, hint }: EmptyStateProps) {
  const { t } = useCommonTranslation();
  return (
    <div className="kora-state kora-state--empty">
      <p className="kora-state__title">{title ?? t('empty.generic')}</p>
      {hint && <p className="kora-state__hint">{hint}</p>}
    </div>
  );
}
