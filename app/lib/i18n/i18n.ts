export const NAMESPACES = ["common", "pages", "legal", "errors"] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** What the browser loads before hydrating any page: the legal texts stay server-rendered, errors arrive translated. */
export const SHELL_NAMESPACES = ["common", "pages"] as const satisfies readonly Namespace[];
export type LocaleBundles = Record<Namespace, unknown>;
