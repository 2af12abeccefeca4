// Portuguese tax number (NIF) rules: 9 digits, mod-11 check digit, valid prefixes
// (domain notes section 1). 999999990 is the generic final consumer.

export const FINAL_CONSUMER_NIF = "999999990";

/** Strips what people type around a NIF: spaces, dots, dashes and a leading PT. */
export function compactNif(input: string): string {
  return input.replace(/[\s.-]/g, "").replace(/^PT/i, "");
}

function checkDigitOk(nif: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nif[i]) * (9 - i);
  const r = sum % 11;
  const check = r < 2 ? 0 : 11 - r;
  return check === Number(nif[8]);
}

function prefixOk(nif: string): boolean {
  const first = nif[0];
  const two = nif.slice(0, 2);
  switch (first) {
    case "0":
      return false;
    case "4":
      return two === "45";
    case "7":
      return ["70", "71", "72", "74", "75", "77", "78", "79"].includes(two);
    case "9":
      return ["90", "91", "98", "99"].includes(two);
    default:
      // 1, 2, 3 natural persons; 5 companies; 6 public bodies; 8 (obsolete, still in old data).
      return true;
  }
}

/** Whether a (compacted) string is a valid Portuguese NIF. */
export function isValidNif(nif: string): boolean {
  return /^[0-9]{9}$/.test(nif) && prefixOk(nif) && checkDigitOk(nif);
}

/** Companies and public bodies (prefixes 5, 6, 7x, 9x) as opposed to natural persons. */
export function isCompanyNif(nif: string): boolean {
  return /^[5679]/.test(nif) && nif !== FINAL_CONSUMER_NIF;
}
