// The accounts feature's server rules as other features and the operator's scripts (admin:create) may use them.

export { loadActor } from "./actor.server";
export { type ConsoleAdminGrant, grantAdminFromConsole } from "./console-admin.server";
export { type ImportedCompany, type ImportedTechnician, importMembers } from "./member-import.server";
export { accountsModule } from "./module.server";
