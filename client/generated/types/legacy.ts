// Generated from generated/openapi/Invoicing.Legacy.openapi.yaml by scripts/build.ts. Do not edit.
export interface paths {
    "/artigos/actualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an item (artigos/actualizar)
         * @description Updates an item; `id` and the fields required on creation are required. Changing
         *     `referencia` or `descricao` is refused when that field is locked (`referencia_bloqueado`,
         *     `descricao_bloqueado`: the item is on a finished document). **Inferred:** an optional
         *     field left out keeps its stored value.
         *
         *     Refused (422) when: any refusal of `artigos/criar`; `id` is missing; `id` does not identify
         *     an item (the source lists this as "id already exists"; **Inferred** reading); the
         *     reference is locked; the description is locked.
         */
        put: operations["Artigos_actualizar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/artigos/criar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an item (artigos/criar)
         * @description Creates an item, active. Required: `referencia`, `descricao`, `taxaiva_id`,
         *     `unidade_id`, `tipo_contabilidade` (and the VAT exemption, see `motivo_isencao_id`).
         *
         *     Refused (422) when: a required field (reference, description, VAT rate, VAT exemption,
         *     unit, accounting type) is missing; `referencia` or `descricao` already exists; the
         *     reference or description contains improper characters; the accounting type is unknown;
         *     the cost price is invalid; the sale price is invalid.
         */
        post: operations["Artigos_criar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/artigos/procurar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up an item (artigos/procurar)
         * @description Looks an item up by ID, reference or description.
         *
         *     **Inferred** (the source lists no failures for this operation; as `clientes/procurar`):
         *     refused (422) when `valor` or `tipo` is missing, `tipo` is not one of `id`,
         *     `referencia`, `descricao`, or no item is found.
         */
        post: operations["Artigos_procurar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/artigos/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stock of an item (artigos/stock)
         * @description Stock of an item: the real available quantity and the quantity pending invoicing in
         *     orders, with 5 decimal places. The item must exist, be active and be of accounting type
         *     `Mercadorias`; a location must be configured for the API. **Inferred:** the quantities
         *     are those of the warehouse of the location configured for the API. This is the only
         *     success answer without `msg`.
         *
         *     Refused (422) when: `valor` or `tipo` is missing; `tipo` is not one of `id`,
         *     `referencia`, `descricao`; the item is unknown, inactive or not of type `Mercadorias`;
         *     no location is configured; **Inferred:** the location configured has no warehouse.
         */
        post: operations["Artigos_stock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clientes/actualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a customer (clientes/actualizar)
         * @description Updates a customer. Changing `nome`, `codigo` or `contribuinte` is refused when that field is locked.
         */
        put: operations["Clientes_actualizar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clientes/criar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer (clientes/criar)
         * @description Creates a customer; only `codigo` and `nome` are required.
         */
        post: operations["Clientes_criar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clientes/procurar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a customer (clientes/procurar)
         * @description Looks a customer up by ID, code or tax number.
         */
        post: operations["Clientes_procurar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documentos/criar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a document or receipt (documentos/criar)
         * @description Creates a document, always in the finished state. The body is one of two shapes,
         *     told apart by `tipo_documento`:
         *     - a document: `FT` invoice, `FS` simplified invoice, `FR` invoice-receipt, `FP`
         *     pro-forma invoice, `NC` credit note, `ND` debit note, `EC` quote (orçamento), `OC`
         *     order (encomenda), with `cliente` and `artigos`;
         *     - a receipt: `RC` customer receipt, with `linhas`, the documents it settles.
         *
         *     `FP`, `EC` and `OC` are the service's own codes (SAF-T writes `PF`, `OR`, `NE`), with
         *     the meanings the service's documentation gives.
         *
         *     The answer is the document answer (`total_sem_iva`, `total_iva`, `total_geral`) or the
         *     receipt answer (`total_saldo`, `total_pago`, `total_final`).
         *
         *     Preconditions: a document series and a location are configured for API use, and the
         *     document type has an API series assigned. The customer and the items must already exist.
         *
         *     Rules of a document: the three shipping fields are all or none (rule 1); `cliente.id`
         *     is `1` when the end customer gave no tax data or only a tax number (rule 2); with
         *     `cliente.morada_entrega` the delivery address must already exist on the customer (rule 3);
         *     `artigos[].desconto` is a percentage and `desconto_final` an amount. **Inferred:** the
         *     shape carries no reference to the document a credit or debit note corrects; none is
         *     required by this interface.
         *
         *     Rules of a receipt: every line names the `id` and `tipo_documento` of an existing
         *     document with an open balance; all belong to the same customer.
         *
         *     Refused (422) when: `tipo_documento` is missing or not one of the codes above (the
         *     refusal names `tipo_documento`, whatever else the body holds); the `cliente`, `artigos`
         *     or `linhas` structure is missing; no series is configured for the API; the document type
         *     has no API series assigned; no location is configured for the API; the customer ID is
         *     unknown (the customer must be created first); the tax number looks invalid; the shipping
         *     mode is unknown; the shipping VAT rate is unknown; the shipping value is not a valid
         *     price; `referencia`, `preco` or `quantidade` is missing on a line; a line's price or
         *     quantity is in an invalid format; an item reference is unknown; `id` or `tipo_documento`
         *     is missing on a receipt line; a referenced document is unknown; a referenced document has
         *     no open balance; the receipt lines belong to different customers.
         *
         *     A refusal about a line names it in `field` (e.g. `artigos[1].preco`, `linhas[0].id`) and
         *     `line` (counted from 1), and its message starts `Linha 2: `.
         */
        post: operations["Documentos_criar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documentos/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * E-mail a document (documentos/email)
         * @description Sends the PDF of a document to a recipient by e-mail. The document may already have been
         *     e-mailed automatically when the subscription has automatic sending on (see
         *     `email_enviado` in the answer of `documentos/criar`).
         *
         *     Refused (422) when: `tipo_documento` is missing; a required field (`id`, `email`) is
         *     missing; the e-mail address is invalid; the document is not found or its PDF must be
         *     generated first (`documentos/pdf`).
         */
        put: operations["Documentos_email"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documentos/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a document's PDF again (documentos/pdf)
         * @description Generates the PDF of a document again, even if it was generated before, and returns
         *     its address: the original copy when `original` is true, the second copy (2ª via)
         *     otherwise. When the document was already viewed, a justification in `motivo` is
         *     required (tax-authority rule).
         *
         *     **Inferred:** a document signed through the current API (its `sign`, or its automatic
         *     signature on finishing) keeps its signed PDF: this operation answers that PDF, byte for
         *     byte, whatever `original` asks (the justification is still required and kept), since
         *     rendering it again would give an unsigned copy of a signed document.
         *
         *     Refused (422) when: `tipo_documento` is missing; a required field (`id`) is missing; the
         *     document is not found; the justification (`motivo`) is missing for a document already
         *     viewed.
         */
        post: operations["Documentos_pdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Administration tables. The rules every table shares have one code whatever the table (the
         *     operation says which table it is); rules of one table carry its name.
         * @enum {string}
         */
        AdministrationRefusal: "administration.description.taken" | "administration.name.taken" | "administration.symbol.taken" | "administration.code_iso.taken" | "administration.license_plate.taken" | "administration.email.taken" | "administration.default.required" | "administration.default.inactive" | "administration.default.undeletable" | "administration.record.in_use" | "administration.records.limit_reached" | "administration.integer.out_of_range" | "series.description.taken" | "series.description.invalid" | "series.description.locked" | "series.valid_until.invalid" | "series.valid_until.past" | "series.communication.inactive" | "series.communication.types_required" | "series.communication.expired" | "series.communication.unassigned" | "series.communication.complete" | "series.assignment.missing" | "series.assignment.inactive" | "series.atcud.exists" | "tax_authority.user.missing" | "tax_authority.user.unauthorised" | "tax_authority.series.identifier_invalid" | "tax_authority.series.already_registered" | "document_type.print_report.invalid" | "document_type.print_measure.required" | "document_type.series.default_repeated" | "document_type.series.repeated" | "document_type.series.number.too_low" | "category.parent.loop" | "vat_rate.tax.taken" | "vat_rate.tax.not_zero" | "currency.code_iso.invalid" | "currency.exchange_sale.not_positive" | "currency.exchange_sale.default_not_one";
        /** @description Body of `artigos/actualizar`: the item fields and the item `id`. */
        ArtigoActualizarPedido: {
            /** @description Item ID. */
            id: components["schemas"]["Id"];
            /**
             * @description Reference; unique; improper characters are refused. **Inferred:** at most 60
             *     characters (the SAF-T limit of a product code).
             */
            referencia: components["schemas"]["ArtigoTexto"];
            /**
             * @description Description; unique; improper characters are refused. **Inferred:** at most 200
             *     characters (the SAF-T limit of a product description).
             */
            descricao: components["schemas"]["ArtigoTexto"];
            /** @description VAT rate ID (read from the web application: the last path segment of the rate's edit URL). */
            taxaiva_id: components["schemas"]["Id"];
            /** @description Unit ID (read from the web application: the last path segment of the unit's edit URL). */
            unidade_id: components["schemas"]["Id"];
            /** @description Accounting type, legacy spelling (`Matérias Primas`). */
            tipo_contabilidade: components["schemas"]["ArtigoTipoContabilidade"];
            /** @description Cost price, up to 5 decimal places. **Inferred:** not negative; default `0`. */
            preco_custo?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Sale price (of the default price table), up to 5 decimal places. **Inferred:** not negative; default `0`. */
            preco_venda?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observacoes?: string;
            /**
             * @description VAT exemption reason ID, as in `artigos/criar`. **Inferred:** optional; when omitted
             *     the stored exemption is kept.
             */
            motivo_isencao_id?: components["schemas"]["Id"];
        };
        /** @description The item was created. */
        ArtigoCriado: {
            /** @description Confirmation message. */
            msg: string;
            /**
             * Format: int32
             * @description ID of the item created.
             */
            id: number;
        };
        /** @description Body of `artigos/criar`. */
        ArtigoCriarPedido: {
            /**
             * @description Reference; unique; improper characters are refused. **Inferred:** at most 60
             *     characters (the SAF-T limit of a product code).
             */
            referencia: components["schemas"]["ArtigoTexto"];
            /**
             * @description Description; unique; improper characters are refused. **Inferred:** at most 200
             *     characters (the SAF-T limit of a product description).
             */
            descricao: components["schemas"]["ArtigoTexto"];
            /** @description VAT rate ID (read from the web application: the last path segment of the rate's edit URL). */
            taxaiva_id: components["schemas"]["Id"];
            /** @description Unit ID (read from the web application: the last path segment of the unit's edit URL). */
            unidade_id: components["schemas"]["Id"];
            /** @description Accounting type, legacy spelling (`Matérias Primas`). */
            tipo_contabilidade: components["schemas"]["ArtigoTipoContabilidade"];
            /** @description Cost price, up to 5 decimal places. **Inferred:** not negative; default `0`. */
            preco_custo?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Sale price (of the default price table), up to 5 decimal places. **Inferred:** not negative; default `0`. */
            preco_venda?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observacoes?: string;
            /**
             * @description VAT exemption reason ID, one of the v1 exemption IDs (ID: code): 1:M01, 2:M02, 4:M04,
             *     5:M05, 6:M06, 7:M07, 9:M09, 10:M10, 11:M11, 12:M12, 13:M13, 14:M14, 15:M15, 16:M16,
             *     18:M18, 20:M19, 19:M20, 21:M21, 22:M25, 30:M26, 23:M30, 24:M31, 25:M32, 31:M34, 26:M40,
             *     27:M41, 28:M42, 29:M43, 17:M99; `18` (M18) is no exemption. **Inferred:** the source's
             *     error list names a required VAT-exemption field without giving its name; this toolkit
             *     names it `motivo_isencao_id` and makes it optional with default `18`. An exemption
             *     other than 18 requires a 0% VAT rate, and a 0% rate requires one (as in v1).
             * @default 18
             */
            motivo_isencao_id?: components["schemas"]["Id"];
        };
        /** @description An item as returned by `artigos/procurar`. */
        ArtigoEncontrado: {
            /** @description Confirmation message. */
            msg: string;
            /** Format: int32 */
            id: number;
            referencia: string;
            descricao: string;
            /** Format: int32 */
            taxaiva_id: number;
            /** Format: int32 */
            unidade_id: number;
            /** @description Accounting type, legacy spelling (`Matérias Primas`). */
            tipo_contabilidade: components["schemas"]["ArtigoTipoContabilidade"];
            /**
             * Format: double
             * @description Cost price. **Inferred:** a JSON number (the item table types prices as numbers); `0` when not set.
             */
            preco_custo: number;
            /**
             * Format: double
             * @description Sale price of the default price table. **Inferred:** a JSON number; `0` when not set.
             */
            preco_venda: number;
            /** @description Remarks; empty when none. */
            observacoes: string;
            /**
             * Format: int32
             * @description VAT exemption reason ID (see `artigos/criar`). **Inferred:** not in the source's
             *     answer list; returned so that a client can read back the field it sends.
             */
            motivo_isencao_id: number;
            /** @description True when the reference is locked against changes (the item is on a finished document). */
            referencia_bloqueado: boolean;
            /** @description True when the description is locked against changes. */
            descricao_bloqueado: boolean;
        };
        /** @description Body of `artigos/procurar` and `artigos/stock`: what to search and where. */
        ArtigoProcurarPedido: {
            /**
             * @description Value searched: an item ID (integer or digit string) when `tipo` is `id`, otherwise
             *     the reference or description. **Inferred:** matched exactly.
             */
            valor: components["schemas"]["Count"] | components["schemas"]["SearchText"];
            /** @description Field searched. */
            tipo: components["schemas"]["ArtigoTipoProcura"];
        };
        /** @description Stock of an item. The only success answer without `msg`. */
        ArtigoStock: {
            /**
             * Format: double
             * @description Real available stock, a number with 5 decimal places.
             */
            quantidade_disponivel: number;
            /**
             * Format: double
             * @description Stock pending invoicing in orders, a number with 5 decimal places.
             */
            quantidade_encomendas: number;
        };
        /**
         * @description A reference or description of an item: improper characters are refused. **Inferred:**
         *     improper means control characters (U+0000 to U+001F, U+007F) and any of `<` `>` `"` `\` `|`.
         */
        ArtigoTexto: string;
        /**
         * @description Accounting type of an item, legacy spelling. Note `Matérias Primas` with a capital P:
         *     v1 writes `Matérias primas`; each generation keeps its own spelling for the same type.
         * @enum {string}
         */
        ArtigoTipoContabilidade: "Embalagens" | "Matérias Primas" | "Mercadorias" | "Produtos acabados e intermédios" | "Serviços" | "Subprodutos" | "Transporte" | "Vasilhame";
        /**
         * @description Where `artigos/procurar` and `artigos/stock` search.
         * @enum {string}
         */
        ArtigoTipoProcura: "id" | "referencia" | "descricao";
        /**
         * @description Bookings and unavailabilities: periods, the agenda's time rules, lines, states, invoicing.
         * @enum {string}
         */
        BookingRefusal: "agenda.period.end_before_start" | "agenda.start.in_past" | "agenda.period.outside_hours" | "agenda.slot.occupied" | "agenda.not_configured" | "booking.not_found" | "booking.status.invalid" | "booking.items.empty" | "booking.items.too_many" | "booking.line.quantity.not_positive" | "booking.total.not_positive" | "booking.in_use" | "booking.invoiced" | "booking.not_paid" | "booking.not_confirmed" | "unavailability.not_found" | "unavailability.reason.invalid";
        /** @description A boolean as sent by real integrations: `true`/`false`, `1`/`0`, or the strings `"1"`, `"0"`, `"true"`, `"false"`. */
        BooleanInput: boolean | (0 | 1) | ("0" | "1" | "true" | "false");
        ClienteActualizarPedido: {
            /** @description Customer ID. */
            id: components["schemas"]["Id"];
            /** @description Unique code. */
            codigo: string;
            /** @description Name. */
            nome: string;
            /** @description Tax number; unique; must be a valid Portuguese NIF. Empty means the final consumer `999999990`. */
            contribuinte?: string;
            contacto?: string;
            email?: components["schemas"]["Email"] | components["schemas"]["EmptyString"];
            telefone?: string;
            telemovel?: string;
            observacoes?: string;
            morada?: components["schemas"]["Moradas"];
        };
        ClienteCriado: {
            msg: string;
            /**
             * Format: int32
             * @description ID of the customer created.
             */
            id: number;
        };
        ClienteCriarPedido: {
            /** @description Unique code. */
            codigo: string;
            /** @description Name. */
            nome: string;
            /** @description Tax number; unique; must be a valid Portuguese NIF. Empty means the final consumer `999999990`. */
            contribuinte?: string;
            contacto?: string;
            email?: components["schemas"]["Email"] | components["schemas"]["EmptyString"];
            telefone?: string;
            telemovel?: string;
            observacoes?: string;
            morada?: components["schemas"]["Moradas"];
        };
        /** @description A customer as returned by `clientes/procurar`. */
        ClienteEncontrado: {
            msg: string;
            /** Format: int32 */
            id: number;
            codigo: string;
            nome: string;
            contribuinte: string;
            contacto: string;
            email: string;
            telefone: string;
            telemovel: string;
            observacoes: string;
            morada: {
                facturacao: components["schemas"]["MoradaResposta"];
                entrega: components["schemas"]["MoradaResposta"];
            };
            /** @description True when the code is locked against changes (the customer is on a finished document). */
            codigo_bloqueado: boolean;
            /** @description True when the name is locked against changes. */
            nome_bloqueado: boolean;
            /** @description True when the tax number is locked against changes. */
            contribuinte_bloqueado: boolean;
        };
        ClienteProcurarPedido: {
            /** @description Value searched: a customer ID, code or tax number. */
            valor: components["schemas"]["Count"] | components["schemas"]["SearchText"];
            /** @description Field searched. */
            tipo: components["schemas"]["ClienteTipoProcura"];
        };
        /**
         * @description Where `clientes/procurar` searches.
         * @enum {string}
         */
        ClienteTipoProcura: "id" | "codigo" | "contribuinte";
        /**
         * @description Values and references shared by every area.
         * @enum {string}
         */
        CommonRefusal: "customer.not_found" | "customer.inactive" | "item.not_found" | "item.inactive" | "warehouse.not_found" | "warehouse.inactive" | "category.not_found" | "category.inactive" | "employee.not_found" | "employee.inactive" | "payment_condition.not_found" | "payment_condition.inactive" | "payment_method.not_found" | "payment_method.inactive" | "shipping_mode.not_found" | "shipping_mode.inactive" | "currency.not_found" | "currency.inactive" | "price.not_found" | "price.inactive" | "serie.not_found" | "serie.inactive" | "vehicle.not_found" | "vehicle.inactive" | "unit.not_found" | "unit.inactive" | "location.not_found" | "location.inactive" | "document_type.not_found" | "document_type.inactive" | "vat_rate.not_found" | "vat_rate.inactive" | "vat_exemption.not_found" | "vat_number.invalid" | "country.invalid" | "postal_code.invalid" | "date.invalid" | "email.invalid" | "rate.out_of_range" | "amount.negative" | "amount.too_large" | "paging.skip.invalid";
        /**
         * Format: int32
         * @description A non-negative 32-bit integer: 0 to 2147483647.
         */
        Count: number;
        /** @description A country: a name from the service's list (e.g. `Portugal`) or its ISO 3166-1 alpha-2 code (e.g. `PT`). An unknown country is refused. */
        Country: components["schemas"]["CountryName"] | components["schemas"]["CountryCode"];
        /**
         * @description An ISO 3166-1 alpha-2 country code, e.g. `PT`, `ES`, `FR`.
         * @enum {string}
         */
        CountryCode: "AC" | "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AN" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "IC" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SY" | "SZ" | "TA" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "XK" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
        /**
         * @description A country name from the service's fixed list. Some names deviate from the usual short
         *     names, e.g. `FYROM`, `Korea, Republic of`, `North Korea`, `Czech Republic`, `Slovak Republic`,
         *     `Viet Nam`, `Cote D'Ivoire`, `Democratic Republic of Congo`, `East Timor`, `Swaziland`.
         *     `Ascension Island` and `Kosovo` are also accepted in their long forms.
         * @enum {string}
         */
        CountryName: "Afghanistan" | "Albania" | "Algeria" | "American Samoa" | "Andorra" | "Angola" | "Anguilla" | "Antarctica" | "Antigua and Barbuda" | "Argentina" | "Armenia" | "Aruba" | "Australia" | "Austria" | "Azerbaijan" | "Bahamas" | "Bahrain" | "Bangladesh" | "Barbados" | "Belarus" | "Belgium" | "Belize" | "Benin" | "Bermuda" | "Bhutan" | "Bolivia" | "Bosnia and Herzegovina" | "Botswana" | "Bouvet Island" | "Brazil" | "British Indian Ocean Territory" | "Brunei Darussalam" | "Bulgaria" | "Burkina Faso" | "Burundi" | "Cambodia" | "Cameroon" | "Canada" | "Cape Verde" | "Cayman Islands" | "Central African Republic" | "Chad" | "Chile" | "China" | "Christmas Island" | "Cocos (Keeling) Islands" | "Colombia" | "Comoros" | "Congo" | "Cook Islands" | "Costa Rica" | "Cote D'Ivoire" | "Croatia" | "Cuba" | "Cyprus" | "Czech Republic" | "Denmark" | "Djibouti" | "Dominica" | "Dominican Republic" | "East Timor" | "Ecuador" | "Egypt" | "El Salvador" | "Equatorial Guinea" | "Eritrea" | "Estonia" | "Ethiopia" | "Falkland Islands (Malvinas)" | "Faroe Islands" | "Fiji" | "Finland" | "France" | "French Guiana" | "French Polynesia" | "French Southern Territories" | "Gabon" | "Gambia" | "Georgia" | "Germany" | "Ghana" | "Gibraltar" | "Greece" | "Greenland" | "Grenada" | "Guadeloupe" | "Guam" | "Guatemala" | "Guinea" | "Guinea-Bissau" | "Guyana" | "Haiti" | "Heard and Mc Donald Islands" | "Honduras" | "Hong Kong" | "Hungary" | "Iceland" | "India" | "Indonesia" | "Iran (Islamic Republic of)" | "Iraq" | "Ireland" | "Israel" | "Italy" | "Jamaica" | "Japan" | "Jordan" | "Kazakhstan" | "Kenya" | "Kiribati" | "North Korea" | "Korea, Republic of" | "Kuwait" | "Kyrgyzstan" | "Lao People's Democratic Republic" | "Latvia" | "Lebanon" | "Lesotho" | "Liberia" | "Libyan Arab Jamahiriya" | "Liechtenstein" | "Lithuania" | "Luxembourg" | "Macau" | "FYROM" | "Madagascar" | "Malawi" | "Malaysia" | "Maldives" | "Mali" | "Malta" | "Marshall Islands" | "Martinique" | "Mauritania" | "Mauritius" | "Mayotte" | "Mexico" | "Micronesia, Federated States of" | "Moldova, Republic of" | "Monaco" | "Mongolia" | "Montserrat" | "Morocco" | "Mozambique" | "Myanmar" | "Namibia" | "Nauru" | "Nepal" | "Netherlands" | "Netherlands Antilles" | "New Caledonia" | "New Zealand" | "Nicaragua" | "Niger" | "Nigeria" | "Niue" | "Norfolk Island" | "Northern Mariana Islands" | "Norway" | "Oman" | "Pakistan" | "Palau" | "Panama" | "Papua New Guinea" | "Paraguay" | "Peru" | "Philippines" | "Pitcairn" | "Poland" | "Portugal" | "Puerto Rico" | "Qatar" | "Reunion" | "Romania" | "Russian Federation" | "Rwanda" | "Saint Kitts and Nevis" | "Saint Lucia" | "Saint Vincent and the Grenadines" | "Samoa" | "San Marino" | "Sao Tome and Principe" | "Saudi Arabia" | "Senegal" | "Seychelles" | "Sierra Leone" | "Singapore" | "Slovak Republic" | "Slovenia" | "Solomon Islands" | "Somalia" | "South Africa" | "South Georgia & South Sandwich Islands" | "Spain" | "Sri Lanka" | "St. Helena" | "St. Pierre and Miquelon" | "Sudan" | "Suriname" | "Svalbard and Jan Mayen Islands" | "Swaziland" | "Sweden" | "Switzerland" | "Syrian Arab Republic" | "Taiwan" | "Tajikistan" | "Tanzania, United Republic of" | "Thailand" | "Togo" | "Tokelau" | "Tonga" | "Trinidad and Tobago" | "Tunisia" | "Turkey" | "Turkmenistan" | "Turks and Caicos Islands" | "Tuvalu" | "Uganda" | "Ukraine" | "United Arab Emirates" | "United Kingdom" | "United States" | "United States Minor Outlying Islands" | "Uruguay" | "Uzbekistan" | "Vanuatu" | "Vatican City State (Holy See)" | "Venezuela" | "Viet Nam" | "Virgin Islands (British)" | "Virgin Islands (U.S.)" | "Wallis and Futuna Islands" | "Western Sahara" | "Yemen" | "Democratic Republic of Congo" | "Zambia" | "Zimbabwe" | "Montenegro" | "Serbia" | "Aaland Islands" | "Bonaire, Sint Eustatius and Saba" | "Curacao" | "Palestinian Territory, Occupied" | "South Sudan" | "St. Barthelemy" | "St. Martin (French part)" | "Canary Islands" | "Ascension Island (British)" | "Kosovo, Republic of" | "Isle of Man" | "Tristan da Cunha" | "Guernsey" | "Jersey" | "Ascension Island" | "Kosovo";
        /**
         * @description Customers: unique code and tax number, locks once on a finished document, deletion, statements.
         * @enum {string}
         */
        CustomerRefusal: "customer.code.taken" | "customer.vat_number.taken" | "customer.code.locked" | "customer.name.locked" | "customer.vat_number.locked" | "customer.final_consumer.undeletable" | "customer.in_use" | "customer.search.no_results" | "customer.statement.period_invalid" | "customer.statement.empty" | "customer.accounts_open.too_many" | "location.api.missing";
        /**
         * @description A discount, rate or currency amount in the format `0.00`: a JSON number or a decimal
         *     string (`10`, `"10.00"`, `"10,00"`, `"1,234.60"`), below 10000000000 (10^10) in absolute
         *     value. A string has at most 2 decimal places; a JSON number is read at 2 places, rounded
         *     half away from zero.
         */
        Decimal2: components["schemas"]["Decimal2Number"] | components["schemas"]["Decimal2String"];
        /**
         * Format: double
         * @description A JSON number below 10000000000 (10^10) in absolute value, read at 2 decimal places
         *     (more are rounded half away from zero; send a string for an exact value).
         */
        Decimal2Number: number;
        /**
         * @description A decimal written as a string with `.` or `,` as separator, at most 10 integer digits and
         *     at most 2 decimal places, e.g. `"10.00"`, `"10,5"`; or with a comma thousands separator and
         *     a dot decimal point, `"1,234.60"`.
         */
        Decimal2String: string;
        /**
         * @description A price, quantity or exchange rate: a JSON number or a decimal string (`12.5`,
         *     `"12.50"`, `"12,50"`, `"1,234.50"`), below 10000000000 (10^10) in absolute value. A string
         *     has at most 5 decimal places; a JSON number is read at 5 places, rounded half away from
         *     zero. Anything else is refused with a format error naming the field.
         */
        Decimal5: components["schemas"]["Decimal5Number"] | components["schemas"]["Decimal5String"];
        /**
         * Format: double
         * @description A JSON number below 10000000000 (10^10) in absolute value, read at 5 decimal places:
         *     binary floating point cannot carry a decimal exactly, so more places are rounded half away
         *     from zero (`12.300000000000001` is 12.3). Send a string for an exact value.
         */
        Decimal5Number: number;
        /**
         * @description A decimal written as a string with `.` or `,` as separator, at most 10 integer digits and
         *     at most 5 decimal places, e.g. `"12.50"`, `"12,5"`, `"3"`; or with a comma thousands
         *     separator and a dot decimal point, `"1,234.60"`.
         */
        Decimal5String: string;
        /**
         * @description An exact decimal as the legacy generation returns it: a string with `.` as separator, no
         *     thousands separator and a fixed number of places, e.g. `"123.45"`.
         */
        DecimalStringOut: string;
        /**
         * @description A non-negative integer written as a string of digits, at most 2147483647 (the largest
         *     32-bit integer, as the JSON form), e.g. `"123"`.
         */
        DigitString: string;
        /**
         * @description Rules every fiscal document (sale or receipt) follows.
         * @enum {string}
         */
        DocumentRefusal: "document.serie.missing" | "document.serie.not_assigned" | "document.serie.inactive" | "document.serie.expired" | "document.serie.not_communicated" | "document.serie.blocked" | "document.issue_date.before_last" | "document.currency.missing" | "document.currency_exchange.not_positive" | "document.not_draft" | "document.already_cancelled" | "document.cancel.draft" | "document.cancel.reason_required" | "document.number.invalid" | "document.not_found" | "document.pdf.not_generated" | "serie.api.missing";
        /** @description The customer of a document. */
        DocumentoCliente: {
            /**
             * @description Customer ID; the customer must already exist (create it first with `clientes/criar`).
             *     `1` is the generic customer: use it when the end customer gave no tax data or only a
             *     tax number.
             */
            id: components["schemas"]["Id"];
            /**
             * @description Tax number of the end customer. Refused when it does not look valid (for Portugal: 9
             *     digits with a mod-11 check digit). **Inferred:** optional; it matters when `id` is `1`
             *     (the number printed on the document; empty or omitted means the final consumer
             *     `999999990`); for any other customer the tax number of the customer record is used (a
             *     `999999990` sent for a customer whose record holds a real tax number is ignored, so the
             *     final-consumer refusal of v1 `sales/create` never arises here; a customer whose record
             *     has `999999990`, of any type, is invoiced with it).
             */
            contribuinte?: string;
            /**
             * @description Whether the document uses the customer's delivery address, different from the billing
             *     address; that delivery address must already exist on the customer record.
             *     **Inferred:** optional, default `false` (billing address only).
             */
            morada_entrega?: components["schemas"]["BooleanInput"];
        };
        /** @description Answer for a document (not a receipt). */
        DocumentoCriado: {
            /** @description Confirmation message. */
            msg: string;
            /**
             * Format: int32
             * @description Internal ID of the document: use it with `documentos/pdf`, `documentos/email` and receipt lines.
             */
            id: number;
            /**
             * Format: int32
             * @description Sequential number in the series. The document number reads `<iniciais> <serie>/<numero>`, e.g. `FT 2026/153`.
             */
            numero: number;
            /** @description Type initials as written in SAF-T and on the document number, e.g. `FT`, `RC`. */
            tipo_documento_iniciais_saft: string;
            /** @description Name of the document type, e.g. `Factura`, `Recibo`. */
            tipo_documento_descricao: string;
            /** @description Series, e.g. `2026`. */
            serie: string;
            /** @description Address of the PDF. **Inferred:** `null` when no PDF was generated on creation (see `gerar_pdf`). */
            pdf: string | null;
            /** @description True when the automatic e-mail (subscription option) was already sent to the customer. **Inferred:** answered once the mail server has accepted or refused it; kept in the outbox (no SMTP server configured) counts as sent; false when none was due or the mail server refused it. */
            email_enviado: boolean;
            /** @description Total without VAT, a decimal string. */
            total_sem_iva: components["schemas"]["DecimalStringOut"];
            /** @description Total VAT, a decimal string. */
            total_iva: components["schemas"]["DecimalStringOut"];
            /** @description Grand total, a decimal string. */
            total_geral: components["schemas"]["DecimalStringOut"];
        };
        /** @description Body of `documentos/criar`: a document (`tipo_documento` FT, FS, FR, FP, NC, ND, EC or OC) or a receipt (`tipo_documento` RC). */
        DocumentoCriarPedido: components["schemas"]["DocumentoPedido"] | components["schemas"]["ReciboPedido"];
        /** @description Body of a successful `documentos/criar`: the document answer or the receipt answer. */
        DocumentoCriarResultado: components["schemas"]["DocumentoCriado"] | components["schemas"]["ReciboCriado"];
        /** @description Body of `documentos/email`. */
        DocumentoEmailPedido: {
            /** @description Internal ID of the document (integer or digit string). */
            id: components["schemas"]["Id"];
            /** @description Type code of the document. */
            tipo_documento: components["schemas"]["DocumentoTipo"];
            /** @description Recipient address. */
            email: components["schemas"]["Email"];
            /** @description Subject. **Inferred:** when omitted, the account's default subject for the document type. */
            assunto?: string;
            /** @description Message text. **Inferred:** when omitted, the account's default text for the document type. */
            mensagem?: string;
        };
        /**
         * @description A payment method (forma de pagamento): one of the codes below, alone or followed by its
         *     description (e.g. `NU` or `NU - Numerário`); only the leading code is read. The code is in
         *     capitals and is followed by the end of the text or by a character that is not a letter or
         *     digit.
         *
         *     | Code | Method |
         *     |---|---|
         *     | `CC` | credit card |
         *     | `CD` | debit card |
         *     | `CH` | bank cheque |
         *     | `CO` | gift cheque or card |
         *     | `CS` | offsetting of current-account balances |
         *     | `DE` | electronic money |
         *     | `LC` | commercial bill |
         *     | `MB` | payment references of the national ATM network (Multibanco) |
         *     | `NU` | cash (numerário) |
         *     | `OU` | other means |
         *     | `PR` | barter |
         *     | `TB` | bank transfer or authorised direct debit |
         *     | `TR` | meal ticket |
         */
        DocumentoFormaPagamento: components["schemas"]["FormaPagamentoCodigo"] | components["schemas"]["FormaPagamentoDescrita"];
        /** @description A line of a document: an existing item, its price and quantity. */
        DocumentoLinha: {
            /** @description Reference of an existing item (as in `artigos/criar`); an unknown reference is refused. */
            referencia: string;
            /**
             * @description Unit price, up to 5 decimal places (the source shows it as a string, e.g. `"18.50"`).
             *     **Inferred:** not negative; it is read according to the customer's VAT type
             *     (`Debitar IVA`, the default: without VAT); the line takes the item's VAT rate and
             *     exemption.
             */
            preco: components["schemas"]["Decimal5"];
            /** @description Quantity, up to 5 decimal places. **Inferred:** greater than zero. */
            quantidade: components["schemas"]["Decimal5"];
            /** @description Line discount in percent, format `0.00`. **Inferred:** optional, default `0`, from 0 to 100. */
            desconto?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Support text printed with the line, e.g. size or colour options. */
            descricao_detalhada?: string;
        };
        /** @description The PDF was generated again. */
        DocumentoPdfGerado: {
            /** @description Confirmation message. */
            msg: string;
            /**
             * Format: uri
             * @description Address of the new PDF.
             */
            pdf: string;
        };
        /** @description Body of `documentos/pdf`. */
        DocumentoPdfPedido: {
            /** @description Internal ID of the document (integer or digit string). */
            id: components["schemas"]["Id"];
            /** @description Type code of the document. */
            tipo_documento: components["schemas"]["DocumentoTipo"];
            /** @description `true`: the original copy; otherwise the second copy (2ª via). **Inferred:** default `false`. */
            original?: components["schemas"]["BooleanInput"];
            /**
             * @description Justification for generating the document again. Required (not empty) when the
             *     document was already viewed (tax-authority rule); ignored otherwise. **Inferred:** a
             *     document counts as viewed once its PDF was generated; the justification is kept with the
             *     document, with the copy printed and the time, as an audit record of the reprint.
             */
            motivo?: string;
        };
        /**
         * @description Request to create a document that is not a receipt (`FT`, `FS`, `FR`, `FP`, `NC`, `ND`,
         *     `EC`, `OC`).
         *
         *     Shipping (rule 1): `modo_expedicao_id`, `despesa_transporte_taxaiva_id` and
         *     `despesa_transporte_valor` are optional as a group: send all three or none (an empty
         *     string counts as not sent). When the shipping expense is filled in, the other two are
         *     required.
         */
        DocumentoPedido: {
            /** @description Document type code. */
            tipo_documento: components["schemas"]["DocumentoTipoVenda"];
            /** @description Final discount, format `0.00`; its value is an amount in currency (not a percentage). */
            desconto_final?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /**
             * @description Payment method code, optionally followed by its description. **Inferred:** when omitted,
             *     the payment method preset on the customer is used.
             */
            forma_pagamento?: components["schemas"]["DocumentoFormaPagamento"] | components["schemas"]["EmptyString"];
            /** @description Shipping mode ID (read from the administration tables of the web application). Rule 1 applies. */
            modo_expedicao_id?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description VAT rate ID of the shipping expense. Rule 1 applies. */
            despesa_transporte_taxaiva_id?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Shipping expense value, a price with up to 5 decimal places. Rule 1 applies. */
            despesa_transporte_valor?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description The customer. */
            cliente: components["schemas"]["DocumentoCliente"];
            /** @description The lines. **Inferred:** 1 to 100 lines, the limit of v1 sales on the same data. */
            artigos: components["schemas"]["DocumentoLinha"][];
            /**
             * @description Forces the PDF to be generated now. Without it the PDF is generated on creation only
             *     when the options of the document type say so. **Inferred:** default `false`.
             */
            gerar_pdf?: components["schemas"]["BooleanInput"];
            /** @description Remarks printed on the document. */
            observacoes?: string;
        };
        /**
         * @description Code of any document type of this interface: a code of `DocumentoTipoVenda`, or `RC` (customer receipt).
         * @enum {string}
         */
        DocumentoTipo: "FT" | "FS" | "FR" | "FP" | "NC" | "ND" | "EC" | "OC" | "RC";
        /**
         * @description Type of a document a receipt settles: the billing documents `FT`, `FS`, `FR`, `NC`, `ND`.
         *     **Inferred:** the source says "invoices, credit notes, debit notes"; an `FR` is settled
         *     when issued, so it is refused as having no open balance.
         * @enum {string}
         */
        DocumentoTipoLiquidavel: "FT" | "FS" | "FR" | "NC" | "ND";
        /**
         * @description Code of a document type that is not a receipt:
         *     - `FT` invoice (factura);
         *     - `FS` simplified invoice (factura simplificada);
         *     - `FR` invoice-receipt (factura-recibo);
         *     - `FP` pro-forma invoice;
         *     - `NC` credit note;
         *     - `ND` debit note;
         *     - `EC` quote (orçamento);
         *     - `OC` order (encomenda).
         *
         *     `FP`, `EC` and `OC` are the service's own codes, not SAF-T's (`PF`, `OR`, `NE`); their
         *     meanings are those the service's documentation gives (EC quote, OC order).
         * @enum {string}
         */
        DocumentoTipoVenda: "FT" | "FS" | "FR" | "FP" | "NC" | "ND" | "EC" | "OC";
        /** @description An e-mail address. */
        Email: string;
        /** @description Empty string, sent by many integrations for an optional field left blank; it means "not given". */
        EmptyString: string;
        /** @description One faulty field of a request, when validation found several. */
        FieldRefusal: {
            /** @description Stable code of the refusal. */
            code: components["schemas"]["RefusalCode"];
            /**
             * @description Path of the field in the request body: property names joined by `.`, array indexes in
             *     brackets counted from 0 as in JSON (`items[2].price` is the price of the third line).
             */
            field: string;
            /**
             * Format: int32
             * @description The line the field belongs to, counted from 1 as messages count lines (`items[2]` is line 3).
             */
            line?: number;
            /** @description What is wrong with the field, in the language of the answer. */
            message: string;
        };
        /**
         * @description A payment method code alone (see `DocumentoFormaPagamento`).
         * @enum {string}
         */
        FormaPagamentoCodigo: "CC" | "CD" | "CH" | "CO" | "CS" | "DE" | "LC" | "MB" | "NU" | "OU" | "PR" | "TB" | "TR";
        /** @description A payment method code followed by its description, e.g. `NU - Numerário` (see `DocumentoFormaPagamento`). */
        FormaPagamentoDescrita: string;
        /**
         * @description An internal record ID: a JSON integer or a string of digits (`12` or `"12"`), 0 to
         *     2147483647. An ID that names no record of the data set is refused as not found.
         */
        Id: components["schemas"]["Count"] | components["schemas"]["DigitString"];
        /**
         * Format: int32
         * @description A count of requests: 0 to 2147483647.
         */
        "Invoicing.Common.RequestCount": number;
        /**
         * Format: int32
         * @description Seconds to wait before retrying: 0 to 86400 (a day, the plan's window).
         */
        "Invoicing.Common.RetrySeconds": number;
        /**
         * @description Items: unique reference, description and barcodes, locks, deletion, images, stock and stock movements.
         * @enum {string}
         */
        ItemRefusal: "item.reference.taken" | "item.description.taken" | "item.reference.locked" | "item.description.locked" | "item.type.locked" | "item.vat_exemption.rate_not_zero" | "item.vat_exemption.missing" | "item.price_table.duplicate" | "item.barcode.duplicate" | "item.barcode.taken" | "item.barcode.quantity.not_positive" | "item.minimum_stock.duplicate" | "item.sale_price.no_default_table" | "item.in_use" | "item.stock_movements.exist" | "item.image.too_large" | "item.image.invalid" | "item.search.no_results" | "item.stock.not_kept" | "item.stock.insufficient" | "stock_movement.quantity.not_positive" | "stock_movement.not_found" | "stock_movement.not_manual" | "location.api.no_warehouse";
        /** @description Body of every legacy error answer (inferred: the documents do not show it). */
        LegacyError: {
            /**
             * @description What went wrong, naming the condition and, for invalid parameters, the field. In
             *     Portuguese, or in English when the request sends `Accept-Language: en`.
             */
            msg: string;
            /** @description Stable code of the refusal (see the error catalogue). */
            code: components["schemas"]["RefusalCode"];
            /**
             * @description Path of the parameter the refusal concerns, in this generation's names: property names
             *     joined by `.`, array indexes in brackets counted from 0 (`artigos[2].preco`).
             */
            field?: string;
            /**
             * Format: int32
             * @description The line of `artigos` or `linhas` the refusal concerns, counted from 1 as the message counts it.
             */
            line?: number;
            /** @description Every faulty parameter, when validation found more than one; `msg` names the first. */
            errors?: components["schemas"]["FieldRefusal"][];
        };
        /** @description An address of a customer. */
        Morada: {
            /** @description Country: a name from the accepted list (or its ISO code). */
            pais?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            morada?: string;
            localidade?: string;
            codigo_postal?: string;
        };
        /** @description An address as returned. */
        MoradaResposta: {
            pais: string;
            morada: string;
            localidade: string;
            codigo_postal: string;
        };
        /** @description Billing and delivery addresses. */
        Moradas: {
            /** @description Billing address. */
            facturacao?: components["schemas"]["Morada"];
            /** @description Delivery address. */
            entrega?: components["schemas"]["Morada"];
        };
        /** @description Success with only a message. */
        MsgOk: {
            /** @description Confirmation message. */
            msg: string;
        };
        /**
         * @description Outputs of sales and receipts: PDF, e-mail, SMS, signature, payment references.
         * @enum {string}
         */
        OutputRefusal: "document.draft" | "document.reprint.reason_required" | "document.already_signed" | "email.attachments.too_many" | "email.attachment.extension.not_allowed" | "email.attachment.url.invalid" | "email.attachment.url.not_public" | "email.attachment.too_large" | "email.attachment.download.failed" | "email.delivery.failed" | "sms.sender.not_configured" | "sms.sender.not_approved" | "sms.credits.insufficient" | "sms.mobile.invalid" | "signature.not_configured" | "signature.certificate.expired" | "payment_reference.document.not_finished" | "payment_reference.document_type.not_allowed" | "multibanco.reference.exists" | "multibanco.not_configured" | "multibanco.amount.out_of_range" | "mbway.not_configured";
        /**
         * @description Customer receipts.
         * @enum {string}
         */
        ReceiptRefusal: "receipt.not_found" | "receipt.document_type.not_allowed" | "receipt.sales.empty" | "receipt.sales.too_many" | "receipt.line.credit_note.not_finished" | "receipt.line.credit_note.referenced" | "receipt.line.credit_note.no_credit" | "receipt.line.credit_note.discount" | "receipt.line.no_balance" | "receipt.line.customer.differs" | "receipt.line.customer.mixed" | "receipt.line.currency.differs" | "receipt.line.total_paid.not_positive" | "receipt.line.overpaid" | "receipt.line.credit_exceeded" | "receipt.total.not_positive";
        /** @description Answer for a receipt. */
        ReciboCriado: {
            /** @description Confirmation message. */
            msg: string;
            /**
             * Format: int32
             * @description Internal ID of the document: use it with `documentos/pdf`, `documentos/email` and receipt lines.
             */
            id: number;
            /**
             * Format: int32
             * @description Sequential number in the series. The document number reads `<iniciais> <serie>/<numero>`, e.g. `FT 2026/153`.
             */
            numero: number;
            /** @description Type initials as written in SAF-T and on the document number, e.g. `FT`, `RC`. */
            tipo_documento_iniciais_saft: string;
            /** @description Name of the document type, e.g. `Factura`, `Recibo`. */
            tipo_documento_descricao: string;
            /** @description Series, e.g. `2026`. */
            serie: string;
            /** @description Address of the PDF. **Inferred:** `null` when no PDF was generated on creation (see `gerar_pdf`). */
            pdf: string | null;
            /** @description True when the automatic e-mail (subscription option) was already sent to the customer. **Inferred:** answered once the mail server has accepted or refused it; kept in the outbox (no SMTP server configured) counts as sent; false when none was due or the mail server refused it. */
            email_enviado: boolean;
            /** @description Open balance of the documents settled, a decimal string. */
            total_saldo: components["schemas"]["DecimalStringOut"];
            /** @description Amount paid, a decimal string. */
            total_pago: components["schemas"]["DecimalStringOut"];
            /** @description Final total of the receipt, a decimal string. */
            total_final: components["schemas"]["DecimalStringOut"];
        };
        /** @description A document a receipt settles. */
        ReciboLinha: {
            /** @description Internal ID of the document (the `id` answered by `documentos/criar`, not its number). */
            id: components["schemas"]["Id"];
            /** @description Type code of the document. */
            tipo_documento: components["schemas"]["DocumentoTipoLiquidavel"];
        };
        /**
         * @description Request to create a customer receipt (`RC`). The receipt's customer is the customer of
         *     the documents settled.
         */
        ReciboPedido: {
            /**
             * @description `RC`.
             * @enum {string}
             */
            tipo_documento: "RC";
            /** @description Payment method code, optionally followed by its description. **Inferred:** when omitted, the payment method preset on the customer is used. */
            forma_pagamento?: components["schemas"]["DocumentoFormaPagamento"] | components["schemas"]["EmptyString"];
            /**
             * @description The documents settled: invoices, credit notes and debit notes, all of the same
             *     customer, each with an open balance. **Inferred:** each line settles the whole open
             *     balance of its document (the shape carries no amount); a credit note that refers to no
             *     invoice is deducted for its whole unused credit (one that refers to an invoice already
             *     credits that invoice); 1 to 100 lines, the limit of v1 receipts.
             */
            linhas: components["schemas"]["ReciboLinha"][];
            /** @description Forces the PDF to be generated now, as for documents. **Inferred:** default `false`. */
            gerar_pdf?: components["schemas"]["BooleanInput"];
            /** @description Remarks printed on the receipt. */
            observacoes?: string;
        };
        /**
         * @description Stable code of a refusal. The message beside it may be reworded or translated; the code
         *     does not change. The docs' error catalogue lists every code with its messages.
         */
        RefusalCode: components["schemas"]["RequestRefusal"] | components["schemas"]["CommonRefusal"] | components["schemas"]["CustomerRefusal"] | components["schemas"]["ItemRefusal"] | components["schemas"]["OutputRefusal"] | components["schemas"]["BookingRefusal"] | components["schemas"]["AdministrationRefusal"] | components["schemas"]["DocumentRefusal"] | components["schemas"]["SaleRefusal"] | components["schemas"]["ReceiptRefusal"];
        /**
         * @description Refusals of the request itself: body, credentials, plan, route, server.
         * @enum {string}
         */
        RequestRefusal: "request.body.not_json" | "request.body.too_large" | "request.body.unreadable" | "request.body.not_object" | "request.content_type.unsupported" | "request.field.required" | "request.field.invalid" | "request.field.not_json" | "request.line.invalid" | "request.no_parameters" | "auth.api_token.missing" | "auth.api_token.invalid" | "auth.credentials.missing" | "auth.credentials.invalid" | "auth.header.malformed" | "account.plan.expired" | "account.permission.denied" | "account.rate_limited" | "endpoint.unknown" | "endpoint.method_not_allowed" | "operation.not_implemented" | "request.idempotency_key.invalid" | "request.idempotency_key.reused" | "request.idempotency_key.in_progress" | "server.internal_error" | "server.shutting_down";
        /**
         * @description Sales documents (invoices, credit and debit notes, working documents, guides).
         * @enum {string}
         */
        SaleRefusal: "sale.not_found" | "sale.document_type.not_allowed" | "sale.items.empty" | "sale.items.too_many" | "sale.line.quantity.not_positive" | "sale.line.vat_exemption.rate_not_zero" | "sale.line.vat_exemption.missing" | "sale.line.vat.not_exempt" | "sale.shipping_vat.not_zero" | "sale.shipping.incomplete" | "sale.final_discount_financial.too_high" | "sale.due_date.before_issue_date" | "sale.waybill_global.not_allowed" | "sale.transport_date.past" | "sale.location_destiny.same_as_origin" | "sale.total.not_positive" | "sale.demo.total_exceeded" | "sale.vat_number.final_consumer" | "sale.customer.identification_required" | "sale.simplified_invoice.private_base_exceeded" | "sale.simplified_invoice.private_services_exceeded" | "sale.simplified_invoice.company_base_exceeded" | "sale.billing_volume.exceeded" | "sale.sale_reference_id.not_corrective" | "sale.line.item.not_invoiced" | "sale.reference.not_found" | "sale.reference.not_correctable" | "sale.reference.cancelled" | "sale.reference.customer_differs" | "sale.reference.issue_date_before" | "sale.reference.line.item_missing" | "sale.reference.line.quantity_exceeded" | "sale.reference.line.price_exceeded" | "sale.reference.line.discount_exceeded" | "sale.reference.line.vat_exceeded" | "sale.reference.total_exceeded" | "sale.cancel.has_note" | "sale.cancel.not_issue_date" | "sale.cancel.has_receipt" | "sale.cancel.transport_started" | "sale.duplicate.draft" | "sale.not_finished" | "sale.note.not_correctable" | "sale.note.fully_credited" | "sale.receipt.not_invoice" | "sale.receipt.no_balance" | "sale.customer.no_delivery_address";
        /** @description A value searched for (a name, code, reference, number or tax number): at most 255 characters. */
        SearchText: string;
    };
    responses: never;
    parameters: {
        /**
         * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
         *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
         *     and the same request answers that stored answer (same status and body, with
         *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
         *     issues a second document. A repeat that arrives while the first is still running waits
         *     for it and answers its answer. The same key with a different request is refused
         *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
         *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
         *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
         *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
         *     request executes.
         */
        "Invoicing.Common.IdempotencyKey": string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Artigos_actualizar: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
                 *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
                 *     and the same request answers that stored answer (same status and body, with
                 *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
                 *     issues a second document. A repeat that arrives while the first is still running waits
                 *     for it and answers its answer. The same key with a different request is refused
                 *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
                 *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
                 *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
                 *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
                 *     request executes.
                 */
                "Idempotency-Key"?: components["parameters"]["Invoicing.Common.IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArtigoActualizarPedido"];
            };
        };
        responses: {
            /** @description Success with only a message. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsgOk"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Artigos_criar: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
                 *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
                 *     and the same request answers that stored answer (same status and body, with
                 *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
                 *     issues a second document. A repeat that arrives while the first is still running waits
                 *     for it and answers its answer. The same key with a different request is refused
                 *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
                 *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
                 *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
                 *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
                 *     request executes.
                 */
                "Idempotency-Key"?: components["parameters"]["Invoicing.Common.IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArtigoCriarPedido"];
            };
        };
        responses: {
            /** @description The item was created. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtigoCriado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Artigos_procurar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArtigoProcurarPedido"];
            };
        };
        responses: {
            /** @description An item as returned by `artigos/procurar`. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtigoEncontrado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Artigos_stock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArtigoProcurarPedido"];
            };
        };
        responses: {
            /** @description Stock of an item. The only success answer without `msg`. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtigoStock"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Clientes_actualizar: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
                 *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
                 *     and the same request answers that stored answer (same status and body, with
                 *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
                 *     issues a second document. A repeat that arrives while the first is still running waits
                 *     for it and answers its answer. The same key with a different request is refused
                 *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
                 *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
                 *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
                 *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
                 *     request executes.
                 */
                "Idempotency-Key"?: components["parameters"]["Invoicing.Common.IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteActualizarPedido"];
            };
        };
        responses: {
            /** @description Success with only a message. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsgOk"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Clientes_criar: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
                 *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
                 *     and the same request answers that stored answer (same status and body, with
                 *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
                 *     issues a second document. A repeat that arrives while the first is still running waits
                 *     for it and answers its answer. The same key with a different request is refused
                 *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
                 *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
                 *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
                 *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
                 *     request executes.
                 */
                "Idempotency-Key"?: components["parameters"]["Invoicing.Common.IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteCriarPedido"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteCriado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Clientes_procurar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteProcurarPedido"];
            };
        };
        responses: {
            /** @description A customer as returned by `clientes/procurar`. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteEncontrado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Documentos_criar: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
                 *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
                 *     and the same request answers that stored answer (same status and body, with
                 *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
                 *     issues a second document. A repeat that arrives while the first is still running waits
                 *     for it and answers its answer. The same key with a different request is refused
                 *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
                 *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
                 *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
                 *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
                 *     request executes.
                 */
                "Idempotency-Key"?: components["parameters"]["Invoicing.Common.IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentoCriarPedido"];
            };
        };
        responses: {
            /** @description The document or receipt was created, finished. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentoCriarResultado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Documentos_email: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
                 *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
                 *     and the same request answers that stored answer (same status and body, with
                 *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
                 *     issues a second document. A repeat that arrives while the first is still running waits
                 *     for it and answers its answer. The same key with a different request is refused
                 *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
                 *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
                 *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
                 *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
                 *     request executes.
                 */
                "Idempotency-Key"?: components["parameters"]["Invoicing.Common.IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentoEmailPedido"];
            };
        };
        responses: {
            /** @description Success with only a message. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsgOk"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    Documentos_pdf: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes this write safe to retry. Send a value unique to the intended write (a UUID): the
                 *     first answer is kept for 24 hours per data set and key, and a repeat with the same key
                 *     and the same request answers that stored answer (same status and body, with
                 *     `Idempotent-Replayed: true`) without executing anything again, so a retried create never
                 *     issues a second document. A repeat that arrives while the first is still running waits
                 *     for it and answers its answer. The same key with a different request is refused
                 *     (`request.idempotency_key.reused`). The credentials are no part of the request: a retry
                 *     sent with an `api_token` or legacy secret replaced meanwhile is replayed. Answers of 429
                 *     and 5xx are not kept, so such a request may be retried with the same key. At most 255
                 *     visible ASCII characters (`request.idempotency_key.invalid`). Optional: without it, every
                 *     request executes.
                 */
                "Idempotency-Key"?: components["parameters"]["Invoicing.Common.IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentoPdfPedido"];
            };
        };
        responses: {
            /** @description The PDF was generated again. */
            200: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentoPdfGerado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The body cannot be read: a `Content-Encoding` that does not decode, an unsupported charset
             *     or a body shorter than its length (inferred: the documents do not describe it). A body that
             *     is read but is not valid JSON answers 422.
             */
            400: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /**
             * @description The server is shutting down and took no new work: nothing was written. `Retry-After` says
             *     when to send the request again (inferred: the documents do not describe a shutdown).
             */
            503: {
                headers: {
                    /**
                     * @description The request's id, which the server's log names too: the caller's own `X-Request-Id`
                     *     when it sends one of 1 to 128 letters, digits and `._:@/+=-`, a new UUID otherwise.
                     */
                    "X-Request-Id"?: string;
                    /**
                     * @description Requests the account's plan allows per 24 hours. Sent once the key is known: not on an
                     *     answer to a body that could not be read or a key that is not valid.
                     */
                    "X-RateLimit-Limit"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /** @description Requests left of the plan's 24 hours, as counted by the server that answers. Sent with `X-RateLimit-Limit`. */
                    "X-RateLimit-Remaining"?: components["schemas"]["Invoicing.Common.RequestCount"];
                    /**
                     * @description The origin a browser may read the answer from: sent when the request's `Origin` is this
                     *     server's own, that of `PUBLIC_URL`, or one of `CORS_ORIGINS`.
                     */
                    "Access-Control-Allow-Origin"?: string;
                    /** @description Seconds to wait before sending the request again. */
                    "Retry-After": components["schemas"]["Invoicing.Common.RetrySeconds"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
}
