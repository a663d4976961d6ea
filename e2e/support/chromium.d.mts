export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_BASE_FLAGS: readonly string[];
export declare const WITHOUT_OMNIBOX_POPUP: string;
export declare const CHROMIUM_FLAGS: readonly string[];
