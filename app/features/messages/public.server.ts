// The messages feature as other features' server code may use it.

export { newRecipientsLeft, sendMessages } from "./bulk-send.server";
export { filesOfForm, MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX, type MessageFileView } from "./message-files.server";
export { type ImportedMessage, importMessages } from "./message-import.server";
export { applicationSubject } from "./messages.server";
export { messagesModule } from "./module.server";
export { deliverWebsiteInquiry, type WebsiteInquiry } from "./website-inquiry.server";
