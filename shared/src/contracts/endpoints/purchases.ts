/** The purchases area's endpoints (see endpoint.ts). */
export {};
