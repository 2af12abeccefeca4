// Item images: the format is read from the bytes (never from the file name or the declared
// content type, which clients get wrong), and the size is capped at 3 MB. Accepted formats:
// PNG, JPEG, GIF, BMP and WebP, each recognised by its signature and a plausible header.
import { refuse } from "../../kernel/errors.ts";

export const IMAGE_MAX_MB = 3;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

export interface ImageFormat {
  readonly name: "PNG" | "JPEG" | "GIF" | "BMP" | "WebP";
  readonly contentType: string;
  readonly extension: string;
}

const PNG: ImageFormat = { name: "PNG", contentType: "image/png", extension: "png" };
const JPEG: ImageFormat = { name: "JPEG", contentType: "image/jpeg", extension: "jpg" };
const GIF: ImageFormat = { name: "GIF", contentType: "image/gif", extension: "gif" };
const BMP: ImageFormat = { name: "BMP", contentType: "image/bmp", extension: "bmp" };
const WEBP: ImageFormat = { name: "WebP", contentType: "image/webp", extension: "webp" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Sizes of the BMP info headers in use (OS/2 core, Windows v1 to v5). */
const BMP_INFO_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.subarray(start, start + length).toString("latin1");
}

function isPng(b: Buffer): boolean {
  // Signature, then the first chunk must be IHDR (13 bytes of data) with a non-zero size.
  return (
    b.length >= 33 &&
    b.subarray(0, 8).equals(PNG_SIGNATURE) &&
    b.readUInt32BE(8) === 13 &&
    ascii(b, 12, 4) === "IHDR" &&
    b.readUInt32BE(16) > 0 &&
    b.readUInt32BE(20) > 0
  );
}

function isJpeg(b: Buffer): boolean {
  // Start-of-image marker followed by another marker (APPn, DQT, SOF, ...).
  return b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff && b[3]! >= 0xc0 && b[3] !== 0xff;
}

function isGif(b: Buffer): boolean {
  const header = ascii(b, 0, 6);
  return (
    b.length >= 13 && (header === "GIF87a" || header === "GIF89a") && b.readUInt16LE(6) > 0 && b.readUInt16LE(8) > 0
  );
}

function isBmp(b: Buffer): boolean {
  if (b.length < 26 || ascii(b, 0, 2) !== "BM") return false;
  const infoSize = b.readUInt32LE(14);
  const dataOffset = b.readUInt32LE(10);
  return BMP_INFO_HEADER_SIZES.has(infoSize) && dataOffset >= 14 + infoSize;
}

function isWebp(b: Buffer): boolean {
  return (
    b.length >= 16 &&
    ascii(b, 0, 4) === "RIFF" &&
    ascii(b, 8, 4) === "WEBP" &&
    ["VP8 ", "VP8L", "VP8X"].includes(ascii(b, 12, 4))
  );
}

/** The image format of the bytes, or undefined when they are not an accepted image. */
export function imageFormat(bytes: Buffer): ImageFormat | undefined {
  if (isPng(bytes)) return PNG;
  if (isJpeg(bytes)) return JPEG;
  if (isGif(bytes)) return GIF;
  if (isBmp(bytes)) return BMP;
  if (isWebp(bytes)) return WEBP;
  return undefined;
}

/** Checks an uploaded image (size first, then format) and answers its format; `path` is the domain path of the image. */
export function checkImage(bytes: Buffer, path = "image"): ImageFormat {
  if (bytes.length > IMAGE_MAX_BYTES) throw refuse("item.image.too_large", { size: IMAGE_MAX_MB }, path);
  const format = imageFormat(bytes);
  if (!format) throw refuse("item.image.invalid", {}, path);
  return format;
}

/**
 * The bytes of a file sent as a field of an `application/x-www-form-urlencoded` body. The
 * body parser decodes percent-escapes as UTF-8 and, when the bytes are not valid UTF-8 (as
 * image bytes are not), leaves the value percent-encoded (with `+` already turned into
 * spaces): then the escapes are decoded here, byte by byte.
 */
export function formFieldBytes(value: string): Buffer {
  try {
    decodeURIComponent(value);
    // Decodes again: the parser could decode it, so this is the value's text already.
    return Buffer.from(value, "utf8");
  } catch {
    /* left percent-encoded by the parser: decode the escapes below */
  }
  const bytes: number[] = [];
  for (let i = 0; i < value.length;) {
    if (value[i] === "%" && /^[0-9A-Fa-f]{2}$/.test(value.slice(i + 1, i + 3))) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(value.codePointAt(i)!);
      bytes.push(...Buffer.from(char, "utf8"));
      i += char.length;
    }
  }
  return Buffer.from(bytes);
}
