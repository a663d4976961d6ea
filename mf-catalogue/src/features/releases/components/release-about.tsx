import { useTranslation } from '@kora/shared';
import type { ReleaseDetail } from '@kora/shared/contracts';
import '../../../common/components/detail-parts.css';

/** What the artist says about the release, when they said something. */
export function ReleaseAbout({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('catalogue');
  const { title, content1, content2 } = release.about;
  if (!title && !content1 && !content2) return null;
  return (
    <section className="kora-cat-about" aria-labelledby="kora-release-about">
      <h2 id="kora-release-about">{t('release.about')}</h2>
      {title && <h3>{title}</h3>}
      {content1 && <p>{content1}</p>}
      {content2 && <p>{content2}</p>}
    </section>
  );
}
