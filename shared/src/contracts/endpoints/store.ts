/** The store area's endpoints (see endpoint.ts). */
export {};
