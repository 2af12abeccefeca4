// The plans an account can have and the requests per 24 hours each allows.
export type Plan = "basic" | "medium" | "large" | "custom";

/** Requests per 24 hours of each plan; custom plans carry their own number. */
export const PLAN_REQUESTS: Record<Exclude<Plan, "custom">, number> = { basic: 1000, medium: 2000, large: 3000 };

export function requestLimit(plan: string, custom: number | null): number {
  if (custom !== null) return custom;
  return PLAN_REQUESTS[plan as Exclude<Plan, "custom">] ?? PLAN_REQUESTS.basic;
}
