import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  read,
  ResponsiveImage,
  Skeleton,
  stripHtml,
  useQuery,
  useTranslation,
} from '@kora/shared';
import type { Banner } from '@kora/shared/contracts';
import { listBanners } from '@kora/shared/contracts/endpoints';
import './home.css';

/** Each banner stays this long before the next (spec §9). */
export const HERO_ROTATION_MS = 5000;

/** Home hero: banners rotating every 5 s and wrapping from the last to the first, with dots to jump. */
export function HeroBanners() {
  const { t } = useTranslation('catalogue');
  const banners = useQuery(read(listBanners));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = banners.status === 'success' ? banners.data.length : 0;

  useEffect(() => {
    if (count < 2 || paused || held) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), HERO_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, paused, held]);

  // The hero's own 400 px while the banners load.
  if (banners.status === 'pending') return <Skeleton className="kora-cat-hero" />;
  if (banners.status === 'error') return <ErrorState message={t('hero.error')} />;
  if (count === 0) return <EmptyState title={t('hero.empty')} />;

  const current = index % count;
  return (
    <section
      className="kora-cat-hero"
      aria-roledescription={t('hero.roledescription')}
      aria-label={t('hero.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {banners.data.map((banner, position) => (
        <BannerSlide
          key={banner.id}
          banner={banner}
          active={position === current}
          first={position === 0}
          label={t('hero.slide', { index: position + 1, count })}
        />
      ))}
      {count > 1 && (
        <div className="kora-cat-hero__controls">
          <button
            type="button"
            className="kora-cat-hero__pause"
            aria-label={paused ? t('hero.play') : t('hero.pause')}
            onClick={() => setPaused((value) => !value)}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <div className="kora-cat-hero__dots">
            {banners.data.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className="kora-cat-hero__dot"
                aria-label={t('hero.goTo', { index: position + 1 })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function BannerSlide({
  banner,
  active,
  first,
  label,
}: {
  banner: Banner;
  active: boolean;
  /** The first slide's picture is the page's largest: fetched before anything else. */
  first: boolean;
  label: string;
}) {
  const image = banner.image_url ?? banner.imageUrl;
  const buttons = [
    { text: banner.buttonText1, link: banner.buttonLink1 },
    { text: banner.buttonText2, link: banner.buttonLink2 },
  ].filter((button): button is { text: string; link: string } => Boolean(button.text && isSafeLink(button.link)));
  return (
    <div
      className={`kora-cat-hero__slide${active ? ' kora-cat-hero__slide--active' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
    >
      {banner.videoUrl ? (
        <video
          className="kora-cat-hero__media"
          src={banner.videoUrl}
          poster={image ?? undefined}
          autoPlay
          muted
          loop
          playsInline
        />
      ) : (
        image && (
          <ResponsiveImage
            className="kora-cat-hero__media"
            src={image}
            alt=""
            width={960}
            height={320}
            sizes="(max-width: 900px) 100vw, calc(100vw - 232px)"
            priority={first}
          />
        )
      )}
      <div className="kora-cat-hero__content">
        <h2 className="kora-cat-hero__title">{banner.title}</h2>
        {banner.text && <p className="kora-cat-hero__text">{stripHtml(banner.text)}</p>}
        {buttons.length > 0 && (
          <p className="kora-cat-hero__buttons">
            {buttons.slice(0, 2).map((button, i) =>
              isSitePath(button.link) ? (
                <Link key={i} className={`kora-button${i === 0 ? ' kora-button--accent' : ''}`} to={button.link}>
                  {button.text}
                </Link>
              ) : (
                <a
                  key={i}
                  className={`kora-button${i === 0 ? ' kora-button--accent' : ''}`}
                  href={button.link}
                  rel="noopener noreferrer"
                >
                  {button.text}
                </a>
              ),
            )}
          </p>
        )}
      </div>
    </div>
  );
}

/** A path of this site ('/releases'), not a protocol-relative address ('//elsewhere'). */
function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** Banner buttons lead to this site or to an http(s) address, never to a script. */
function isSafeLink(link: string | null): link is string {
  return Boolean(link) && (isSitePath(link as string) || /^https?:\/\//i.test(link as string));
}
