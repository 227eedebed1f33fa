import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { trayIconFile } from '../electron/main-logic/tray-icon';
// @ts-expect-error: a plain ES module of the build, without types.
import { decodePng, WINDOWS_SIZES, writeTrayIcons } from './tray-icons.mjs';
import { tempFolder } from '../test/support/temp-folder';

interface Image {
  width: number;
  height: number;
  pixels: Buffer;
}
const decode = decodePng as (bytes: Buffer) => Image;

let dir: string;
beforeAll(async () => {
  dir = await tempFolder('tray-icons');
  await (writeTrayIcons as (source: string, dir: string) => Promise<void>)(join('assets', 'icon.png'), dir);
});

/** The PNG images inside an .ico, with the sizes its directory states. */
function icoEntries(bytes: Buffer): { size: number; image: Image }[] {
  expect(bytes.readUInt16LE(2)).toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + index * 16;
    const length = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    return { size: bytes[entry] ?? 0, image: decode(bytes.subarray(offset, offset + length)) };
  });
}

describe('the tray icons made from the app icon', () => {
  it('for Windows: one .ico with 16, 20, 24 and 32 px images, each the size it says', async () => {
    const entries = icoEntries(await readFile(join(dir, trayIconFile('win32'))));
    expect(entries.map((entry) => entry.size)).toEqual([16, 20, 24, 32]);
    expect(WINDOWS_SIZES).toEqual([16, 20, 24, 32]);
    for (const { size, image } of entries) expect([image.width, image.height]).toEqual([size, size]);
  });

  it('for macOS: a template image at 16 and 32 px, only black and alpha, showing the tag and not the square', async () => {
    expect(trayIconFile('darwin')).toMatch(/Template\.png$/);
    const small = decode(await readFile(join(dir, 'trayTemplate.png')));
    const large = decode(await readFile(join(dir, 'trayTemplate@2x.png')));
    expect([small.width, large.width]).toEqual([16, 32]);
    for (const image of [small, large]) {
      const alphas: number[] = [];
      for (let at = 0; at < image.pixels.length; at += 4) {
        expect([image.pixels[at], image.pixels[at + 1], image.pixels[at + 2]]).toEqual([0, 0, 0]);
        alphas.push(image.pixels[at + 3] ?? 0);
      }
      // Some pixels fully shown (the tag), some fully clear (the blue around it), not a filled square.
      expect(alphas.filter((alpha) => alpha > 240).length).toBeGreaterThan(alphas.length / 8);
      expect(alphas.filter((alpha) => alpha < 15).length).toBeGreaterThan(alphas.length / 5);
    }
  });

  it('for Linux: a 32 px colour PNG', async () => {
    const image = decode(await readFile(join(dir, trayIconFile('linux'))));
    expect([image.width, image.height]).toEqual([32, 32]);
  });

  it('reads back the app icon itself, pixel for pixel where it is plain (the decoder the build relies on)', async () => {
    const icon = decode(await readFile(join('assets', 'icon.png')));
    expect([icon.width, icon.height]).toEqual([1024, 1024]);
    // assets/icon.svg: transparent corner, the square's blue #0f5c8c.
    expect([...icon.pixels.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
    const at = (100 * 1024 + 512) * 4;
    expect([...icon.pixels.subarray(at, at + 4)]).toEqual([0x0f, 0x5c, 0x8c, 255]);
  });
});
