// Files in messages (issue 41): the checks, the store, the links and the reading rule live in
// message-file-*.server.ts; this is their door for the routes and the feature's public.server.

export { readMessageFile } from "./message-file-access.server";
export { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from "./message-file-limits";
export { filesOfForm, uploadMessageFile } from "./message-file-store.server";
export type { MessageFileView } from "./message-file-view";
