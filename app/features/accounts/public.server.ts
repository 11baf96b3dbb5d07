// The accounts feature's server rules as other features (the privacy centre) may use them.
export { confirmIdentity } from "./identity.server";
export { signOut } from "./sign-in.server";
