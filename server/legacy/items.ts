// Legacy items (artigos): route entries of this group.
import type { operations } from "../../generated/types/legacy.ts";
import type { Handlers } from "../http/typed-routes.ts";
import { NOT_IMPLEMENTED } from "../http/dispatch.ts";

export const artigoRoutes: Pick<Handlers<operations>, "Artigos_actualizar" | "Artigos_criar" | "Artigos_procurar" | "Artigos_stock"> = {
  Artigos_actualizar: NOT_IMPLEMENTED,
  Artigos_criar: NOT_IMPLEMENTED,
  Artigos_procurar: NOT_IMPLEMENTED,
  Artigos_stock: NOT_IMPLEMENTED,
};
