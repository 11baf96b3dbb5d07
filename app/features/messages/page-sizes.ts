/** Spec §7: the inbox and the sent list show 20 messages a page. */
export const MESSAGES_PAGE_SIZE = 20;
/** Conversations shown per page of the list. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages of a thread shown at a time (older ones on demand). */
export const THREAD_PAGE_SIZE = 50;
