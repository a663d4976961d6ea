import type { AdLanguage } from '@kora/shared/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { AdCampaignsTable } from '../../db/tables';

export type AdCampaignRow = Selectable<AdCampaignsTable>;

export const CAMPAIGN_NOT_FOUND = 'Campagne introuvable.';

/** The UTC day of a moment, YYYY-MM-DD, as campaigns and servings store it. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

export interface DayFigures {
  day: string;
  impressions: number;
  listeners: number;
  clicks: number;
}

const figure = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** Campaigns: those a listener may be served today, and their figures for staff. */
export class AdCampaignsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The campaigns running on `day` in `language` whose daily cap this listener has not reached yet
   * (every serving counts, heard to the end or not).
   */
  async servableTo(listener: string, language: AdLanguage, day: string): Promise<AdCampaignRow[]> {
    const rows = await this.db
      .selectFrom('ad_campaigns')
      .selectAll('ad_campaigns')
      .select((eb) =>
        eb
          .selectFrom('ad_servings')
          .select(eb.fn.countAll().as('count'))
          .whereRef('ad_servings.campaign_id', '=', 'ad_campaigns.id')
          .where('ad_servings.listener', '=', listener)
          .where('ad_servings.day', '=', day)
          .as('served_today'),
      )
      .where('starts_on', '<=', day)
      .where('ends_on', '>=', day)
      .where(sql<string>`',' || languages || ','`, 'like', `%,${language},%`)
      .orderBy('id')
      .execute();
    return rows
      .filter(({ served_today, daily_cap }) => figure(served_today as number | string) < daily_cap)
      .map(({ served_today: _served, ...campaign }) => campaign);
  }

  async all(): Promise<AdCampaignRow[]> {
    return this.db.selectFrom('ad_campaigns').selectAll().orderBy('starts_on', 'desc').orderBy('id', 'desc').execute();
  }

  async find(id: number): Promise<AdCampaignRow | undefined> {
    return this.db.selectFrom('ad_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Per day served, newest first: spots heard to the end, distinct listeners who heard one, clicks. */
  async figuresByDay(campaignId: number): Promise<DayFigures[]> {
    const rows = await this.db
      .selectFrom('ad_servings')
      .select((eb) => [
        'day',
        eb.fn.count('heard_at').as('impressions'),
        sql<number>`COUNT(DISTINCT CASE WHEN heard_at IS NOT NULL THEN listener END)`.as('listeners'),
        eb.fn.count('clicked_at').as('clicks'),
      ])
      .where('campaign_id', '=', campaignId)
      .groupBy('day')
      .orderBy('day', 'desc')
      .execute();
    return rows.map((row) => ({
      day: row.day,
      impressions: figure(row.impressions),
      listeners: figure(row.listeners),
      clicks: figure(row.clicks),
    }));
  }

  /** Distinct listeners who heard the campaign to the end, over all its days. */
  async listenersInAll(campaignId: number): Promise<number> {
    const row = await this.db
      .selectFrom('ad_servings')
      .select(sql<number>`COUNT(DISTINCT listener)`.as('listeners'))
      .where('campaign_id', '=', campaignId)
      .where('heard_at', 'is not', null)
      .executeTakeFirst();
    return figure(row?.listeners);
  }
}
