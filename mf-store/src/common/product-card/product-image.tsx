import { ResponsiveImage } from '@kora/shared';
import './product-image.css';

interface ProductImageProps {
  src: string | null | undefined;
  /** Names the placeholder for screen readers where the image carries meaning (the product page). */
  placeholderLabel?: string;
  className?: string;
}

/** A product's picture, or a drawn placeholder when it has none. */
export function ProductImage({ src, placeholderLabel, className = '' }: ProductImageProps) {
  if (src) {
    return (
      <ResponsiveImage
        className={`kora-product-image ${className}`}
        src={src}
        alt=""
        width={400}
        height={400}
        sizes="(max-width: 767px) calc(50vw - 1.5rem), (max-width: 991px) 33vw, 25vw"
      />
    );
  }
  return (
    <div
      className={`kora-product-image kora-product-image--none ${className}`}
      {...(placeholderLabel ? { role: 'img', 'aria-label': placeholderLabel } : { 'aria-hidden': true })}
    >
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
        />
      </svg>
    </div>
  );
}
