/** Send, Receive, Activity, the explainers, sign-in while connecting and the views of features not offered. */
export const FEATURE_VIEWS_MESSAGES = {
} as const;
