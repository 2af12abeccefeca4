// Item images: formats recognised from the bytes, the 3 MB cap, and form-field bytes.
import { describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { checkImage, formFieldBytes, IMAGE_MAX_BYTES, imageFormat } from "../../server/modules/items/images.ts";
import { Refusal } from "../../server/kernel/errors.ts";

function png(width = 1, height = 1): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.from([0, 0, 0, 0]),
    deflateSync(Buffer.alloc(4)),
  ]);
}

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const gif = Buffer.concat([
  Buffer.from("GIF89a", "latin1"),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from([0x3b]),
]);

function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write("BM", 0, "latin1");
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  return b;
}

function webp(chunk: string): Buffer {
  const b = Buffer.alloc(30);
  b.write("RIFF", 0, "latin1");
  b.writeUInt32LE(22, 4);
  b.write("WEBP", 8, "latin1");
  b.write(chunk, 12, "latin1");
  return b;
}

describe("image formats from the bytes", () => {
  it.each([
    ["PNG", png(), "image/png", "png"],
    ["JPEG", jpeg, "image/jpeg", "jpg"],
    ["GIF", gif, "image/gif", "gif"],
    ["BMP", bmp(), "image/bmp", "bmp"],
    ["WebP", webp("VP8 "), "image/webp", "webp"],
    ["WebP", webp("VP8L"), "image/webp", "webp"],
  ] as const)("recognises %s", (name, bytes, contentType, extension) => {
    expect(imageFormat(bytes)).toEqual({ name, contentType, extension });
  });

  it.each([
    ["empty", Buffer.alloc(0)],
    ["text", Buffer.from("not an image at all, just text", "utf8")],
    ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj", "latin1")],
    ["a PNG signature alone", png().subarray(0, 8)],
    ["a PNG of width 0", png(0, 1)],
    ["a JPEG start without a marker", Buffer.from([0xff, 0xd8, 0xff, 0xff])],
    ["GIF90a", Buffer.concat([Buffer.from("GIF90a", "latin1"), Buffer.alloc(10, 1)])],
    ["BM with a bad info header", Buffer.concat([Buffer.from("BM", "latin1"), Buffer.alloc(40)])],
    ["RIFF WAVE", Buffer.concat([Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"), Buffer.alloc(8)])],
  ])("refuses %s", (_name, bytes) => {
    expect(imageFormat(bytes)).toBeUndefined();
    expect(() => checkImage(bytes)).toThrow(expect.objectContaining({ code: "item.image.invalid", path: "image" }));
  });

  it("accepts exactly 3 MB and refuses one byte more, naming the field", () => {
    const header = png();
    const atLimit = Buffer.concat([header, Buffer.alloc(IMAGE_MAX_BYTES - header.length)]);
    expect(checkImage(atLimit).name).toBe("PNG");
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    expect(() => checkImage(over)).toThrow(Refusal);
    expect(() => checkImage(over)).toThrow(
      expect.objectContaining({ code: "item.image.too_large", params: { size: 3 }, path: "image" }),
    );
  });
});

describe("bytes of a urlencoded file field", () => {
  it("decodes escapes the body parser left in place (bytes that are not UTF-8)", () => {
    const bytes = png();
    const leftEncoded = Array.from(bytes, (b) =>
      b >= 0x30 && b <= 0x39 ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0")}`,
    ).join("");
    expect(formFieldBytes(leftEncoded).equals(bytes)).toBe(true);
  });

  it("keeps text the parser decoded, including a literal percent sign", () => {
    expect(formFieldBytes("GIF89a texto ç").equals(Buffer.from("GIF89a texto ç", "utf8"))).toBe(true);
    expect(formFieldBytes("100%41").toString("utf8")).toBe("100%41");
  });
});
