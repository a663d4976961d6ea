/** The tickets area's endpoints (see endpoint.ts). */
export {};
