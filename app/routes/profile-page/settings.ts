/** STUB (issue 38 in progress): replaced by the helper that builds this section. */
export function action() {
  return null;
}
