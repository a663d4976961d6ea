import type { FastifyInstance } from 'fastify';
import campaignRoutes from './campaign-routes';
import spotRoutes from './spot-routes';

/**
 * Audio spots for the plans with ads: the spot due between two tracks, its impression and click, and
 * the campaigns' figures for staff. The count that makes a spot due is hooked onto the listens
 * (`listen-counting.ts`, registered by the server before the modules).
 */
export default async function adsModule(app: FastifyInstance): Promise<void> {
  await app.register(spotRoutes);
  await app.register(campaignRoutes);
}
