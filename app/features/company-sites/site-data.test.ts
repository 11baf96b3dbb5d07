import { describe, expect, it } from "vitest";
import { mapEmbedAddress, parseSiteDraft } from "./site.schemas";
import { contrastRatio, readableOn } from "./site-colors";
import { emptySite, readSiteData } from "./site-data";
import { galleryPictures, siteImageUrl } from "./site-images";
import { currencyOf, formatPrice } from "./site-view";

describe("company_websites.data (spec §3)", () => {
  it("takes the spec's defaults for what is missing: Inter, white, #3B82F6, #1E293B, an overlay of 40", () => {
    const data = readSiteData({});
    expect(data.fontFamily).toBe("Inter");
    expect(data.backgroundColor).toBe("white");
    expect(data.primaryColor).toBe("#3B82F6");
    expect(data.secondaryColor).toBe("#1E293B");
    expect(data.hero.overlayOpacity).toBe(40);
    expect(data.sections).toEqual({ hero: true, about: true, products: true, gallery: true, contact: true, jobs: false, events: false, crew: false });
    expect(data.contact.showForm).toBe(false);
  });

  it("reads gallery images as strings or as objects with src, path or url, and alt", () => {
    const data = readSiteData({
      gallery: { images: ["a/b.jpg", { path: "c/d.png", alt: "Escenario" }, { url: "https://x.example/e.jpg" }, { src: "f/g.webp" }, 7] },
    });
    expect(data.gallery.images).toEqual([
      { src: "a/b.jpg", alt: "" },
      { src: "c/d.png", alt: "Escenario" },
      { src: "https://x.example/e.jpg", alt: "" },
      { src: "f/g.webp", alt: "" },
      { src: "", alt: "" },
    ]);
  });

  it("keeps wrong kinds out: an unknown font, a colour that is not one, an overlay outside 0–100", () => {
    const data = readSiteData({ fontFamily: "Comic Sans", primaryColor: "red; background:url(x)", hero: { overlayOpacity: 250 } });
    expect(data.fontFamily).toBe("Inter");
    expect(data.primaryColor).toBe("#3B82F6");
    expect(data.hero.overlayOpacity).toBe(100);
  });
});

describe("image sources (spec §5)", () => {
  it("uses an http or https address as it is, and refuses a malformed blob URL", () => {
    expect(siteImageUrl("https://cdn.example/hero.jpg", "hero")).toBe("https://cdn.example/hero.jpg");
    expect(siteImageUrl("http://cdn.example/a.png", "gallery")).toBe("http://cdn.example/a.png");
    expect(siteImageUrl("http://localhost:3000/blob:5d1c-44", "gallery")).toBeNull();
    expect(siteImageUrl("blob:https://redav.lat/5d1c", "gallery")).toBeNull();
  });

  it("builds a public storage address in the spec's bucket of each slot", () => {
    expect(siteImageUrl("empresa1/abcdefghijklmnop", "gallery")).toBe("/files/gallery-images/empresa1/abcdefghijklmnop-640.webp");
    expect(siteImageUrl("empresa1/abcdefghijklmnop", "hero", "large")).toBe("/files/hero-images/empresa1/abcdefghijklmnop-1920.webp");
    expect(siteImageUrl("empresa1/abcdefghijklmnop", "product")).toBe("/files/company-products/empresa1/abcdefghijklmnop-480.webp");
    expect(siteImageUrl("empresa1/logo.png", "about")).toBe("/files/company-logos/empresa1/logo.png");
  });

  it("gives nothing for an empty source or a path that could escape its folder", () => {
    expect(siteImageUrl("", "hero")).toBeNull();
    expect(siteImageUrl("../../etc/passwd", "gallery")).toBeNull();
    expect(siteImageUrl("a/../b.jpg", "gallery")).toBeNull();
  });

  it("drops the gallery images without a usable source, keeping the order of the rest", () => {
    const data = readSiteData({ gallery: { images: ["", "x/uno.jpg", { src: "blob:https://a/b" }, { url: "https://cdn.example/dos.jpg", alt: "Dos" }] } });
    expect(galleryPictures(data).map((picture) => [picture.large, picture.alt])).toEqual([
      ["/files/gallery-images/x/uno.jpg", ""],
      ["https://cdn.example/dos.jpg", "Dos"],
    ]);
  });
});

