// Request bodies as HTML forms, for the steps whose Arazzo `requestBody.contentType` is
// `application/x-www-form-urlencoded` or `multipart/form-data` (an item with its image): one
// field per value, arrays and objects in the bracket notation the spec documents for these
// encodings (`prices[0][id]=1`), booleans as 1/0, nulls left out.
import { randomBytes } from "node:crypto";

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(contentType: string): contentType is FormType {
  return (FORM_TYPES as readonly string[]).includes(contentType);
}

/** The body's fields, flattened in bracket notation, in order. */
export function formFields(value: unknown, prefix = ""): [string, string][] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => formFields(v, `${prefix}[${i}]`));
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      formFields(v, prefix === "" ? k : `${prefix}[${k}]`),
    );
  if (typeof value === "boolean") return [[prefix, value ? "1" : "0"]];
  return [[prefix, String(value)]];
}

/**
 * The body encoded as the form type, with the content type to send (multipart carries its
 * boundary). `files` names the fields sent as file parts in multipart (the item image).
 */
export function encodeForm(
  type: FormType,
  value: unknown,
  files: readonly string[] = [],
): { body: string; contentType: string } {
  const fields = formFields(value);
  if (type === "application/x-www-form-urlencoded")
    return { body: new URLSearchParams(fields).toString(), contentType: type };
  const boundary = `----contract${randomBytes(12).toString("hex")}`;
  const parts = fields.map(([name, v]) => {
    const file = files.includes(name) ? `; filename="${name}.bin"\r\ncontent-type: application/octet-stream` : "";
    return `--${boundary}\r\ncontent-disposition: form-data; name="${name}"${file}\r\n\r\n${v}\r\n`;
  });
  return { body: `${parts.join("")}--${boundary}--\r\n`, contentType: `${type}; boundary=${boundary}` };
}
