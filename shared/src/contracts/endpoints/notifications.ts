/** The notifications area's endpoints (see endpoint.ts). */
export {};
