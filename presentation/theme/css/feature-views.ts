/** Receive, Activity, the explainers and the views of features this build does not offer. */
export const FEATURE_VIEWS_CSS = `
`;
