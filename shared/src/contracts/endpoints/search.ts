/** The search area's endpoints (see endpoint.ts). */
export {};
