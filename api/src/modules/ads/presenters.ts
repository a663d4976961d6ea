import { AD_LANGUAGES, type AdCampaign, type AdLanguage, type AdSpot } from '@kora/shared/contracts';
import type { MediaUrls } from '../../media/urls';
import type { AdCampaignRow } from './campaigns-repository';

const languagesOf = (stored: string): AdLanguage[] =>
  AD_LANGUAGES.filter((language) => stored.split(',').includes(language));

/** What the player plays, shows and links to. */
export function spotOf(campaign: AdCampaignRow, servingId: string, media: MediaUrls): AdSpot {
  return {
    id: campaign.id,
    servingId,
    title: campaign.title,
    audioUrl: media.url(campaign.audio) ?? '',
    duration: campaign.duration_seconds,
    imageUrl: media.url(campaign.image),
    link: campaign.link,
  };
}

export function campaignOf(campaign: AdCampaignRow, media: MediaUrls): AdCampaign {
  return {
    id: campaign.id,
    title: campaign.title,
    audioUrl: media.url(campaign.audio) ?? '',
    duration: campaign.duration_seconds,
    imageUrl: media.url(campaign.image),
    link: campaign.link,
    languages: languagesOf(campaign.languages),
    startsOn: campaign.starts_on,
    endsOn: campaign.ends_on,
    weight: campaign.weight,
    dailyCap: campaign.daily_cap,
  };
}
