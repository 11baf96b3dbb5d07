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

/** A generated logo: a rounded square and a ring in the company's colours, the same drawing at any size (256 pixels unless told). */
export function demoLogo(seed: string, size = 256): Promise<Buffer> {
  const hue = hueOf(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
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

/** A deterministic sequence of numbers in [0, 1) from a text (mulberry32), so a seed always draws the same scene. */
function randomFrom(seed: string): () => number {
  let state = hueOf(seed) * 7919 + seed.length;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kinds of place a demo photograph shows. */
export type DemoScene = "concert" | "festival" | "theatre" | "conference" | "studio" | "broadcast" | "warehouse" | "foh" | "rig" | "led-wall";

const round = (value: number) => Math.round(value * 10) / 10;

function crowd(random: () => number, hue: number, count: number): string {
  let people = "";
  for (let index = 0; index < count; index++) {
    const x = round(random() * 1640 - 20);
    const y = round(790 + random() * 90);
    const r = round(16 + random() * 9);
    const arm =
      random() < 0.2
        ? `<rect x="${x + r * 0.6}" y="${y - r * 3.4}" width="7" height="${r * 3.2}" rx="3" transform="rotate(${round(random() * 30 - 15)} ${x} ${y})"/>`
        : "";
    people += `<circle cx="${x}" cy="${y}" r="${r}"/><ellipse cx="${x}" cy="${y + r * 2.6}" rx="${r * 1.9}" ry="${r * 1.8}"/>${arm}`;
  }
  return `<g fill="hsl(${hue},30%,5%)">${people}</g>`;
}

function truss(x1: number, x2: number, y: number): string {
  let zigzag = "";
  for (let x = x1; x < x2; x += 40) zigzag += `${x},${y} ${x + 20},${y + 28} `;
  return `<g stroke="#9aa3ad" stroke-width="4" fill="none"><line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}"/><line x1="${x1}" y1="${y + 28}" x2="${x2}" y2="${y + 28}"/><polyline points="${zigzag}"/></g>`;
}

function beams(random: () => number, count: number, y: number): string {
  let shapes = "";
  for (let index = 0; index < count; index++) {
    const x = round(160 + (1280 * (index + 0.5)) / count);
    const target = round(x + (random() - 0.5) * 900);
    const spread = round(50 + random() * 90);
    shapes += `<polygon points="${x - 9},${y + 30} ${x + 9},${y + 30} ${target + spread},900 ${target - spread},900" fill="url(#beam${index % 2})"/><rect x="${x - 14}" y="${y + 28}" width="28" height="22" rx="5" fill="#2b2f36"/>`;
  }
  return shapes;
}

/** A grid of lines `step` apart over a rectangle: the seams of an LED wall's tiles. */
function grid(x: number, y: number, width: number, height: number, step: number): string {
  let lines = "";
  for (let across = x; across <= x + width; across += step) lines += `M${across},${y}V${y + height}`;
  for (let down = y; down <= y + height; down += step) lines += `M${x},${down}H${x + width}`;
  return `<path d="${lines}" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`;
}

function ledWall(x: number, y: number, width: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#screen)"/>${grid(x, y, width, height, 15)}`;
}

function lineArray(x: number, y: number, boxes: number): string {
  let stack = `<rect x="${x - 10}" y="${y - 14}" width="140" height="12" fill="#555b63"/>`;
  for (let index = 0; index < boxes; index++)
    stack += `<rect x="${x + index * 3}" y="${y + index * 44}" width="120" height="40" rx="4" fill="#15171b" transform="rotate(${index * 2} ${x} ${y})"/>`;
  return stack;
}

function concert(random: () => number, hue: number, accent: number, outdoor: boolean): string {
  const sky = outdoor
    ? Array.from(
        { length: 60 },
        () =>
          `<circle cx="${round(random() * 1600)}" cy="${round(random() * 260)}" r="${round(1 + random() * 2)}" fill="#fff" opacity="${round(0.3 + random() * 0.6)}"/>`,
      ).join("")
    : "";
  const roof = outdoor
    ? `<path d="M40,200 Q800,20 1560,200 L1560,230 Q800,60 40,230 Z" fill="#1c1f25"/><rect x="60" y="200" width="26" height="520" fill="#1c1f25"/><rect x="1514" y="200" width="26" height="520" fill="#1c1f25"/>`
    : "";
  return `${sky}<ellipse cx="800" cy="520" rx="760" ry="300" fill="url(#haze)"/>${roof}
    ${ledWall(440, 300, 720, 330)}${outdoor ? `${ledWall(130, 330, 210, 130)}${ledWall(1260, 330, 210, 130)}` : ""}
    ${truss(150, 1450, 222)}${beams(random, 6 + Math.floor(random() * 4), 222)}
    ${lineArray(230, 290, 7)}${lineArray(1250, 290, 7)}
    <rect x="0" y="640" width="1600" height="60" fill="hsl(${hue},20%,12%)"/>
    <rect x="0" y="636" width="1600" height="6" fill="hsl(${accent},80%,60%)" opacity="0.6"/>
    ${crowd(random, hue, 90)}`;
}

function theatre(random: () => number, hue: number, accent: number): string {
  let seats = "";
  for (let row = 0; row < 4; row++)
    for (let x = -40 + (row % 2) * 30; x < 1640; x += 62)
      seats += `<rect x="${x}" y="${740 + row * 44}" width="52" height="60" rx="12" fill="hsl(${hue},55%,${22 - row * 3}%)"/>`;
  const folds = Array.from({ length: 6 }, (_, index) => `<rect x="${120 + index * 40}" y="90" width="14" height="620" fill="#000" opacity="0.18"/>`).join("");
  const x = round(700 + random() * 200);
  const performer = `<g fill="#0d0d10"><circle cx="${x}" cy="520" r="22"/><rect x="${x - 22}" y="545" width="44" height="120" rx="18"/></g>`;
  return `<rect x="80" y="60" width="1440" height="700" fill="hsl(${hue},30%,9%)"/>
    <ellipse cx="800" cy="680" rx="260" ry="50" fill="hsl(${accent},90%,85%)" opacity="0.5"/>
    <polygon points="760,60 840,60 1010,680 590,680" fill="url(#beam1)"/>${performer}
    <rect x="80" y="660" width="1440" height="60" fill="hsl(30,35%,22%)"/>
    <rect x="80" y="60" width="340" height="650" fill="hsl(${hue},65%,30%)"/><rect x="1180" y="60" width="340" height="650" fill="hsl(${hue},65%,30%)"/>
    <g>${folds}</g><g transform="translate(1060 0)">${folds}</g>
    <path d="M0,0 H1600 V900 H1520 V60 H80 V900 H0 Z" fill="hsl(${hue},25%,14%)"/>
    <rect x="80" y="60" width="1440" height="70" fill="hsl(${hue},65%,26%)"/>${seats}`;
}

function conference(random: () => number, hue: number, accent: number): string {
  let chairs = "";
  for (let row = 0; row < 4; row++)
    for (let x = 100 + row * 20; x < 1520; x += 90)
      chairs += `<rect x="${x}" y="${640 + row * 62}" width="62" height="70" rx="10" fill="hsl(${hue},35%,${30 + row * 4}%)"/>`;
  const bars = Array.from({ length: 6 }, (_, index) => {
    const height = round(60 + random() * 180);
    return `<rect x="${560 + index * 80}" y="${470 - height}" width="50" height="${height}" fill="hsl(${(accent + index * 25) % 360},70%,55%)"/>`;
  }).join("");
  return `<rect width="1600" height="900" fill="hsl(${hue},15%,86%)"/><rect y="560" width="1600" height="340" fill="hsl(${hue},12%,70%)"/>
    <rect x="440" y="110" width="720" height="400" fill="#f6f7f9" stroke="#2a2e35" stroke-width="10"/>${bars}
    <rect x="1240" y="420" width="110" height="200" rx="8" fill="#3a3f47"/><rect x="1225" y="405" width="140" height="22" rx="6" fill="#2a2e35"/>
    <rect x="210" y="40" width="60" height="80" rx="10" fill="#2a2e35"/><rect x="1330" y="40" width="60" height="80" rx="10" fill="#2a2e35"/>${chairs}`;
}

function studio(random: () => number, hue: number, accent: number): string {
  let faders = "";
  for (let index = 0; index < 24; index++) {
    const x = 380 + index * 36;
    faders += `<line x1="${x}" y1="650" x2="${x}" y2="780" stroke="#0b0c0e" stroke-width="4"/><rect x="${x - 10}" y="${round(660 + random() * 100)}" width="20" height="14" rx="3" fill="#d9dce1"/>`;
  }
  const panels = Array.from(
    { length: 8 },
    (_, index) => `<rect x="${60 + index * 190}" y="70" width="170" height="200" rx="6" fill="hsl(${hue},25%,${18 + (index % 2) * 6}%)"/>`,
  ).join("");
  return `<rect width="1600" height="900" fill="hsl(${hue},20%,12%)"/>${panels}
    <rect x="420" y="300" width="760" height="280" rx="10" fill="hsl(${accent},60%,45%)" opacity="0.35" stroke="#0b0c0e" stroke-width="14"/>
    <rect x="180" y="330" width="150" height="230" rx="12" fill="#121316"/><circle cx="255" cy="490" r="50" fill="#2a2d33"/><circle cx="255" cy="380" r="20" fill="#2a2d33"/>
    <rect x="1270" y="330" width="150" height="230" rx="12" fill="#121316"/><circle cx="1345" cy="490" r="50" fill="#2a2d33"/><circle cx="1345" cy="380" r="20" fill="#2a2d33"/>
    <polygon points="300,900 400,620 1200,620 1300,900" fill="#2a2d33"/>${faders}<rect x="720" y="560" width="160" height="70" rx="6" fill="hsl(${accent},70%,55%)"/>`;
}

function broadcast(random: () => number, hue: number, accent: number): string {
  let monitors = "";
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 5; column++)
      monitors += `<rect x="${170 + column * 256}" y="${80 + row * 150}" width="240" height="135" fill="hsl(${Math.floor(random() * 360)},${round(40 + random() * 40)}%,${round(30 + random() * 30)}%)" stroke="#0b0c0e" stroke-width="8"/>`;
  return `<rect width="1600" height="900" fill="hsl(${hue},25%,10%)"/>${monitors}
    <rect x="${170 + 2 * 256}" y="80" width="240" height="135" fill="none" stroke="hsl(0,85%,55%)" stroke-width="8"/>
    <polygon points="120,900 200,600 1400,600 1480,900" fill="#1c1f24"/>
    <g fill="hsl(${accent},80%,60%)">${Array.from({ length: 30 }, (_, index) => `<rect x="${300 + (index % 15) * 66}" y="${650 + Math.floor(index / 15) * 50}" width="40" height="26" rx="4" opacity="${round(0.4 + random() * 0.6)}"/>`).join("")}</g>
    <g fill="#050607"><circle cx="420" cy="800" r="55"/><ellipse cx="420" cy="930" rx="110" ry="90"/><circle cx="1180" cy="800" r="55"/><ellipse cx="1180" cy="930" rx="110" ry="90"/></g>`;
}

function warehouse(random: () => number, hue: number, accent: number): string {
  let cases = "";
  for (let shelf = 0; shelf < 3; shelf++)
    for (let x = 90; x < 1500; ) {
      const width = round(120 + random() * 140);
      const height = round(100 + random() * 60);
      const y = 160 + shelf * 210 + (170 - height);
      cases += `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="hsl(${hue},10%,${14 + Math.floor(random() * 8)}%)"/><rect x="${x + width / 2 - 22}" y="${y + 12}" width="44" height="10" rx="4" fill="#8c939c"/>`;
      x += width + 16;
    }
  const shelves = [0, 1, 2].map((shelf) => `<rect x="70" y="${330 + shelf * 210}" width="1460" height="14" fill="hsl(${accent},70%,45%)"/>`).join("");
  return `<rect width="1600" height="900" fill="hsl(${hue},8%,72%)"/><rect y="780" width="1600" height="120" fill="hsl(${hue},6%,52%)"/>
    <rect x="60" y="120" width="16" height="660" fill="hsl(${accent},70%,40%)"/><rect x="1524" y="120" width="16" height="660" fill="hsl(${accent},70%,40%)"/>${shelves}${cases}${truss(200, 1400, 820)}`;
}

/** The front-of-house position at night: a mixing console under blue light, the audience's heads, the stage far off. */
function foh(random: () => number, hue: number, accent: number): string {
  const blue = 205 + Math.floor(random() * 30);
  let heads = "";
  for (let index = 0; index < 70; index++) {
    const x = round(random() * 1640 - 20);
    const r = round(7 + random() * 5);
    heads += `<circle cx="${x}" cy="${round(480 + random() * 40)}" r="${r}"/><ellipse cx="${x}" cy="${round(500 + random() * 40 + r * 2)}" rx="${r * 1.8}" ry="${r * 1.6}"/>`;
  }
  let strips = "";
  for (let index = 0; index < 24; index++) {
    const x = round(330 + index * 40);
    strips += `<line x1="${x}" y1="720" x2="${round(x - (x - 800) * 0.12)}" y2="880" stroke="#000" stroke-width="4"/><rect x="${round(x - 8 - (x - 800) * 0.06)}" y="${round(760 + random() * 90)}" width="18" height="12" rx="3" fill="#d9dce1"/>`;
    for (let knob = 0; knob < 3; knob++)
      strips += `<circle cx="${x}" cy="${640 + knob * 24}" r="6" fill="hsl(${knob === 0 ? accent : blue},60%,${knob === 0 ? 60 : 45}%)"/>`;
  }
  return `<rect width="1600" height="900" fill="hsl(${blue},60%,7%)"/>
    <ellipse cx="800" cy="330" rx="520" ry="200" fill="url(#haze)"/>
    ${ledWall(600, 250, 400, 170)}<rect x="560" y="420" width="480" height="26" fill="hsl(${hue},15%,14%)"/>
    ${[0, 1, 2, 3, 4].map((index) => `<polygon points="${640 + index * 80},232 ${652 + index * 80},232 ${round(560 + index * 120 + random() * 60)},470 ${round(520 + index * 120 + random() * 60)},470" fill="url(#beam0)" opacity="0.7"/>`).join("")}
    ${truss(560, 1040, 220)}<g fill="hsl(${blue},40%,4%)">${heads}</g>
    <polygon points="120,900 1480,900 1330,600 270,600" fill="#121419"/>
    <rect x="620" y="560" width="360" height="150" rx="8" fill="hsl(${blue},80%,45%)" opacity="0.9"/><rect x="640" y="580" width="150" height="110" fill="hsl(${blue},90%,70%)" opacity="0.5"/>
    ${strips}<rect x="0" y="0" width="1600" height="900" fill="hsl(${blue},90%,50%)" opacity="0.12"/>`;
}

/** A lighting rig seen from below: a truss of moving heads throwing beams through haze, no one in sight. */
function rig(random: () => number, hue: number, accent: number): string {
  let fixtures = "";
  const count = 7 + Math.floor(random() * 3);
  for (let index = 0; index < count; index++) {
    const x = round(140 + (1320 * index) / (count - 1));
    const tilt = round((random() - 0.5) * 70);
    fixtures += `<g transform="rotate(${tilt} ${x} 250)"><polygon points="${x - 14},300 ${x + 14},300 ${x + 160},1100 ${x - 160},1100" fill="url(#beam${index % 2})"/></g>
      <path d="M${x - 34},232 V280 H${x - 24} V246 H${x + 24} V280 H${x + 34} V232 Z" fill="#2b2f36"/><rect x="${x - 24}" y="250" width="48" height="56" rx="16" fill="#1a1c21"/>
      <circle cx="${x}" cy="290" r="14" fill="hsl(${accent},95%,85%)"/>`;
  }
  return `<rect width="1600" height="900" fill="hsl(${hue},45%,6%)"/><ellipse cx="800" cy="620" rx="900" ry="420" fill="url(#haze)"/>
    ${truss(40, 1560, 190)}${truss(40, 1560, 120)}<path d="M40,190 V120 M1560,190 V120" stroke="#9aa3ad" stroke-width="4"/>${fixtures}
    <rect x="380" y="40" width="10" height="80" fill="#5a616b"/><rect x="1210" y="40" width="10" height="80" fill="#5a616b"/>`;
}

/** An LED wall being built: tiles lit with test colours, hung from the truss down, the last row still going up; cases and a cable run on the floor. */
function ledWallBuild(random: () => number, hue: number, accent: number): string {
  const tile = 90;
  const columns = 12;
  const rows = 6;
  const left = 800 - (columns * tile) / 2;
  const bottom = 130 + rows * tile;
  const hung = 3 + Math.floor(random() * 8);
  const missing = Array.from(
    { length: columns - hung },
    (_, index) => `<rect x="${left + (hung + index) * tile}" y="${bottom - tile}" width="${tile}" height="${tile + 4}" fill="hsl(${hue},20%,9%)"/>`,
  ).join("");
  const bars = [0, 60, 120, 180, 240, 300]
    .map(
      (shift, index) =>
        `<rect x="${left + index * 180}" y="${bottom - tile - 70}" width="180" height="50" fill="hsl(${(accent + shift) % 360},90%,55%)" opacity="0.85"/>`,
    )
    .join("");
  return `<rect width="1600" height="900" fill="hsl(${hue},20%,9%)"/>${truss(left - 40, left + columns * tile + 40, 90)}
    <rect x="${left}" y="130" width="${columns * tile}" height="${rows * tile}" fill="url(#screen)"/>${bars}
    ${grid(left, 130, columns * tile, rows * tile, 15)}${grid(left, 130, columns * tile, rows * tile, tile)}${missing}
    <rect x="0" y="700" width="1600" height="200" fill="hsl(${hue},10%,16%)"/>
    ${[180, 360, 1180, 1340].map((x) => `<rect x="${x}" y="${round(720 + random() * 30)}" width="150" height="110" rx="8" fill="hsl(${hue},8%,${round(18 + random() * 8)}%)"/><rect x="${x + 53}" y="740" width="44" height="10" rx="4" fill="#8c939c"/>`).join("")}
    <path d="M${left + 20},${bottom} C${left + 100},800 700,780 900,860" stroke="#0a0a0a" stroke-width="10" fill="none"/>`;
}

const SCENES: Record<DemoScene, (random: () => number, hue: number, accent: number) => string> = {
  concert: (random, hue, accent) => concert(random, hue, accent, false),
  festival: (random, hue, accent) => concert(random, hue, accent, true),
  theatre,
  conference,
  studio,
  broadcast,
  warehouse,
  foh,
  rig,
  "led-wall": ledWallBuild,
};

/**
 * A generated photograph of an AV place (a concert, a festival, a theatre, a conference room, a
 * studio, a control room, a rental warehouse, a front-of-house console, a lighting rig, an LED wall
 * being built), different for every seed, cropped to the size asked,
 * no text: a JPEG made with sharp from an SVG, nothing fetched.
 */
export function demoScene(scene: DemoScene, seed: string, width: number, height: number): Promise<Buffer> {
  const random = randomFrom(`${scene}:${seed}`);
  const hue = hueOf(seed);
  const accent = (hue + 120 + Math.floor(random() * 120)) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,8%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,20%)"/></linearGradient>
      <radialGradient id="haze"><stop offset="0" stop-color="hsl(${accent},70%,60%)" stop-opacity="0.35"/><stop offset="1" stop-color="hsl(${accent},70%,60%)" stop-opacity="0"/></radialGradient>
      <linearGradient id="beam0" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${accent},95%,75%)" stop-opacity="0.7"/><stop offset="1" stop-color="hsl(${accent},95%,75%)" stop-opacity="0"/></linearGradient>
      <linearGradient id="beam1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.6"/><stop offset="1" stop-color="#fff8e8" stop-opacity="0"/></linearGradient>
      <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${accent},85%,55%)"/><stop offset="0.5" stop-color="hsl(${(accent + 60) % 360},80%,40%)"/><stop offset="1" stop-color="hsl(${hue},85%,35%)"/></linearGradient>
    </defs>
    <svg viewBox="0 0 1600 900" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
      <rect width="1600" height="900" fill="url(#sky)"/>${SCENES[scene](random, hue, accent)}
    </svg>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The kinds of equipment a demo product picture shows. */
