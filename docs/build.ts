// Placeholder docs renderer; replaced by the real site builder.
export async function buildDocsSite(_openapiDir: string, _outDir: string): Promise<void> {}
