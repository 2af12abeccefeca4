// v2 customers adapter: v1's customer on v2's verbs and answers, with `other_contacts` for v1's
// `contact` (migration notes) in the bodies and the record.
import type { components, operations } from "../../../generated/types/v2.ts";
import type { CustomersHandlers } from "../../../generated/types/v2-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { Ctx } from "../../kernel/scope.ts";
import {
  createCustomer,
  customerView,
  deleteCustomer,
  findCustomer,
  getCustomer,
  updateCustomer,
  type CustomerView,
} from "./customers.ts";
import { customerInput, customerOut as v1CustomerOut } from "./v1.ts";

type S = components["schemas"];

/** v1's input from a v2 body: `other_contacts` is v1's `contact`. */
function customerInputOf(body: S["CustomerCreateRequest"] | S["CustomerUpdateRequest"]) {
  const { other_contacts, ...fields } = body;
  return customerInput({ ...fields, ...(other_contacts === undefined ? {} : { contact: other_contacts }) });
}

/** The record as v2 answers it: v1's, with `contact` renamed `other_contacts`. */
export function customerOut(ctx: Ctx, view: CustomerView): S["Customer"] {
  const { contact, ...record } = v1CustomerOut(ctx, view);
  return { ...record, other_contacts: contact };
}

type CustomerOps = CustomersHandlers<Handlers<operations>>;

export const customerRoutes: CustomerOps = {
  async Customers_create({ body, ctx }) {
    const customer = await createCustomer(ctx, customerInputOf(body));
    return customerOut(ctx, await customerView(ctx, customer));
  },
  async Customers_update({ body, params, ctx }) {
    await updateCustomer(ctx, Number(params.id), customerInputOf(body));
    return customerOut(ctx, await getCustomer(ctx, Number(params.id)));
  },
  async Customers_delete({ params, ctx }) {
    await deleteCustomer(ctx, Number(params.id));
    return true;
  },
  async Customers_find({ body, ctx }) {
    return customerOut(ctx, await findCustomer(ctx, body.search_in, body.value));
  },
};
