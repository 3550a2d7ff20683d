/** SPEC §9: notifications close by themselves after 5 s; positive ones after 2 s. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const POSITIVE_NOTIFICATION_TIMEOUT_MS = 2000;

/** SPEC §9: the full-screen loading overlay's spinner. */
export const LOADING_SPINNER = Object.freeze({ size: 80, color: 'teal' });
