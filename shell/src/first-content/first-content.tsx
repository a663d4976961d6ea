import type { ReactNode } from 'react';
import { href, ResponsiveImage, type RouteId } from '@kora/shared';
import { formatDate } from '@kora/shared/format';
import type { ArtistSummary, Banner, EventSummary, Product, ReleaseDetail, ReleaseSummary } from '@kora/shared/contracts';

/** The screen titles of the remote that shows the page, in the visitor's language (its first-screen.json). */
export type ScreenTitles = Partial<Record<RouteId, string>>;

/** The home's welcome, the shell's own texts. */
export interface HomeIntro {
  title: string;
  lead: string;
}

const FALLBACK_PICTURE = '/img/covers/cover.svg';

interface Card {
  to: string;
  picture: string;
  name: string;
  line: string;
}

/** How a list's cards are shaped: square covers, or wide pictures one to a row on a phone (events). */
const CARD_SHAPES = {
  square: { width: 300, height: 300, sizes: '(min-width: 48rem) 220px, 45vw' },
  wide: { width: 640, height: 360, sizes: '(min-width: 48rem) 340px, 100vw' },
} as const;

/** A list's first items as cards: a picture, a title and a line under it, each a link. */
function Cards({ title, items, shape = 'square' }: { title: string; items: Card[]; shape?: keyof typeof CARD_SHAPES }) {
  const picture = CARD_SHAPES[shape];
  return (
    <section className="kora-first kora-first--list" aria-labelledby={title ? 'kora-first-title' : undefined}>
      {title ? <h1 id="kora-first-title">{title}</h1> : null}
      <ul className={`kora-first__cards kora-first__cards--${shape}`}>
        {items.map((item, index) => (
          <li key={item.to}>
            <a href={item.to} className="kora-first__card">
              <ResponsiveImage
                src={item.picture}
                alt=""
                width={picture.width}
                height={picture.height}
                sizes={picture.sizes}
                priority={index < 2}
                className="kora-first__picture"
              />
              <span className="kora-first__name">{item.name}</span>
              <span className="kora-first__line">{item.line}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReleaseFirst({ release, titles }: { release: ReleaseDetail; titles: ScreenTitles }) {
  return (
    <section className="kora-first kora-first--detail" aria-labelledby="kora-first-title">
      <h1 id="kora-first-title" className="kora-first__heading">
        {titles.release ? (
          <>
            <span className="kora-first__kind">{titles.release}</span>
            <span className="kora-visually-hidden"> : </span>
          </>
        ) : null}
        <span className="kora-first__title">{release.title}</span>
      </h1>
      <ResponsiveImage
        src={release.cover ?? FALLBACK_PICTURE}
        alt={release.title}
        width={420}
        height={420}
        sizes="(max-width: 720px) calc(100vw - 2rem), 420px"
        priority
        className="kora-first__cover"
      />
      <p className="kora-first__line">{release.artist}</p>
    </section>
  );
}

/** The home's welcome, then its first section, the hero, with its first banner (as the shell and the hero draw them). */
function HomeFirst({ banner, intro }: { banner: Banner | undefined; intro: HomeIntro }) {
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

/**
 * A public page's first content, drawn by the server from the API's answer: the heading, the first items of
 * the list or the release with its cover. The screen of the remote replaces it once it has drawn its own.
 */
export function FirstContent({
  route,
  data,
  titles,
  intro,
  language,
}: {
  route: RouteId;
  data: unknown;
  titles: ScreenTitles;
  intro: HomeIntro;
  /** The visitor's language, which dates are written in. */
  language: string;
}): ReactNode {
  const title = titles[route] ?? '';
  switch (route) {
    case 'home':
      return <HomeFirst banner={(data as Banner[])[0]} intro={intro} />;
    case 'release':
      return <ReleaseFirst release={data as ReleaseDetail} titles={titles} />;
    case 'releases':
      return (
        <Cards
          title={title}
          items={(data as ReleaseSummary[]).map((release) => ({
            to: href('release', { id: release.id }),
            picture: release.cover ?? FALLBACK_PICTURE,
            name: release.title,
            line: release.artist,
          }))}
        />
      );
    case 'artists':
      return (
        <Cards
          title={title}
          items={(data as ArtistSummary[]).map((artist) => ({
            to: href('artist', { idOrSlug: artist.slug ?? artist.id }),
            picture: artist.image ?? FALLBACK_PICTURE,
            name: artist.name,
            line: artist.bio ?? '',
          }))}
        />
      );
    case 'events':
      return (
        <Cards
          title={title}
          shape="wide"
          items={(data as EventSummary[]).map((event) => ({
            to: href('event', { id: event.id }),
            picture: event.imageUrl ?? FALLBACK_PICTURE,
            name: event.title,
            line: formatDate(event.datetime, language),
          }))}
        />
      );
    case 'store':
      return (
        <Cards
          title={title}
          items={(data as Product[]).map((product) => ({
            to: href('product', { id: product.id }),
            picture: product.image ?? FALLBACK_PICTURE,
            name: product.name,
            line: product.category ?? '',
          }))}
        />
      );
    default:
      return null;
  }
}
