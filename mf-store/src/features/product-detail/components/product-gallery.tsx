import { ResponsiveImage, useTranslation } from '@kora/shared';
import { Carousel, type CarouselPreset } from '@kora/shared/carousel';
import type { Product } from '@kora/shared/contracts';
import { ProductImage } from '../../../common/product-card/product-image';

/** How wide the picture is drawn: the whole column on a phone, half the page beside the details above. */
const MAIN_PICTURE_SIZES = '(max-width: 767px) calc(100vw - 2rem), 50vw';

/** One picture at a time, with arrows and dots to go through them. */
const GALLERY: CarouselPreset = { slidesPerView: { 0: 1 }, speed: 600, arrows: true, dots: true, gap: 0 };

/** The product's pictures: a carousel when there are several, the picture alone, or a placeholder. */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const urls = product.images.length ? product.images.map((image) => image.url) : product.image ? [product.image] : [];
  if (urls.length === 0) {
    return <ProductImage src={null} placeholderLabel={t('common.noImage')} className="kora-product-detail__image" />;
  }
  if (urls.length === 1) {
    return (
      <ResponsiveImage
        className="kora-product-detail__image"
        src={urls[0]}
        alt={product.name}
        width={800}
        height={800}
        sizes={MAIN_PICTURE_SIZES}
        priority
      />
    );
  }
  return (
    <Carousel
      className="kora-product-detail__gallery"
      preset={GALLERY}
      items={urls}
      getKey={(url, index) => `${index}-${url}`}
      label={t('detail.gallery', { name: product.name })}
      renderItem={(url, index) => (
        <ResponsiveImage
          className="kora-product-detail__image"
          src={url}
          alt={t('detail.picture', { name: product.name, index: index + 1, total: urls.length })}
          width={800}
          height={800}
          sizes={MAIN_PICTURE_SIZES}
          priority={index === 0}
        />
      )}
    />
  );
}
