// The moderation feature as other features' components may use it (safe in the browser bundle).
// Server-side rules (isBlockedBetween, blockStatus, visibility in SQL) are in public.server.ts.
export { BlockButton, type BlockButtonProps } from "./components/block-button";
export { ReportButton, type ReportButtonProps } from "./components/report-button";
export { type ReportKind, reportPagePath } from "./report-page-path";