export type DemoProduct =
  | "speaker"
  | "subwoofer"
  | "line-array"
  | "moving-head"
  | "par"
  | "led-panel"
  | "console"
  | "microphone"
  | "camera"
  | "projector"
  | "amplifier"
  | "truss"
  | "seats";

const BODY = "#1d2026";

function cone(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#2b2f37"/><circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="#14161a"/><circle cx="${x}" cy="${y}" r="${r * 0.3}" fill="#353a43"/>`;
}

const PRODUCTS: Record<DemoProduct, (accent: string) => string> = {
  speaker: (accent) =>
    `<rect x="330" y="110" width="300" height="480" rx="18" fill="${BODY}"/>${cone(480, 440, 110)}<rect x="400" y="160" width="160" height="100" rx="10" fill="#2b2f37"/><rect x="440" y="190" width="80" height="40" rx="6" fill="#0c0d10"/><rect x="330" y="560" width="300" height="8" fill="${accent}"/>`,
  subwoofer: (accent) =>
    `<rect x="200" y="220" width="560" height="380" rx="18" fill="${BODY}"/>${cone(350, 410, 120)}${cone(610, 410, 120)}<rect x="200" y="572" width="560" height="8" fill="${accent}"/>`,
  "line-array": (accent) =>
    `<rect x="250" y="80" width="460" height="20" fill="#5a616b"/>${[0, 1, 2, 3, 4]
      .map(
        (index) =>
          `<g transform="rotate(${index * 3} 480 90)"><rect x="270" y="${110 + index * 96}" width="420" height="88" rx="8" fill="${BODY}"/><rect x="300" y="${130 + index * 96}" width="360" height="48" rx="6" fill="#2b2f37"/><rect x="270" y="${190 + index * 96}" width="420" height="4" fill="${accent}"/></g>`,
      )
      .join("")}`,
  "moving-head": (accent) =>
    `<defs><radialGradient id="lens"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${accent}"/><stop offset="1" stop-color="#111"/></radialGradient></defs>
    <polygon points="340,600 620,600 590,500 370,500" fill="${BODY}"/><rect x="440" y="530" width="80" height="34" rx="4" fill="${accent}"/>
    <path d="M330,500 V260 H380 V450 H580 V260 H630 V500 Z" fill="#2b2f37"/><rect x="370" y="200" width="220" height="260" rx="70" fill="${BODY}"/>
    <circle cx="480" cy="320" r="80" fill="url(#lens)"/><circle cx="480" cy="320" r="80" fill="none" stroke="#3a3f48" stroke-width="10"/>`,
  par: (accent) =>
    `<path d="M300,520 V300 H340 V480 H620 V300 H660 V520 Z" fill="#2b2f37"/><rect x="330" y="170" width="300" height="300" rx="30" fill="${BODY}"/>
    <g fill="${accent}">${Array.from({ length: 16 }, (_, index) => `<circle cx="${390 + (index % 4) * 60}" cy="${230 + Math.floor(index / 4) * 60}" r="20"/>`).join("")}</g>`,
  "led-panel": (accent) =>
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#1a1f5c"/></linearGradient></defs>
    <rect x="220" y="100" width="520" height="520" fill="url(#tile)"/>${grid(220, 100, 520, 520, 13)}
    <path d="M480,100 V620 M220,360 H740" stroke="${BODY}" stroke-width="10"/><rect x="220" y="100" width="520" height="520" fill="none" stroke="${BODY}" stroke-width="16"/>`,
  console: (accent) =>
    `<polygon points="130,600 830,600 760,230 200,230" fill="${BODY}"/><rect x="360" y="250" width="240" height="110" rx="6" fill="${accent}" opacity="0.85"/>
    ${Array.from({ length: 16 }, (_, index) => `<line x1="${240 + index * 32}" y1="420" x2="${230 + index * 33}" y2="570" stroke="#000" stroke-width="5"/><rect x="${226 + index * 32.5}" y="${450 + ((index * 37) % 90)}" width="20" height="14" rx="3" fill="#d9dce1"/>`).join("")}
    ${Array.from({ length: 12 }, (_, index) => `<circle cx="${250 + index * 42}" cy="385" r="9" fill="#5a616b"/>`).join("")}`,
  microphone: (accent) =>
    `<defs><pattern id="mesh" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0,0 L10,10 M10,0 L0,10" stroke="#8c939c" stroke-width="2"/></pattern></defs>
    <polygon points="450,310 510,310 495,600 465,600" fill="${BODY}"/><rect x="450" y="300" width="60" height="20" fill="${accent}"/>
    <circle cx="480" cy="220" r="95" fill="#3a3f48"/><circle cx="480" cy="220" r="95" fill="url(#mesh)"/>`,
  camera: (accent) =>
    `<rect x="300" y="220" width="360" height="200" rx="16" fill="${BODY}"/><rect x="180" y="260" width="140" height="120" rx="10" fill="#2b2f37"/><circle cx="180" cy="320" r="60" fill="#0c0d10"/><circle cx="180" cy="320" r="36" fill="${accent}" opacity="0.7"/>
    <rect x="560" y="150" width="120" height="80" rx="8" fill="#2b2f37"/><rect x="330" y="250" width="30" height="12" rx="3" fill="hsl(0,80%,55%)"/>
    <path d="M480,420 L360,640 M480,420 L600,640 M480,420 V650" stroke="#3a3f48" stroke-width="14"/>`,
  projector: (accent) =>
    `<rect x="200" y="280" width="560" height="220" rx="24" fill="#e8eaee" stroke="#9aa3ad" stroke-width="6"/><circle cx="330" cy="390" r="70" fill="#1d2026"/><circle cx="330" cy="390" r="42" fill="${accent}" opacity="0.8"/>
    ${Array.from({ length: 8 }, (_, index) => `<rect x="${460 + index * 32}" y="330" width="16" height="120" rx="6" fill="#9aa3ad"/>`).join("")}`,
  amplifier: (accent) =>
    [0, 1, 2]
      .map(
        (index) =>
          `<rect x="150" y="${200 + index * 120}" width="660" height="100" rx="6" fill="${BODY}"/><rect x="130" y="${210 + index * 120}" width="30" height="80" rx="6" fill="#5a616b"/><rect x="800" y="${210 + index * 120}" width="30" height="80" rx="6" fill="#5a616b"/>
      ${Array.from({ length: 10 }, (_, slot) => `<rect x="${230 + slot * 30}" y="${220 + index * 120}" width="12" height="60" rx="4" fill="#2b2f37"/>`).join("")}<circle cx="680" cy="${250 + index * 120}" r="14" fill="${accent}"/><circle cx="730" cy="${250 + index * 120}" r="14" fill="#3a3f48"/>`,
      )
      .join(""),
  truss: (accent) =>
    `<g stroke="#b8bec6" stroke-width="12" fill="none"><path d="M80,280 H840 M80,480 H840 M120,240 H880 M120,440 H880"/>
    <path d="${Array.from({ length: 8 }, (_, index) => `M${80 + index * 95},280 L${175 + index * 95},480`).join(" ")}"/><path d="M80,280 L120,240 M840,280 L880,240 M80,480 L120,440 M840,480 L880,440"/></g>
    <rect x="70" y="270" width="20" height="220" fill="${accent}"/><rect x="830" y="270" width="20" height="220" fill="${accent}"/>`,
  seats: (accent) =>
    [0, 1, 2]
      .map((row) =>
        Array.from(
          { length: 6 },
          (_, seat) =>
            `<rect x="${150 + row * 30 + seat * 110}" y="${160 + row * 140}" width="90" height="120" rx="20" fill="${accent}"/><rect x="${150 + row * 30 + seat * 110}" y="${260 + row * 140}" width="90" height="30" rx="8" fill="${BODY}"/>`,
        ).join(""),
      )
      .join(""),
};

/** A generated 4:3 product picture: a stylised piece of equipment (no brand, no text) on a studio backdrop in the seed's colours: a JPEG made with sharp from an SVG. */
export function demoProduct(kind: DemoProduct, seed: string): Promise<Buffer> {
  const hue = hueOf(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
    <defs><radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="hsl(${hue},25%,97%)"/><stop offset="1" stop-color="hsl(${hue},22%,78%)"/></radialGradient></defs>
    <rect width="960" height="720" fill="url(#backdrop)"/><ellipse cx="480" cy="640" rx="360" ry="34" fill="#000" opacity="0.18"/>
    ${PRODUCTS[kind](`hsl(${(hue + 180) % 360},75%,52%)`)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
