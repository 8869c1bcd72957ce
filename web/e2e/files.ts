import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A minimal, valid PDF (Helvetica, WinAnsi) written by hand: one line per entry, '' = paragraph gap. */
export function textPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  let ops = 'BT /F1 12 Tf 72 760 Td 16 TL\n';
  for (const l of lines) ops += l ? `(${esc(l)}) Tj T*\n` : 'T*\n';
  ops += 'ET';
  return buildPdf(ops, '/Font << /F1 5 0 R >>');
}

/** A PDF whose only content is a drawing: no extractable text. */
export function imageOnlyPdf(): Buffer {
  return buildPdf('0.2 0.3 0.8 rg 72 600 300 150 re f 0 0 0 RG 4 w 72 560 m 372 560 l S', '');
}

/** A scanner's PDF: the page is one JPEG image (RGB), no text layer. */
export async function scannedPdf(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .jpeg()
    .toBuffer({ resolveWithObject: true });
  const [w, h] = [612, Math.round((612 * info.height) / info.width)];
  const jpeg = data.toString('latin1');
  return buildPdf(
    `q ${w} 0 0 ${h} 0 0 cm /Im1 Do Q`,
    '/XObject << /Im1 5 0 R >>',
    `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace /DeviceRGB ` +
      `/BitsPerComponent 8 /Filter /DCTDecode /Length ${data.length} >>\nstream\n${jpeg}\nendstream`,
    [w, h],
  );
}

function buildPdf(
  content: string,
  resources: string,
  fifth = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  [w, h] = [612, 792],
): Buffer {
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 4 0 R /Resources << ${resources} >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${content}\nendstream`,
    fifth,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PNG of a printed Portuguese paragraph (SVG text rendered by sharp/librsvg). */
export async function paragraphPng(lines: string[]): Promise<Buffer> {
  const lh = 46;
  const h = lines.length * lh + 80;
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${70 + i * lh}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#111">${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${h}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A ZIP of the given files, stored without compression (what a phone's "compress" share sheet may also write). */
export function storedZip(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
