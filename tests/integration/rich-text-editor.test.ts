import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addLesson, createCourse, lessonForEditing } from "~/features/learning/course-editor.server";
import { addArticleBodyImage, articleForEditing, createArticle, updateArticle } from "~/features/news/news-editor.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { courseFields, person } from "../learning";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

/** Every element the rich-text editor writes (Tiptap's own HTML: app/components/rich-text/rich-text-editor.tsx), pictures aside. */
const EDITOR_TEXT = [
  "<h2>Montaje seguro</h2>",
  "<h3>Antes del show</h3>",
  "<h4>Tablero</h4>",
  "<p>Con <strong>protección</strong>, <em>tierra</em>, <u>orden</u> y <code>DMX</code>.<br />Otra línea.</p>",
  '<p>Más en <a target="_blank" rel="noopener noreferrer nofollow" href="https://redav.lat/news">las noticias</a>.</p>',
  "<ul><li><p>Cable de alimentación</p></li><li><p>Cable DMX</p></li></ul>",
  "<ol><li><p>Apagar</p></li><li><p>Conectar</p></li></ol>",
  "<blockquote><p>Primero la seguridad.</p></blockquote>",
  "<pre><code>universe 1: 512</code></pre>",
  "<hr />",
].join("");

/** What the editor never writes: each must go (its text may stay). */
const FOREIGN = [
  '<p style="color:red" class="MsoNormal" onclick="alert(1)">estilo</p>',
  '<span style="font-weight:700">span</span>',
  "<s>tachado</s>",
  "<table><tbody><tr><td>celda</td></tr></tbody></table>",
  '<figure><img src="https://evil.example/x.png" alt="x"><figcaption>pie</figcaption></figure>',
  "<script>alert(1)</script>",
  '<iframe src="https://evil.example"></iframe>',
].join("");

const admin = async () => actingAs((await createIndividual({ isAdmin: true })).userId);
const unique = () => crypto.randomUUID().slice(0, 8);
const article = (title: string, body: string) => ({
  title,
  summary: "Lo que cambia para los técnicos de la región desde el próximo año.",
  body,
  category: "industria",
  audience: "public",
});
const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#335577" } })
          .png()
          .toBuffer(),
      ),
    ],
    "foto.png",
  );
const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
/** The tags of an HTML text, in order. */
const tags = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[0]);

describe("the server's cleaning and the rich-text editor (issue 36)", () => {
  it("keeps every element the editor writes in an article, as written, and removes everything else", async () => {
    const writer = await admin();
    const { id } = await createArticle(writer, article(`Editor ${unique()}`, EDITOR_TEXT + FOREIGN));
    const stored = (await articleForEditing(writer, id)).body;
    expect(stored.startsWith(EDITOR_TEXT)).toBe(true);
    const rest = stored.slice(EDITOR_TEXT.length);
    expect(tags(rest)).toEqual(["<p", "</p"]);
    for (const text of ["estilo", "span", "tachado", "celda", "pie"]) expect(rest).toContain(text);
    for (const gone of ["style=", "class=", "onclick", "<s>", "<table", "<td", "<figcaption", "evil.example", "<script", "<iframe"])
      expect(rest).not.toContain(gone);
  });

  it("turns older synonyms into the editor's own elements: b, i, h1, h5", async () => {
    const writer = await admin();
    const { id } = await createArticle(
      writer,
      article(`Sinónimos ${unique()}`, "<h1>Uno</h1><p><b>negrita</b> e <i>itálica</i> en un texto largo</p><h5>Cinco</h5>"),
    );
    expect((await articleForEditing(writer, id)).body).toBe("<h2>Uno</h2><p><strong>negrita</strong> e <em>itálica</em> en un texto largo</p><h4>Cinco</h4>");
  });

  it("keeps the editor's pictures of this site's news bucket, uploaded through the editor's endpoint with their alternative text", async () => {
    const writer = await admin();
    const { id } = await createArticle(writer, article(`Con foto ${unique()}`, "<p>Texto del artículo con una foto.</p>"));
    const picture = await addArticleBodyImage(writer, id, form({ image: await photo(), imageAlt: "Consola en el FOH" }));
    expect(picture).toEqual({ src: expect.stringMatching(/^\/files\/news-images\/news-[0-9a-f]+\/[\w-]+-960\.webp$/), alt: "Consola en el FOH" });
    const key = picture.src.replace("/files/news-images/", "");
    expect(await fileStore(testDb()).get("news-images", key)).not.toBeNull();
    const { title } = await articleForEditing(writer, id);
    await updateArticle(
      writer,
      id,
      article(title, `<p>Antes de la foto del escenario.</p><figure><img src="${picture.src}" alt="Consola en el FOH"></figure>`),
    );
    expect((await articleForEditing(writer, id)).body).toBe(
      `<p>Antes de la foto del escenario.</p><figure><img src="${picture.src}" alt="Consola en el FOH" loading="lazy" /></figure>`,
    );
  });

  it("refuses a picture without its alternative text, without a file or that is not an image (400, Spanish), and anyone but an admin (403)", async () => {
    const writer = await admin();
    const { id } = await createArticle(writer, article(`Sin texto ${unique()}`, "<p>Texto del artículo sin fotos todavía.</p>"));
    expect(await refusalOf(addArticleBodyImage(writer, id, form({ image: await photo(), imageAlt: "  " })))).toMatchObject({
      status: 400,
      field: "imageAlt",
      message: "Describe la imagen (texto alternativo): quien no puede verla sabrá qué muestra.",
    });
    expect(await refusalOf(addArticleBodyImage(writer, id, form({ imageAlt: "Foto" })))).toMatchObject({
      status: 400,
      field: "image",
      message: "Elige una imagen para agregar al texto.",
    });
    expect(await refusalOf(addArticleBodyImage(writer, id, form({ image: new File(["%PDF-1.4"], "x.pdf"), imageAlt: "Foto" })))).toMatchObject({
      status: 400,
      field: "image",
    });
    const someone = await actingAs((await createIndividual({})).userId);
    expect(await refusalOf(addArticleBodyImage(someone, id, form({ image: await photo(), imageAlt: "Foto" })))).toMatchObject({ status: 403 });
  });

  it("keeps every element the editor writes in a lesson, and no picture (lessons hold none)", async () => {
    const trainer = await person({ trainer: true });
    const course = await createCourse(trainer.ctx, courseFields(`Curso editor ${unique()}`));
    const lesson = await addLesson(trainer.ctx, course.id, {
      title: "Lección con formato",
      body: `${EDITOR_TEXT}<figure><img src="/files/news-images/news-1/a-960.webp" alt="Foto"></figure>`,
      durationMinutes: "10",
    });
    const stored = (await lessonForEditing(trainer.ctx, course.id, lesson.id)).body;
    expect(stored).toBe(EDITOR_TEXT);
  });
});
