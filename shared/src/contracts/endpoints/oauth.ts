/** The oauth area's endpoints (see endpoint.ts). */
export {};
