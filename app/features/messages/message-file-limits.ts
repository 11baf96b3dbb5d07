/** Issue 41: at most this many files a message, each at most this many bytes (the composer and the server share them). */
export const MESSAGE_FILES_MAX = 5;
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
