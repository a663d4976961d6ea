/** The accounts area's endpoints (see endpoint.ts). */
export {};
