/** The currency area's endpoints (see endpoint.ts). */
export {};
