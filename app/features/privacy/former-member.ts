// A former member's id and name are shared vocabulary (decision 055): they live with the display-name rule.
export { FORMER_MEMBER_PREFIX, isFormerMember } from "~/lib/vocabulary/display-name";
