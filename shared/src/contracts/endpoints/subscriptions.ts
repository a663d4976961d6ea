/** The subscriptions area's endpoints (see endpoint.ts). */
export {};
