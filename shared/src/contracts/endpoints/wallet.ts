/** The wallet area's endpoints (see endpoint.ts). */
export {};
