// The accounts feature's server rules as other features (the privacy centre) and the operator's scripts (admin:create) may use them.

export { type ConsoleAdminGrant, grantAdminFromConsole } from "./console-admin.server";
export { confirmIdentity } from "./identity.server";
export { accountsModule } from "./module.server";
export { signOut } from "./sign-in.server";
