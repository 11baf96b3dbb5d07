import { createElement, type ReactNode, useContext } from "react";
import {
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  UNSAFE_NavigationContext,
  useLocation,
} from "react-router";

// Issue 43 §4: React Router's <Link> costs ~20 µs of server CPU each (it resolves the path against the
// route matches, builds click and prefetch handlers that a server render throws away), and a member
// page has ~90 of them. On the server, a link to an absolute path of this app is written as the very
// anchor React Router would write; anything else (relative paths, objects, prefetching, masks) and
// every render in the browser goes through React Router itself, so navigation is unchanged.

// The browser build replaces this module with React Router's own links (scripts/vite-client-links.ts);
// the check keeps any other bundling of it right (and works under tsx and Vitest, which define no import.meta.env).
const ON_SERVER = typeof document === "undefined";
/** Props of a router link that are not attributes of its anchor, or are written after its href (as React Router does). */
const ROUTER_ONLY = new Set([
  "to",
  "discover",
  "prefetch",
  "relative",
  "reloadDocument",
  "replace",
  "mask",
  "state",
  "preventScrollReset",
  "viewTransition",
  "defaultShouldRevalidate",
  "onClick",
  "ref",
  "caseSensitive",
  "end",
  "target",
]);
const APP_PATH = /^\/(?!\/)/;
const NEEDS_RESOLVING = /\/\.\.?(?:[/?#]|$)|\/\//;
/** A path a nav link compares with the location as written (React Router would percent-encode anything else first). */
const PLAIN_PATH = /^[A-Za-z0-9/_.~-]*$/;

/** True when React Router would write `to` itself as the href: an absolute path without dot segments or doubled slashes, under the root basename. */
function writtenAsIs(to: LinkProps["to"], basename: string): to is string {
  return typeof to === "string" && basename === "/" && APP_PATH.test(to) && !NEEDS_RESOLVING.test(to);
}

/** The anchor's attributes: every prop but the router's own, then the href, target and discovery marker React Router adds. */
function anchorAttributes(linkProps: LinkProps, href: string, extra?: Record<string, unknown>): Record<string, unknown> {
  const props = linkProps as unknown as Record<string, unknown>;
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (!ROUTER_ONLY.has(key) && key !== "children" && !(extra && key in extra)) attributes[key] = props[key];
  if (extra) Object.assign(attributes, extra);
  attributes.href = href;
  attributes.target = props.target;
  attributes["data-discover"] = (props.discover ?? "render") === "render" ? "true" : undefined;
  return attributes;
}

/** On the server, the same anchor as React Router's link for a plain app path, without its per-link work; otherwise React Router's link. */
function ServerLink(props: LinkProps): ReactNode {
  const { basename } = useContext(UNSAFE_NavigationContext);
  if (!writtenAsIs(props.to, basename) || (props.prefetch ?? "none") !== "none" || props.mask !== undefined) return createElement(RouterLink, props);
  return createElement("a", anchorAttributes(props, props.to), props.children);
}

/** React Router's active test: the location is the link's path or (unless `end`) below it, ignoring case unless asked. */
function isActivePath(locationPath: string, linkPath: string, end: boolean, caseSensitive: boolean): boolean {
  const location = caseSensitive ? locationPath : locationPath.toLowerCase();
  const target = caseSensitive ? linkPath : linkPath.toLowerCase();
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(slash) === "/");
}

/** On the server, the same anchor as React Router's nav link for a plain app path (active state from the location); otherwise React Router's nav link. */
function ServerNavLink(props: NavLinkProps): ReactNode {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  if (!writtenAsIs(props.to, basename) || (props.prefetch ?? "none") !== "none" || props.mask !== undefined) return createElement(RouterNavLink, props);
  const linkPath = props.to.replace(/[?#].*$/, "");
  if (!PLAIN_PATH.test(linkPath)) return createElement(RouterNavLink, props);
  const isActive = isActivePath(pathname, linkPath, props.end === true, props.caseSensitive === true);
  const renderProps: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const { className, style, children } = props;
  const extra = {
    "aria-current": isActive ? (props["aria-current"] ?? "page") : undefined,
    className: typeof className === "function" ? className(renderProps) : [className, isActive ? "active" : null].filter(Boolean).join(" "),
    style: typeof style === "function" ? style(renderProps) : style,
  };
  return createElement("a", anchorAttributes(props as LinkProps, props.to, extra), typeof children === "function" ? children(renderProps) : children);
}

/** The app's link: React Router's <Link>, written without its per-link work on the server (see above). */
export const Link: typeof RouterLink = ON_SERVER ? (ServerLink as typeof RouterLink) : RouterLink;

/** The app's nav link: React Router's <NavLink>, written without its per-link work on the server (see above). */
export const NavLink: typeof RouterNavLink = ON_SERVER ? (ServerNavLink as typeof RouterNavLink) : RouterNavLink;
