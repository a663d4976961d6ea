export declare const EVENTS_CONTROL_PORT: number;
