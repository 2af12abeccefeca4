// No answer carries a credential the run sent (in its body or a header): reports show the
// secret's label instead of its value.
import type { ExchangeCheck } from "./check.ts";

export const noSecretEcho: ExchangeCheck = {
  name: "no-secret-echo",
  scope: "answer",
  summary: "no answer (body or header) carries a key or secret the run sent",
  run({ exchange: { answer }, secrets }) {
    const out: string[] = [];
    for (const s of secrets) {
      if (answer.text.includes(s.value)) out.push(`the answer echoes ${s.label}`);
      for (const v of Object.values(answer.headers))
        if (v.includes(s.value)) out.push(`a header of the answer echoes ${s.label}`);
    }
    return out;
  },
};
