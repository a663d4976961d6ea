import { adCampaignStats, listAdCampaigns } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { AdCampaignsRepository, CAMPAIGN_NOT_FOUND } from './campaigns-repository';
import { campaignOf } from './presenters';

/** Staff: the campaigns and their figures (the role is checked by the endpoint's declaration). */
export default async function campaignRoutes(app: FastifyInstance): Promise<void> {
  const campaigns = new AdCampaignsRepository(app.db);

  route(app, listAdCampaigns, async () => (await campaigns.all()).map((row) => campaignOf(row, app.media)));

  route(app, adCampaignStats, async (request) => {
    const campaign = await campaigns.find(request.params.id);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const days = await campaigns.figuresByDay(campaign.id);
    return {
      campaign: campaignOf(campaign, app.media),
      total: {
        impressions: days.reduce((sum, day) => sum + day.impressions, 0),
        listeners: await campaigns.listenersInAll(campaign.id),
        clicks: days.reduce((sum, day) => sum + day.clicks, 0),
      },
      days,
    };
  });
}
