/** The reasons a report can give, in the form's order (the database accepts exactly these: decision 016). */
export const REPORT_REASON_CODES = ["spam", "harassment", "fake_profile", "inappropriate", "other"] as const;
