// The tray's icons, made at build time from the one source icon (assets/icon.png, 1024 px RGBA):
// Windows an .ico with 16, 20, 24 and 32 px (100–200 % scaling), macOS a template image (black and
// alpha only, so the menu bar tints it for light and dark) at 16 and 32 px, Linux a 32 px PNG.
// Plain Node (zlib): no image library is needed for an 8-bit RGBA PNG.
import { Buffer } from 'node:buffer';
import { readFile, writeFile } from 'node:fs/promises';
import { crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The icon's artwork without its transparent margin (assets/icon.svg: the square spans 64–960). */
const ARTWORK = { x: 64, y: 64, size: 896 };
/** The white price tag inside it, which the template shows (the blue square would be a blob). */
const TAG = { x: 192, y: 192, size: 640 };
export const WINDOWS_SIZES = [16, 20, 24, 32];

/** An 8-bit RGBA, non-interlaced PNG as { width, height, pixels } (pixels: RGBA bytes, row by row). */
export function decodePng(bytes) {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG');
  let offset = 8;
  let header = null;
  const data = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR')
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], color: body[9], interlace: body[12] };
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header || header.depth !== 8 || header.color !== 6 || header.interlace !== 0)
    throw new Error('Only 8-bit RGBA, non-interlaced PNGs');
  const { width, height } = header;
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= 4 ? pixels[y * stride + x - 4] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4] : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predicted === undefined) throw new Error(`Unknown PNG filter ${filter}`);
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, pixels };
}

function paeth(a, b, c) {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** An RGBA image as PNG bytes. */
export function encodePng({ width, height, pixels }) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) pixels.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const chunk = (type, body) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The square `area` of `image` scaled down to `size` px, each pixel the alpha-weighted mean of the pixels it covers. */
export function scaled(image, area, size) {
  const pixels = Buffer.alloc(size * size * 4);
  const step = area.size / size;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const sum = [0, 0, 0, 0];
      let count = 0;
      for (let sy = Math.floor(area.y + y * step); sy < Math.floor(area.y + (y + 1) * step); sy += 1) {
        for (let sx = Math.floor(area.x + x * step); sx < Math.floor(area.x + (x + 1) * step); sx += 1) {
          const at = (sy * image.width + sx) * 4;
          const alpha = image.pixels[at + 3];
          for (let channel = 0; channel < 3; channel += 1) sum[channel] += image.pixels[at + channel] * alpha;
          sum[3] += alpha;
          count += 1;
        }
      }
      const at = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) pixels[at + channel] = sum[3] === 0 ? 0 : Math.round(sum[channel] / sum[3]);
      pixels[at + 3] = Math.round(sum[3] / count);
    }
  }
  return { width: size, height: size, pixels };
}

/** A macOS template image: black, its alpha how white the icon is there (the tag shows, the blue square does not). */
export function template(image) {
  const pixels = Buffer.alloc(image.pixels.length);
  for (let at = 0; at < pixels.length; at += 4) {
    const [r, g, b, a] = image.pixels.subarray(at, at + 4);
    // White shows fully; the icon's blue (#0f5c8c, darkest channel 15) and anything darker not at all.
    const whiteness = Math.max(0, Math.min(r, g, b) - 40) / (255 - 40);
    pixels[at + 3] = Math.round(a * whiteness);
  }
  return { ...image, pixels };
}

/** A Windows .ico holding PNG images (Windows Vista and later read PNG entries). */
export function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, bytes }, index) => {
    const entry = 6 + index * 16;
    header[entry] = size >= 256 ? 0 : size;
    header[entry + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(bytes.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += bytes.length;
  });
  return Buffer.concat([header, ...pngs.map(({ bytes }) => bytes)]);
}

/** Writes tray.ico, trayTemplate.png, trayTemplate@2x.png and tray.png into `dir` from the source icon. */
export async function writeTrayIcons(source, dir) {
  const icon = decodePng(await readFile(source));
  const windows = WINDOWS_SIZES.map((size) => ({ size, bytes: encodePng(scaled(icon, ARTWORK, size)) }));
  await Promise.all([
    writeFile(`${dir}/tray.ico`, ico(windows)),
    writeFile(`${dir}/trayTemplate.png`, encodePng(template(scaled(icon, TAG, 16)))),
    writeFile(`${dir}/trayTemplate@2x.png`, encodePng(template(scaled(icon, TAG, 32)))),
    writeFile(`${dir}/tray.png`, encodePng(scaled(icon, ARTWORK, 32))),
  ]);
}
