import { randomBytes } from 'node:crypto';
import type { AdLanguage } from '@kora/shared/contracts';
import { systemClock, type Clock } from '../../db/clock';
import type { Db } from '../../db/connection';
import { AdCampaignsRepository, dayOf, type AdCampaignRow } from './campaigns-repository';
import { pickByWeight, spotDue } from './spot-due';

/** What became of an impression or a click sent back for a serving. */
export type ServingOutcome = 'counted' | 'again' | 'missing' | 'early';

/** How much sooner than its length a spot may be reported heard (the player's rounding, clocks). */
const HEARD_SLACK_SECONDS = 2;

export const SERVING_NOT_FOUND = 'Aucun message de ce type ne vous a été diffusé.';
export const NOT_HEARD_YET = 'Le message n’a pas encore pu être écouté en entier.';

/** Spots served to listeners: the due one served once, then its impression and its click, each counted once. */
export class AdServingsRepository {
  private readonly campaigns: AdCampaignsRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    private readonly random: () => number = Math.random,
  ) {
    this.campaigns = new AdCampaignsRepository(db);
  }

  /**
   * The spot due to this listener, chosen by weight among the campaigns they may hear today, or null.
   * Serving it claims it (`spots_served` as it was read) and starts the count again, so another API
   * process answering the same listener at once finds nothing due: never twice in a row, caps kept.
   */
  async serveNext(
    listener: string,
    language: AdLanguage,
  ): Promise<{ campaign: AdCampaignRow; servingId: string } | null> {
    const now = this.clock();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const state = await this.db
      .selectFrom('ad_listeners')
      .select(['tracks_since_spot', 'listened_seconds', 'track_started_at', 'track_seconds', 'spots_served'])
      .where('listener', '=', listener)
      .executeTakeFirst();
    if (!state || !spotDue(state, nowSeconds)) return null;
    const campaign = pickByWeight(await this.campaigns.servableTo(listener, language, dayOf(now)), this.random);
    if (!campaign) return null;

    const servingId = randomBytes(16).toString('hex');
    const served = await this.db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('ad_listeners')
        .set({
          tracks_since_spot: 0,
          listened_seconds: 0,
          track_started_at: nowSeconds,
          track_seconds: 0,
          spots_served: state.spots_served + 1,
          updated_at: now.toISOString(),
        })
        .where('listener', '=', listener)
        .where('spots_served', '=', state.spots_served)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('ad_servings')
        .values({
          id: servingId,
          campaign_id: campaign.id,
          listener,
          day: dayOf(now),
          served_at: now.toISOString(),
        })
        .execute();
      return true;
    });
    return served ? { campaign, servingId } : null;
  }

  /** The impression: once the spot served to this listener could have been heard to the end, once. */
  async heard(campaignId: number, servingId: string, listener: string): Promise<ServingOutcome> {
    const serving = await this.find(campaignId, servingId, listener);
    if (!serving) return 'missing';
    if (serving.heard_at) return 'again';
    const now = this.clock();
    const heardBy = Date.parse(serving.served_at) + (serving.duration_seconds - HEARD_SLACK_SECONDS) * 1000;
    if (now.getTime() < heardBy) return 'early';
    const result = await this.db
      .updateTable('ad_servings')
      .set({ heard_at: now.toISOString() })
      .where('id', '=', servingId)
      .where('heard_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? 'counted' : 'again';
  }

  /** A click on the spot's link, while it plays or after: once per serving. */
  async clicked(campaignId: number, servingId: string, listener: string): Promise<ServingOutcome> {
    if (!(await this.find(campaignId, servingId, listener))) return 'missing';
    const result = await this.db
      .updateTable('ad_servings')
      .set({ clicked_at: this.clock().toISOString() })
      .where('id', '=', servingId)
      .where('clicked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? 'counted' : 'again';
  }

  private find(campaignId: number, servingId: string, listener: string) {
    return this.db
      .selectFrom('ad_servings')
      .innerJoin('ad_campaigns', 'ad_campaigns.id', 'ad_servings.campaign_id')
      .select(['ad_servings.served_at', 'ad_servings.heard_at', 'ad_campaigns.duration_seconds'])
      .where('ad_servings.id', '=', servingId)
      .where('ad_servings.campaign_id', '=', campaignId)
      .where('ad_servings.listener', '=', listener)
      .executeTakeFirst();
  }
}
