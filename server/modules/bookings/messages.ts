// Messages of the booking, unavailability and agenda refusals.
import type { Entries } from "../../http/messages/entry.ts";

export const bookingMessages: Entries<"BookingRefusal"> = {
  "agenda.period.end_before_start": {
    kind: "invalid",
    pt: "A data final indicada no campo {field} não pode ser anterior à data inicial",
    en: "The end date in the field {field} may not be before the start date",
  },
  "agenda.start.in_past": {
    kind: "invalid",
    pt: "A data de início indicada no campo {field} não pode ser anterior à data actual",
    en: "The start date in the field {field} may not be in the past",
  },
  "agenda.period.outside_hours": {
    kind: "invalid",
    pt: "O período seleccionado encontra-se fora do horário da agenda",
    en: "The selected period is outside the agenda hours",
  },
  "agenda.slot.occupied": {
    kind: "invalid",
    pt: "O horário seleccionado já se encontra ocupado",
    en: "The selected time slot is already occupied",
  },
  "agenda.not_configured": {
    kind: "invalid",
    pt: "A agenda não se encontra totalmente configurada",
    en: "The agenda is not fully configured",
  },
  "booking.not_found": { kind: "not_found", pt: "A marcação não existe", en: "The booking does not exist" },
  "booking.status.invalid": {
    kind: "invalid",
    pt: "O estado indicado no campo {field} não é válido (esperado: {allowed})",
    en: "The status in the field {field} is not valid (expected: {allowed})",
  },
  "booking.items.empty": { kind: "invalid", pt: "Seleccione pelo menos um artigo", en: "Select at least one item" },
  "booking.items.too_many": {
    kind: "invalid",
    pt: "A marcação não pode ter mais de {max} artigos",
    en: "A booking may not have more than {max} items",
  },
  "booking.line.quantity.not_positive": {
    kind: "invalid",
    pt: "A quantidade indicada no campo {field} deve ser superior a zero",
    en: "The quantity in the field {field} must be greater than zero",
  },
  "booking.total.not_positive": {
    kind: "invalid",
    pt: "O total da marcação ({total}) não pode ser negativo ou zero",
    en: "The booking total ({total}) may not be negative or zero",
  },
  "booking.in_use": {
    kind: "invalid",
    pt: "A marcação não pode ser apagada porque tem um documento associado",
    en: "The booking cannot be deleted: a document is associated with it",
  },
  "booking.invoiced": {
    kind: "invalid",
    pt: "Já existe um documento associado a esta marcação",
    en: "A document already exists for this booking",
  },
  "booking.not_paid": { kind: "invalid", pt: "A marcação não se encontra paga", en: "The booking is not paid" },
  "booking.not_confirmed": {
    kind: "invalid",
    pt: "A marcação tem de estar no estado Confirmado",
    en: "The booking must be in the status Confirmado",
  },
  "unavailability.not_found": {
    kind: "not_found",
    pt: "A indisponibilidade não existe",
    en: "The unavailability does not exist",
  },
  "unavailability.reason.invalid": {
    kind: "invalid",
    pt: "O motivo indicado no campo {field} não é válido (esperado: {allowed})",
    en: "The reason in the field {field} is not valid (expected: {allowed})",
  },
};
