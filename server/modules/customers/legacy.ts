// Legacy customers (clientes) over the same customer service as v1; refusals name the
// parameters through the legacy field names of ./messages.ts.
import type { components, operations } from "../../../generated/types/legacy.ts";
import type { ClientesHandlers } from "../../../generated/types/legacy-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import { text } from "../../http/wire.ts";
import {
  createCustomer,
  findCustomers,
  getCustomer,
  updateCustomer,
  type CustomerInput,
  type CustomerView,
} from "./customers.ts";
import { defaultLocation } from "../administration/index.ts";
import { refuse } from "../../kernel/errors.ts";
import type { Ctx } from "../../kernel/scope.ts";

type S = components["schemas"];

function customerInput(body: S["ClienteCriarPedido"]): CustomerInput {
  const billing = body.morada?.facturacao;
  const delivery = body.morada?.entrega;
  return {
    code: text(body.codigo),
    name: body.nome,
    vatNumber: text(body.contribuinte),
    contact: text(body.contacto),
    email: text(body.email),
    telephone: text(body.telefone),
    mobile: text(body.telemovel),
    observations: text(body.observacoes),
    country: text(billing?.pais),
    address: text(billing?.morada),
    city: text(billing?.localidade),
    postalCode: text(billing?.codigo_postal),
    addresses: delivery
      ? [
          {
            country: text(delivery.pais),
            address: text(delivery.morada),
            city: text(delivery.localidade),
            postalCode: text(delivery.codigo_postal),
          },
        ]
      : undefined,
  };
}

function address(
  country: string | null,
  street: string | null,
  city: string | null,
  postalCode: string | null,
): S["MoradaResposta"] {
  return { pais: country ?? "", morada: street ?? "", localidade: city ?? "", codigo_postal: postalCode ?? "" };
}

function found(v: CustomerView): Omit<S["ClienteEncontrado"], never> {
  const c = v.customer;
  const delivery = v.addresses[0];
  return {
    msg: "Cliente encontrado.",
    id: c.id,
    codigo: c.code,
    nome: c.name,
    contribuinte: c.vatNumber,
    contacto: c.contact ?? "",
    email: c.email ?? "",
    telefone: c.telephone ?? "",
    telemovel: c.mobile ?? "",
    observacoes: c.observations ?? "",
    morada: {
      facturacao: address(c.country, c.address, c.city, c.postalCode),
      entrega: delivery
        ? address(delivery.country, delivery.address, delivery.city, delivery.postalCode)
        : address(c.country, c.address, c.city, c.postalCode),
    },
    codigo_bloqueado: v.locked,
    nome_bloqueado: v.locked,
    contribuinte_bloqueado: v.locked,
  };
}

async function lookUp(ctx: Ctx, tipo: S["ClienteTipoProcura"], valor: number | string): Promise<CustomerView> {
  const searchIn = tipo === "id" ? "ID" : tipo === "codigo" ? "Code" : "Vat Number";
  const matches = await findCustomers(ctx, searchIn, valor);
  const exact = tipo === "codigo" ? matches.filter((m) => m.customer.code === String(valor).trim()) : matches;
  const first = exact[0];
  if (!first) throw refuse("customer.search.no_results");
  return getCustomer(ctx, first.customer.id);
}

type ClienteOps = ClientesHandlers<Handlers<operations>>;

export const clienteRoutes: ClienteOps = {
  Clientes_criar: async ({ body, ctx }) => {
    await defaultLocation(ctx);
    const { id } = await createCustomer(ctx, customerInput(body));
    return { msg: "Cliente criado com sucesso.", id };
  },
  Clientes_actualizar: async ({ body, ctx }) => {
    await defaultLocation(ctx);
    await updateCustomer(ctx, Number(body.id), customerInput(body));
    return { msg: "Cliente actualizado com sucesso." };
  },
  Clientes_procurar: async ({ body, ctx }) => found(await lookUp(ctx, body.tipo, body.valor)),
};
