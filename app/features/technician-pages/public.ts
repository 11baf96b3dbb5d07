// The technicians' public pages feature (issue 38, decision 059) as other features may use it.
export {};
