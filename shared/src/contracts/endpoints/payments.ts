/** The payments area's endpoints (see endpoint.ts). */
export {};
