// The messages feature as other features' screens may use it.

export { MessageFilePicker } from "./components/message-file-picker";
export { type ContactOption, MessageLink } from "./components/message-link";
export { messagesPathFor } from "./policy";
