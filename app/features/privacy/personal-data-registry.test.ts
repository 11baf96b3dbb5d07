import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type PersonalDataPart, personalDataParts, registerPersonalDataPart } from "~/lib/personal-data.server";
import { ERASURE_STEPS, EXPORT_CONTENTS } from "./personal-data-contents";
import { erasureStepsInOrder, exportSectionsInOrder, suppliedBy, suppliedByAll } from "./personal-data-registry.server";

const query = () => sql`select 1`;
const noop = async () => {};

/** A part per name, each supplying one section and one step; `feature` tells them apart. */
function parts(): PersonalDataPart[] {
  return EXPORT_CONTENTS.map((name, index) => ({
    feature: `f${index}`,
    exportSections: [{ name, query }],
    erasure: index < ERASURE_STEPS.length ? [{ name: ERASURE_STEPS[ERASURE_STEPS.length - 1 - index], tables: [], erase: noop }] : [],
  }));
}

describe("the privacy centre reads the registered parts in its own order (decision 053)", () => {
  it("places sections and steps by its table of contents, whatever order the features registered in", () => {
    for (const part of parts().reverse()) registerPersonalDataPart(part);
    expect(exportSectionsInOrder().map((section) => section.name)).toEqual([...EXPORT_CONTENTS]);
    expect(erasureStepsInOrder().map((step) => step.name)).toEqual([...ERASURE_STEPS]);
  });

  it("registering a feature again replaces its part", () => {
    const before = personalDataParts().length;
    registerPersonalDataPart({ feature: "f0", exportSections: [{ name: "account", query }] });
    expect(personalDataParts()).toHaveLength(before);
  });

  it("refuses a section nobody supplies, one supplied twice, and one it has no place for", () => {
    registerPersonalDataPart({ feature: "f1", exportSections: [] });
    expect(() => exportSectionsInOrder()).toThrow(/profile: 0 registered/);
    registerPersonalDataPart({ feature: "f1", exportSections: [{ name: "account", query }] });
    expect(() => exportSectionsInOrder()).toThrow(/account: 2 registered/);
    registerPersonalDataPart({
      feature: "f1",
      exportSections: [
        { name: "profile", query },
        { name: "gossip", query },
      ],
    });
    expect(() => exportSectionsInOrder()).toThrow(/not placed.*gossip/);
    registerPersonalDataPart(parts()[1]);
    expect(() => exportSectionsInOrder()).not.toThrow();
  });

  it("refuses an erasure missing a step", () => {
    registerPersonalDataPart({ feature: "f0", exportSections: [{ name: "account", query }] });
    expect(() => erasureStepsInOrder()).toThrow(/account: 0 registered/);
  });

  it("wants exactly one supplier of a single slot, and lists every supplier of a shared one in registration order", () => {
    expect(() => suppliedBy("exportCalendar")).toThrow(/0 registered/);
    registerPersonalDataPart({ feature: "f2", exportSections: [{ name: "companyProfile", query }], exportCalendar: async () => null });
    expect(suppliedBy("exportCalendar")).toBeTypeOf("function");
    registerPersonalDataPart({ feature: "f3", exportSections: [{ name: "companyWebsite", query }], exportCalendar: async () => null });
    expect(() => suppliedBy("exportCalendar")).toThrow(/2 registered/);
    const pause = (key: string) => ({ key, pause: async () => key, resume: noop });
    registerPersonalDataPart({ feature: "sites", deletionPause: pause("site") });
    registerPersonalDataPart({ feature: "offers", deletionPause: pause("offers") });
    expect(suppliedByAll("deletionPause").map((entry) => entry.key)).toEqual(["site", "offers"]);
  });
});
