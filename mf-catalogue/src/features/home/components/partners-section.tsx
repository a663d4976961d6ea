import { EmptyState, ErrorState, LoadingState, SectionHeader, useQuery, useTranslation } from '@kora/shared';
import { Carousel } from '@kora/shared/carousel';
import type { Partner } from '@kora/shared/contracts';
import { catalogueQueries } from '../../../api';
import './home.css';

/** Home: the partners' logos, scrolling every 2 s in a loop. */
export function PartnersSection() {
  const { t } = useTranslation('catalogue');
  const partners = useQuery(catalogueQueries.partners());
  return (
    <section className="kora-cat-home-section" aria-labelledby="kora-home-partners">
      <SectionHeader id="kora-home-partners" title={t('home.partners')} />
      {partners.status === 'pending' && <LoadingState />}
      {partners.status === 'error' && <ErrorState message={t('home.partnersError')} />}
      {partners.status === 'success' && partners.data.length === 0 && <EmptyState title={t('home.partnersEmpty')} />}
      {partners.status === 'success' && partners.data.length > 0 && (
        <Carousel
          preset="partners"
          label={t('carousels.partners')}
          items={partners.data}
          renderItem={(partner) => <PartnerLogo partner={partner} />}
        />
      )}
    </section>
  );
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = partner.image ? (
    <img src={partner.image} alt={partner.name} loading="lazy" width="160" height="80" />
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
