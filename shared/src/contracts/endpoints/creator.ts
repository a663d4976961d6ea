/** The creator area's endpoints (see endpoint.ts). */
export {};
