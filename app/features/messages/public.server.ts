// The messages feature as other features' server code may use it.

export { type ImportedMessage, importMessages } from "./message-import.server";
export { applicationSubject } from "./messages.server";
export { messagesModule } from "./module.server";
export { deliverWebsiteInquiry, type WebsiteInquiry } from "./website-inquiry.server";
