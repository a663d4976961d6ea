/** Types of apps.js, for the API's defaults that follow where the site is served. */
type Env = Record<string, string | undefined>;

export const REMOTES: readonly string[];
export const API_PORT: number;
export function portOf(app: string, env?: Env): number;
export function originOf(app: string, env?: Env): string;
export function apiOrigin(env?: Env): string;
