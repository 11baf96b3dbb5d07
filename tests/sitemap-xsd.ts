import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const FIXTURES = path.resolve(import.meta.dirname, "fixtures");
const SCHEMAS = { urlset: "sitemap.xsd", sitemapindex: "siteindex.xsd" } as const;

/** The errors libxml2 finds checking a sitemap (`urlset`) or a sitemap index (`sitemapindex`) against the sitemaps.org XSD kept in tests/fixtures; none when valid. */
export async function sitemapSchemaErrors(xml: string, root: keyof typeof SCHEMAS): Promise<string[]> {
  const file = SCHEMAS[root];
  const result = await validateXML({
    xml: [{ fileName: `${root}.xml`, contents: xml }],
    schema: [{ fileName: file, contents: readFileSync(path.join(FIXTURES, file), "utf8") }],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
