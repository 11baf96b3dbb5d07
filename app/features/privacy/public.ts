// The privacy centre as other features may use it anywhere (the messages screen names former members).
export { FORMER_MEMBER_NAME, isFormerMember } from "./former-member";
