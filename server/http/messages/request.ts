// Messages of the refusals decided before an operation runs: body, credentials, plan, route.
import type { Entries } from "./entry.ts";

export const requestMessages: Entries<"RequestRefusal"> = {
  "request.body.not_json": {
    kind: "bad_json",
    pt: "O pedido não contém JSON válido",
    en: "The request body is not valid JSON",
  },
  "request.body.too_large": {
    kind: "too_large",
    pt: "O pedido excede o tamanho máximo permitido",
    en: "The request body is too large",
  },
  "request.body.unreadable": {
    kind: "unreadable_body",
    pt: "Não foi possível ler o pedido: codificação não suportada ou corpo incompleto",
    en: "The request body cannot be read: unsupported encoding or incomplete body",
  },
  "request.body.not_object": {
    kind: "invalid",
    pt: "O pedido deve ser um objecto JSON com os campos da operação",
    en: "The request body must be a JSON object with the fields of the operation",
  },
  "request.content_type.unsupported": {
    kind: "invalid",
    pt: "O pedido deve ser enviado em JSON (Content-Type: application/json)",
    en: "The request body must be sent as JSON (Content-Type: application/json)",
  },
  "request.field.required": {
    kind: "invalid",
    pt: "É obrigatória a indicação de um valor para o campo {field}",
    en: "A value for the field {field} is required",
  },
  "request.field.invalid": {
    kind: "invalid",
    pt: "O valor indicado para o campo {field} não é válido{expected}",
    en: "The value of the field {field} is not valid{expected}",
  },
  "request.field.not_json": {
    kind: "invalid",
    pt: "O campo {field} não contém JSON válido",
    en: "The field {field} does not hold valid JSON",
  },
  "request.line.invalid": {
    kind: "invalid",
    pt: "Um ou mais {lines} mal preenchidos, na linha: {line}",
    en: "One or more {lines} badly filled, at line: {line}",
  },
  "request.no_parameters": {
    kind: "no_parameters",
    pt: "Não foram enviados parâmetros",
    en: "No parameters were sent",
  },
  "auth.api_token.missing": {
    kind: "unauthorized",
    pt: "Não foi indicada a chave da API (api_token)",
    en: "The api_token is missing: send it in the JSON body",
  },
  "auth.api_token.invalid": {
    kind: "unauthorized",
    pt: "A chave da API (api_token) não é válida",
    en: "The api_token is not a valid API key",
  },
  "auth.credentials.missing": {
    kind: "unauthorized",
    pt: "É necessária autenticação: envie Authorization: Basic com a chave e o segredo da API",
    en: "Authentication required: send Authorization: Basic base64(key:secret)",
  },
  "auth.credentials.invalid": {
    kind: "unauthorized",
    pt: "A chave e o segredo da API não são válidos",
    en: "The API key and secret are not valid",
  },
  "auth.header.malformed": {
    kind: "malformed_auth",
    pt: "O cabeçalho Authorization não está no formato Basic base64(chave:segredo)",
    en: "The Authorization header is not in the format Basic base64(key:secret)",
  },
  "account.plan.expired": {
    kind: "forbidden",
    pt: "O plano da conta expirou",
    en: "The plan of this account has expired",
  },
  "account.permission.denied": {
    kind: "forbidden",
    pt: "Não tem permissões para executar esta operação",
    en: "No permission to execute this operation",
  },
  "account.rate_limited": {
    kind: "rate_limited",
    pt: "Já efectuou muitas tentativas, aguarde {seconds} segundos",
    en: "Too many requests, wait {seconds} seconds",
  },
  "endpoint.unknown": {
    kind: "unknown_endpoint",
    pt: "O endpoint {method} {path} não está disponível",
    en: "The endpoint {method} {path} is not available",
  },
  "endpoint.method_not_allowed": {
    kind: "wrong_method",
    pt: "O método {method} não é válido para {path}; use {allowed}",
    en: "The method {method} is not valid for {path}; use {allowed}",
  },
  "operation.not_implemented": {
    kind: "not_implemented",
    pt: "A operação {operation} não está implementada neste servidor",
    en: "The operation {operation} is not implemented by this server",
  },
  "request.idempotency_key.invalid": {
    kind: "invalid",
    pt: "O cabeçalho Idempotency-Key deve ter entre 1 e 255 caracteres ASCII visíveis",
    en: "The Idempotency-Key header must be 1 to 255 visible ASCII characters",
  },
  "request.idempotency_key.reused": {
    kind: "invalid",
    pt: "A chave Idempotency-Key já foi usada noutro pedido; use uma chave nova para cada operação",
    en: "The Idempotency-Key was already used for another request; use a new key for each operation",
  },
  "request.idempotency_key.in_progress": {
    kind: "rate_limited",
    pt: "Um pedido com a mesma Idempotency-Key ainda está em curso, aguarde {seconds} segundos",
    en: "A request with the same Idempotency-Key is still running, wait {seconds} seconds",
  },
  "server.internal_error": { kind: "internal", pt: "Erro interno", en: "Internal error" },
  "server.shutting_down": {
    kind: "unavailable",
    pt: "O servidor está a encerrar e não aceita novos pedidos; repita o pedido dentro de {seconds} segundos",
    en: "The server is shutting down and takes no new requests; send the request again in {seconds} seconds",
  },
};
