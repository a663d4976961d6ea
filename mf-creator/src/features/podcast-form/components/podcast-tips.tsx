import { useTranslation } from '@kora/shared';

const TIPS = ['title', 'description', 'cover', 'episodes'] as const;

/** What makes a podcast easy to find and to choose, beside its form. */
export function PodcastTips() {
  const { t } = useTranslation('creator');
  return (
    <aside className="kora-creator-podcast-tips" aria-labelledby="creator-podcast-tips">
      <h2 id="creator-podcast-tips">{t('podcastForm.tips.heading')}</h2>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip}>{t(`podcastForm.tips.${tip}`)}</li>
        ))}
      </ul>
    </aside>
  );
}
