// The legacy generation (/api, Basic authentication, Portuguese names) through its facade.
import { createLegacyApi, RefusalError } from "@invoicing/client";

const legacy = createLegacyApi({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  key: process.env.INVOICING_LEGACY_KEY ?? "",
  secret: process.env.INVOICING_LEGACY_SECRET ?? "",
});

const created = await legacy.clientes.criar({
  codigo: "C0042",
  nome: "Padaria Central, Lda",
  contribuinte: "501964843",
});
const found = await legacy.clientes.procurar({ valor: "C0042", tipo: "codigo" });
console.log(`${created.id} ${found.nome}`);

try {
  await legacy.clientes.criar({ codigo: "C0042", nome: "Outra padaria" });
} catch (error) {
  if (error instanceof RefusalError) console.log(`${error.status} ${error.code} (${error.field})`);
  else throw error;
}
