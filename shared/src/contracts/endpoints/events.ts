/** The events area's endpoints (see endpoint.ts). */
export {};
