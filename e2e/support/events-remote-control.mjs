/** Where the flows' events remote takes its orders (support/events-remote-server.mjs). */
export const EVENTS_CONTROL_PORT = 3099;