describe("prices and colours", () => {
  it("prefix prices with $ and name the currency of the company's country", () => {
    expect(formatPrice(45000, currencyOf("Argentina"))).toBe("$45.000 ARS");
    expect(formatPrice(1250.5, currencyOf("México"))).toBe("$1250,5 MXN".replace("1250", "1.250"));
    expect(formatPrice(99, null)).toBe("$99");
  });

  it("writes on a brand colour in white or near-black, whichever reads (AA for normal text where the colour allows it)", () => {
    expect(readableOn("#1E293B")).toBe("#FFFFFF");
    expect(readableOn("#FACC15")).toBe("#0F172A");
    for (const colour of ["#3B82F6", "#FACC15", "#10B981", "#1E293B", "#FFFFFF"]) expect(contrastRatio(colour, readableOn(colour))).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the editor's draft (issue 24 §2)", () => {
  const own = (value: string) => value.startsWith("empresa1/");
  const draft = (change: (data: ReturnType<typeof emptySite>) => void = () => {}) => {
    const data = emptySite("Sonido Sur", "Alquiler de audio");
    change(data);
    return data;
  };
  const refusal = (raw: unknown) => {
    try {
      parseSiteDraft(raw, own);
      return "OK";
    } catch (error) {
      const { key, field, params } = error as { key: string; field?: string; params?: Record<string, unknown> };
      return { key, field, params };
    }
  };

  it("accepts a whole site and keeps it as sent", () => {
    const data = draft((d) => {
      d.products.items.push({
        id: "p-1",
        name: "Line array",
        brand: "L",
        model: "K2",
        category: "audio",
        description: "",
        features: ["a", "b"],
        price: 1500,
        image: "empresa1/abcdefghijklmnop",
      });
    });
    expect(parseSiteDraft(data, own)).toEqual(data);
  });

  it("names the field of each refusal by its path", () => {
    expect(refusal(draft((d) => (d.primaryColor = "blue")))).toMatchObject({ key: "SITE_COLOR_INVALID", field: "primaryColor" });
    expect(refusal(draft((d) => (d.fontFamily = "Papyrus")))).toMatchObject({ key: "SITE_FONT_INVALID", field: "fontFamily" });
    expect(refusal(draft((d) => (d.hero.backgroundImage = "otra-empresa/abcdefghijklmnop")))).toMatchObject({
      key: "SITE_IMAGE_INVALID",
      field: "hero.backgroundImage",
    });
    expect(refusal(draft((d) => (d.contact.email = "no-es-correo")))).toMatchObject({ key: "SITE_EMAIL_INVALID", field: "contact.email" });
    expect(refusal(draft((d) => (d.contact.website = "javascript:alert(1)")))).toMatchObject({ key: "SITE_WEBSITE_INVALID", field: "contact.website" });
    expect(refusal(draft((d) => (d.contact.mapEmbed = "https://evil.example/map")))).toMatchObject({ key: "SITE_MAP_INVALID", field: "contact.mapEmbed" });
    const priced = draft((d) =>
      d.products.items.push({ id: "p-1", name: "Consola", brand: "", model: "", category: "", description: "", features: [], price: -3, image: "" }),
    );
    expect(refusal(priced)).toMatchObject({ key: "SITE_PRICE_INVALID", field: "products.items.0.price" });
    const unnamed = draft((d) =>
      d.products.items.push({ id: "p-1", name: " ", brand: "", model: "", category: "", description: "", features: [], price: null, image: "" }),
    );
    expect(refusal(unnamed)).toMatchObject({ key: "SITE_PRODUCT_NAME_REQUIRED", field: "products.items.0.name" });
  });

  it("holds at most 60 products, 40 pictures and 12 features each", () => {
    const product = (n: number) => ({
      id: `p-${n}`,
      name: `P ${n}`,
      brand: "",
      model: "",
      category: "",
      description: "",
      features: [],
      price: null,
      image: "",
    });
    expect(refusal(draft((d) => (d.products.items = Array.from({ length: 61 }, (_, n) => product(n)))))).toMatchObject({
      key: "SITE_TOO_MANY_PRODUCTS",
      params: { max: 60 },
    });
    expect(refusal(draft((d) => (d.gallery.images = Array.from({ length: 41 }, () => ({ src: "empresa1/abcdefghijklmnop", alt: "" })))))).toMatchObject({
      key: "SITE_TOO_MANY_IMAGES",
      params: { max: 40 },
    });
    expect(refusal(draft((d) => (d.about.features = Array.from({ length: 13 }, (_, n) => `f${n}`))))).toMatchObject({
      key: "SITE_TOO_MANY_FEATURES",
      params: { max: 12 },
    });
  });

  it("refuses what is not a draft at all, and drops keys it does not know", () => {
    expect(refusal("hola")).toMatchObject({ key: "SITE_DRAFT_INVALID" });
    expect(refusal({ ...draft(), sections: "todas" })).toMatchObject({ key: "SITE_DRAFT_INVALID" });
    expect(parseSiteDraft({ ...draft(), script: "<script>" }, own)).not.toHaveProperty("script");
  });

  it("takes a map's address from the <iframe> code Google Maps and OpenStreetMap give", () => {
    expect(mapEmbedAddress('<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600"></iframe>')).toBe(
      "https://www.google.com/maps/embed?pb=!1m18&x=1",
    );
    const osm = "https://www.openstreetmap.org/export/embed.html?bbox=-58.4%2C-34.6%2C-58.3%2C-34.5&layer=mapnik";
    expect(
      parseSiteDraft(
        draft((d) => (d.contact.mapEmbed = `<iframe width="425" src="${osm}"></iframe>`)),
        own,
      ).contact.mapEmbed,
    ).toBe(osm);
  });
});
