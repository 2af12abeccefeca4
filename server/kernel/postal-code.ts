// Portuguese postal codes are NNNN-NNN; 0000-000 stands for unknown (domain notes section 2).

export function isPortuguesePostalCode(value: string): boolean {
  return /^[0-9]{4}-[0-9]{3}$/.test(value);
}
