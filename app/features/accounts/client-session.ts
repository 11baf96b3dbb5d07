const SESSION_MARKERS = ["supabase", "sb-", "redav"];
const LOGGED_IN_INDICATORS = ["isLoggedIn", "lastUserId", "sessionActive", "lastRegisteredUserType"];

/** Removes every storage key that could hold a session: spec §4 markers plus the logged-in indicators. */
export function clearClientSession(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key) keys.push(key);
    }
    for (const key of keys) {
      const marked = SESSION_MARKERS.some((marker) => key.toLowerCase().includes(marker));
      if (marked || LOGGED_IN_INDICATORS.includes(key)) storage.removeItem(key);
    }
  }
}
