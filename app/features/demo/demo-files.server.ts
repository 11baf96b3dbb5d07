import sharp from "sharp";

/** A deterministic hue (0–359) from a text, so the same person always gets the same picture. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A generated avatar (abstract shapes in the person's colours, no text, nothing fetched): a PNG made with sharp from an SVG. */
export function demoAvatar(seed: string): Promise<Buffer> {
  const hue = hueOf(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="hsl(${hue},55%,42%)"/>
    <circle cx="128" cy="104" r="52" fill="hsl(${(hue + 40) % 360},70%,82%)"/>
    <ellipse cx="128" cy="236" rx="92" ry="70" fill="hsl(${(hue + 40) % 360},70%,82%)"/>
    <circle cx="${40 + (hue % 60)}" cy="40" r="18" fill="hsl(${(hue + 180) % 360},60%,60%)" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A generated logo: a rounded square and a ring in the company's colours. */
export function demoLogo(seed: string): Promise<Buffer> {
  const hue = hueOf(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#ffffff"/>
    <rect x="28" y="28" width="200" height="200" rx="40" fill="hsl(${hue},65%,40%)"/>
    <circle cx="128" cy="128" r="56" fill="none" stroke="#ffffff" stroke-width="18"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A generated 16:9 course cover: a stage-light gradient, beams and a speaker cone in the course's colours, no text. */
export function demoCover(seed: string): Promise<Buffer> {
  const hue = hueOf(seed);
  const accent = (hue + 35) % 360;
  const beams = [180, 480, 780]
    .map(
      (x, index) =>
        `<polygon points="${x - 18},0 ${x + 18},0 ${x + 140 - index * 120},540 ${x - 140 - index * 60},540" fill="hsl(${accent},85%,75%)" opacity="0.18"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,38%)"/></linearGradient></defs>
    <rect width="960" height="540" fill="url(#g)"/>
    ${beams}
    <circle cx="${620 + (hue % 120)}" cy="300" r="150" fill="none" stroke="hsl(${accent},70%,80%)" stroke-width="14" opacity="0.55"/>
    <circle cx="${620 + (hue % 120)}" cy="300" r="90" fill="none" stroke="hsl(${accent},70%,80%)" stroke-width="10" opacity="0.55"/>
    <circle cx="${620 + (hue % 120)}" cy="300" r="30" fill="hsl(${accent},70%,80%)" opacity="0.7"/>
    <rect x="0" y="470" width="960" height="70" fill="hsl(${hue},50%,12%)" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A line cut at spaces into pieces that fit the page's width (about 80 characters of 12-point Helvetica). */
function wrapped(line: string): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current && current.length + word.length + 1 > 80) {
      pieces.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...pieces, current];
}

function escapePdfText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A small, valid one-page PDF (a CV, a lesson's guide) with a few lines of text (built by hand: offsets and all). */
export function demoPdf(lines: string[]): Buffer {
  const content = [`BT /F1 12 Tf 72 760 Td 16 TL`, ...lines.flatMap(wrapped).map((line) => `(${escapePdfText(line)}) Tj T*`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
