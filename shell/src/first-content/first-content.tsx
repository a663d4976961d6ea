import { ResponsiveImage } from '@kora/shared';
import type { Banner } from '@kora/shared/contracts';

/** The home's welcome, the shell's own texts. */
export interface HomeIntro {
  title: string;
  lead: string;
}

const FALLBACK_PICTURE = '/img/covers/cover.svg';

/**
 * The home's first content, drawn by the server from the API's answer: the welcome, then its first section,
 * the hero, with its first banner (as the shell and the hero draw them). The remotes' screens are drawn by
 * their own server builds (@kora/shared/remote-app/server).
 */
export function HomeFirst({ banner, intro }: { banner: Banner | undefined; intro: HomeIntro }) {
  return (
    <div className="kora-home kora-first">
      <header className="kora-home__intro">
        <h1 className="kora-home__title">{intro.title}</h1>
        <p className="kora-home__lead">{intro.lead}</p>
      </header>
      {banner ? (
        <section className="kora-home__section kora-first__hero" aria-label={banner.title}>
          <ResponsiveImage
            src={banner.imageUrl ?? FALLBACK_PICTURE}
            alt=""
            width={1280}
            height={400}
            sizes="(min-width: 64rem) calc(100vw - 18rem), 100vw"
            priority
            className="kora-first__hero-picture"
          />
          <div className="kora-first__hero-text">
            <h2>{banner.title}</h2>
            {banner.text ? <p>{banner.text}</p> : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
