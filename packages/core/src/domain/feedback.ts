/** The app's feedback (spec §2): the limits the form shows and the API keeps. */
export const FEEDBACK_SUGGESTIONS_MAX = 2000;
export const FEEDBACK_PLATFORMS = ['web', 'pwa', 'ios', 'android'] as const;
