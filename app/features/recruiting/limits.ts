/** Issue 41: how much a company may keep (generous for real use, bounded against abuse). */
export const RECRUITING_LIMITS = {
  /** Lists a company may keep. */
  lists: 50,
  /** Technicians in one list. */
  listMembers: 200,
  /** Saved talent searches a company may keep. */
  searches: 20,
  /** Technicians written to at once from a list. */
  bulkRecipients: 50,
  /** The longest range of dates the list page shows availability for. */
  rangeDays: 31,
} as const;
