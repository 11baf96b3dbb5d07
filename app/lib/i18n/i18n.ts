export const NAMESPACES = ["common", "pages", "legal", "errors"] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type LocaleBundles = Record<Namespace, unknown>;
