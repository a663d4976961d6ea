import { QuerySection, read, ResponsiveImage, useQuery, useTranslation } from '@kora/shared';
import { Carousel, CarouselSkeleton } from '@kora/shared/carousel';
import type { Partner } from '@kora/shared/contracts';
import { listPartners } from '@kora/shared/contracts/endpoints';
import './home.css';

/** Home: the partners' logos, scrolling every 2 s in a loop. */
export function PartnersSection() {
  const { t } = useTranslation('catalogue');
  const partners = useQuery(read(listPartners));
  return (
    <QuerySection
      className="kora-cat-home-section"
      id="kora-home-partners"
      title={t('home.partners')}
      query={partners}
      loading={
        <CarouselSkeleton
          preset="partners"
          slide={<div className="kora-cat-partner kora-cat-partner--placeholder" />}
        />
      }
      errorText={t('home.partnersError')}
      retry={false}
      emptyText={t('home.partnersEmpty')}
    >
      {(list) => (
        <Carousel
          preset="partners"
          label={t('carousels.partners')}
          items={list}
          renderItem={(partner) => <PartnerLogo partner={partner} />}
        />
      )}
    </QuerySection>
  );
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = partner.image ? (
    <ResponsiveImage src={partner.image} alt={partner.name} width={160} height={80} sizes="160px" />
  ) : (
    <span>{partner.name}</span>
  );
  return (
    <div className="kora-cat-partner">
      {partner.url && /^https?:\/\//i.test(partner.url) ? (
        <a href={partner.url} target="_blank" rel="noopener noreferrer">
          {logo}
        </a>
      ) : (
        logo
      )}
    </div>
  );
}
