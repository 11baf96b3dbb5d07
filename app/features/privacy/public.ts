// The privacy centre as other features may use it anywhere (the messages screen names former members).
export { isFormerMember } from "./former-member";
