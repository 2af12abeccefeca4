// Legacy documents (documentos): route entries of this group.
import type { operations } from "../../generated/types/legacy.ts";
import type { Handlers } from "../http/typed-routes.ts";
import { NOT_IMPLEMENTED } from "../http/dispatch.ts";

export const documentoRoutes: Pick<Handlers<operations>, "Documentos_criar" | "Documentos_email" | "Documentos_pdf"> = {
  Documentos_criar: NOT_IMPLEMENTED,
  Documentos_email: NOT_IMPLEMENTED,
  Documentos_pdf: NOT_IMPLEMENTED,
};
