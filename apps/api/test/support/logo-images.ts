import { PNG } from 'pngjs';

/** A real PNG of one colour (pngjs), for uploads in tests. */
export function pngOf(
  width: number,
  height: number,
  rgb: [number, number, number] = [79, 70, 229],
) {
  const png = new PNG({ width, height });
  for (let at = 0; at < width * height * 4; at += 4) {
    png.data[at] = rgb[0];
    png.data[at + 1] = rgb[1];
    png.data[at + 2] = rgb[2];
    png.data[at + 3] = 255;
  }
  return PNG.sync.write(png);
}

/**
 * The head of a baseline JPEG (SOI, JFIF APP0, SOF0 with the size): enough for a reader of
 * dimensions, which is all the api does with a JPEG.
 */
export function jpegOf(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

export const SIMPLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#4f46e5"/></svg>';
