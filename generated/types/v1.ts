// Generated from generated/openapi/Invoicing.V1.openapi.yaml by scripts/build.ts. Do not edit.
export interface paths {
    "/administration/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * All administration tables
         * @description Answers every auxiliary table in one call, to discover the IDs and names that the mixed
         *     fields of customers, items, sales, receipts and bookings accept: an object with one list
         *     per table, holding only active records, and only for the tables the API key may read.
         *
         *     **Inferred:** the lists are not paged and are sorted by ascending ID; the documents show
         *     no error of this operation, so only the common refusals apply (no permission, expired
         *     plan).
         */
        post: operations["Administration_all"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/categories/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a category
         * @description Creates a category and answers the record. The record is created active unless `active` is sent.
         *
         *     `category_id` nests the category under a parent. **Inferred:** the parent must be an existing category, and on update a category cannot become its own parent or a subcategory of one of its subcategories.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Categories_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/categories/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find categories
         * @description Finds categories: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Categories_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/categories/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List categories
         * @description Lists categories by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Categories_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/categories/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a category
         * @description Deletes a category. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Categories_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/categories/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a category
         * @description Updates a category and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     `category_id` nests the category under a parent. **Inferred:** the parent must be an existing category, and on update a category cannot become its own parent or a subcategory of one of its subcategories.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Categories_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/currencies/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a currency
         * @description Creates a currency and answers the record. The record is created active unless `active` is sent.
         *
         *     `is_default` true makes the currency the account's default, used by documents that name none. **Inferred:** exactly one currency is the default: making one the default unsets the previous one, and the default currency cannot be deactivated.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description, the symbol or `code_iso` is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Currencies_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/currencies/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find currencies
         * @description Finds currencies: a record matches when its ID equals `value` or when the description, the symbol or `code_iso` contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Currencies_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/currencies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List currencies
         * @description Lists currencies by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Currencies_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/currencies/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a currency
         * @description Deletes a currency. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     **Inferred:** the default currency cannot be deleted.
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Currencies_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/currencies/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a currency
         * @description Updates a currency and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     `is_default` true makes the currency the account's default, used by documents that name none. **Inferred:** exactly one currency is the default: making one the default unsets the previous one, and the default currency cannot be deactivated.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description, the symbol or `code_iso` is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Currencies_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/documentstypes/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find document types
         * @description Finds document types: a record matches when its ID equals `value` or when its
         *     description or SAF-T code (`saft_initials`) contains `value` (case-insensitive).
         *
         *     **Inferred:** the fields searched and the partial match are this toolkit's decision;
         *     results are not paged (the table is small).
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["DocumentTypes_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/documentstypes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List document types
         * @description Lists document types by ascending ID, each with its series. `active` filters them:
         *     `true` (the default) active types only, `false` inactive only, `All` every type.
         *
         *     **Inferred:** not paged (the table is small).
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the
         *     operation.
         */
        post: operations["DocumentTypes_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/documentstypes/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a document type
         * @description Updates a document type and answers the updated record with its series
         *     (`documentstypesseries`). Document types cannot be created or deleted.
         *
         *     `print_report` chooses the default print format: with `POS`, `print_report_width` (or
         *     its alias `print_width`) is required; with `A4`, `print_pages_number` is required. The
         *     four `*_automatic` booleans act after a document of the type is finished. `series`
         *     assigns series to the type, each with the number it starts from (at least 1).
         *
         *     Refused when: the id is invalid or unknown; `print_report` is missing or not `A4` or
         *     `POS`; `print_report` is `POS` without a width, or `A4` without a number of pages; a
         *     series entry is badly filled (missing `id` or `number`, `number` below 1) or names an
         *     unknown series; no permission to execute the operation.
         *
         *     **Inferred:** an optional field left out keeps its stored value; an empty string clears
         *     a width, number of pages or margin.
         */
        post: operations["DocumentTypes_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/documentstypes/{id}/{serie_id}/communicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Communicate a series of a document type
         * @description Communicates one series for one document type to the tax authority (since
         *     2022-10-25) and answers the ATCUD validation code, which is also stored in the type's
         *     `documentstypesseries[].atcud`.
         *
         *     Refused when: the id or serie_id is invalid or unknown; an ATCUD already exists for
         *     this series in this document type; the tax-authority web-service user is not
         *     configured; the series is inactive (`series.communication.inactive`), its assignment to
         *     the document type is inactive (`series.assignment.inactive`) or it is expired
         *     (`series.communication.expired`); the communication failed (the code gives the reason
         *     the tax authority reported, as on `series/{id}/communicate`); no permission to execute
         *     the operation.
         *
         *     **Inferred:** also refused when the series is not assigned to the document type.
         */
        post: operations["DocumentTypes_communicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/employees/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an employee
         * @description Creates an employee and answers the record. The record is created active unless `active` is sent.
         *
         *     **Inferred:** `email`, when given, is unique too, since `employee` fields of customers, sales and bookings accept the e-mail instead of the ID; `country` must be in the accepted list.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the name is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Employees_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/employees/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find employees
         * @description Finds employees: a record matches when its ID equals `value` or when the name or the e-mail contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Employees_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/employees/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List employees
         * @description Lists employees by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Employees_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/employees/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an employee
         * @description Deletes an employee. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Employees_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/employees/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an employee
         * @description Updates an employee and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     **Inferred:** `email`, when given, is unique too, since `employee` fields of customers, sales and bookings accept the e-mail instead of the ID; `country` must be in the accepted list.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the name is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Employees_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentconditions/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment condition
         * @description Creates a payment condition and answers the record. The record is created active unless `active` is sent.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["PaymentConditions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentconditions/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find payment conditions
         * @description Finds payment conditions: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["PaymentConditions_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentconditions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List payment conditions
         * @description Lists payment conditions by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["PaymentConditions_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentconditions/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a payment condition
         * @description Deletes a payment condition. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["PaymentConditions_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentconditions/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a payment condition
         * @description Updates a payment condition and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["PaymentConditions_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentmethods/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment method
         * @description Creates a payment method and answers the record. The record is created active unless `active` is sent.
         *
         *     Update also takes `saft_initials`, the SAF-T payment mechanism code printed in the tax files. **Inferred:** creation does not take it (the documents list it only in the update sample); a method created through the API has `saft_initials` null until an update sets it.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["PaymentMethods_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentmethods/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find payment methods
         * @description Finds payment methods: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["PaymentMethods_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentmethods/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List payment methods
         * @description Lists payment methods by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["PaymentMethods_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentmethods/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a payment method
         * @description Deletes a payment method. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["PaymentMethods_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/paymentmethods/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a payment method
         * @description Updates a payment method and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     Update also takes `saft_initials`, the SAF-T payment mechanism code printed in the tax files. **Inferred:** creation does not take it (the documents list it only in the update sample); a method created through the API has `saft_initials` null until an update sets it.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["PaymentMethods_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/prices/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a price table
         * @description Creates a price table and answers the record. The record is created active unless `active` is sent.
         *
         *     `is_default` true makes the table the preset one, used by customers and documents that name none. **Inferred:** exactly one table is the default: making one the default unsets the previous one, and the default table cannot be deactivated.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Prices_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/prices/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find price tables
         * @description Finds price tables: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Prices_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/prices/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List price tables
         * @description Lists price tables by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Prices_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/prices/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a price table
         * @description Deletes a price table. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     **Inferred:** the default price table cannot be deleted.
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Prices_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/prices/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a price table
         * @description Updates a price table and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     `is_default` true makes the table the preset one, used by customers and documents that name none. **Inferred:** exactly one table is the default: making one the default unsets the previous one, and the default table cannot be deactivated.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Prices_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/series/by_document_type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Series of a document type
         * @description Lists the series assigned to a document type, named by ID or by name.
         *
         *     Refused when: `document_type_id` is missing; the document type is unknown; no
         *     permission to execute the operation.
         *
         *     **Inferred:** every series assigned to the type is answered, active or not, by
         *     ascending ID and not paged; check `active` and `valid_until` before using one.
         */
        post: operations["Series_byDocumentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/series/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a series
         * @description Creates a series and answers the record. Series are always of type `Normal` (the type is no longer sent since 2022-02-10). The series is created active unless `active` is sent.
         *
         *     - `assign_to_all` assigns it to every document type; `assign_as_default` makes it the preset series of the types it is assigned to.
         *     - `communicate` communicates it to the tax authority right away (since 2022-10-25), for the types in `communicate_documents_types`, to obtain their ATCUD validation codes; this needs the tax-authority web-service user to be configured.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; the description contains accents, spaces or special characters other than `.`, `_` and `-`; `communicate` is true and the tax-authority web-service user is not configured; the communication failed (the code gives the reason the tax authority reported, as on `communicate`); no permission to execute the operation.
         *
         *     **Inferred:** `valid_until` may not be earlier than the current year; `communicate` true needs at least one type in `communicate_documents_types`, and a listed type the series is not assigned to gets it assigned; creation is all-or-nothing, so when the communication fails the series is not created.
         */
        post: operations["Series_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/series/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find series
         * @description Finds series: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Series_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/series/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List series
         * @description Lists series by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Series_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/series/{id}/communicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Communicate a series to the tax authority
         * @description Communicates the series to the tax authority for every document type it is assigned
         *     to (since 2022-12-06), storing the ATCUD validation code of each in the type's
         *     `documentstypesseries[].atcud`. Since 2023 documents can only be finished in a series
         *     communicated for their type.
         *
         *     Refused when: the id is invalid or unknown; the series is inactive; the series is
         *     expired (`valid_until` earlier than the current year); the tax-authority web-service
         *     user is not configured; all document types are already communicated; the communication
         *     failed (the code gives the reason the tax authority reported: `tax_authority.user.unauthorised`,
         *     `tax_authority.series.identifier_invalid` or `tax_authority.series.already_registered`);
         *     no permission to execute the operation.
         *
         *     **Inferred:** only the types without an ATCUD are communicated; when the communication
         *     fails for one type, the types already communicated keep their code. The answer carries
         *     no data: read the codes with `documentstypes/find` or `documentstypes/list`.
         */
        post: operations["Series_communicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/series/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a series
         * @description Deletes a series. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     A series is in use once a document was issued in it.
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Series_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/series/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a series
         * @description Updates a series and answers the updated record. Only `description`, `valid_until` and `active` can change; the series stays of type `Normal`.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered; the description contains accents, spaces or special characters other than `.`, `_` and `-`; no permission to execute the operation.
         *
         *     **Inferred:** `active` left out keeps the stored state. A series that was communicated to the tax authority, or has finished documents, keeps its `description` (it is part of every document number issued in it, of their signatures and of their ATCUD): renaming it is refused; `valid_until` and `active` can still change.
         */
        post: operations["Series_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/shippingmodes/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a shipping mode
         * @description Creates a shipping mode and answers the record. The record is created active unless `active` is sent.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["ShippingModes_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/shippingmodes/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find shipping modes
         * @description Finds shipping modes: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["ShippingModes_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/shippingmodes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List shipping modes
         * @description Lists shipping modes by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["ShippingModes_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/shippingmodes/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a shipping mode
         * @description Deletes a shipping mode. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["ShippingModes_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/shippingmodes/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a shipping mode
         * @description Updates a shipping mode and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["ShippingModes_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/units/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a unit
         * @description Creates a unit and answers the record. The record is created active unless `active` is sent.
         *
         *     Items accept the unit's ID, name or symbol.
         *
         *     **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description or the symbol is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Units_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/units/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find units
         * @description Finds units: a record matches when its ID equals `value` or when the description or the symbol contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Units_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/units/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List units
         * @description Lists units by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Units_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/units/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a unit
         * @description Deletes a unit. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     **Inferred:** a unit is in use once an item refers to it.
         *
         *     **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Units_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/units/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a unit
         * @description Updates a unit and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     Items accept the unit's ID, name or symbol.
         *
         *     **Inferred:** the documents do not show the units endpoints; they follow the administration pattern so that clients can discover the units items refer to.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description or the symbol is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Units_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vatrates/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a VAT rate
         * @description Creates a VAT rate and answers the record. The record is created active unless `active` is sent.
         *
         *     Mixed `vat` fields of items and sales accept the rate (`tax`) instead of the ID. **Inferred:** the rate is unique within its `saft_region` only (the documents say only that it is unique; `PT` 23% and `PT-MA` 22% are distinct rates, and each region has its own 0% rate); `tax` is between 0 and 100, and an `Isenta` rate has `tax` 0.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; `tax` is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["VatRates_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vatrates/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find VAT rates
         * @description Finds VAT rates: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["VatRates_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vatrates/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List VAT rates
         * @description Lists VAT rates by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["VatRates_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vatrates/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a VAT rate
         * @description Deletes a VAT rate. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["VatRates_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vatrates/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a VAT rate
         * @description Updates a VAT rate and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     Mixed `vat` fields of items and sales accept the rate (`tax`) instead of the ID. **Inferred:** the rate is unique within its `saft_region` only (the documents say only that it is unique; `PT` 23% and `PT-MA` 22% are distinct rates, and each region has its own 0% rate); `tax` is between 0 and 100, and an `Isenta` rate has `tax` 0.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered; `tax` is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["VatRates_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vehicles/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a vehicle
         * @description Creates a vehicle and answers the record. The record is created active unless `active` is sent.
         *
         *     Mixed `vehicle` fields of sales accept the plate or the name instead of the ID. **Inferred:** the license plate is unique, like the name.
         *
         *     **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the name or the license plate is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Vehicles_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vehicles/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find vehicles
         * @description Finds vehicles: a record matches when its ID equals `value` or when the name or the license plate contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Vehicles_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vehicles/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List vehicles
         * @description Lists vehicles by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Vehicles_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vehicles/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a vehicle
         * @description Deletes a vehicle. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Vehicles_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/vehicles/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a vehicle
         * @description Updates a vehicle and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     Mixed `vehicle` fields of sales accept the plate or the name instead of the ID. **Inferred:** the license plate is unique, like the name.
         *
         *     **Inferred:** the documents show vehicle creation and the start of its update only; the rest of update, and delete, find and list, follow the administration pattern.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the name or the license plate is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Vehicles_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/warehouses/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a warehouse
         * @description Creates a warehouse and answers the record. The record is created active unless `active` is sent.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Warehouses_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/warehouses/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find warehouses
         * @description Finds warehouses: a record matches when its ID equals `value` or when the description contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Warehouses_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/warehouses/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List warehouses
         * @description Lists warehouses by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Warehouses_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/warehouses/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a warehouse
         * @description Deletes a warehouse. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Warehouses_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/warehouses/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a warehouse
         * @description Updates a warehouse and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered (`field` names it); no permission to execute the operation.
         */
        post: operations["Warehouses_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/check_availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check availability
         * @description Tells whether a period is free for a new booking, optionally for a location and an
         *     employee. **Inferred:** `is_available` is false when the period overlaps a booking that
         *     is not `Cancelado` or an unavailability of the employee, of the location or of the whole
         *     agenda, or falls outside the agenda hours. Refused when `start_at` or `end_at` is missing
         *     or badly formatted, when the end is before the start, and when the location or employee
         *     is unknown.
         */
        post: operations["Bookings_checkAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a booking
         * @description Creates a booking with 1 to 20 lines.
         *
         *     Refused when: a required field is missing (the message names it); the start or end is
         *     not `YYYY-MM-DD HH:mm`; the start is in the past (`agenda.start.in_past`); the period is
         *     outside the agenda hours (`agenda.period.outside_hours`); the end is before the start
         *     (`agenda.period.end_before_start`); the status is not `Pendente` or `Confirmado`; there
         *     is no line or more than 20; the customer is unknown; the slot is occupied
         *     (`agenda.slot.occupied`, unless `ignore_validations`); a line is badly filled (`field`
         *     and `line` name it, and the message starts with the line number); an item is unknown; a
         *     line misses `id`, `price` or `quantity`; a price or quantity is not in the format
         *     `0.00000`; a discount is not in the format `0.00`; the total is negative or zero
         *     (`booking.total.not_positive`); no permission.
         */
        post: operations["Bookings_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a booking
         * @description Finds one booking by ID or by number. Refused when `value` is missing or `search_in` is
         *     not `ID` or `Document Number`. **Inferred:** refused (403) when nothing matches.
         */
        post: operations["Bookings_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List bookings
         * @description Lists bookings, 15 at a time. **Inferred** (the documents do not show this operation):
         *     ordered by `start_at`, then ID; `skip` must be a multiple of 15; the filters combine.
         */
        post: operations["Bookings_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking totals
         * @description Computes the totals of booking lines without storing anything. **Inferred:** prices
         *     exclude VAT and each line is taxed at its item's VAT rate; refused on the line
         *     conditions of `create` (no line or more than 20, badly filled line with its number,
         *     unknown item, price, quantity or discount format). The documents do not show this
         *     operation's errors.
         */
        post: operations["Bookings_summary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/unavailables/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create unavailabilities
         * @description Creates one unavailability per entry of `dates`, with the same reason, location,
         *     employee and remarks, and answers them.
         *
         *     Refused when: a required field is missing (`reason`, `dates`); `dates` is not an array
         *     of `{start_at, end_at}`; a date is not `YYYY-MM-DD HH:mm`; an end is before its start;
         *     no permission.
         */
        post: operations["Unavailabilities_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/unavailables/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an unavailability
         * @description Deletes an unavailability. Refused when the id is invalid.
         */
        post: operations["Unavailabilities_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/unavailables/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an unavailability
         * @description Updates an unavailability. Refused when: the id is invalid; a required field is
         *     missing (`start_at`, `end_at`, `reason`); a date is not `YYYY-MM-DD HH:mm`; the end is
         *     before the start.
         */
        post: operations["Unavailabilities_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a booking
         * @description Deletes a booking. Refused when the id is invalid or a document is associated with the booking.
         */
        post: operations["Bookings_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/invoice/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoice a booking
         * @description Creates the sales document of a booking, links it (`sale_id`) and answers the sale
         *     record; optionally e-mails it. The booking itself is unchanged otherwise.
         *     **Inferred:** the document type and series are those of the agenda configuration (for
         *     example `Factura Recibo`); customer, tax number, payment method, location and lines
         *     come from the booking; the document is finished (`Terminado`).
         *
         *     Refused when: the id is invalid; the agenda is not fully configured; the booking
         *     already has a document; the booking is not paid; the booking is not `Confirmado`; a
         *     required field is missing (`to` with `name` and `email` when `send_email`); an e-mail
         *     address is invalid.
         */
        post: operations["Bookings_invoiceCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a booking
         * @description Updates a booking and answers the record. Every field is sent again, as on create;
         *     `status` may also be `Cancelado`. **Inferred:** the lines sent replace the stored ones.
         *
         *     Refused when: the id is invalid; and the conditions of `create` (formats, start in the
         *     past, agenda hours, end before start, unknown status, 1 to 20 lines, unknown customer
         *     or item, occupied slot, line formats, total negative or zero). **Inferred:** the start in
         *     the past and the agenda hours are checked only when the period changes, so a past
         *     booking can still be marked paid or cancelled.
         */
        post: operations["Bookings_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/update/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the time of a booking
         * @description Moves a booking to another period. Refused when: the id is invalid; start or end is
         *     missing or not `YYYY-MM-DD HH:mm`; the start is in the past; the period is outside the
         *     agenda hours; the end is before the start; the slot is occupied (unless
         *     `ignore_validations`).
         */
        post: operations["Bookings_updateTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/accounts_open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open accounts of all customers
         * @description Open account entries of all customers, optionally filtered by customer, 15 at a time.
         */
        post: operations["Customers_allAccountsOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer. The customer is created active.
         */
        post: operations["Customers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find customers
         * @description Finds customers by ID, code, name, e-mail, tax number or mobile; up to 15 results.
         */
        post: operations["Customers_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List customers
         * @description Lists customers, 15 at a time, by ascending ID.
         */
        post: operations["Customers_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/accounts_open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open account of a customer
         * @description Open account of a customer: the entries of its finished sales with a balance still open.
         */
        post: operations["Customers_accountsOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/accounts_open/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download the open-account statement
         * @description Renders the customer's statement of open accounts as an A4 PDF and returns its address.
         */
        post: operations["Customers_accountsOpenDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/accounts_open/send_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail the open-account statement
         * @description E-mails the customer's statement of open accounts (A4 PDF attached).
         *
         *     Refused when:
         *     - the customer is unknown (`customer.not_found`) or has nothing open (`customer.statement.empty`);
         *     - an address in `cc` is not valid (`email.invalid`);
         *     - sending failed (`email.delivery.failed`, with the mail server's reason).
         */
        post: operations["Customers_accountsOpenSendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a customer
         * @description Deletes a customer. Refused once the customer was used on a document.
         */
        post: operations["Customers_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a customer
         * @description Updates a customer. Code, name and tax number cannot change once locked
         *     (`code_blocked`, `name_blocked`, `vat_number_blocked`: the customer is on a finished
         *     document); an empty or `999999990` tax number may still be filled in.
         */
        post: operations["Customers_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an item
         * @description Creates an item. The item is created active.
         *
         *     **Content types.** Send `application/json` to create the item without an image. To
         *     upload an image, send the same fields as `multipart/form-data` or
         *     `application/x-www-form-urlencoded` plus `file`: the image, in a valid image format and
         *     at most 3 MB (both enforced by the server, not by the schema). In the form encodings
         *     every value is text and array fields use bracket notation, as PHP integrations send
         *     them: `prices[0][id]=1&prices[0][price]=4.00&barcodes[0][code]=5601234567892&minimum_stock[0][id]=1&minimum_stock[0][quantity]=6`.
         *     The form schemas below describe the fields after that notation is decoded.
         *
         *     Refused when: a required field is missing (the message names it); the reference or the
         *     description is already registered; the unit, VAT rate, VAT exemption, category, price
         *     table or warehouse is unknown (**Inferred**); a price, quantity or cost price has more
         *     than 5 decimal places or a discount more than 2; a VAT exemption other than `M18` with a
         *     rate above 0%, or a 0% rate without an exemption reason (**Inferred**, as on sale lines);
         *     the image format is invalid; the image is larger than 3 MB; no permission.
         */
        post: operations["Items_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find items
         * @description Finds items by ID, reference, description or barcode; up to 15 results, each with its
         *     total `stock` across all warehouses. Refused when `value` is missing or `search_in` is
         *     not one of the listed values.
         */
        post: operations["Items_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List items
         * @description Lists items, 15 at a time, by ascending ID, each with its total `stock` across all
         *     warehouses. `skip` must be a multiple of 15.
         */
        post: operations["Items_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/stock/movements/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a stock movement
         * @description Records a manual stock entry or exit of a `Mercadorias` item in a warehouse and
         *     answers its ID.
         *
         *     Refused when: a required field is missing (the message names it); the item is unknown
         *     or not of type `Mercadorias`; the warehouse is unknown; the date is not `YYYY-MM-DD`;
         *     the type is not `Entrada` or `Saída`; the quantity or unit price has more than 5
         *     decimal places; no permission.
         */
        post: operations["StockMovements_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/stock/movements/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a stock movement
         * @description Deletes a manual stock movement. Refused when the id is invalid or the movement was not created manually.
         */
        post: operations["StockMovements_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/stock/movements/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a stock movement
         * @description Updates a manual stock movement; every field is sent again.
         *
         *     Refused when: the id is invalid; the movement was not created manually (it belongs to
         *     a document); and the conditions of `create`.
         */
        post: operations["StockMovements_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an item
         * @description Deletes an item. Refused when the id is invalid or the item was used on a document.
         */
        post: operations["Items_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/{id}/delete_image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the image of an item
         * @description Removes the item's image; `url_image` becomes null. **Inferred:** succeeds also when the
         *     item has no image. Refused when the id is invalid.
         */
        post: operations["Items_deleteImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/{id}/stock/actual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Actual stock of an item
         * @description Actual stock of an item: one entry per warehouse (only the named warehouse when
         *     `warehouse` is sent), with the monthly figures of `year` in `stats_year`.
         *     **Inferred:** without `warehouse`, every active warehouse is listed, with zeros where
         *     nothing moved; items of a type other than `Mercadorias` keep no stock and answer zeros.
         *
         *     Refused when: the id is invalid; the warehouse is unknown.
         */
        post: operations["Items_stockActual"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an item
         * @description Updates an item. Takes the fields of `items/create` plus `active`, in the same three
         *     content types (JSON without an image; `multipart/form-data` or
         *     `application/x-www-form-urlencoded` with `file` to replace the image, at most 3 MB and
         *     in a valid image format, enforced by the server; bracket notation for array fields in
         *     the form encodings). Sent lists (`prices`, `barcodes`, `minimum_stock`) replace the
         *     stored ones (**Inferred**).
         *
         *     Refused when: the id is invalid; a required field is missing; the reference or the
         *     description is already registered on another item; the reference or description is
         *     locked (`reference_blocked`, `description_blocked`: the item is on a finished document;
         *     **Inferred** from the legacy interface); an unknown unit, VAT rate, VAT exemption,
         *     category, price table or warehouse (**Inferred**); a badly formatted decimal; a VAT
         *     exemption other than `M18` with a rate above 0%, or a 0% rate without an exemption reason
         *     (**Inferred**); the image format is invalid or the image is larger than 3 MB; no permission.
         */
        post: operations["Items_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a receipt
         * @description Creates a receipt paying 1 to 100 finished sales of a customer, as a draft (`Rascunho`)
         *     or finished (`Terminado`). Finishing numbers the receipt, credits the customer's open
         *     account and, according to `force_print`, `force_send_email`, `force_send_sms` and
         *     `force_sign` (or the document type's settings), prints, e-mails, texts and signs it.
         *
         *     A line may not settle more than the open balance of its sale.
         *
         *     Inferred (the legacy receipt names credit notes among the documents settled): a line may
         *     instead name a finished credit note (Nota de Crédito) of the customer that refers to no
         *     invoice: it deducts `total_paid` (a positive amount, no discounts) from the note's unused
         *     credit, and the receipt collects that much less. `total_paid` of the receipt is what the
         *     other lines pay less what the credit notes deduct, and must stay above zero. On the
         *     receipt record a credit note's line shows its amounts negative. What the finished receipt
         *     deducts is no longer open on the customer's account; cancelling the receipt frees it.
         *
         *     Refused when:
         *     - required fields missing;
         *     - document type unknown or inactive;
         *     - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
         *     - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
         *     - a document of the same type and series already exists with a later issue date;
         *     - no currency given and no preset currency; invalid exchange rate;
         *     - `status` invalid;
         *     - location unknown or inactive;
         *     - customer unknown;
         *     - issue date not in the format `YYYY-MM-DD`;
         *     - permissions missing; plan expired;
         *     - no document selected (`sales` empty), or more than 100 documents;
         *     - a line badly filled (`field` is its path, e.g. `sales[0].total_paid`, `line` its number counted from 1, and the message starts `Linha 1: `); sale unknown; required fields missing in a line;
         *     - paid value, unit discount or percentage discount format invalid (`0.00`);
         *     - a line paying more than the open balance of its sale;
         *     - **inferred:** a line whose sale is in another currency than the receipt's (amounts paid are in the receipt's currency, balances in the sale's);
         *     - receipt date badly formatted.
         *     - a credit note's line: the credit note unknown, a draft, cancelled or referring to an
         *       invoice; a discount given; the credit deducted (`total_paid`) not above zero or above the
         *       note's unused credit;
         *     - the credit notes deducting as much as or more than the other lines pay (the receipt
         *       would collect nothing).
         */
        post: operations["Receipts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a receipt
         * @description Finds one receipt by ID or by document number (type initials, space, series, slash,
         *     number, e.g. `RC 2026/7`).
         *
         *     Refused when:
         *     - `value` missing;
         *     - `search_in` invalid;
         *     - Inferred: no receipt matches (the message says it was not found).
         */
        post: operations["Receipts_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List receipts
         * @description Lists receipts, 15 at a time, optionally filtered by `value` in `search_in`.
         *     `skip` is a multiple of 15. `data` is an array of at most 15 receipt records.
         *
         *     Inferred: the results are ordered newest first, and `data` is an array although the
         *     documents' sample shows it as a single object (up to 15 results are returned).
         */
        post: operations["Receipts_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compute a receipt's totals
         * @description Computes a receipt's totals in real time, without storing anything.
         *
         *     Inferred: the summary applies the line checks of `receipts/create`, credit notes
         *     deducted included (their lines negative, as on the receipt record). Refused when:
         *     - `document_type` missing; document type unknown or inactive;
         *     - no document selected, or more than 100;
         *     - a line badly filled (the message names the line); sale unknown;
         *     - paid value, unit discount or percentage discount format invalid (`0.00`);
         *     - a line paying more than the open balance of its sale;
         *     - a line whose sale is in another currency than the summary's;
         *     - a credit note's line: the credit note a draft, cancelled or referring to an invoice; a
         *     discount given; the credit deducted not above zero or above the note's unused credit;
         *     - the credit notes deducting as much as or more than the other lines pay;
         *     - invalid exchange rate.
         */
        post: operations["Receipts_summary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a receipt
         * @description Cancels a finished receipt and returns the address of its PDF, marked as cancelled.
         *     `reason` is required, at least 15 characters. Inferred: the receipt's `status` becomes
         *     `Anulado` and the open balances it settled are reopened, so that its sales may be
         *     cancelled or paid again; the credit it deducted from credit notes is unused again.
         *
         *     Refused when:
         *     - `reason` missing or shorter than 15 characters;
         *     - the receipt is a draft (delete it instead) or already cancelled.
         */
        post: operations["Receipts_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a draft receipt
         * @description Deletes a draft receipt. Finished receipts are cancelled instead.
         *
         *     Refused when:
         *     - the receipt is not a draft;
         *     - `id` invalid (no such receipt);
         *     - permissions missing.
         */
        post: operations["Receipts_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download a receipt's PDF
         * @description Generates the PDF of a finished receipt and returns its address. Settings not sent take
         *     the values previously saved on the receipt.
         *
         *     Refused when:
         *     - the receipt is a draft (`document.draft`).
         */
        post: operations["Receipts_download"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{id}/send_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a receipt
         * @description E-mails a finished receipt (its PDF attached, with up to 2 extra files). `subject` and
         *     `message` default to the account's templates.
         *
         *     Refused when:
         *     - the document is a draft (`document.draft`);
         *     - required fields missing (`to`, `to.name`, `to.email`: `request.field.required`);
         *     - invalid e-mail addresses (`to.email`: `request.field.invalid`; in `cc`: `email.invalid`);
         *     - more than 2 attachments (`request.field.invalid`, `email.attachments.too_many`);
         *     - an attachment invalid: bad extension (`email.attachment.extension.not_allowed`) or bad URL
         *       (`email.attachment.url.invalid`), a URL reaching a non-public address
         *       (`email.attachment.url.not_public`), a file too large (`email.attachment.too_large`) or
         *       one that cannot be downloaded (`email.attachment.download.failed`, the reason in brackets);
         *     - sending failed (`email.delivery.failed`, with the mail server's reason).
         */
        post: operations["Receipts_sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{id}/send_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a receipt
         * @description Texts one or more recipients about a finished receipt. `message` defaults to the
         *     account's template. Requires a configured and approved sender name and enough SMS credits.
         *
         *     Refused when:
         *     - the document is a draft (`document.draft`);
         *     - required fields missing; a recipient's name or mobile missing (`request.field.required`);
         *     - a mobile number invalid (`request.field.invalid`, `sms.mobile.invalid`);
         *     - the sender name and identity document are not configured (`sms.sender.not_configured`);
         *     - the sender name is not yet approved (`sms.sender.not_approved`);
         *     - not enough SMS credits, one per recipient (`sms.credits.insufficient`).
         */
        post: operations["Receipts_sendSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a receipt digitally
         * @description Signs the PDF of a finished receipt with the account's digital signature and returns the
         *     signed PDF's address (`signed_at` is recorded on the receipt).
         *
         *     Refused when:
         *     - the document is a draft (`document.draft`);
         *     - the document is already signed (`document.already_signed`);
         *     - no valid digital-signature configuration (`signature.not_configured`);
         *     - signing failed.
         */
        post: operations["Receipts_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/receipts/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a draft receipt
         * @description Updates a draft receipt with the same fields as create (the fields sent replace the
         *     stored receipt). Only drafts can be updated; sending `status` `Terminado` finishes it, with
         *     the same effects as finishing on create. This is how a receipt made by
         *     `sales/{id}/receipt` is finished.
         *
         *     Lines may deduct credit notes as on create; a draft deducts nothing until it is
         *     finished, when the credit is checked again.
         *
         *     Refused when:
         *     - `id` invalid (no such receipt);
         *     - the receipt is not a draft;
         *     - required fields missing;
         *     - document type unknown or inactive;
         *     - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
         *     - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
         *     - a document of the same type and series already exists with a later issue date;
         *     - no currency given and no preset currency; invalid exchange rate;
         *     - `status` invalid;
         *     - location unknown or inactive;
         *     - customer unknown;
         *     - issue date not in the format `YYYY-MM-DD`;
         *     - permissions missing; plan expired;
         *     - no document selected (`sales` empty), or more than 100 documents;
         *     - a line badly filled (`field` is its path, e.g. `sales[0].total_paid`, `line` its number counted from 1, and the message starts `Linha 1: `); sale unknown; required fields missing in a line;
         *     - paid value, unit discount or percentage discount format invalid (`0.00`);
         *     - a line paying more than the open balance of its sale;
         *     - **inferred:** a line whose sale is in another currency than the receipt's (amounts paid are in the receipt's currency, balances in the sale's);
         *     - receipt date badly formatted.
         *     - a credit note's line: the credit note unknown, a draft, cancelled or referring to an
         *       invoice; a discount given; the credit deducted (`total_paid`) not above zero or above the
         *       note's unused credit;
         *     - the credit notes deducting as much as or more than the other lines pay (the receipt
         *       would collect nothing).
         */
        post: operations["Receipts_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sale
         * @description Creates a sales document as a draft (`status` `Rascunho`) or finished (`Terminado`).
         *
         *     A finished document is numbered in its series, signed and, according to `force_print`,
         *     `force_send_email`, `force_send_sms` and `force_sign` (or, when omitted, the document
         *     type's settings), printed, e-mailed, texted and digitally signed. Finishing a Factura or
         *     Nota de Débito opens an entry on the customer's open account.
         *
         *     In demo mode (the demo API key) a document total may not exceed 10000.00 EUR. Accounting
         *     documents may be issued only up to the billing volume of the purchased plan.
         *
         *     Refused when:
         *     - required fields missing;
         *     - document type unknown or inactive;
         *     - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
         *     - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
         *     - a document of the same type and series already exists with a later issue date;
         *     - no currency given and no preset currency; invalid exchange rate;
         *     - `status` invalid;
         *     - location unknown or inactive;
         *     - customer unknown;
         *     - issue date not in the format `YYYY-MM-DD`;
         *     - permissions missing; plan expired;
         *     - zero items, or more than 100 items;
         *     - a line badly filled (`field` is its path, e.g. `items[1].price`, `line` its number counted from 1, and the message starts `Linha 2: `); item unknown; item required fields missing;
         *     - price or quantity format invalid (`0.00000`: at most 5 decimal places);
         *     - discount, financial discount, global discount, withholding rate or shipping value format invalid (`0.00`);
         *     - financial discount above the sum of the items' unit prices;
         *     - shipping data incompletely filled;
         *     - a VAT exemption (other than `M18`) on a line whose VAT rate is not 0%;
         *     - with `vat_type` `Não fazer nada`, a line without a 0% rate and an exemption reason;
         *     - guides: start date (`waybill_shipping_date`) missing, badly formatted or earlier than now;
         *     - cargo or discharge date badly formatted or earlier than now;
         *     - postal code missing for a customer in Portugal;
         *     - guides: destination location missing (unless `waybill_global`); origin and destination equal;
         *     - `waybill_global` on a type other than Guia de Transporte or Guia de Remessa;
         *     - total negative or zero;
         *     - accounting documents: the billing volume of the purchased plan is reached;
         *     - demo mode: a document total above 10000.00 EUR;
         *     - final-consumer tax number (`999999990`) not allowed for the document;
         *     - an invoice whose total is 1000.00 or more without the customer's identification and address;
         *     - Factura Simplificada: base total above 1000.00 for a private customer (`Particular`), services total above 100.00 for a private customer, or base total above 100.00 for a company (`Empresarial`);
         *     - due date badly formatted or before the issue date;
         *     - country invalid.
         *
         *     Corrective documents (Nota de Crédito, Nota de Débito with `sale_reference_id`) are also refused when:
         *     - the referenced document is unknown;
         *     - the referenced document is not a Factura, Factura Recibo or Factura Simplificada;
         *     - the customer differs from the original's;
         *     - the issue date is earlier than the original's;
         *     - items are not on the original, or were never invoiced to this customer;
         *     - the grand total is above the original's;
         *     - quantities, prices, discounts, VAT rates or totals are above the original's.
         */
        post: operations["Sales_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a sale
         * @description Finds one document by ID or by document number (type initials, space, series, slash,
         *     number, e.g. `FT 2026/12`).
         *
         *     Refused when:
         *     - `value` missing;
         *     - `search_in` invalid;
         *     - Inferred: no document matches (the message says it was not found).
         */
        post: operations["Sales_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List sales
         * @description Lists documents, 15 at a time, optionally filtered by `value` in `search_in` and by the
         *     group of document types (`type`).
         *     `skip` is a multiple of 15. `data` is an array of at most 15 sale records.
         *
         *     Inferred: the results are ordered newest first, and `data` is an array although the
         *     documents' sample shows it as a single object (up to 15 results are returned).
         */
        post: operations["Sales_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compute a sale's totals
         * @description Computes a document's totals in real time, without storing anything: send the lines and
         *     pricing fields of `sales/create` and compare `grand_total` with your own total before
         *     creating the document. Inferred: the other fields of `sales/create` may be sent and are
         *     ignored, so the create body can be sent as is.
         *
         *     Inferred: the summary applies the item, VAT and format checks of `sales/create`, and no
         *     customer, series or date rule. Refused when:
         *     - `document_type` or `vat_type` missing; document type unknown or inactive;
         *     - zero items, or more than 100; a line badly filled (the message names the line); item unknown;
         *     - price or quantity format invalid (`0.00000`); discount, financial discount, global discount,
         *     withholding rate or shipping value format invalid (`0.00`);
         *     - financial discount above the sum of the items' unit prices; shipping data incompletely filled;
         *     - a VAT exemption on a line whose rate is not 0%; with `Não fazer nada`, a line without a
         *     0% rate and an exemption reason;
         *     - invalid exchange rate.
         */
        post: operations["Sales_summary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a sale
         * @description Cancels a finished document and returns the address of its PDF, marked as cancelled.
         *     `canceled_by`, `canceled_at` and `canceled_reason` are recorded. Inferred: the
         *     document's `status` becomes `Anulado` (the documents do not name the cancelled state),
         *     and a Factura or Nota de Débito leaves the customer's open account.
         *
         *     Cancellation rules:
         *     1. `reason` is required, at least 15 characters, for billing documents (FT, FR, FS, NC,
         *     ND) and for guides; optional for Factura Pró-forma, Orçamento and Encomenda.
         *     2. Refused when a credit or debit note, even partial, was issued on the document (cancel
         *     that note first).
         *     3. Refused for billing documents whose issue date is not today.
         *     4. Refused when the document is already assigned to a receipt (cancel the receipt first).
         *     5. For guides, refused when the current date-time is later than the guide's date-time
         *     (`waybill_shipping_date`).
         *
         *     Refused also when the document is a draft (delete it instead) or already cancelled.
         */
        post: operations["Sales_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/credit_note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a credit note from a sale
         * @description Creates a credit note (`Nota de Crédito`) on a finished, not cancelled document and
         *     returns its ID.
         *
         *     Inferred: allowed on Factura, Factura Recibo and Factura Simplificada (the types a
         *     corrective document may reference). The note is a draft (`Rascunho`) dated today, in the
         *     preset series, referring to the document (`sale_reference_id`) with its customer and
         *     lines; edit the lines with `sales/{id}/update` (the corrective-document rules apply)
         *     and finish it.
         *
         *     Refused when:
         *     - the `Nota de Crédito` type is inactive;
         *     - not possible on the document (another type, a draft or cancelled).
         */
        post: operations["Sales_creditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/debit_note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a debit note from a sale
         * @description Creates a debit note (`Nota de Débito`) on a finished, not cancelled document and returns
         *     its ID.
         *
         *     Inferred: allowed on Factura, Factura Recibo and Factura Simplificada. The note is a
         *     draft (`Rascunho`) dated today, in the preset series, referring to the document
         *     (`sale_reference_id`) with its customer and lines; edit and finish it with
         *     `sales/{id}/update`.
         *
         *     Refused when:
         *     - the `Nota de Débito` type is inactive;
         *     - not possible on the document (another type, a draft or cancelled).
         */
        post: operations["Sales_debitNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a draft sale
         * @description Deletes a draft. Finished documents are never deleted: cancel them instead.
         *
         *     Refused when:
         *     - the sale is not a draft;
         *     - `id` invalid (no such sale);
         *     - permissions missing.
         */
        post: operations["Sales_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download a sale's PDF
         * @description Generates the PDF of a finished document and returns its address. Settings not sent take
         *     the values previously saved on the document; `issue` defaults to `2ª via` (second copy).
         *
         *     Refused when:
         *     - the document is a draft (`document.draft`);
         *     - `max_items_per_page` above 25, or other fields badly filled (`request.field.invalid`).
         */
        post: operations["Sales_download"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a sale
         * @description Creates a new document of the type given in `document_type` with the customer, lines and
         *     conditions of a finished document (a cancelled one may be duplicated too, e.g. to
         *     re-issue it). Returns the new document's ID.
         *
         *     Inferred: the new document is a draft (`Rascunho`) dated today, in the preset series of
         *     its type; it does not refer to the original (`sale_reference_id` empty).
         *
         *     Refused when:
         *     - the sale is a draft;
         *     - the target document type is unknown or inactive;
         *     - `document_type` missing.
         */
        post: operations["Sales_duplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/generate_mbref": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a Multibanco reference
         * @description Generates a Multibanco payment reference for a finished, not cancelled Factura, Factura
         *     Pró-forma, Encomenda or Orçamento and stores it on the document (`mb_entity`,
         *     `mb_sub_entity`, `mb_reference`). The reference pays exactly the document's `grand_total`.
         *
         *     Refused when:
         *     - the document type is not allowed (`payment_reference.document_type.not_allowed`), or the
         *     document is a draft or cancelled (`payment_reference.document.not_finished`);
         *     - a reference already exists for the document (`multibanco.reference.exists`);
         *     - no Multibanco reference configuration (entity and sub-entity) on the account
         *     (`multibanco.not_configured`);
         *     - the document's total is below 1.00 or above 999999.99 EUR, which a reference cannot pay
         *     (`multibanco.amount.out_of_range`).
         */
        post: operations["Sales_generateMbref"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/generate_mbway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate an MB WAY payment link
         * @description Generates an MB WAY payment link for a finished, not cancelled Factura, Factura
         *     Pró-forma, Encomenda or Orçamento and stores it on the document (`mbway_link`). Since
         *     2023-06-15. Inferred: calling it again returns the stored link.
         *
         *     Refused when:
         *     - the document type is not allowed (`payment_reference.document_type.not_allowed`), or the
         *     document is a draft or cancelled (`payment_reference.document.not_finished`);
         *     - no MB WAY configuration on the account (`mbway.not_configured`).
         */
        post: operations["Sales_generateMbway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a receipt from a sale
         * @description Creates a receipt (`Recibo de Cliente`) for the open balance of a finished, not cancelled
         *     Factura (FT). The receipt is a draft (`Rascunho`); finish it with `receipts/{id}/update`.
         *     Returns the receipt's ID. Since 2022-05-14.
         *
         *     Inferred: the receipt is dated today, in the preset series of `Recibo de Cliente`, with
         *     one line paying the whole open balance of the sale.
         *
         *     Refused when:
         *     - the `Recibo de Cliente` document type is unknown or inactive;
         *     - not possible on that document (not a Factura, a draft or cancelled);
         *     - the document has no open balance.
         */
        post: operations["Sales_receipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/send_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a sale
         * @description E-mails a finished document (its PDF attached, with up to 2 extra files). `subject` and
         *     `message` default to the account's templates.
         *
         *     Refused when:
         *     - the document is a draft (`document.draft`);
         *     - required fields missing (`to`, `to.name`, `to.email`: `request.field.required`);
         *     - invalid e-mail addresses (`to.email`: `request.field.invalid`; in `cc`: `email.invalid`);
         *     - more than 2 attachments (`request.field.invalid`, `email.attachments.too_many`);
         *     - an attachment invalid: bad extension (`email.attachment.extension.not_allowed`) or bad URL
         *       (`email.attachment.url.invalid`), a URL reaching a non-public address
         *       (`email.attachment.url.not_public`), a file too large (`email.attachment.too_large`) or
         *       one that cannot be downloaded (`email.attachment.download.failed`, the reason in brackets);
         *     - sending failed (`email.delivery.failed`, with the mail server's reason).
         */
        post: operations["Sales_sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/send_sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text a sale
         * @description Texts one or more recipients about a finished document. `message` defaults to the
         *     account's template. Requires a configured and approved sender name and enough SMS credits
         *     (Inferred: one credit per recipient and message of up to 160 characters).
         *
         *     Refused when:
         *     - the document is a draft (`document.draft`);
         *     - required fields missing; a recipient's name or mobile missing (`request.field.required`);
         *     - a mobile number invalid (`request.field.invalid`, `sms.mobile.invalid`);
         *     - the sender name and identity document are not configured (`sms.sender.not_configured`);
         *     - the sender name is not yet approved (`sms.sender.not_approved`);
         *     - not enough SMS credits, one per recipient (`sms.credits.insufficient`).
         */
        post: operations["Sales_sendSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a sale digitally
         * @description Signs the PDF of a finished document with the account's digital signature and returns
         *     the signed PDF's address (`signed_at` is recorded on the sale). Since 2022-04-29.
         *
         *     Refused when:
         *     - the document is a draft (`document.draft`);
         *     - the document is already signed (`document.already_signed`);
         *     - no valid digital-signature configuration (`signature.not_configured`);
         *     - signing failed.
         */
        post: operations["Sales_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a draft sale
         * @description Updates a draft with the same fields as create (the fields sent replace the stored
         *     document; Inferred: fields omitted take their defaults, as on create). Only drafts
         *     (`Rascunho`) can be updated. Sending `status` `Terminado` finishes the draft, with the
         *     same effects as finishing on create (numbering, signing, printing, e-mail, SMS, open
         *     account); the demo limit (10000.00 EUR) and the plan's billing volume apply.
         *
         *     Refused when:
         *     - `id` invalid (no such sale);
         *     - the sale is not a draft;
         *     - required fields missing;
         *     - document type unknown or inactive;
         *     - no series given and no preset series; series not assigned to the document type, not active or expired (`valid_until`);
         *     - series not communicated to the tax authority (mandatory from 2023); series blocked after an error or anomaly (regulatory rule; **inferred:** finishing verifies the signature of the last signed document of the type and series, and a document whose stored data no longer matches it blocks that chain);
         *     - a document of the same type and series already exists with a later issue date;
         *     - no currency given and no preset currency; invalid exchange rate;
         *     - `status` invalid;
         *     - location unknown or inactive;
         *     - customer unknown;
         *     - issue date not in the format `YYYY-MM-DD`;
         *     - permissions missing; plan expired;
         *     - zero items, or more than 100 items;
         *     - a line badly filled (`field` is its path, e.g. `items[1].price`, `line` its number counted from 1, and the message starts `Linha 2: `); item unknown; item required fields missing;
         *     - price or quantity format invalid (`0.00000`: at most 5 decimal places);
         *     - discount, financial discount, global discount, withholding rate or shipping value format invalid (`0.00`);
         *     - financial discount above the sum of the items' unit prices;
         *     - shipping data incompletely filled;
         *     - a VAT exemption (other than `M18`) on a line whose VAT rate is not 0%;
         *     - with `vat_type` `Não fazer nada`, a line without a 0% rate and an exemption reason;
         *     - guides: start date (`waybill_shipping_date`) missing, badly formatted or earlier than now;
         *     - cargo or discharge date badly formatted or earlier than now;
         *     - postal code missing for a customer in Portugal;
         *     - guides: destination location missing (unless `waybill_global`); origin and destination equal;
         *     - `waybill_global` on a type other than Guia de Transporte or Guia de Remessa;
         *     - total negative or zero;
         *     - accounting documents: the billing volume of the purchased plan is reached;
         *     - demo mode: a document total above 10000.00 EUR;
         *     - final-consumer tax number (`999999990`) not allowed for the document;
         *     - an invoice whose total is 1000.00 or more without the customer's identification and address;
         *     - Factura Simplificada: base total above 1000.00 for a private customer (`Particular`), services total above 100.00 for a private customer, or base total above 100.00 for a company (`Empresarial`);
         *     - due date badly formatted or before the issue date;
         *     - country invalid.
         *
         *     Corrective documents (Nota de Crédito, Nota de Débito with `sale_reference_id`) are also refused when:
         *     - the referenced document is unknown;
         *     - the referenced document is not a Factura, Factura Recibo or Factura Simplificada;
         *     - the customer differs from the original's;
         *     - the issue date is earlier than the original's;
         *     - items are not on the original, or were never invoiced to this customer;
         *     - the grand total is above the original's;
         *     - quantities, prices, discounts, VAT rates or totals are above the original's.
         */
        post: operations["Sales_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/locations/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a location
         * @description Creates a location and answers the record. The record is created active unless `active` is sent.
         *
         *     `is_default` true makes the location the preset one, used by documents and bookings that name none. **Inferred:** exactly one location is the preset: making one the preset unsets the previous one, and the preset location cannot be deactivated.
         *
         *     **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
         *
         *     Refused when: a required field is missing (the message names it) or a field is badly filled; the description is already registered; `warehouse` names an unknown warehouse; `country` is not in the accepted list (`field` names it); no permission to execute the operation.
         */
        post: operations["Locations_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/locations/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find locations
         * @description Finds locations: a record matches when its ID equals `value` or when the description or the city contains `value` (case-insensitive). Active and inactive records are searched.
         *
         *     **Inferred:** the documents say only that `value` is required; the fields searched and the partial match are this toolkit's decision. Administration results are not paged (the tables are small): every match is answered in one list, by ascending ID.
         *
         *     **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
         *
         *     Refused when: `value` is missing; no permission to execute the operation.
         */
        post: operations["Locations_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/locations/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List locations
         * @description Lists locations by ascending ID. `active` filters them: `true` (the default) active records only, `false` inactive records only, `All` every record.
         *
         *     **Inferred:** administration lists are not paged (the tables are small): every record is answered at once and no `skip` is taken.
         *
         *     **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
         *
         *     Refused when: `active` is not `true`, `false` or `All`; no permission to execute the operation.
         */
        post: operations["Locations_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/locations/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a location
         * @description Deletes a location. A record that was ever used cannot be deleted; deactivate it instead (`active` false on update).
         *
         *     **Inferred:** the preset location cannot be deleted, and a location is in use once a document, booking or unavailability refers to it.
         *
         *     **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
         *
         *     Refused when: the id is invalid or unknown; the record is used on a document or by another record (`administration.record.in_use`); no permission to execute the operation.
         */
        post: operations["Locations_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/locations/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a location
         * @description Updates a location and answers the updated record. The body carries the same fields as on creation, required fields included; `active` sets the state (an inactive record can no longer be chosen on new documents).
         *
         *     **Inferred:** an optional field left out keeps its stored value; an optional field sent as an empty string is cleared (set to null, or to its default where the record holds no null).
         *
         *     `is_default` true makes the location the preset one, used by documents and bookings that name none. **Inferred:** exactly one location is the preset: making one the preset unsets the previous one, and the preset location cannot be deactivated.
         *
         *     **Inferred:** the documents record that locations can be created, updated and deleted through the API (2022-11-28) but do not show the endpoints; they follow the administration pattern under `/subscription/locations`.
         *
         *     Refused when: the id is invalid or unknown; a required field is missing (the message names it) or a field is badly filled; the description is already registered; `warehouse` names an unknown warehouse; `country` is not in the accepted list (`field` names it); no permission to execute the operation.
         */
        post: operations["Locations_update"];
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
        AccountsOpenDownloadRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description First issue date included. */
            date_from?: components["schemas"]["DateString"] | components["schemas"]["EmptyString"];
            /** @description Last issue date included. */
            date_to?: components["schemas"]["DateString"] | components["schemas"]["EmptyString"];
        };
        AccountsOpenSendEmailRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            subject: string;
            message: string;
            to: components["schemas"]["EmailRecipient"];
            /** @description Copy recipients, comma-separated e-mail addresses. */
            cc?: string;
        };
        /** @description Filter on the active state of records in list operations. */
        ActiveFilter: boolean | ("true" | "false" | "All");
        /**
         * @description Every auxiliary table in one object, one list per table, with only active records and
         *     only the tables the API key may read.
         *
         *     **Inferred:** the documents name `categories`, `countries`, `currencies`,
         *     `documents_types` and `employees` and truncate the list; the other keys follow the path
         *     names of the tables. A table the key may not read is left out of the object, so every
         *     key but the fixed reference lists `countries` and `vat_exemptions` is optional.
         */
        AdministrationAll: {
            warehouses?: components["schemas"]["Warehouse"][];
            categories?: components["schemas"]["Category"][];
            /** @description The fixed list of countries. */
            countries: components["schemas"]["CountryRecord"][];
            currencies?: components["schemas"]["Currency"][];
            /** @description Document types with their series (`documentstypesseries`). */
            documents_types?: components["schemas"]["DocumentType"][];
            employees?: components["schemas"]["Employee"][];
            paymentconditions?: components["schemas"]["PaymentCondition"][];
            paymentmethods?: components["schemas"]["PaymentMethod"][];
            shippingmodes?: components["schemas"]["ShippingMode"][];
            /** @description Price tables. */
            prices?: components["schemas"]["Price"][];
            series?: components["schemas"]["Serie"][];
            vatrates?: components["schemas"]["VatRate"][];
            vehicles?: components["schemas"]["Vehicle"][];
            units?: components["schemas"]["Unit"][];
            locations?: components["schemas"]["Location"][];
            /** @description The fixed list of VAT exemption reasons (`M01` ... `M99`). */
            vat_exemptions: components["schemas"]["VatExemption"][];
        };
        /** @description Success carrying a record or a list in `data`. */
        AdministrationAllResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["AdministrationAll"];
        };
        /** @description Body of the `find` operations of the administration tables. */
        AdministrationFindRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Value searched: an ID (JSON integer or digit string) or a text. A record matches when
             *     its ID equals the value or when one of its descriptive fields (named by each operation)
             *     contains it.
             */
            value: components["schemas"]["Mixed"];
        };
        /** @description Body of the `list` operations of the administration tables. */
        AdministrationListRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description `true` (default): active records only; `false`: inactive records only; `All`: every record. */
            active?: components["schemas"]["ActiveFilter"];
        };
        /**
         * @description Administration tables. The rules every table shares have one code whatever the table (the
         *     operation says which table it is); rules of one table carry its name.
         * @enum {string}
         */
        AdministrationRefusal: "administration.description.taken" | "administration.name.taken" | "administration.symbol.taken" | "administration.code_iso.taken" | "administration.license_plate.taken" | "administration.email.taken" | "administration.default.required" | "administration.default.inactive" | "administration.default.undeletable" | "administration.record.in_use" | "administration.integer.out_of_range" | "series.description.taken" | "series.description.invalid" | "series.description.locked" | "series.valid_until.invalid" | "series.valid_until.past" | "series.communication.inactive" | "series.communication.expired" | "series.communication.unassigned" | "series.communication.complete" | "series.assignment.missing" | "series.assignment.inactive" | "series.atcud.exists" | "tax_authority.user.missing" | "tax_authority.user.unauthorised" | "tax_authority.series.identifier_invalid" | "tax_authority.series.already_registered" | "document_type.print_report.invalid" | "document_type.print_measure.required" | "document_type.series.default_repeated" | "document_type.series.repeated" | "document_type.series.number.too_low" | "category.parent.loop" | "vat_rate.tax.taken" | "vat_rate.tax.not_zero" | "currency.code_iso.invalid" | "currency.exchange_sale.not_positive" | "currency.exchange_sale.default_not_one";
        AllAccountsOpenRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Number of results to skip; a multiple of 15 (0, 15, 30, ...). Default 0. */
            skip?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Value searched in customers, as in `customers/find`. */
            value?: components["schemas"]["Mixed"];
            /** @description Field searched. */
            search_in?: components["schemas"]["CustomerSearchIn"];
        };
        /** @description A body with only the API key: operations whose payload is "none". */
        AuthenticatedRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
        };
        /** @description A booking record. */
        Booking: {
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description **Inferred:** sequential number of the booking in the account; `bookings/find` searches it as `Document Number`.
             */
            number: number;
            /** @description Text shown in the agenda instead of the customer's name. */
            description: string | null;
            /** @description The sales document created from the booking by `bookings/{id}/invoice/create`. */
            sale_id: number | null;
            location_id: number | null;
            /** Format: int32 */
            customer_id: number;
            customer_vat_number: string;
            employee_id: number | null;
            payment_method_id: number | null;
            start_at: components["schemas"]["TimestampString"];
            end_at: components["schemas"]["TimestampString"];
            ignore_validations: boolean;
            gross_total: components["schemas"]["DecimalOut"];
            total_discount: components["schemas"]["DecimalOut"];
            net_total: components["schemas"]["DecimalOut"];
            total_vat: components["schemas"]["DecimalOut"];
            grand_total: components["schemas"]["DecimalOut"];
            /** @description A text-message reminder was sent. */
            sms_alert_sent: boolean;
            /** @description An e-mail reminder was sent. */
            email_alert_sent: boolean;
            /** @description The invoice was e-mailed. */
            email_invoice_sent: boolean;
            paid: boolean;
            paid_at: components["schemas"]["TimestampString"] | null;
            status: components["schemas"]["BookingStatus"];
            observations: string | null;
            /** @description User who created the booking. */
            created_by: number | null;
            updated_at: components["schemas"]["TimestampString"];
            created_at: components["schemas"]["TimestampString"];
            sale: components["schemas"]["Sale"] | null;
            customer: components["schemas"]["Customer"];
            location: components["schemas"]["Location"] | null;
            employee: components["schemas"]["Employee"] | null;
            paymentmethod: components["schemas"]["PaymentMethod"] | null;
            items: components["schemas"]["BookingLine"][];
            createdby: components["schemas"]["User"] | null;
        };
        BookingAvailabilityRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Start, `YYYY-MM-DD HH:mm`. */
            start_at: components["schemas"]["DateTimeMinutesString"];
            /** @description End, `YYYY-MM-DD HH:mm`. */
            end_at: components["schemas"]["DateTimeMinutesString"];
            /** @description Location: ID or name. */
            location?: components["schemas"]["Mixed"];
            /** @description Employee: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
        };
        BookingCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Customer ID. Refused when unknown. */
            customer: components["schemas"]["Id"];
            /** @description Tax number of the customer for this booking. Default `999999990` (final consumer). */
            vat_number?: string;
            /**
             * @description Start, `YYYY-MM-DD HH:mm`. Not in the past, and inside the hours configured for the
             *     agenda.
             */
            start_at: components["schemas"]["DateTimeMinutesString"];
            /** @description End, `YYYY-MM-DD HH:mm`. Not before the start; inside the agenda hours. */
            end_at: components["schemas"]["DateTimeMinutesString"];
            /**
             * @description Skip the time validations, such as an occupied slot. **Inferred:** it skips the
             *     occupied-slot, agenda-hours and start-in-the-past checks, never the formats nor
             *     "end before start".
             */
            ignore_validations?: components["schemas"]["BooleanInput"];
            /** @description Text shown in the agenda instead of the customer's name. */
            description?: string;
            /** @description Location: ID or name. Default: the preset location. */
            location?: components["schemas"]["Mixed"];
            /** @description Employee who serves the booking: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description Payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Whether the booking is paid. A booking must be paid to be invoiced. */
            paid?: components["schemas"]["BooleanInput"];
            /** @description Remarks. */
            observations?: string;
            /**
             * @description Lines of the booking: 1 to 20. **Inferred:** prices exclude VAT; each line is taxed at
             *     its item's VAT rate (see `bookings/summary`).
             */
            items: components["schemas"]["BookingItemInput"][];
            /** @description `Pendente` or `Confirmado`. */
            status: components["schemas"]["BookingCreateStatus"];
        };
        /**
         * @description Booking status on creation.
         * @enum {string}
         */
        BookingCreateStatus: "Pendente" | "Confirmado";
        BookingFindRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Value searched: the booking ID, or its `number` for `Document Number` (**Inferred**). */
            value: components["schemas"]["Mixed"];
            /** @description Field searched. */
            search_in: components["schemas"]["BookingSearchIn"];
        };
        BookingInvoiceCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description E-mail the document to `to` once created. */
            send_email?: components["schemas"]["BooleanInput"];
            /** @description Recipient of the e-mail. **Inferred:** required when `send_email` is true. */
            to?: components["schemas"]["EmailRecipient"];
            /** @description Copy recipients, comma-separated e-mail addresses. */
            cc?: string;
        };
        /** @description A line of a booking: an item (usually a service) with its price. */
        BookingItemInput: {
            /** @description Item: ID or reference. Refused when unknown. */
            id: components["schemas"]["Mixed"];
            /** @description Unit price; up to 5 decimal places (format `0.00000`). */
            price: components["schemas"]["Decimal5"];
            /** @description Quantity; up to 5 decimal places (format `0.00000`). */
            quantity: components["schemas"]["Decimal5"];
            /** @description Discount in percent, format `0.00`. */
            discount?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
        };
        /**
         * @description A line of a booking. **Inferred:** the documents name the list `items` only; the fields
         *     mirror the request lines, with the item record.
         */
        BookingLine: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            booking_id: number;
            /** Format: int32 */
            item_id: number;
            price: components["schemas"]["DecimalOut"];
            quantity: components["schemas"]["DecimalOut"];
            /** @description Discount in percent. */
            discount: components["schemas"]["DecimalOut"];
            item: components["schemas"]["Item"];
        };
        /**
         * @description Body of `bookings/list`. **Inferred:** the documents list the endpoint without its
         *     parameters; it follows `customers/list` (pages of 15) with the filters an agenda needs.
         */
        BookingListRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Number of results to skip; a multiple of 15 (0, 15, 30, ...). Default 0. */
            skip?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only bookings in this status. */
            status?: components["schemas"]["BookingStatus"] | components["schemas"]["EmptyString"];
            /** @description Only bookings starting on or after this date. */
            date_from?: components["schemas"]["DateString"] | components["schemas"]["EmptyString"];
            /** @description Only bookings starting on or before this date. */
            date_to?: components["schemas"]["DateString"] | components["schemas"]["EmptyString"];
            /** @description Only bookings of this customer (ID). */
            customer?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        BookingListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Booking"][];
        };
        /**
         * @description Bookings and unavailabilities: periods, the agenda's time rules, lines, states, invoicing.
         * @enum {string}
         */
        BookingRefusal: "agenda.period.end_before_start" | "agenda.start.in_past" | "agenda.period.outside_hours" | "agenda.slot.occupied" | "agenda.not_configured" | "booking.not_found" | "booking.status.invalid" | "booking.items.empty" | "booking.items.too_many" | "booking.line.quantity.not_positive" | "booking.total.not_positive" | "booking.in_use" | "booking.invoiced" | "booking.not_paid" | "booking.not_confirmed" | "unavailability.not_found" | "unavailability.reason.invalid";
        /** @description Success carrying a record or a list in `data`. */
        BookingResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Booking"];
        };
        /**
         * @description Where `bookings/find` searches.
         * @enum {string}
         */
        BookingSearchIn: "ID" | "Document Number";
        /**
         * @description Booking status on update (a booking may also be cancelled).
         * @enum {string}
         */
        BookingStatus: "Pendente" | "Confirmado" | "Cancelado";
        /** @description Totals of a set of booking lines, computed without storing anything. */
        BookingSummary: {
            /** @description Sum of price × quantity. */
            gross_total: components["schemas"]["DecimalOut"];
            /** @description Sum of the line discounts. */
            total_discount: components["schemas"]["DecimalOut"];
            /** @description `gross_total` minus `total_discount`. */
            net_total: components["schemas"]["DecimalOut"];
            /** @description VAT of the lines at their items' rates. */
            total_vat: components["schemas"]["DecimalOut"];
            /** @description `net_total` plus `total_vat`. */
            grand_total: components["schemas"]["DecimalOut"];
            items: components["schemas"]["BookingSummaryLine"][];
        };
        /** @description A line of `bookings/summary`. */
        BookingSummaryLine: {
            /** Format: int32 */
            item_id: number;
            price: components["schemas"]["DecimalOut"];
            quantity: components["schemas"]["DecimalOut"];
            /** @description Discount in percent. */
            discount: components["schemas"]["DecimalOut"];
        };
        BookingSummaryRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Lines, as on a booking: 1 to 20. */
            items: components["schemas"]["BookingItemInput"][];
        };
        /** @description Success carrying a record or a list in `data`. */
        BookingSummaryResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["BookingSummary"];
        };
        BookingUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Customer ID. Refused when unknown. */
            customer: components["schemas"]["Id"];
            /** @description Tax number of the customer for this booking. Default `999999990` (final consumer). */
            vat_number?: string;
            /**
             * @description Start, `YYYY-MM-DD HH:mm`. Not in the past, and inside the hours configured for the
             *     agenda.
             */
            start_at: components["schemas"]["DateTimeMinutesString"];
            /** @description End, `YYYY-MM-DD HH:mm`. Not before the start; inside the agenda hours. */
            end_at: components["schemas"]["DateTimeMinutesString"];
            /**
             * @description Skip the time validations, such as an occupied slot. **Inferred:** it skips the
             *     occupied-slot, agenda-hours and start-in-the-past checks, never the formats nor
             *     "end before start".
             */
            ignore_validations?: components["schemas"]["BooleanInput"];
            /** @description Text shown in the agenda instead of the customer's name. */
            description?: string;
            /** @description Location: ID or name. Default: the preset location. */
            location?: components["schemas"]["Mixed"];
            /** @description Employee who serves the booking: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description Payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Whether the booking is paid. A booking must be paid to be invoiced. */
            paid?: components["schemas"]["BooleanInput"];
            /** @description Remarks. */
            observations?: string;
            /**
             * @description Lines of the booking: 1 to 20. **Inferred:** prices exclude VAT; each line is taxed at
             *     its item's VAT rate (see `bookings/summary`).
             */
            items: components["schemas"]["BookingItemInput"][];
            /** @description `Pendente`, `Confirmado` or `Cancelado`. */
            status: components["schemas"]["BookingStatus"];
        };
        BookingUpdateTimeRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description New start, `YYYY-MM-DD HH:mm`; not in the past, inside the agenda hours. */
            start_at: components["schemas"]["DateTimeMinutesString"];
            /** @description New end, `YYYY-MM-DD HH:mm`; not before the start. */
            end_at: components["schemas"]["DateTimeMinutesString"];
            /** @description Skip the time validations, such as an occupied slot (as on create). */
            ignore_validations?: components["schemas"]["BooleanInput"];
        };
        /** @description A boolean as sent by real integrations: `true`/`false`, `1`/`0`, or the strings `"1"`, `"0"`, `"true"`, `"false"`. */
        BooleanInput: boolean | (0 | 1) | ("0" | "1" | "true" | "false");
        /** @description An item category; categories may be nested through `category_id`. */
        Category: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name of the category; unique. */
            description: string;
            /** @description Parent category, if any. */
            category_id: number | null;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        CategoryListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Category"][];
        };
        /** @description Body of `categories/create` and `categories/{id}/update`. */
        CategoryRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name of the category; unique. */
            description: string;
            /** @description ID of the parent category; omitted or empty for a top-level category. */
            category_id?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        CategoryResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Category"];
        };
        /**
         * @description Values and references shared by every area.
         * @enum {string}
         */
        CommonRefusal: "customer.not_found" | "customer.inactive" | "item.not_found" | "item.inactive" | "warehouse.not_found" | "warehouse.inactive" | "category.not_found" | "category.inactive" | "employee.not_found" | "employee.inactive" | "payment_condition.not_found" | "payment_condition.inactive" | "payment_method.not_found" | "payment_method.inactive" | "shipping_mode.not_found" | "shipping_mode.inactive" | "currency.not_found" | "currency.inactive" | "price.not_found" | "price.inactive" | "serie.not_found" | "serie.inactive" | "vehicle.not_found" | "vehicle.inactive" | "unit.not_found" | "unit.inactive" | "location.not_found" | "location.inactive" | "document_type.not_found" | "document_type.inactive" | "vat_rate.not_found" | "vat_rate.inactive" | "vat_exemption.not_found" | "vat_number.invalid" | "country.invalid" | "postal_code.invalid" | "date.invalid" | "email.invalid" | "rate.out_of_range" | "amount.negative" | "amount.too_large" | "paging.skip.invalid";
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
         * @description A country. Inferred: `code_iso_one` is the ISO 3166-1 alpha-2 code and `code_iso_two`
         *     the alpha-3 code (the documents name the fields only).
         */
        CountryRecord: {
            /** Format: int32 */
            id: number;
            name: string;
            code_iso_one: string;
            code_iso_two: string;
        };
        /** @description A currency; exactly one is the account's default (Euro on a new account). */
        Currency: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Euro`; unique. */
            description: string;
            /** @description Symbol, e.g. `€`; unique. */
            symbol: string;
            /** @description ISO 4217 code, e.g. `EUR`; unique. */
            code_iso: string;
            /** @description Exchange rate against the default currency used on sales. */
            exchange_sale: components["schemas"]["DecimalOut"];
            /** @description Whether this is the account's default currency. */
            is_default: boolean;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        CurrencyListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Currency"][];
        };
        /** @description Body of `currencies/create` and `currencies/{id}/update`. */
        CurrencyRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Dólar americano`; unique. */
            description: string;
            /** @description Symbol, e.g. `$`; unique. Mixed `currency` fields accept it instead of the ID. */
            symbol: string;
            /** @description ISO 4217 code, e.g. `USD`; unique. **Inferred:** three letters, stored in upper case. */
            code_iso: string;
            /**
             * @description Exchange rate used on sales in this currency. **Inferred:** the value of one unit of this
             *     currency in the default currency (1 USD = 0.92380 EUR gives `0.92380`), so that a
             *     document's `grand_total` x `currency_exchange` is its value in the default currency;
             *     greater than 0; the default currency has 1.
             */
            exchange_sale: components["schemas"]["DecimalInput"];
            /**
             * @description Make this the account's default currency, used by documents that name none.
             *     **Inferred:** default `false`; making a currency the default unsets the previous one.
             */
            is_default?: components["schemas"]["BooleanInput"];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        CurrencyResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Currency"];
        };
        /**
         * @description A customer record. Its yes/no fields are `1` or `0` (`FlagOut`), as the live service
         *     answers them and real clients bind them.
         */
        Customer: {
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description The account the customer belongs to (its production and demo data share the ID). Inferred: the documents do not list it; real clients read it.
             */
            subscription_id: number;
            code: string;
            name: string;
            /** @description Tax number; `999999990` for the generic final consumer. */
            vat_number: string;
            country: string | null;
            address: string | null;
            city: string | null;
            postal_code: string | null;
            email: string | null;
            telephone: string | null;
            mobile: string | null;
            type: components["schemas"]["CustomerType"];
            vat_type: components["schemas"]["VatType"];
            /** @description IRS withholding rate in percent. */
            irs_retention_tax: components["schemas"]["DecimalOut"];
            observations: string | null;
            contact: string | null;
            other_emails: string | null;
            receive_sms: components["schemas"]["FlagOut"];
            receive_emails: components["schemas"]["FlagOut"];
            language: components["schemas"]["CustomerLanguage"];
            currency_id: number | null;
            payment_method_id: number | null;
            payment_condition_id: number | null;
            shipping_mode_id: number | null;
            price_id: number | null;
            employee_id: number | null;
            /** Format: int32 */
            vat_exemption_id: number;
            /** @description `1` once the customer is on a finished document: the code can no longer change. */
            code_blocked: components["schemas"]["FlagOut"];
            /** @description `1` once the customer is on a finished document: the tax number can no longer change (except from empty or 999999990). */
            vat_number_blocked: components["schemas"]["FlagOut"];
            /** @description `1` once the customer is on a finished document: the name can no longer change. */
            name_blocked: components["schemas"]["FlagOut"];
            /** @description Inferred: where the customer was created: always `API` on this server (customers are created through either generation of the API); the live service also names its own applications. */
            created_from: string;
            active: components["schemas"]["FlagOut"];
            updated_at: components["schemas"]["TimestampString"];
            created_at: components["schemas"]["TimestampString"];
            addresses: components["schemas"]["CustomerAddress"][];
            currency: components["schemas"]["Currency"] | null;
            paymentmethod: components["schemas"]["PaymentMethod"] | null;
            paymentcondition: components["schemas"]["PaymentCondition"] | null;
            shippingmode: components["schemas"]["ShippingMode"] | null;
            employee: components["schemas"]["Employee"] | null;
            price: components["schemas"]["Price"] | null;
            vatexemption: components["schemas"]["VatExemption"] | null;
        };
        /** @description A delivery address as stored. */
        CustomerAddress: {
            /** Format: int32 */
            id: number;
            country: string | null;
            address: string | null;
            city: string | null;
            postal_code: string | null;
        };
        /** @description A delivery address of a customer. */
        CustomerAddressInput: {
            country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            address?: string;
            city?: string;
            postal_code?: string;
        };
        CustomerCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Customer code; unique. When omitted, the last code is continued (e.g. `C0007` after `C0006`), or a random code is generated. */
            code?: string;
            /** @description Name. */
            name: string;
            /**
             * @description Tax number; unique per account. When the country is Portugal it must be a valid
             *     Portuguese NIF (9 digits with a mod-11 check digit and a valid prefix). Empty or omitted
             *     means the generic final consumer `999999990`, which any number of customers may share.
             */
            vat_number?: string;
            /** @description Country of the main address: a name from the accepted list or an ISO code. Default Portugal. */
            country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            address?: string;
            city?: string;
            /** @description Postal code; `NNNN-NNN` when the country is Portugal. */
            postal_code?: string;
            email?: components["schemas"]["Email"] | components["schemas"]["EmptyString"];
            telephone?: components["schemas"]["PhoneDigits"] | components["schemas"]["EmptyString"];
            /** @description Mobile number without spaces and without country prefix. */
            mobile?: components["schemas"]["PhoneDigits"] | components["schemas"]["EmptyString"];
            /** @description Preferred currency: ID, name or symbol. */
            currency?: components["schemas"]["Mixed"];
            /** @description Preferred payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Preferred payment condition: ID or name. */
            payment_condition?: components["schemas"]["Mixed"];
            /** @description Preferred shipping mode: ID or name. */
            shipping_mode?: components["schemas"]["Mixed"];
            /** @description Price table: ID or name. */
            price?: components["schemas"]["Mixed"];
            /** @description Salesperson who acquired the customer: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description `Empresarial` (company) or `Particular` (private person). */
            type: components["schemas"]["CustomerType"];
            /** @description VAT treatment of the customer's documents. */
            vat_type: components["schemas"]["VatType"];
            /** @description VAT exemption: ID or code (e.g. `M07`). Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description IRS withholding rate in percent, format `0.00`. */
            irs_retention_tax?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            observations?: string;
            /** @description Other contacts. */
            contact?: string;
            /** @description Further e-mail addresses, comma-separated. */
            other_emails?: string;
            /** @description Eligible for automatic text messages. */
            receive_sms?: components["schemas"]["BooleanInput"];
            /** @description Eligible for automatic e-mails. */
            receive_emails?: components["schemas"]["BooleanInput"];
            /** @description `Auto`, `PT` or `EN`. Default `Auto`. */
            language?: components["schemas"]["CustomerLanguage"];
            /** @description Delivery addresses. Sent on update, the list replaces the stored one. */
            addresses?: components["schemas"]["CustomerAddressInput"][];
        };
        CustomerFindRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Value searched: matched exactly for ID, Vat Number and Mobile, as a partial match for Code, Name and Email. */
            value: components["schemas"]["Mixed"];
            /** @description Field searched. */
            search_in: components["schemas"]["CustomerSearchIn"];
        };
        /**
         * @description Preferred language of a customer; `Auto` follows the customer's country.
         * @enum {string}
         */
        CustomerLanguage: "Auto" | "PT" | "EN";
        CustomerListRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Number of results to skip; a multiple of 15 (0, 15, 30, ...). Default 0. */
            skip?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `true` (default), `false` or `All`. */
            active?: components["schemas"]["ActiveFilter"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        CustomerListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Customer"][];
        };
        /**
         * @description Customers: unique code and tax number, locks once on a finished document, deletion, statements.
         * @enum {string}
         */
        CustomerRefusal: "customer.code.taken" | "customer.vat_number.taken" | "customer.code.locked" | "customer.name.locked" | "customer.vat_number.locked" | "customer.final_consumer.undeletable" | "customer.in_use" | "customer.search.no_results" | "customer.statement.period_invalid" | "customer.statement.empty" | "location.api.missing";
        /** @description Success carrying a record or a list in `data`. */
        CustomerResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Customer"];
        };
        /**
         * @description Where `customers/find` and `customers/accounts_open` search.
         * @enum {string}
         */
        CustomerSearchIn: "ID" | "Code" | "Name" | "Email" | "Vat Number" | "Mobile";
        /**
         * @description Customer kind: `Empresarial` (company) or `Particular` (private person).
         * @enum {string}
         */
        CustomerType: "Empresarial" | "Particular";
        CustomerUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Customer code; unique. When omitted, the last code is continued (e.g. `C0007` after `C0006`), or a random code is generated. */
            code?: string;
            /** @description Name. */
            name: string;
            /**
             * @description Tax number; unique per account. When the country is Portugal it must be a valid
             *     Portuguese NIF (9 digits with a mod-11 check digit and a valid prefix). Empty or omitted
             *     means the generic final consumer `999999990`, which any number of customers may share.
             */
            vat_number?: string;
            /** @description Country of the main address: a name from the accepted list or an ISO code. Default Portugal. */
            country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            address?: string;
            city?: string;
            /** @description Postal code; `NNNN-NNN` when the country is Portugal. */
            postal_code?: string;
            email?: components["schemas"]["Email"] | components["schemas"]["EmptyString"];
            telephone?: components["schemas"]["PhoneDigits"] | components["schemas"]["EmptyString"];
            /** @description Mobile number without spaces and without country prefix. */
            mobile?: components["schemas"]["PhoneDigits"] | components["schemas"]["EmptyString"];
            /** @description Preferred currency: ID, name or symbol. */
            currency?: components["schemas"]["Mixed"];
            /** @description Preferred payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Preferred payment condition: ID or name. */
            payment_condition?: components["schemas"]["Mixed"];
            /** @description Preferred shipping mode: ID or name. */
            shipping_mode?: components["schemas"]["Mixed"];
            /** @description Price table: ID or name. */
            price?: components["schemas"]["Mixed"];
            /** @description Salesperson who acquired the customer: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description `Empresarial` (company) or `Particular` (private person). */
            type: components["schemas"]["CustomerType"];
            /** @description VAT treatment of the customer's documents. */
            vat_type: components["schemas"]["VatType"];
            /** @description VAT exemption: ID or code (e.g. `M07`). Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description IRS withholding rate in percent, format `0.00`. */
            irs_retention_tax?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            observations?: string;
            /** @description Other contacts. */
            contact?: string;
            /** @description Further e-mail addresses, comma-separated. */
            other_emails?: string;
            /** @description Eligible for automatic text messages. */
            receive_sms?: components["schemas"]["BooleanInput"];
            /** @description Eligible for automatic e-mails. */
            receive_emails?: components["schemas"]["BooleanInput"];
            /** @description `Auto`, `PT` or `EN`. Default `Auto`. */
            language?: components["schemas"]["CustomerLanguage"];
            /** @description Delivery addresses. Sent on update, the list replaces the stored one. */
            addresses?: components["schemas"]["CustomerAddressInput"][];
            /** @description Active state. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description A calendar date in the format `YYYY-MM-DD`, e.g. `2026-11-22`. */
        DateString: string;
        /** @description A date and time in the format `YYYY-MM-DD HH:mm`, e.g. `2026-11-22 14:30`. */
        DateTimeMinutesString: string;
        /**
         * @description A discount, rate or currency amount in the format `0.00`: a JSON number or a decimal
         *     string with at most 2 decimal places (`10`, `"10.00"`, `"10,00"`, `"1,234.60"`), below
         *     10000000000 (10^10) in absolute value.
         */
        Decimal2: number | components["schemas"]["Decimal2String"];
        /**
         * @description A decimal written as a string with `.` or `,` as separator and at most 2 decimal places,
         *     e.g. `"10.00"`, `"10,5"`; or with a comma thousands separator and a dot decimal point,
         *     `"1,234.60"`.
         */
        Decimal2String: string;
        /**
         * @description A price or quantity with at most 5 decimal places: a JSON number or a decimal string
         *     (`12.5`, `"12.50"`, `"12,50"`, `"1,234.50"`). More than 5 decimal places, or an amount
         *     of 10000000000 (10^10) or more in absolute value, are refused with a format error naming
         *     the field (amounts have at most 10 integer digits).
         */
        Decimal5: number | components["schemas"]["Decimal5String"];
        /**
         * @description A decimal written as a string with `.` or `,` as separator and at most 5 decimal places,
         *     e.g. `"12.50"`, `"12,5"`, `"3"`; or with a comma thousands separator and a dot decimal
         *     point, `"1,234.60"`.
         */
        Decimal5String: string;
        /** @description A decimal written as a string with `.` or `,` as separator, any number of decimal places; or with a comma thousands separator and a dot decimal point (`"1,234.5678"`). */
        DecimalAnyString: string;
        /** @description A decimal such as an exchange rate: a JSON number or a decimal string (`1.0825`, `"1,0825"`), below 10000000000 (10^10) in absolute value. */
        DecimalInput: number | components["schemas"]["DecimalAnyString"];
        /**
         * Format: double
         * @description An amount as v1 returns it (money, rates, prices, quantities, exchange rates): a JSON
         *     number, e.g. `123.45`, `23`, `0.5`. Real clients bind these to doubles (C#) or compare
         *     them as numbers (PHP), so a string would not do. The number is exact: every amount has at
         *     most 15 significant digits (totals and rates at 2 decimal places, prices, quantities and
         *     exchange rates at 5, all below 10^10), so the shortest JSON text of the number is the
         *     amount's exact decimal with its trailing zeros dropped (`12.3` is 12.30, `2` is 2.00000),
         *     and a double holds it without loss. Round it to its places (2 or 5) for display.
         */
        DecimalOut: number;
        /** @description A non-negative integer written as a string of digits, e.g. `"123"`. */
        DigitString: string;
        /**
         * @description Which copy a printed document is: `Original` or `2ª via` (second copy).
         * @enum {string}
         */
        DocumentCopy: "Original" | "2ª via";
        /**
         * @description Printing language of a document.
         * @enum {string}
         */
        DocumentLanguage: "PT" | "EN";
        /**
         * @description Rules every fiscal document (sale or receipt) follows.
         * @enum {string}
         */
        DocumentRefusal: "document.serie.missing" | "document.serie.not_assigned" | "document.serie.inactive" | "document.serie.expired" | "document.serie.not_communicated" | "document.serie.blocked" | "document.issue_date.before_last" | "document.currency.missing" | "document.currency_exchange.not_positive" | "document.not_draft" | "document.already_cancelled" | "document.cancel.draft" | "document.cancel.reason_required" | "document.number.invalid" | "document.not_found" | "document.pdf.not_generated" | "document.reprint.reason_required" | "serie.api.missing";
        /**
         * @description Status submitted when creating or updating a sale or receipt: `Rascunho` (draft) or `Terminado` (finished).
         * @enum {string}
         */
        DocumentStatus: "Rascunho" | "Terminado";
        /** @description A document type (Factura, Orçamento, Guia de Remessa, Recibo de Cliente, ...). */
        DocumentType: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Factura`. */
            description: string;
            /** @description SAF-T code, e.g. `FT`, `FR`, `FS`, `NC`, `ND`, `PF`, `OR`, `NE`, `GT`, `GR`, `GC`, `GD`, `GA`, `RC`. */
            saft_initials: string;
            /** @description Group of the type: `Facturação`, `Orçamentos`, `Encomendas`, `Guias` or `Recibos`. */
            type: string;
            /** @description Default print format of the type's documents: `A4` or `POS`. */
            print_report: components["schemas"]["PrintFormat"];
            /** @description Paper width in mm for POS printing. */
            print_report_width: number | null;
            /** @description Copies printed on A4. */
            print_pages_number: number | null;
            /** @description Top margin for POS printing. Inferred: in mm like the width (the documents say only "integer"). */
            print_margin_top: number | null;
            /** @description Bottom margin in mm for POS printing. */
            print_margin_bottom: number | null;
            /** @description Right margin in mm for POS printing. */
            print_margin_right: number | null;
            /** @description Left margin in mm for POS printing. */
            print_margin_left: number | null;
            /** @description Print automatically when a document is finished. */
            print_automatic: boolean;
            /** @description Sign automatically when a document is finished. */
            sign_document_automatic: boolean;
            /** @description E-mail the customer automatically when a document is finished. */
            send_email_automatic: boolean;
            /** @description Text the customer automatically when a document is finished. */
            send_sms_automatic: boolean;
            /** @description Allow finishing a document that leaves negative stock. */
            stock_check_negative: boolean;
            /** @description Warn when stock falls below the item's minimum. */
            stock_check_minimum: boolean;
            /** @description Series assigned to the type. */
            documentstypesseries: components["schemas"]["DocumentTypeSerie"][];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        DocumentTypeListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["DocumentType"][];
        };
        /** @description Success carrying a record or a list in `data`. */
        DocumentTypeResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["DocumentType"];
        };
        /** @description Assignment of a series to a document type, with the last number used and the ATCUD validation code. */
        DocumentTypeSerie: {
            /**
             * Format: int32
             * @description ID of the assignment (what a sale's `documenttypeserie` refers to).
             */
            id: number;
            /** Format: int32 */
            document_type_id: number;
            /** Format: int32 */
            serie_id: number;
            /**
             * Format: int32
             * @description Last number issued in this series for this document type (0 before the first).
             */
            document_number: number;
            /** @description Validation code given by the tax authority when the series was communicated; null until then. */
            atcud: string | null;
            /** @description Whether this series is the document type's preset series. */
            is_default: boolean;
            /** @description Whether the series may be used on this document type. */
            active: boolean;
            /** @description The series. Inferred: present in document type records, may be absent elsewhere. */
            serie?: components["schemas"]["Serie"];
        };
        /** @description A series assigned to a document type, as sent to `documentstypes/{id}/update`. */
        DocumentTypeSerieInput: {
            /** @description ID of the series (a `Serie`, not of the assignment). */
            id: components["schemas"]["Id"];
            /**
             * @description Number the series starts from in this document type, at least 1. **Inferred:** the next
             *     document issued in the series and type gets this number, so once documents were issued
             *     it may not be at or below the last number issued (`document_number`).
             */
            number: components["schemas"]["DocumentTypeSerieNumber"];
            /**
             * @description Make this the preset series of the type. **Inferred:** default `false`; at most one entry
             *     may be `true`, and it unsets the previous preset.
             */
            is_default?: components["schemas"]["BooleanInput"];
            /** @description Whether the series may be used on this type. **Inferred:** default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description A series number of at least 1: a JSON integer or a string of digits. */
        DocumentTypeSerieNumber: components["schemas"]["DocumentTypeSerieNumberInteger"] | components["schemas"]["DocumentTypeSerieNumberString"];
        /**
         * Format: int32
         * @description A positive integer given as a JSON integer.
         */
        DocumentTypeSerieNumberInteger: number;
        /** @description A positive integer given as a string of digits, e.g. `"1"`. */
        DocumentTypeSerieNumberString: string;
        /** @description Body of `documentstypes/{id}/update`. */
        DocumentTypeUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Default print format of the type's documents: `A4` or `POS`. */
            print_report: components["schemas"]["PrintFormat"];
            /** @description Paper width in mm for POS printing; required when `print_report` is `POS`. */
            print_report_width?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /**
             * @description Alias of `print_report_width` (the documents' sample uses this name). **Inferred:** when
             *     both are sent, `print_report_width` wins.
             */
            print_width?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Copies printed on A4; required when `print_report` is `A4`. **Inferred:** at least 1. */
            print_pages_number?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Top margin for POS printing. **Inferred:** in mm, like the width. */
            print_margin_top?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Bottom margin for POS printing. */
            print_margin_bottom?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Right margin for POS printing. */
            print_margin_right?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Left margin for POS printing. */
            print_margin_left?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Print automatically after a document is finished. */
            print_automatic?: components["schemas"]["BooleanInput"];
            /** @description Sign automatically after a document is finished (needs digital signature configured). */
            sign_document_automatic?: components["schemas"]["BooleanInput"];
            /** @description E-mail the customer automatically after a document is finished. */
            send_email_automatic?: components["schemas"]["BooleanInput"];
            /** @description Text the customer automatically after a document is finished (needs SMS credits). */
            send_sms_automatic?: components["schemas"]["BooleanInput"];
            /** @description Allow finishing a document that leaves negative stock. */
            stock_check_negative?: components["schemas"]["BooleanInput"];
            /** @description Warn when the stock of an item passes its minimum. */
            stock_check_minimum?: components["schemas"]["BooleanInput"];
            /**
             * @description Series assigned to the type. **Inferred:** each entry assigns the series named by `id` to
             *     the type or updates its assignment; series not listed keep their assignment.
             */
            series?: components["schemas"]["DocumentTypeSerieInput"][];
            /** @description Active state: documents of an inactive type cannot be issued. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description An e-mail address. */
        Email: string;
        /** @description Recipient of an e-mail. */
        EmailRecipient: {
            name: string;
            email: components["schemas"]["Email"];
        };
        /** @description An employee (salesperson or staff member). */
        Employee: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Full name; unique. */
            name: string;
            /** @description Country name as stored, e.g. `Portugal`. */
            country: string | null;
            address: string | null;
            city: string | null;
            postal_code: string | null;
            /** @description E-mail; mixed `employee` fields of customers, sales and bookings accept it instead of the ID. */
            email: string | null;
            telephone: string | null;
            /** @description Mobile number without spaces and without country prefix. */
            mobile: string | null;
            /** @description IBAN. */
            bank_number: string | null;
            /** @description Whether the employee sells (can be set as salesperson of customers and documents). */
            is_salesman: boolean;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        EmployeeListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Employee"][];
        };
        /** @description Body of `employees/create` and `employees/{id}/update`. */
        EmployeeRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Full name; unique. */
            name: string;
            /** @description Country: a name from the accepted list or an ISO code. */
            country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            address?: string;
            city?: string;
            postal_code?: string;
            /** @description E-mail; mixed `employee` fields accept it instead of the ID. */
            email?: components["schemas"]["Email"] | components["schemas"]["EmptyString"];
            telephone?: components["schemas"]["PhoneDigits"] | components["schemas"]["EmptyString"];
            /** @description Mobile number without spaces and without country prefix. */
            mobile?: components["schemas"]["PhoneDigits"] | components["schemas"]["EmptyString"];
            /** @description IBAN of the employee's bank account, e.g. `PT50 0002 0123 1234 5678 9015 4`. */
            bank_number?: string;
            /** @description Whether the employee sells (can be chosen as salesperson). **Inferred:** default `false`. */
            is_salesman?: components["schemas"]["BooleanInput"];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        EmployeeResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Employee"];
        };
        /** @description Empty string, sent by many integrations for an optional field left blank; it means "not given". */
        EmptyString: string;
        /**
         * @description Body of every failure. `message` is in Portuguese, or in English when the request sends
         *     `Accept-Language: en`; `code` is stable whatever the language.
         */
        Failure: {
            /** @enum {boolean} */
            status: false;
            /** @description What went wrong, naming the condition and, for input errors, the field (and line). */
            message: string;
            /** @description Stable code of the refusal (see the error catalogue). */
            code: components["schemas"]["RefusalCode"];
            /**
             * @description Path of the field the refusal concerns, in this generation's names: property names
             *     joined by `.`, array indexes in brackets counted from 0 (`items[2].price`).
             */
            field?: string;
            /**
             * Format: int32
             * @description The line the refusal concerns, counted from 1 as the message counts it.
             */
            line?: number;
            /** @description Every faulty field, when validation found more than one; `message` names the first. */
            errors?: components["schemas"]["FieldRefusal"][];
        };
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
         * @description A yes/no flag as customer, sale and receipt records answer it: `1` (yes) or `0` (no).
         *     Real clients bind these fields to integers (their C# models declare `int`, as the live
         *     service answers them), where a JSON boolean would not bind; other records keep JSON
         *     booleans.
         * @enum {number}
         */
        FlagOut: 0 | 1;
        /** @description An internal record ID: a JSON integer or a string of digits (`12` or `"12"`). */
        Id: number | components["schemas"]["DigitString"];
        /** @description An integer that may arrive as a JSON integer or a string of digits. */
        IntegerInput: number | components["schemas"]["DigitString"];
        /** @description An item record. */
        Item: {
            /** Format: int32 */
            id: number;
            reference: string;
            description: string;
            /** @description Long description. */
            details: string | null;
            /** @description Whether the long description is printed on documents. */
            details_show_print: boolean;
            category_id: number | null;
            /** Format: int32 */
            unit_id: number;
            /** Format: int32 */
            vat_id: number;
            /** Format: int32 */
            vat_exemption_id: number;
            type: components["schemas"]["ItemType"];
            cost_price: components["schemas"]["DecimalOut"];
            observations: string | null;
            /** @description Address of the item's image; null when the item has none. */
            url_image: string | null;
            /** @description True once the item is on a finished document: the reference can no longer change. */
            reference_blocked: boolean;
            /** @description True once the item is on a finished document: the description can no longer change. */
            description_blocked: boolean;
            active: boolean;
            updated_at: components["schemas"]["TimestampString"];
            created_at: components["schemas"]["TimestampString"];
            /**
             * @description Total stock of the item across all warehouses (0 for an item no movement has touched,
             *     services included). **Inferred:** the documents say `items/find` and `items/list`
             *     return the total stock without naming the field; every item answer carries it.
             */
            stock: components["schemas"]["DecimalOut"];
            category: components["schemas"]["Category"] | null;
            /** @description **Inferred:** the related unit, VAT rate and VAT exemption, as customers return theirs. */
            unit: components["schemas"]["Unit"];
            /** @description **Inferred:** see `unit`. */
            vat: components["schemas"]["VatRate"];
            /** @description **Inferred:** see `unit`. */
            vatexemption: components["schemas"]["VatExemption"];
            prices: components["schemas"]["ItemPrice"][];
            barcodes: components["schemas"]["ItemBarcode"][];
            averagecostprices: components["schemas"]["ItemAverageCostPrice"][];
            minimumstock: components["schemas"]["ItemMinimumStock"][];
        };
        /**
         * @description The average cost price of an item in a warehouse, updated by stock entries (and by
         *     updating or deleting manual movements). **Inferred:** the documents name the list only.
         */
        ItemAverageCostPrice: {
            /** Format: int32 */
            item_id: number;
            /**
             * Format: int32
             * @description Warehouse ID.
             */
            warehouse_id: number;
            average_cost_price: components["schemas"]["DecimalOut"];
        };
        /** @description A barcode of an item. **Inferred:** the documents name the list only. */
        ItemBarcode: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            item_id: number;
            code: string;
            /** @description Quantity of the item the barcode stands for. */
            quantity: components["schemas"]["DecimalOut"];
            description: string | null;
        };
        /** @description A barcode of the item. */
        ItemBarcodeInput: {
            /** @description The barcode, e.g. an EAN-13 such as `5601234567892`. */
            code: string;
            /**
             * @description Quantity of the item the barcode stands for (e.g. `6` for a box of six); up to 5
             *     decimal places. **Inferred:** when omitted, 1.
             */
            quantity?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Description of the barcode, e.g. `Caixa de 6`. */
            description?: string;
        };
        /**
         * @description Body of `items/create` sent as `application/x-www-form-urlencoded`: the item fields plus
         *     the image. Every value is text; arrays use bracket notation (`prices[0][id]=1`,
         *     `prices[0][price]=4.00`, `barcodes[1][code]=5601234567892`,
         *     `minimum_stock[0][quantity]=6`). This schema describes the fields after the notation is
         *     decoded.
         */
        ItemCreateFormRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Item reference (code); unique. When omitted, the last reference is continued (e.g.
             *     `A0008` after `A0007`) or one is generated. Refused when already registered. Cannot change
             *     once `reference_blocked` (**Inferred:** as in the legacy interface).
             */
            reference?: string;
            /** @description Description (name) of the item; unique. Refused when already registered. Cannot change once `description_blocked` (**Inferred:** as in the legacy interface). */
            description: string;
            /** @description Long description. */
            details?: string;
            /** @description Print the long description on documents. */
            details_show_print?: components["schemas"]["BooleanInput"];
            /** @description Category ID. */
            category?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Unit of measure: ID, name (e.g. `Unidades`) or symbol (e.g. `UN`). */
            unit: components["schemas"]["Mixed"];
            /** @description VAT rate: ID, name (e.g. `Normal`) or rate (e.g. `23`). */
            vat: components["schemas"]["Mixed"];
            /** @description VAT exemption: ID or code (e.g. `M07`). Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description Accounting type. Only `Mercadorias` items keep stock (stock movements and actual stock). */
            type: components["schemas"]["ItemType"];
            /** @description Cost price; up to 5 decimal places. */
            cost_price?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observations?: string;
            /** @description Prices per price table. */
            prices?: components["schemas"]["ItemPriceInput"][];
            /** @description Barcodes; `items/find` searches them with `search_in: Barcode`. */
            barcodes?: components["schemas"]["ItemBarcodeInput"][];
            /** @description Minimum stock per warehouse. */
            minimum_stock?: components["schemas"]["ItemMinimumStockInput"][];
            /**
             * @description The image: a valid image format, at most 3 MB (enforced by the server). **Inferred:**
             *     in this encoding, the raw bytes of the image file, percent-encoded like any other value;
             *     prefer `multipart/form-data` to upload files.
             */
            file?: string;
        };
        ItemCreateMultipartRequest: {
            /** @description The API key of the account. */
            api_token: components["schemas"]["ItemFormRequiredText"];
            /** @description Item reference (code); unique. When omitted, the last reference is continued or one is generated. */
            reference?: string;
            /** @description Description (name) of the item; unique. */
            description: components["schemas"]["ItemFormRequiredText"];
            /** @description Long description. */
            details?: string;
            /** @description Print the long description on documents. */
            details_show_print?: components["schemas"]["BooleanInput"];
            /** @description Category ID. */
            category?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Unit of measure: ID, name or symbol. */
            unit: components["schemas"]["Mixed"];
            /** @description VAT rate: ID, name or rate. */
            vat: components["schemas"]["Mixed"];
            /** @description VAT exemption: ID or code. Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description Accounting type. */
            type: components["schemas"]["ItemType"];
            /** @description Cost price; up to 5 decimal places. */
            cost_price?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observations?: string;
            /** @description Prices per price table, in parts `prices[n][id]`, `prices[n][price]`, `prices[n][discount]`. */
            prices?: components["schemas"]["ItemPriceInput"][];
            /** @description Barcodes, in parts `barcodes[n][code]`, `barcodes[n][quantity]`, `barcodes[n][description]`. */
            barcodes?: components["schemas"]["ItemBarcodeInput"][];
            /** @description Minimum stock per warehouse, in parts `minimum_stock[n][id]`, `minimum_stock[n][quantity]`. */
            minimum_stock?: components["schemas"]["ItemMinimumStockInput"][];
            /** @description The image: a valid image format (JPEG, PNG, ...), at most 3 MB. Format and size are enforced by the server. */
            file?: unknown;
        };
        /** @description Body of `items/create` sent as `application/json` (no image). */
        ItemCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Item reference (code); unique. When omitted, the last reference is continued (e.g.
             *     `A0008` after `A0007`) or one is generated. Refused when already registered. Cannot change
             *     once `reference_blocked` (**Inferred:** as in the legacy interface).
             */
            reference?: string;
            /** @description Description (name) of the item; unique. Refused when already registered. Cannot change once `description_blocked` (**Inferred:** as in the legacy interface). */
            description: string;
            /** @description Long description. */
            details?: string;
            /** @description Print the long description on documents. */
            details_show_print?: components["schemas"]["BooleanInput"];
            /** @description Category ID. */
            category?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Unit of measure: ID, name (e.g. `Unidades`) or symbol (e.g. `UN`). */
            unit: components["schemas"]["Mixed"];
            /** @description VAT rate: ID, name (e.g. `Normal`) or rate (e.g. `23`). */
            vat: components["schemas"]["Mixed"];
            /** @description VAT exemption: ID or code (e.g. `M07`). Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description Accounting type. Only `Mercadorias` items keep stock (stock movements and actual stock). */
            type: components["schemas"]["ItemType"];
            /** @description Cost price; up to 5 decimal places. */
            cost_price?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observations?: string;
            /** @description Prices per price table. */
            prices?: components["schemas"]["ItemPriceInput"][];
            /** @description Barcodes; `items/find` searches them with `search_in: Barcode`. */
            barcodes?: components["schemas"]["ItemBarcodeInput"][];
            /** @description Minimum stock per warehouse. */
            minimum_stock?: components["schemas"]["ItemMinimumStockInput"][];
        };
        ItemFindRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Value searched. **Inferred:** matched exactly for ID and Barcode, as a partial match
             *     for Reference and Description (as `customers/find` does for its text fields).
             */
            value: components["schemas"]["Mixed"];
            /** @description Field searched. */
            search_in: components["schemas"]["ItemSearchIn"];
        };
        /** @description A text part that may not be empty. */
        ItemFormRequiredText: string;
        ItemListRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Number of results to skip; a multiple of 15 (0, 15, 30, ...). Default 0. */
            skip?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `true` (default), `false` or `All`. */
            active?: components["schemas"]["ActiveFilter"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        ItemListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Item"][];
        };
        /** @description The minimum stock of an item in a warehouse. **Inferred:** the documents name the list only. */
        ItemMinimumStock: {
            /** Format: int32 */
            item_id: number;
            /**
             * Format: int32
             * @description Warehouse ID.
             */
            warehouse_id: number;
            quantity: components["schemas"]["DecimalOut"];
        };
        /** @description The minimum stock of the item in a warehouse. */
        ItemMinimumStockInput: {
            /** @description Warehouse ID. */
            id: components["schemas"]["Id"];
            /** @description Minimum quantity; up to 5 decimal places. Document types with `stock_check_minimum` warn when stock falls below it. */
            quantity: components["schemas"]["Decimal5"];
        };
        /** @description A price of an item in a price table. **Inferred:** the documents name the list only. */
        ItemPrice: {
            /**
             * Format: int32
             * @description ID of the price row.
             */
            id: number;
            /** Format: int32 */
            item_id: number;
            /**
             * Format: int32
             * @description Price table ID.
             */
            price_id: number;
            /** @description Unit price in this table. */
            price: components["schemas"]["DecimalOut"];
            /** @description Discount in percent. */
            discount: components["schemas"]["DecimalOut"];
            /** @description The price table. */
            pricetable: components["schemas"]["Price"];
        };
        /** @description A price of the item in a price table. */
        ItemPriceInput: {
            /** @description Price table ID. */
            id: components["schemas"]["Id"];
            /** @description Unit price in this table; up to 5 decimal places. */
            price: components["schemas"]["Decimal5"];
            /** @description Discount in percent, format `0.00`. */
            discount?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
        };
        /**
         * @description Items: unique reference, description and barcodes, locks, deletion, images, stock and stock movements.
         * @enum {string}
         */
        ItemRefusal: "item.reference.taken" | "item.description.taken" | "item.reference.locked" | "item.description.locked" | "item.type.locked" | "item.vat_exemption.rate_not_zero" | "item.vat_exemption.missing" | "item.price_table.duplicate" | "item.barcode.duplicate" | "item.barcode.taken" | "item.barcode.quantity.not_positive" | "item.minimum_stock.duplicate" | "item.sale_price.no_default_table" | "item.in_use" | "item.stock_movements.exist" | "item.image.too_large" | "item.image.invalid" | "item.search.no_results" | "item.stock.not_kept" | "item.stock.insufficient" | "stock_movement.quantity.not_positive" | "stock_movement.not_found" | "stock_movement.not_manual" | "location.api.no_warehouse";
        /** @description Success carrying a record or a list in `data`. */
        ItemResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Item"];
        };
        /**
         * @description Where `items/find` searches.
         * @enum {string}
         */
        ItemSearchIn: "ID" | "Reference" | "Description" | "Barcode";
        /** @description The actual stock of an item in one warehouse. */
        ItemStockActual: {
            /**
             * @description Quantity that entered the warehouse. **Inferred:** `quantity_in`, `quantity_out` and
             *     `balance` are totals over all movements up to now (the actual stock), not limited to
             *     the requested year.
             */
            quantity_in: components["schemas"]["DecimalOut"];
            /** @description Quantity that left the warehouse. */
            quantity_out: components["schemas"]["DecimalOut"];
            /** @description Stock in the warehouse: `quantity_in` minus `quantity_out`. */
            balance: components["schemas"]["DecimalOut"];
            /** @description Average cost price of the item in this warehouse. */
            average_cost_price: components["schemas"]["DecimalOut"];
            stats_year: components["schemas"]["ItemStockStatsYear"];
            warehouse: components["schemas"]["Warehouse"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        ItemStockActualListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["ItemStockActual"][];
        };
        ItemStockActualRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Warehouse: ID or name. When omitted, one entry per warehouse is returned. */
            warehouse?: components["schemas"]["Mixed"];
            /** @description Year of `stats_year`. Default: the current year. */
            year?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
        };
        /** @description Twelve monthly values, January first. */
        ItemStockMonthlyValues: components["schemas"]["DecimalOut"][];
        /**
         * @description Monthly figures of the requested year: three arrays of 12 values each, January first, in
         *     the order entries, exits, balance. `stats_year[0][2]` is the quantity that entered in
         *     March, `stats_year[1][2]` the quantity that left in March and `stats_year[2][2]` the
         *     balance of March. **Inferred:** the documents only say "a multidimensional array
         *     holding, in this order, total entries, total exits and balance for the requested year";
         *     the monthly layout, and a month's balance being its entries minus its exits, are decided here.
         */
        ItemStockStatsYear: components["schemas"]["ItemStockMonthlyValues"][];
        /**
         * @description Accounting type of an item (v1 spelling).
         * @enum {string}
         */
        ItemType: "Embalagens" | "Matérias primas" | "Mercadorias" | "Produtos acabados e intermédios" | "Serviços" | "Subprodutos" | "Transporte" | "Vasilhame";
        /** @description Body of `items/{id}/update` sent as `application/x-www-form-urlencoded`: as for `items/create`, plus `active`. */
        ItemUpdateFormRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Item reference (code); unique. When omitted, the last reference is continued (e.g.
             *     `A0008` after `A0007`) or one is generated. Refused when already registered. Cannot change
             *     once `reference_blocked` (**Inferred:** as in the legacy interface).
             */
            reference?: string;
            /** @description Description (name) of the item; unique. Refused when already registered. Cannot change once `description_blocked` (**Inferred:** as in the legacy interface). */
            description: string;
            /** @description Long description. */
            details?: string;
            /** @description Print the long description on documents. */
            details_show_print?: components["schemas"]["BooleanInput"];
            /** @description Category ID. */
            category?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Unit of measure: ID, name (e.g. `Unidades`) or symbol (e.g. `UN`). */
            unit: components["schemas"]["Mixed"];
            /** @description VAT rate: ID, name (e.g. `Normal`) or rate (e.g. `23`). */
            vat: components["schemas"]["Mixed"];
            /** @description VAT exemption: ID or code (e.g. `M07`). Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description Accounting type. Only `Mercadorias` items keep stock (stock movements and actual stock). */
            type: components["schemas"]["ItemType"];
            /** @description Cost price; up to 5 decimal places. */
            cost_price?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observations?: string;
            /** @description Prices per price table. */
            prices?: components["schemas"]["ItemPriceInput"][];
            /** @description Barcodes; `items/find` searches them with `search_in: Barcode`. */
            barcodes?: components["schemas"]["ItemBarcodeInput"][];
            /** @description Minimum stock per warehouse. */
            minimum_stock?: components["schemas"]["ItemMinimumStockInput"][];
            /**
             * @description The image: a valid image format, at most 3 MB (enforced by the server). **Inferred:**
             *     in this encoding, the raw bytes of the image file, percent-encoded like any other value;
             *     prefer `multipart/form-data` to upload files.
             */
            file?: string;
            /** @description Active state. */
            active?: components["schemas"]["BooleanInput"];
        };
        ItemUpdateMultipartRequest: {
            /** @description The API key of the account. */
            api_token: components["schemas"]["ItemFormRequiredText"];
            /** @description Item reference (code); unique. When omitted, the last reference is continued or one is generated. */
            reference?: string;
            /** @description Description (name) of the item; unique. */
            description: components["schemas"]["ItemFormRequiredText"];
            /** @description Long description. */
            details?: string;
            /** @description Print the long description on documents. */
            details_show_print?: components["schemas"]["BooleanInput"];
            /** @description Category ID. */
            category?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Unit of measure: ID, name or symbol. */
            unit: components["schemas"]["Mixed"];
            /** @description VAT rate: ID, name or rate. */
            vat: components["schemas"]["Mixed"];
            /** @description VAT exemption: ID or code. Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description Accounting type. */
            type: components["schemas"]["ItemType"];
            /** @description Cost price; up to 5 decimal places. */
            cost_price?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observations?: string;
            /** @description Prices per price table, in parts `prices[n][id]`, `prices[n][price]`, `prices[n][discount]`. */
            prices?: components["schemas"]["ItemPriceInput"][];
            /** @description Barcodes, in parts `barcodes[n][code]`, `barcodes[n][quantity]`, `barcodes[n][description]`. */
            barcodes?: components["schemas"]["ItemBarcodeInput"][];
            /** @description Minimum stock per warehouse, in parts `minimum_stock[n][id]`, `minimum_stock[n][quantity]`. */
            minimum_stock?: components["schemas"]["ItemMinimumStockInput"][];
            /** @description The image: a valid image format (JPEG, PNG, ...), at most 3 MB. Format and size are enforced by the server. */
            file?: unknown;
            /** @description Active state. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Body of `items/{id}/update` sent as `application/json` (no image). */
        ItemUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Item reference (code); unique. When omitted, the last reference is continued (e.g.
             *     `A0008` after `A0007`) or one is generated. Refused when already registered. Cannot change
             *     once `reference_blocked` (**Inferred:** as in the legacy interface).
             */
            reference?: string;
            /** @description Description (name) of the item; unique. Refused when already registered. Cannot change once `description_blocked` (**Inferred:** as in the legacy interface). */
            description: string;
            /** @description Long description. */
            details?: string;
            /** @description Print the long description on documents. */
            details_show_print?: components["schemas"]["BooleanInput"];
            /** @description Category ID. */
            category?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Unit of measure: ID, name (e.g. `Unidades`) or symbol (e.g. `UN`). */
            unit: components["schemas"]["Mixed"];
            /** @description VAT rate: ID, name (e.g. `Normal`) or rate (e.g. `23`). */
            vat: components["schemas"]["Mixed"];
            /** @description VAT exemption: ID or code (e.g. `M07`). Default `M18` (no exemption). */
            vat_exemption?: components["schemas"]["Mixed"];
            /** @description Accounting type. Only `Mercadorias` items keep stock (stock movements and actual stock). */
            type: components["schemas"]["ItemType"];
            /** @description Cost price; up to 5 decimal places. */
            cost_price?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
            /** @description Remarks. */
            observations?: string;
            /** @description Prices per price table. */
            prices?: components["schemas"]["ItemPriceInput"][];
            /** @description Barcodes; `items/find` searches them with `search_in: Barcode`. */
            barcodes?: components["schemas"]["ItemBarcodeInput"][];
            /** @description Minimum stock per warehouse. */
            minimum_stock?: components["schemas"]["ItemMinimumStockInput"][];
            /** @description Active state. An item is created active. */
            active?: components["schemas"]["BooleanInput"];
        };
        /**
         * @description A location (shop or site) documents are issued from; it moves stock through its
         *     warehouse. Inferred: the documents show no location fields beyond those the sale record
         *     copies (`location_origin_name`, `_country`, `_address`, `_city`, `_postal_code`); the
         *     fields below are those `subscription/locations/create` takes.
         */
        Location: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Loja Baixa`; unique. Mixed `location` fields accept it instead of the ID. */
            description: string;
            /** @description Country name as stored, e.g. `Portugal`. */
            country: string | null;
            address: string | null;
            city: string | null;
            postal_code: string | null;
            /** @description Warehouse whose stock the location's documents move. */
            warehouse_id: number | null;
            /** @description Whether this is the preset location used when a document names none. */
            is_default: boolean;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        LocationListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Location"][];
        };
        /** @description Body of `subscription/locations/create` and `subscription/locations/{id}/update` (**Inferred:** the documents do not show it). */
        LocationRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Loja Baixa`; unique. Mixed `location` fields accept it instead of the ID. */
            description: string;
            /** @description Country: a name from the accepted list or an ISO code. **Inferred:** default Portugal. */
            country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            address?: string;
            city?: string;
            /** @description Postal code; `NNNN-NNN` when the country is Portugal. */
            postal_code?: string;
            /**
             * @description Warehouse whose stock the location's documents move: ID or name (description).
             *     **Inferred:** a location created without one has no warehouse, so its documents move no
             *     stock; on update an empty string removes the warehouse.
             */
            warehouse?: components["schemas"]["Mixed"];
            /**
             * @description Make this the preset location, used when a document or booking names none.
             *     **Inferred:** default `false`; making a location the preset unsets the previous one.
             */
            is_default?: components["schemas"]["BooleanInput"];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        LocationResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Location"];
        };
        /** @description A mixed field: an internal ID, or a descriptive text (name, code, symbol, rate, plate or e-mail, as each field states). */
        Mixed: number | string;
        /** @description A Portuguese mobile number: national number, no spaces, no country prefix (e.g. `912345678`). */
        MobileNumber: string;
        /** @description Success without data. */
        Ok: {
            /** @enum {boolean} */
            status: true;
        };
        /** @description Success of `documentstypes/{id}/{serie_id}/communicate`. */
        OkAtcud: {
            /** @enum {boolean} */
            status: true;
            /**
             * @description Validation code the tax authority attributed to the series for this document type,
             *     also stored in the type's `documentstypesseries[].atcud`. Documents print it as
             *     `ATCUD:<code>-<number>`. **Inferred:** at least 8 characters (the tax authority's rule).
             */
            atcud: string;
        };
        /** @description Answer of `bookings/check_availability`. */
        OkBookingAvailability: {
            /** @enum {boolean} */
            status: true;
            /** @description Whether the period is free. */
            is_available: boolean;
        };
        /** @description Success carrying the ID of the record created. */
        OkId: {
            /** @enum {boolean} */
            status: true;
            /**
             * Format: int32
             * @description ID of the record created.
             */
            id: number;
        };
        /** @description Success carrying the URL of a generated PDF file. */
        OkUrlFile: {
            /** @enum {boolean} */
            status: true;
            /**
             * Format: uri
             * @description Address of the PDF file, served by this deployment.
             */
            url_file: string;
        };
        /**
         * @description An entry of a customer's open account: a finished invoice or debit note adds a debit, a
         *     credit note or receipt a credit; `balance` is what remains open on the sale. **Inferred:**
         *     a finished credit note that refers to no invoice is an entry of its own, with `credit` its
         *     total, `debit` what receipts have used of it, and a negative `balance` while credit is
         *     unused (receipts may deduct it).
         */
        OpenAccountEntry: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            sale_id: number;
            debit: components["schemas"]["DecimalOut"];
            credit: components["schemas"]["DecimalOut"];
            balance: components["schemas"]["DecimalOut"];
            /** Format: int32 */
            currency_id: number;
            currency_exchange: components["schemas"]["DecimalOut"];
            /** @description The sale the entry belongs to. */
            sale: components["schemas"]["Sale"];
            currency: components["schemas"]["Currency"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        OpenAccountEntryListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["OpenAccountEntry"][];
        };
        /** @description An open account entry with its customer, as listed for all customers. */
        OpenAccountEntryWithCustomer: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            sale_id: number;
            debit: components["schemas"]["DecimalOut"];
            credit: components["schemas"]["DecimalOut"];
            balance: components["schemas"]["DecimalOut"];
            /** Format: int32 */
            currency_id: number;
            currency_exchange: components["schemas"]["DecimalOut"];
            /** @description The sale the entry belongs to. */
            sale: components["schemas"]["Sale"];
            currency: components["schemas"]["Currency"];
            customer: components["schemas"]["Customer"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        OpenAccountEntryWithCustomerListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["OpenAccountEntryWithCustomer"][];
        };
        /**
         * @description Outputs of sales and receipts: PDF, e-mail, SMS, signature, payment references.
         * @enum {string}
         */
        OutputRefusal: "document.draft" | "document.reprint.reason_required" | "document.already_signed" | "email.attachments.too_many" | "email.attachment.extension.not_allowed" | "email.attachment.url.invalid" | "email.attachment.url.not_public" | "email.attachment.too_large" | "email.attachment.download.failed" | "email.delivery.failed" | "sms.sender.not_configured" | "sms.sender.not_approved" | "sms.credits.insufficient" | "sms.mobile.invalid" | "signature.not_configured" | "payment_reference.document.not_finished" | "payment_reference.document_type.not_allowed" | "multibanco.reference.exists" | "multibanco.not_configured" | "multibanco.amount.out_of_range" | "mbway.not_configured";
        /** @description A payment condition, e.g. `Pronto pagamento` or `30 dias`. */
        PaymentCondition: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `30 dias`; unique. */
            description: string;
            /** @description Name printed on documents in English. */
            description_english: string | null;
            /**
             * Format: int32
             * @description Days until payment is due.
             */
            days: number;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        PaymentConditionListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["PaymentCondition"][];
        };
        /** @description Body of `paymentconditions/create` and `paymentconditions/{id}/update`. */
        PaymentConditionRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `30 dias`; unique. */
            description: string;
            /** @description Name printed on documents in English, e.g. `30 days`. */
            description_english?: string;
            /** @description Days until payment is due, counted from the issue date. **Inferred:** default 0 (prompt payment). */
            days?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        PaymentConditionResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["PaymentCondition"];
        };
        /** @description A payment method with its SAF-T code, e.g. `Numerário` (NU), `Multibanco` (MB). */
        PaymentMethod: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Transferência bancária`; unique. */
            description: string;
            /** @description Name printed on documents in English. */
            description_english: string | null;
            /**
             * @description SAF-T payment mechanism code, one of `SaftPaymentMechanism` (CC, CD, CH, CO, CS, DE, LC,
             *     MB, NU, OU, PR, TB or TR). Set through `paymentmethods/{id}/update`. Inferred: `null`
             *     for a method created through the API until an update sets it.
             */
            saft_initials: string | null;
        };
        /** @description Body of `paymentmethods/create`. */
        PaymentMethodCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Transferência bancária`; unique. */
            description: string;
            /** @description Name printed on documents in English, e.g. `Bank transfer`. */
            description_english?: string;
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        PaymentMethodListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["PaymentMethod"][];
        };
        /** @description Success carrying a record or a list in `data`. */
        PaymentMethodResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["PaymentMethod"];
        };
        /** @description Body of `paymentmethods/{id}/update`: the creation fields and the SAF-T code. */
        PaymentMethodUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Transferência bancária`; unique. */
            description: string;
            /** @description Name printed on documents in English, e.g. `Bank transfer`. */
            description_english?: string;
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
            /**
             * @description SAF-T payment mechanism code (`CC`, `CD`, `CH`, `CO`, `CS`, `DE`, `LC`, `MB`, `NU`,
             *     `OU`, `PR`, `TB`, `TR`). The documents show it only in the update sample. **Inferred:**
             *     omitted keeps the stored code; an empty string clears it.
             */
            saft_initials?: components["schemas"]["SaftPaymentMechanism"] | components["schemas"]["EmptyString"];
        };
        /** @description A phone number: digits only, no spaces, no country prefix (e.g. `912345678`, `225123456`). */
        PhoneDigits: string;
        /** @description A price table; exactly one is the account's default. */
        Price: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Preço de venda`; unique. */
            description: string;
            /** @description Whether this is the preset price table, used when a customer or document names none. */
            is_default: boolean;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        PriceListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Price"][];
        };
        /** @description Body of `prices/create` and `prices/{id}/update`. */
        PriceRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name of the price table, e.g. `Revenda`; unique. */
            description: string;
            /**
             * @description Make this the preset price table, used by customers and documents that name none.
             *     **Inferred:** default `false`; making a table the default unsets the previous one.
             */
            is_default?: components["schemas"]["BooleanInput"];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        PriceResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Price"];
        };
        /**
         * @description Print format: `A4` page or `POS` receipt roll.
         * @enum {string}
         */
        PrintFormat: "A4" | "POS";
        /**
         * @description A customer receipt (`Recibo de Cliente`): payment of one or more finished sales, less the
         *     credit of the customer's credit notes it deducts.
         *
         *     **Totals** (Inferred: the documents name the fields only): sums of the lines, a credit
         *     note's line counting negatively (see `ReceiptLineAmounts`): `grand_total` = sum of the
         *     sales' grand totals less those of the credit notes, `total_balance` = sum of their open
         *     balances before the receipt less the credit notes' unused credit, `total_discount` = sum of
         *     the discounts granted (percentage value and `unit_discount`), `total_paid` = sum of the
         *     amounts paid less the credit deducted (the amount of the receipt, always greater than zero).
         *
         *     The customer, company and origin-location fields are copies taken when the receipt is
         *     saved. Inferred: a receipt carries no SAF-T hash (receipts are not signed in the hash
         *     chain), but it may be signed digitally (`sign`).
         */
        Receipt: {
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description The account the receipt belongs to, as on sales.
             */
            subscription_id: number;
            /** @description Inferred: sequential number within the series and document type; null while a draft. */
            number: number | null;
            /** @description Inferred: document number as printed and as searched by `receipts/find`, e.g. `RC 2026/7`; null while a draft. */
            document_number: string | null;
            /** @description Inferred: aTCUD printed on the receipt: `<validation code of the series>-<number>`; null while a draft. */
            atcud: string | null;
            issue_date: components["schemas"]["DateString"];
            receipt_date: components["schemas"]["DateString"];
            /** Format: int32 */
            serie_id: number;
            /** Format: int32 */
            document_type_id: number;
            total_discount: components["schemas"]["DecimalOut"];
            total_balance: components["schemas"]["DecimalOut"];
            total_paid: components["schemas"]["DecimalOut"];
            grand_total: components["schemas"]["DecimalOut"];
            /** Format: int32 */
            customer_id: number;
            customer_code: string | null;
            customer_name: string;
            customer_vat_number: string;
            customer_country: string | null;
            customer_city: string | null;
            customer_address: string | null;
            customer_postal_code: string | null;
            company_name: string;
            company_vat_number: string;
            company_country: string;
            company_address: string;
            company_city: string;
            company_postal_code: string;
            /** @description Issuer's VAT scheme when the receipt was saved. Inferred: free text copied from the company settings. */
            company_vat_scheme: string | null;
            payment_method_id: number | null;
            /** Format: int32 */
            currency_id: number;
            currency_exchange: components["schemas"]["DecimalOut"];
            location_origin_id: number | null;
            location_origin_name: string | null;
            location_origin_country: string | null;
            location_origin_address: string | null;
            location_origin_city: string | null;
            location_origin_postal_code: string | null;
            observations: string | null;
            /** @description Address of the last generated PDF; null until one is generated. */
            url_file: string | null;
            /** @description Inferred: `1` when the stored PDF is a draft preview rather than the finished receipt. */
            file_previewed: components["schemas"]["FlagOut"];
            file_last_generated: components["schemas"]["TimestampString"] | null;
            /** @description Inferred: language of the print options stored with the receipt, as on sales; null when none. */
            file_language: components["schemas"]["DocumentLanguage"] | null;
            /** @description Inferred: format of the print options stored with the receipt, as on sales; null when none. */
            file_format: components["schemas"]["PrintFormat"] | null;
            /** @description Inferred: `1` once an e-mail carrying the receipt was sent, as on sales. */
            email_sent: components["schemas"]["FlagOut"];
            /** @description Inferred: `1` once a text message about the receipt was sent, as on sales. */
            sms_sent: components["schemas"]["FlagOut"];
            /** @description Inferred: `1` once the receipt is digitally signed; see `signed_at`. */
            signed: components["schemas"]["FlagOut"];
            /** @description Inferred: when the receipt was digitally signed; null until signed. */
            signed_at: components["schemas"]["TimestampString"] | null;
            status: components["schemas"]["SaleStatus"];
            status_last_change: components["schemas"]["TimestampString"];
            /** Format: int32 */
            created_by: number;
            finished_by: number | null;
            /** @description Inferred: when the receipt was finished (numbered); null while a draft. */
            finished_at: components["schemas"]["TimestampString"] | null;
            canceled_by: number | null;
            canceled_at: components["schemas"]["TimestampString"] | null;
            canceled_reason: string | null;
            updated_at: components["schemas"]["TimestampString"];
            created_at: components["schemas"]["TimestampString"];
            serie: components["schemas"]["Serie"];
            documenttype: components["schemas"]["DocumentType"];
            documenttypeserie: components["schemas"]["DocumentTypeSerie"];
            paymentmethod: components["schemas"]["PaymentMethod"] | null;
            currency: components["schemas"]["Currency"];
            /** @description The sales paid and the credit notes deducted. */
            sales: components["schemas"]["ReceiptLine"][];
            /** @description Inferred: null when the user no longer exists. */
            createdby: components["schemas"]["User"] | null;
            finishedby: components["schemas"]["User"] | null;
            canceledby: components["schemas"]["User"] | null;
            customercountry: components["schemas"]["CountryRecord"] | null;
        };
        ReceiptCancelRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Why the receipt is cancelled; required, at least 15 characters. */
            reason: string;
        };
        ReceiptCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Issue date. */
            issue_date: components["schemas"]["DateString"];
            /** @description Date the payment was received. */
            receipt_date: components["schemas"]["DateString"];
            /** @description Document type: ID or name, e.g. `Recibo de Cliente`. */
            document_type: components["schemas"]["Mixed"];
            /** @description Series: ID or name. Default: the document type's preset series. */
            serie?: components["schemas"]["Mixed"];
            /** @description Customer ID. */
            customer: components["schemas"]["Id"];
            /** @description Customer's tax number. Default `999999990` (generic final consumer). */
            vat_number?: string;
            /** @description Customer's address. */
            address: string;
            /** @description Customer's city. */
            city: string;
            /** @description Customer's postal code; `NNNN-NNN` when the country is Portugal. Inferred: may be empty outside Portugal, as on sales. */
            postal_code: string;
            /** @description Customer's country: a name from the accepted list or an ISO code. */
            country: components["schemas"]["Country"];
            /** @description Payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Currency: ID, symbol or name. Default: the preset currency. */
            currency?: components["schemas"]["Mixed"];
            /**
             * @description Exchange rate: the value of one unit of the document's currency in the default currency
             *     (EUR). Amounts of the document are in its own currency; `grand_total` x `currency_exchange`
             *     is its value in EUR, used for the demo limit, the plan's billing volume and the SAF-T
             *     signature. Default: the currency's `exchange_sale` (1 for the default currency).
             *     Inferred: the documents say only "default 1".
             */
            currency_exchange?: components["schemas"]["DecimalInput"] | components["schemas"]["EmptyString"];
            /** @description Remarks printed on the receipt. */
            observations?: string;
            /** @description Origin location: ID or name. Default: the preset origin. */
            location_origin?: components["schemas"]["Mixed"];
            /** @description Sales paid: 1 to 100. */
            sales: components["schemas"]["ReceiptSaleInput"][];
            /** @description Printing language: `PT` or `EN`. Default: the account's preset. Used when printing a finished document. */
            language?: components["schemas"]["DocumentLanguage"] | components["schemas"]["EmptyString"];
            /** @description `A4` or `POS`. Default: the document type's value (normally `A4`). */
            format?: components["schemas"]["PrintFormat"] | components["schemas"]["EmptyString"];
            /** @description Paper width; only when `format` is `POS`. Default: the document type's value. */
            paper_size?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_left_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_right_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_top_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_bottom_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Print (generate the PDF, returned in `url_file`) when finished. When omitted, the document type's `print_automatic` applies. */
            force_print?: components["schemas"]["BooleanInput"];
            /**
             * @description E-mail the document to the customer when finished. When omitted, the document type's
             *     `send_email_automatic` applies. Inferred: sent with the default template to the customer's
             *     e-mail address; skipped, without refusing the request, when the customer has none. The
             *     change log of 2022-04-29 calls the field `force_email`; the field table's name is used.
             */
            force_send_email?: components["schemas"]["BooleanInput"];
            /**
             * @description Text the customer when finished. When omitted, the document type's `send_sms_automatic`
             *     applies. Works only with SMS credits available. Inferred: skipped, without refusing the
             *     request, when no credits remain or the customer has no mobile number. The change log of
             *     2022-04-29 calls the field `force_sms`; the field table's name is used.
             */
            force_send_sms?: components["schemas"]["BooleanInput"];
            /**
             * @description Sign the document digitally when finished and printed. When omitted, the document type's
             *     `sign_document_automatic` applies. Works only with the digital signature enabled and
             *     configured.
             */
            force_sign?: components["schemas"]["BooleanInput"];
            /** @description `Rascunho` (draft) or `Terminado` (finished). */
            status: components["schemas"]["DocumentStatus"];
        };
        ReceiptDownloadRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description `PT` or `EN`. Default: the value previously saved on the document. */
            language?: components["schemas"]["DocumentLanguage"] | components["schemas"]["EmptyString"];
            /** @description `A4` or `POS`. Default: the value previously saved on the document. */
            format?: components["schemas"]["PrintFormat"] | components["schemas"]["EmptyString"];
            /** @description Paper width; `POS` only. */
            paper_size?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_left_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_right_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_top_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_bottom_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
        };
        ReceiptFindRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description The ID, or the document number: type initials, space, series, slash, number (e.g. `RC 2026/7`). */
            value: components["schemas"]["Mixed"];
            search_in: components["schemas"]["SaleFindSearchIn"];
        };
        /** @description A sale paid by a stored receipt. */
        ReceiptLine: {
            /**
             * Format: int32
             * @description ID of the line. Inferred: the documents name the related list `sales` without its fields.
             */
            id: number;
            /** Format: int32 */
            receipt_id: number;
            /** Format: int32 */
            sale_id: number;
            grand_total: components["schemas"]["DecimalOut"];
            /** @description Discount in percent of the open balance. */
            percentage_discount: components["schemas"]["DecimalOut"];
            /** @description Discount in currency. */
            unit_discount: components["schemas"]["DecimalOut"];
            total_balance: components["schemas"]["DecimalOut"];
            total_paid: components["schemas"]["DecimalOut"];
            /** @description Inferred: the sale paid. */
            sale: components["schemas"]["Sale"];
        };
        ReceiptListRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Number of results to skip; a multiple of 15 (0, 15, 30, ...). Default 0. */
            skip?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Value searched in `search_in`. Inferred: for `Customer`, the customer's ID or part of its name; for `Vat Number`, the customer's tax number. */
            value?: components["schemas"]["Mixed"];
            search_in?: components["schemas"]["SaleListSearchIn"] | components["schemas"]["EmptyString"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        ReceiptListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Receipt"][];
        };
        /**
         * @description Customer receipts.
         * @enum {string}
         */
        ReceiptRefusal: "receipt.not_found" | "receipt.document_type.not_allowed" | "receipt.sales.empty" | "receipt.sales.too_many" | "receipt.line.credit_note.not_finished" | "receipt.line.credit_note.referenced" | "receipt.line.credit_note.no_credit" | "receipt.line.credit_note.discount" | "receipt.line.no_balance" | "receipt.line.customer.differs" | "receipt.line.customer.mixed" | "receipt.line.currency.differs" | "receipt.line.total_paid.not_positive" | "receipt.line.overpaid" | "receipt.line.credit_exceeded" | "receipt.total.not_positive";
        /** @description Success carrying a record or a list in `data`. */
        ReceiptResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Receipt"];
        };
        /**
         * @description A sale paid by a receipt, or a credit note deducted by it, as sent to create, update and
         *     summary.
         */
        ReceiptSaleInput: {
            /**
             * @description ID of the sale paid: a finished, not cancelled Factura or Nota de Débito of the receipt's
             *     customer with an open balance; or of a credit note deducted: a finished, not cancelled
             *     Nota de Crédito of the receipt's customer that refers to no invoice (a credit note that
             *     refers to an invoice already credits that invoice) and has unused credit. Inferred: the
             *     documents say only "sale ID"; the legacy receipt names credit notes among the documents
             *     settled.
             */
            id: components["schemas"]["Id"];
            /** @description Discount in percent, format `0.00`. Inferred: a discount granted on payment, in percent of the sale's open balance; none (0.00 or not sent) on a credit note's line. */
            percentage_discount?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Discount, format `0.00`. Inferred: a discount granted on payment, in currency; none (0.00 or not sent) on a credit note's line. */
            unit_discount?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /**
             * @description Amount paid for the sale, format `0.00` or `0,00`, greater than zero. A line may not
             *     settle more than the open balance of the sale. Inferred: the amount settled is
             *     `total_paid` plus the line's discounts. On a credit note's line: the credit deducted, a
             *     positive amount, at most the note's unused credit (less what earlier lines of the same
             *     receipt deduct from it); it reduces what the receipt collects.
             */
            total_paid: components["schemas"]["Decimal2"];
        };
        /** @description Totals computed by `receipts/summary`, with the meanings given on `Receipt`. */
        ReceiptSummary: {
            grand_total: components["schemas"]["DecimalOut"];
            /** @description Inferred: `grand_total` × `currency_exchange`: the value in the default currency (EUR). */
            grand_total_with_currency_exchange: components["schemas"]["DecimalOut"];
            total_balance: components["schemas"]["DecimalOut"];
            total_discount: components["schemas"]["DecimalOut"];
            total_paid: components["schemas"]["DecimalOut"];
            sales: components["schemas"]["ReceiptSummaryLine"][];
        };
        /** @description A line of `receipts/summary`. */
        ReceiptSummaryLine: {
            /** @description Inferred: always null: the summary stores no receipt. */
            receipt_id: null;
            /** Format: int32 */
            sale_id: number;
            grand_total: components["schemas"]["DecimalOut"];
            /** @description Discount in percent of the open balance. */
            percentage_discount: components["schemas"]["DecimalOut"];
            /** @description Discount in currency. */
            unit_discount: components["schemas"]["DecimalOut"];
            total_balance: components["schemas"]["DecimalOut"];
            total_paid: components["schemas"]["DecimalOut"];
        };
        ReceiptSummaryRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Document type: ID or name, e.g. `Recibo de Cliente`. */
            document_type: components["schemas"]["Mixed"];
            /** @description Currency: ID, symbol or name. */
            currency?: components["schemas"]["Mixed"];
            /**
             * @description Exchange rate: the value of one unit of the document's currency in the default currency
             *     (EUR). Amounts of the document are in its own currency; `grand_total` x `currency_exchange`
             *     is its value in EUR, used for the demo limit, the plan's billing volume and the SAF-T
             *     signature. Default: the currency's `exchange_sale` (1 for the default currency).
             *     Inferred: the documents say only "default 1".
             */
            currency_exchange?: components["schemas"]["DecimalInput"] | components["schemas"]["EmptyString"];
            /** @description Sales paid, as on `receipts/create`: 1 to 100. */
            sales: components["schemas"]["ReceiptSaleInput"][];
        };
        /** @description Success carrying a record or a list in `data`. */
        ReceiptSummaryResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["ReceiptSummary"];
        };
        ReceiptUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Issue date. */
            issue_date: components["schemas"]["DateString"];
            /** @description Date the payment was received. */
            receipt_date: components["schemas"]["DateString"];
            /** @description Document type: ID or name, e.g. `Recibo de Cliente`. */
            document_type: components["schemas"]["Mixed"];
            /** @description Series: ID or name. Default: the document type's preset series. */
            serie?: components["schemas"]["Mixed"];
            /** @description Customer ID. */
            customer: components["schemas"]["Id"];
            /** @description Customer's tax number. Default `999999990` (generic final consumer). */
            vat_number?: string;
            /** @description Customer's address. */
            address: string;
            /** @description Customer's city. */
            city: string;
            /** @description Customer's postal code; `NNNN-NNN` when the country is Portugal. Inferred: may be empty outside Portugal, as on sales. */
            postal_code: string;
            /** @description Customer's country: a name from the accepted list or an ISO code. */
            country: components["schemas"]["Country"];
            /** @description Payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Currency: ID, symbol or name. Default: the preset currency. */
            currency?: components["schemas"]["Mixed"];
            /**
             * @description Exchange rate: the value of one unit of the document's currency in the default currency
             *     (EUR). Amounts of the document are in its own currency; `grand_total` x `currency_exchange`
             *     is its value in EUR, used for the demo limit, the plan's billing volume and the SAF-T
             *     signature. Default: the currency's `exchange_sale` (1 for the default currency).
             *     Inferred: the documents say only "default 1".
             */
            currency_exchange?: components["schemas"]["DecimalInput"] | components["schemas"]["EmptyString"];
            /** @description Remarks printed on the receipt. */
            observations?: string;
            /** @description Origin location: ID or name. Default: the preset origin. */
            location_origin?: components["schemas"]["Mixed"];
            /** @description Sales paid: 1 to 100. */
            sales: components["schemas"]["ReceiptSaleInput"][];
            /** @description Printing language: `PT` or `EN`. Default: the account's preset. Used when printing a finished document. */
            language?: components["schemas"]["DocumentLanguage"] | components["schemas"]["EmptyString"];
            /** @description `A4` or `POS`. Default: the document type's value (normally `A4`). */
            format?: components["schemas"]["PrintFormat"] | components["schemas"]["EmptyString"];
            /** @description Paper width; only when `format` is `POS`. Default: the document type's value. */
            paper_size?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_left_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_right_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_top_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_bottom_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Print (generate the PDF, returned in `url_file`) when finished. When omitted, the document type's `print_automatic` applies. */
            force_print?: components["schemas"]["BooleanInput"];
            /**
             * @description E-mail the document to the customer when finished. When omitted, the document type's
             *     `send_email_automatic` applies. Inferred: sent with the default template to the customer's
             *     e-mail address; skipped, without refusing the request, when the customer has none. The
             *     change log of 2022-04-29 calls the field `force_email`; the field table's name is used.
             */
            force_send_email?: components["schemas"]["BooleanInput"];
            /**
             * @description Text the customer when finished. When omitted, the document type's `send_sms_automatic`
             *     applies. Works only with SMS credits available. Inferred: skipped, without refusing the
             *     request, when no credits remain or the customer has no mobile number. The change log of
             *     2022-04-29 calls the field `force_sms`; the field table's name is used.
             */
            force_send_sms?: components["schemas"]["BooleanInput"];
            /**
             * @description Sign the document digitally when finished and printed. When omitted, the document type's
             *     `sign_document_automatic` applies. Works only with the digital signature enabled and
             *     configured.
             */
            force_sign?: components["schemas"]["BooleanInput"];
            /** @description `Rascunho` (draft) or `Terminado` (finished). */
            status: components["schemas"]["DocumentStatus"];
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
        RequestRefusal: "request.body.not_json" | "request.body.too_large" | "request.body.unreadable" | "request.body.not_object" | "request.content_type.unsupported" | "request.field.required" | "request.field.invalid" | "request.field.not_json" | "request.line.invalid" | "request.no_parameters" | "auth.api_token.missing" | "auth.api_token.invalid" | "auth.credentials.missing" | "auth.credentials.invalid" | "auth.header.malformed" | "account.plan.expired" | "account.permission.denied" | "account.rate_limited" | "endpoint.unknown" | "endpoint.method_not_allowed" | "operation.not_implemented" | "server.internal_error";
        /**
         * @description SAF-T payment mechanism code (PaymentMechanism) of a payment method:
         *     - `CC`: credit card (cartão de crédito);
         *     - `CD`: debit card (cartão de débito);
         *     - `CH`: bank cheque (cheque bancário);
         *     - `CO`: gift cheque or card (cheque ou cartão oferta);
         *     - `CS`: settlement of balances in current account (compensação de saldos);
         *     - `DE`: electronic money (dinheiro eletrónico);
         *     - `LC`: bill of exchange (letra comercial);
         *     - `MB`: Multibanco payment reference;
         *     - `NU`: cash (numerário);
         *     - `OU`: other means (outros);
         *     - `PR`: barter (permuta de bens);
         *     - `TB`: bank transfer or authorised direct debit (transferência bancária);
         *     - `TR`: meal and similar vouchers (títulos de compensação extrassalarial).
         * @enum {string}
         */
        SaftPaymentMechanism: "CC" | "CD" | "CH" | "CO" | "CS" | "DE" | "LC" | "MB" | "NU" | "OU" | "PR" | "TB" | "TR";
        /**
         * @description A sales document (Factura, Factura Recibo, Factura Simplificada, Nota de Crédito, Nota de
         *     Débito, Factura Pró-forma, Orçamento, Encomenda or a guide).
         *
         *     The customer, company (issuer) and origin-location fields are copies taken when the
         *     document is saved, so that a finished document keeps the data it was issued with.
         *
         *     **Totals** (Inferred: the documents name the fields only):
         *     - `gross_total` = sum of the lines' `gross_total`;
         *     - `final_discount_value` = value of the global discount (`final_discount_global` percent
         *     of the sum of the lines' `net_total`);
         *     - `total_discount` = line discounts + `final_discount_value` + `final_discount_financial`;
         *     - `net_total` = `gross_total` − `total_discount`;
         *     - `total_shipping` = `shipping_value` (before VAT);
         *     - `total_base_vat` and `total_vat` = sums of `vats` (shipping taxed at `shipping_vat`);
         *     - `grand_total` = `total_base_vat` + `total_vat`;
         *     - `total_services` = base of the lines whose item is of type `Serviços`;
         *     - the IRS withholding does not change `grand_total`: the amount payable is
         *     `grand_total` − `irs_retention_total`.
         *     All amounts are in the document's currency. Yes/no fields are `1` or `0` (`FlagOut`).
         */
        Sale: {
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description The account the document belongs to (its production and demo data share the ID). Inferred: the documents do not list it; real clients read it.
             */
            subscription_id: number;
            /** @description Sequential number within the series and document type; null while a draft. Inferred: a draft is numbered when finished. */
            number: number | null;
            /** @description Inferred: document number as printed and as searched by `sales/find`: type initials, space, series, slash, number, e.g. `FT 2026/12`. Null while a draft. */
            document_number: string | null;
            /** @description Inferred: aTCUD printed on the document: `<validation code of the series>-<number>`, e.g. `JJ7K4X2M-12`. Null while a draft. */
            atcud: string | null;
            issue_date: components["schemas"]["DateString"];
            due_date: components["schemas"]["DateString"] | null;
            /** Format: int32 */
            serie_id: number;
            /** Format: int32 */
            document_type_id: number;
            gross_total: components["schemas"]["DecimalOut"];
            total_discount: components["schemas"]["DecimalOut"];
            net_total: components["schemas"]["DecimalOut"];
            total_base_vat: components["schemas"]["DecimalOut"];
            total_vat: components["schemas"]["DecimalOut"];
            total_shipping: components["schemas"]["DecimalOut"];
            total_services: components["schemas"]["DecimalOut"];
            grand_total: components["schemas"]["DecimalOut"];
            /** @description Financial discount in currency. */
            final_discount_financial: components["schemas"]["DecimalOut"];
            /** @description Global discount in percent. */
            final_discount_global: components["schemas"]["DecimalOut"];
            /** @description Value of the global discount (see Totals). */
            final_discount_value: components["schemas"]["DecimalOut"];
            /** @description The same value as `final_discount_value`, under the name `sales/summary` gives it. Inferred: real clients read it from stored sales. */
            final_discount_global_value: components["schemas"]["DecimalOut"];
            /** @description Inferred: customer; null only on a global guide (`waybill_global`), whose customer data are those of the generic final consumer. */
            customer_id: number | null;
            customer_code: string | null;
            customer_name: string;
            /** @description Tax number; `999999990` for the generic final consumer. */
            customer_vat_number: string;
            customer_country: string | null;
            customer_city: string | null;
            customer_address: string | null;
            customer_postal_code: string | null;
            customer_delivery_address_country: string | null;
            customer_delivery_address_address: string | null;
            customer_delivery_address_city: string | null;
            customer_delivery_address_postal_code: string | null;
            /** @description Issuer's name. */
            company_name: string;
            /** @description Issuer's tax number. */
            company_vat_number: string;
            company_country: string;
            company_address: string;
            company_city: string;
            company_postal_code: string;
            /** @description Issuer's VAT scheme when the document was saved, e.g. `Normal`. Inferred: free text copied from the company settings. */
            company_vat_scheme: string | null;
            payment_method_id: number | null;
            payment_condition_id: number | null;
            shipping_mode_id: number | null;
            /** @description Unit cost of the shipping expense, before VAT. */
            shipping_value: components["schemas"]["DecimalOut"];
            shipping_vat_id: number | null;
            price_id: number | null;
            /** Format: int32 */
            currency_id: number;
            currency_exchange: components["schemas"]["DecimalOut"];
            vehicle_id: number | null;
            employee_id: number | null;
            /** @description Start of transport (guides). */
            waybill_shipping_date: components["schemas"]["TimestampString"] | null;
            /** @description `1` when the document is a global guide. */
            waybill_global: components["schemas"]["FlagOut"];
            location_origin_id: number | null;
            location_origin_name: string | null;
            location_origin_country: string | null;
            location_origin_address: string | null;
            location_origin_city: string | null;
            location_origin_postal_code: string | null;
            /** @description Warehouse the stock leaves (the origin location's warehouse). */
            warehouse_origin_id: number | null;
            /** @description Warehouse the stock enters (the destination location's warehouse), for transfers. */
            warehouse_destiny_id: number | null;
            location_destiny_id: number | null;
            cargo_location: string | null;
            discharge_location: string | null;
            cargo_date: components["schemas"]["TimestampString"] | null;
            discharge_date: components["schemas"]["TimestampString"] | null;
            /** @description Multibanco entity (5 digits), once `generate_mbref` was called. */
            mb_entity: string | null;
            /** @description Multibanco sub-entity, once `generate_mbref` was called. */
            mb_sub_entity: string | null;
            /** @description Multibanco reference (9 digits), once `generate_mbref` was called; valid only for `grand_total`. */
            mb_reference: string | null;
            /** @description Inferred: MB WAY payment link, once `generate_mbway` was called. */
            mbway_link: string | null;
            /** @description Code the tax authority gave when the transport document (guide) was communicated. Inferred: null for other documents and until communicated. */
            at_code: string | null;
            /** @description Message of the tax authority on the last communication of the guide, e.g. the reason of a failure. Inferred: null when none. */
            at_message: string | null;
            vat_type: components["schemas"]["VatType"];
            observations: string | null;
            /** @description `1` when IRS withholding applies to the document. */
            irs_retention_apply: components["schemas"]["FlagOut"];
            /** @description Inferred: base of the withholding: the services' base (`total_services`). */
            irs_retention_base: components["schemas"]["DecimalOut"];
            /** @description Inferred: withholding amount: `irs_retention_base` × `irs_retention_tax` / 100. */
            irs_retention_total: components["schemas"]["DecimalOut"];
            /** @description Withholding rate in percent. */
            irs_retention_tax: components["schemas"]["DecimalOut"];
            /** @description Inferred: the 4 characters of the document's signature (hash) printed on it. Finished billing documents, guides and working documents (pro-formas, quotes, orders) are signed, each chained to the previous document of its type and series; null while a draft and on receipts, which are not signed. */
            hash_characters: string | null;
            /** @description Address of the last generated PDF; null until one is generated. */
            url_file: string | null;
            /** @description Inferred: `1` when the stored PDF is a draft preview rather than the finished document. */
            file_previewed: components["schemas"]["FlagOut"];
            /** @description When the PDF was last generated. */
            file_last_generated: components["schemas"]["TimestampString"] | null;
            /** @description Inferred: language of the print options stored with the document: those sent with it, or those of its last generated PDF; null when none was given and no PDF was generated. */
            file_language: components["schemas"]["DocumentLanguage"] | null;
            /** @description Inferred: format of the print options stored with the document (see `file_language`); null when none. */
            file_format: components["schemas"]["PrintFormat"] | null;
            /** @description Inferred: `1` once an e-mail carrying the document was sent (`send_email`, or on finishing), was kept in the outbox or is being delivered; an e-mail the mail server refused does not count. */
            email_sent: components["schemas"]["FlagOut"];
            /** @description Inferred: `1` once a text message about the document was sent (`send_sms`, or on finishing). */
            sms_sent: components["schemas"]["FlagOut"];
            /** @description Inferred: `1` once the document is digitally signed (`sign` or `force_sign`); see `signed_at`. */
            signed: components["schemas"]["FlagOut"];
            /** @description Inferred: when the document was digitally signed (`sign` or `force_sign`); null until signed. */
            signed_at: components["schemas"]["TimestampString"] | null;
            status: components["schemas"]["SaleStatus"];
            status_last_change: components["schemas"]["TimestampString"];
            /**
             * Format: int32
             * @description User who created the document (requests made with an API key are recorded under the account's API user).
             */
            created_by: number;
            finished_by: number | null;
            /** @description Inferred: when the document was finished (numbered); null while a draft. */
            finished_at: components["schemas"]["TimestampString"] | null;
            canceled_by: number | null;
            canceled_at: components["schemas"]["TimestampString"] | null;
            canceled_reason: string | null;
            updated_at: components["schemas"]["TimestampString"];
            created_at: components["schemas"]["TimestampString"];
            /** @description The invoice a credit or debit note refers to (`sale_reference_id`). */
            reference: components["schemas"]["Sale"] | null;
            serie: components["schemas"]["Serie"];
            documenttype: components["schemas"]["DocumentType"];
            documenttypeserie: components["schemas"]["DocumentTypeSerie"];
            paymentmethod: components["schemas"]["PaymentMethod"] | null;
            paymentcondition: components["schemas"]["PaymentCondition"] | null;
            shippingmode: components["schemas"]["ShippingMode"] | null;
            shippingvat: components["schemas"]["VatRate"] | null;
            price: components["schemas"]["Price"] | null;
            currency: components["schemas"]["Currency"];
            vehicle: components["schemas"]["Vehicle"] | null;
            employee: components["schemas"]["Employee"] | null;
            locationdestiny: components["schemas"]["Location"] | null;
            warehouseorigin: components["schemas"]["Warehouse"] | null;
            warehousedestiny: components["schemas"]["Warehouse"] | null;
            /** @description Base and VAT per rate. */
            vats: components["schemas"]["SaleVat"][];
            /** @description Lines, in the order sent. */
            items: components["schemas"]["SaleLine"][];
            /** @description Inferred: null when the user no longer exists. */
            createdby: components["schemas"]["User"] | null;
            finishedby: components["schemas"]["User"] | null;
            canceledby: components["schemas"]["User"] | null;
            /** @description Country of the customer's address. */
            customercountry: components["schemas"]["CountryRecord"] | null;
            /** @description Inferred: the open-account entry of a finished Factura or Nota de Débito; null for other documents and drafts. */
            accountopen: components["schemas"]["SaleAccountOpen"] | null;
        };
        /**
         * @description The open-account entry of a finished invoice or debit note, as embedded in the sale.
         *     Inferred: the fields of `customers/{id}/accounts_open` entries without the sale and
         *     currency objects, which the enclosing sale already carries.
         */
        SaleAccountOpen: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            sale_id: number;
            debit: components["schemas"]["DecimalOut"];
            credit: components["schemas"]["DecimalOut"];
            balance: components["schemas"]["DecimalOut"];
            /** Format: int32 */
            currency_id: number;
            currency_exchange: components["schemas"]["DecimalOut"];
        };
        SaleCancelRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Why the document is cancelled. Required, with at least 15 characters, for billing
             *     documents (FT, FR, FS, NC, ND) and guides; optional, of any length, for the other types.
             */
            reason?: string;
        };
        SaleCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description ID of the referenced sale: only for a Nota de Crédito or Nota de Débito that refers to a
             *     Factura, Factura Recibo or Factura Simplificada.
             */
            sale_reference_id?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Issue date. */
            issue_date: components["schemas"]["DateString"];
            /** @description Due date; may not precede `issue_date`. Inferred: when omitted, `issue_date` plus the payment condition's days. */
            due_date?: components["schemas"]["DateString"] | components["schemas"]["EmptyString"];
            /**
             * @description Document type: ID or name, one of `Factura`, `Factura Recibo`, `Factura Simplificada`,
             *     `Nota de Crédito`, `Nota de Débito`, `Factura Pró-forma`, `Orçamento`, `Encomenda`,
             *     `Guia de Transporte`, `Guia de Remessa`, `Guia de Consignação`, `Guia de Devolução`,
             *     `Guia de movimentação de activos próprios` (since 2023-01-31).
             */
            document_type: components["schemas"]["Mixed"];
            /** @description Series: ID or name. Default: the document type's preset series. */
            serie?: components["schemas"]["Mixed"];
            /** @description Financial discount in currency, format `0.00` or `0,00`; may not exceed the sum of the items' unit prices. */
            final_discount_financial?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Global discount in percent, format `0.00` or `0,00`. */
            final_discount_global?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Customer ID. Required unless `waybill_global`. */
            customer?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Customer's tax number. Default `999999990` (generic final consumer); on a global guide the generic customer's number is used. */
            vat_number?: string;
            /** @description Customer's address. Required unless `waybill_global`. */
            address?: string;
            /** @description Customer's city. Required unless `waybill_global`. */
            city?: string;
            /** @description Customer's postal code: mandatory when the country is Portugal (`NNNN-NNN`), unless `waybill_global`. */
            postal_code?: string;
            /** @description Customer's country: a name from the accepted list or an ISO code. Required unless `waybill_global`. */
            country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            /**
             * @description Delivery address. Inferred: the four `delivery_address_*` fields are required on guides
             *     unless `waybill_global` (which lists them among the fields that stop being required) and
             *     optional on other documents; when omitted there, the customer's address is the delivery
             *     address.
             */
            delivery_address_address?: string;
            /** @description Delivery city (see `delivery_address_address`). */
            delivery_address_city?: string;
            /** @description Delivery postal code (see `delivery_address_address`). */
            delivery_address_postal_code?: string;
            /** @description Delivery country: a name from the accepted list or an ISO code (see `delivery_address_address`). */
            delivery_address_country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            /** @description Payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Payment condition: ID or name. */
            payment_condition?: components["schemas"]["Mixed"];
            /** @description Shipping mode: ID or name. */
            shipping_mode?: components["schemas"]["Mixed"];
            /** @description Unit cost of the shipping expense, format `0.00`; VAT included when `vat_type` is `IVA incluído`. Inferred: the VAT-inclusive reading under `IVA incluído`. */
            shipping_value?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description VAT of the shipping expense: ID, name or rate (as `vat` on items). Inferred: a `shipping_value` above zero needs `shipping_mode` and `shipping_vat` too ("shipping data incompletely filled"; all or none, as the legacy interface states). */
            shipping_vat?: components["schemas"]["Mixed"];
            /** @description Price table: ID or name. Default: the preset table. */
            price?: components["schemas"]["Mixed"];
            /** @description Currency: ID, symbol or name. Default: the preset currency. */
            currency?: components["schemas"]["Mixed"];
            /**
             * @description Exchange rate: the value of one unit of the document's currency in the default currency
             *     (EUR). Amounts of the document are in its own currency; `grand_total` x `currency_exchange`
             *     is its value in EUR, used for the demo limit, the plan's billing volume and the SAF-T
             *     signature. Default: the currency's `exchange_sale` (1 for the default currency).
             *     Inferred: the documents say only "default 1".
             */
            currency_exchange?: components["schemas"]["DecimalInput"] | components["schemas"]["EmptyString"];
            /** @description How item prices relate to VAT. */
            vat_type: components["schemas"]["VatType"];
            /** @description Remarks printed on the document. */
            observations?: string;
            /** @description IRS withholding rate in percent, format `0.00`. */
            irs_retention_tax?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Vehicle: ID, licence plate or name. Guides only; not required since 2022-11-28. */
            vehicle?: components["schemas"]["Mixed"];
            /** @description Salesperson: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description Start of transport, `YYYY-MM-DD HH:mm`; required for guides; not earlier than now. */
            waybill_shipping_date?: components["schemas"]["DateTimeMinutesString"] | components["schemas"]["EmptyString"];
            /**
             * @description Global guide (since 2022-12-07); only for `Guia de Transporte` and `Guia de Remessa`. When true, `customer`,
             *     `vat_number`, `address`, `city`, `postal_code`, `country`, the four `delivery_address_*`
             *     fields, `discharge_location` and `location_destiny` stop being required and are filled
             *     from the generic customer.
             */
            waybill_global?: components["schemas"]["BooleanInput"];
            /** @description Origin location: ID or name. Default: the preset origin. */
            location_origin?: components["schemas"]["Mixed"];
            /** @description Destination location: ID or name. No default; must differ from the origin. Required for guides unless `waybill_global`. */
            location_destiny?: components["schemas"]["Mixed"];
            /** @description Loading place. */
            cargo_location?: string;
            /** @description Unloading place. Inferred: required on guides unless `waybill_global` (listed among the fields it makes optional); optional on other documents. */
            discharge_location?: string;
            /** @description Loading date-time, `YYYY-MM-DD HH:mm`; not earlier than now. */
            cargo_date?: components["schemas"]["DateTimeMinutesString"] | components["schemas"]["EmptyString"];
            /** @description Unloading date-time, `YYYY-MM-DD HH:mm`; not earlier than now. */
            discharge_date?: components["schemas"]["DateTimeMinutesString"] | components["schemas"]["EmptyString"];
            /** @description Lines: 1 to 100. */
            items: components["schemas"]["SaleItemInput"][];
            /** @description Printing language: `PT` or `EN`. Default: the account's preset. Used when printing a finished document. */
            language?: components["schemas"]["DocumentLanguage"] | components["schemas"]["EmptyString"];
            /** @description `A4` or `POS`. Default: the document type's value (normally `A4`). */
            format?: components["schemas"]["PrintFormat"] | components["schemas"]["EmptyString"];
            /** @description Paper width; only when `format` is `POS`. Default: the document type's value. */
            paper_size?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_left_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_right_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_top_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_bottom_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Print (generate the PDF, returned in `url_file`) when finished. When omitted, the document type's `print_automatic` applies. */
            force_print?: components["schemas"]["BooleanInput"];
            /**
             * @description E-mail the document to the customer when finished. When omitted, the document type's
             *     `send_email_automatic` applies. Inferred: sent with the default template to the customer's
             *     e-mail address; skipped, without refusing the request, when the customer has none. The
             *     change log of 2022-04-29 calls the field `force_email`; the field table's name is used.
             */
            force_send_email?: components["schemas"]["BooleanInput"];
            /**
             * @description Text the customer when finished. When omitted, the document type's `send_sms_automatic`
             *     applies. Works only with SMS credits available. Inferred: skipped, without refusing the
             *     request, when no credits remain or the customer has no mobile number. The change log of
             *     2022-04-29 calls the field `force_sms`; the field table's name is used.
             */
            force_send_sms?: components["schemas"]["BooleanInput"];
            /**
             * @description Sign the document digitally when finished and printed. When omitted, the document type's
             *     `sign_document_automatic` applies. Works only with the digital signature enabled and
             *     configured.
             */
            force_sign?: components["schemas"]["BooleanInput"];
            /** @description `Rascunho` (draft) or `Terminado` (finished). */
            status: components["schemas"]["DocumentStatus"];
        };
        SaleDownloadRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description `PT` or `EN`. Default: the value previously saved on the document. */
            language?: components["schemas"]["DocumentLanguage"] | components["schemas"]["EmptyString"];
            /** @description `A4` or `POS`. Default: the value previously saved on the document. */
            format?: components["schemas"]["PrintFormat"] | components["schemas"]["EmptyString"];
            /** @description Paper width; `POS` only. */
            paper_size?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_left_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_right_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_top_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description `POS` only. */
            paper_bottom_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Which copy is printed: `Original` or `2ª via`. Default `2ª via`. */
            issue?: components["schemas"]["DocumentCopy"] | components["schemas"]["EmptyString"];
            /** @description Items per page, at most 25. Default: the account's preset. */
            max_items_per_page?: components["schemas"]["SaleItemsPerPage"] | components["schemas"]["EmptyString"];
        };
        SaleDuplicateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Type of the new document: ID or name (as `document_type` of `sales/create`). */
            document_type: components["schemas"]["Mixed"];
        };
        /**
         * @description A file attached to an e-mail. Allowed extensions: png, jpg, jpeg, bmp, pdf, doc, docx, xls,
         *     xlsx, zip, 7z, rar, csv, txt, xml.
         */
        SaleEmailAttachment: {
            /**
             * @description Name of the file as the recipient sees it; its extension must be one of the allowed ones.
             *     Inferred: the extension is checked on this name, in lower or upper case.
             */
            filename: string;
            /**
             * Format: uri
             * @description Public `http` or `https` address the server downloads the file from. **Inferred:** the
             *     server downloads it before it writes anything, from public addresses only (never
             *     loopback, private or link-local ones), within 10 seconds and 10 MB; `x-fetched-by-server`
             *     marks the fields it downloads this way.
             */
            url: string;
        };
        SaleFindRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description The ID, or the document number: type initials, space, series, slash, number (e.g. `FT 2026/12`). */
            value: components["schemas"]["Mixed"];
            search_in: components["schemas"]["SaleFindSearchIn"];
        };
        /**
         * @description Where `sales/find` and `receipts/find` search.
         * @enum {string}
         */
        SaleFindSearchIn: "ID" | "Document Number";
        /** @description A line of a sale, as sent to create, update and summary. */
        SaleItemInput: {
            /**
             * @description The item: ID or reference. Inferred: an integer (or digit string) is taken as an ID when
             *     the account has an item with that ID, otherwise as a reference.
             */
            id: components["schemas"]["Mixed"];
            /** @description Additional text printed on the document under the item's description. */
            details?: string;
            /** @description Unit price, up to 5 decimal places; VAT included when `vat_type` is `IVA incluído`. */
            price: components["schemas"]["Decimal5"];
            /** @description Quantity, up to 5 decimal places. */
            quantity: components["schemas"]["Decimal5"];
            /** @description Discount in percent, format `0.00`. */
            discount?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /**
             * @description VAT rate: ID, name or rate in percent. Inferred (the documents do not say how a number is
             *     told apart): a number or digit string equal to the rate of an active VAT rate is that rate
             *     (the mainland `PT` rate first), any other number is an ID; a decimal with a separator
             *     (`"23.00"`, `"6,00"`) is a rate; other text is a name.
             */
            vat: components["schemas"]["Mixed"];
            /**
             * @description VAT exemption: ID or code. Default `M18` (no exemption). An exemption other than `M18`
             *     requires a 0% rate. IDs and codes (ID: code): 1: M01, 2: M02, 4: M04, 5: M05, 6: M06,
             *     7: M07, 9: M09, 10: M10, 11: M11, 12: M12, 13: M13, 14: M14, 15: M15, 16: M16, 18: M18,
             *     20: M19, 19: M20, 21: M21, 22: M25, 30: M26, 23: M30, 24: M31, 25: M32, 31: M34, 26: M40,
             *     27: M41, 28: M42, 29: M43, 17: M99. M01 to M43 are legal exemption reasons; M18 is no
             *     exemption, M19 other exemptions, M99 not subject.
             */
            vat_exemption?: components["schemas"]["Mixed"];
        };
        /** @description Items per printed page, at most 25: a JSON integer or a digit string. Inferred: at least 1. */
        SaleItemsPerPage: components["schemas"]["SaleItemsPerPageNumber"] | components["schemas"]["SaleItemsPerPageString"];
        /**
         * Format: int32
         * @description Items per printed page: 1 to 25.
         */
        SaleItemsPerPageNumber: number;
        /** @description Items per printed page as a digit string: `"1"` to `"25"`. */
        SaleItemsPerPageString: string;
        /**
         * @description A line of a stored sale. Inferred: the documents do not list the line fields of a stored
         *     sale; these are the fields real clients read from them.
         */
        SaleLine: {
            /**
             * Format: int32
             * @description ID of the line.
             */
            id: number;
            /**
             * Format: int32
             * @description The sale the line belongs to.
             */
            sale_id: number;
            /** @description Unit price as sent (up to 5 decimal places); `price` in `sales/summary`. */
            unit_price: components["schemas"]["DecimalOut"];
            /**
             * Format: int32
             * @description The item sold.
             */
            item_id: number;
            /** @description Additional text printed under the item's description. */
            item_details: string | null;
            /** @description Quantity (up to 5 decimal places). */
            quantity: components["schemas"]["DecimalOut"];
            /** @description Line discount in percent. */
            discount: components["schemas"]["DecimalOut"];
            gross_total: components["schemas"]["DecimalOut"];
            net_total: components["schemas"]["DecimalOut"];
            total_base_vat: components["schemas"]["DecimalOut"];
            total_vat: components["schemas"]["DecimalOut"];
            total_discount: components["schemas"]["DecimalOut"];
            grand_total: components["schemas"]["DecimalOut"];
            /**
             * Format: int32
             * @description VAT rate applied.
             */
            vat_id: number;
            /**
             * Format: int32
             * @description Unit of measure of the item.
             */
            unit_id: number;
            /**
             * Format: int32
             * @description VAT exemption applied; 18 (`M18`) means no exemption.
             */
            vat_exemption_id: number;
            /** @description The item sold, as printed on the document. */
            item: components["schemas"]["SaleLineItem"];
            /** @description Unit of measure, as printed. */
            unit: components["schemas"]["Unit"];
            /** @description VAT rate of the line. */
            vat: components["schemas"]["VatRate"];
            /** @description VAT exemption; its `description` is the legal mention printed on the document. */
            vatexemption: components["schemas"]["VatExemption"];
        };
        /**
         * @description The item of a sale line as the document shows it: its reference, description and type
         *     when the line was written (a finished document keeps them when the item changes).
         */
        SaleLineItem: {
            /**
             * Format: int32
             * @description ID of the item (the line's `item_id`).
             */
            id: number;
            /** @description Reference, as printed. */
            reference: string;
            /** @description Description, as printed. */
            description: string;
            type: components["schemas"]["ItemType"];
        };
        SaleListRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Number of results to skip; a multiple of 15 (0, 15, 30, ...). Default 0. */
            skip?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Value searched in `search_in`. Inferred: for `Customer`, the customer's ID or part of its name; for `Vat Number`, the customer's tax number. */
            value?: components["schemas"]["Mixed"];
            search_in?: components["schemas"]["SaleListSearchIn"] | components["schemas"]["EmptyString"];
            /** @description Only documents of this group. */
            type?: components["schemas"]["SaleListType"] | components["schemas"]["EmptyString"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        SaleListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Sale"][];
        };
        /**
         * @description Where `sales/list` and `receipts/list` search `value`.
         * @enum {string}
         */
        SaleListSearchIn: "ID" | "Document Number" | "Customer" | "Vat Number";
        /**
         * @description Group of document types listed by `sales/list`: the `type` of the document type.
         * @enum {string}
         */
        SaleListType: "Facturação" | "Orçamentos" | "Encomendas" | "Guias";
        /** @description A Multibanco payment reference. */
        SaleMbReference: {
            /** @description Entity, 5 digits. */
            entity: string;
            /** @description Sub-entity, 1 to 3 digits. Inferred: the documents do not show the format. */
            sub_entity: string;
            /** @description Reference, 9 digits (sub-entity, document digits and 2 check digits); it pays exactly the sale's `grand_total`. */
            reference: string;
        };
        /** @description Success carrying a record or a list in `data`. */
        SaleMbReferenceResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["SaleMbReference"];
        };
        /** @description Success of `generate_mbway`: the MB WAY payment link. */
        SaleMbwayResponse: {
            /** @enum {boolean} */
            status: true;
            /**
             * Format: uri
             * @description Link the customer opens to pay with MB WAY; also stored on the sale (`mbway_link`).
             */
            mbway_link: string;
        };
        /**
         * @description Sales documents (invoices, credit and debit notes, working documents, guides).
         * @enum {string}
         */
        SaleRefusal: "sale.not_found" | "sale.document_type.not_allowed" | "sale.items.empty" | "sale.items.too_many" | "sale.line.quantity.not_positive" | "sale.line.vat_exemption.rate_not_zero" | "sale.line.vat_exemption.missing" | "sale.line.vat.not_exempt" | "sale.shipping_vat.not_zero" | "sale.shipping.incomplete" | "sale.final_discount_financial.too_high" | "sale.due_date.before_issue_date" | "sale.waybill_global.not_allowed" | "sale.transport_date.past" | "sale.location_destiny.same_as_origin" | "sale.total.not_positive" | "sale.demo.total_exceeded" | "sale.vat_number.final_consumer" | "sale.customer.identification_required" | "sale.simplified_invoice.private_base_exceeded" | "sale.simplified_invoice.private_services_exceeded" | "sale.simplified_invoice.company_base_exceeded" | "sale.billing_volume.exceeded" | "sale.sale_reference_id.not_corrective" | "sale.line.item.not_invoiced" | "sale.reference.not_found" | "sale.reference.not_correctable" | "sale.reference.cancelled" | "sale.reference.customer_differs" | "sale.reference.issue_date_before" | "sale.reference.line.item_missing" | "sale.reference.line.quantity_exceeded" | "sale.reference.line.price_exceeded" | "sale.reference.line.discount_exceeded" | "sale.reference.line.vat_exceeded" | "sale.reference.total_exceeded" | "sale.cancel.has_note" | "sale.cancel.not_issue_date" | "sale.cancel.has_receipt" | "sale.cancel.transport_started" | "sale.duplicate.draft" | "sale.not_finished" | "sale.note.not_correctable" | "sale.note.fully_credited" | "sale.receipt.not_invoice" | "sale.receipt.no_balance" | "sale.customer.no_delivery_address";
        /** @description Success carrying a record or a list in `data`. */
        SaleResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Sale"];
        };
        /** @description E-mail of a document (sales and receipts). */
        SaleSendEmailRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Subject. Default: the account's e-mail template. */
            subject?: string;
            /** @description Body text. Default: the account's e-mail template. */
            message?: string;
            /** @description Recipient. */
            to: components["schemas"]["EmailRecipient"];
            /** @description Copy recipients, comma-separated e-mail addresses. */
            cc?: string;
            /** @description Up to 2 extra files, attached besides the document's PDF (since 2023-02-01). */
            attachments?: components["schemas"]["SaleEmailAttachment"][];
        };
        /** @description Text message about a document (sales and receipts). */
        SaleSendSmsRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Recipients. */
            to: components["schemas"]["SaleSmsRecipient"][];
            /** @description Text. Default: the account's SMS template. */
            message?: string;
        };
        /** @description Recipient of a text message. */
        SaleSmsRecipient: {
            name: string;
            /** @description National mobile number, no spaces, no country prefix. */
            mobile: components["schemas"]["MobileNumber"];
        };
        /**
         * @description State of a sale or receipt as returned in `status`.
         *
         *     - `Rascunho`: draft. It may be updated, deleted and finished; it has no number yet.
         *     - `Terminado`: finished. It is numbered and immutable: it may only be cancelled, printed,
         *     e-mailed, texted, signed and (sales) duplicated or corrected by credit and debit notes.
         *     - `Anulado`: cancelled; `canceled_by`, `canceled_at` and `canceled_reason` are filled.
         *     Inferred: the documents do not name the cancelled state. A cancelled document is still a
         *     finished document for download, e-mail, SMS and duplicate.
         *
         *     | From | Operation | Condition | To |
         *     |---|---|---|---|
         *     | none | `create` with `status` `Rascunho` | valid input | `Rascunho` |
         *     | none | `create` with `status` `Terminado` | valid input | `Terminado` (printing, e-mail, SMS and signing as `force_*` or the document type say) |
         *     | `Rascunho` | `update` with `status` `Rascunho` or `Terminado` | drafts only | `Rascunho` or `Terminado` (same side effects on finishing) |
         *     | `Rascunho` | `delete` | drafts only | removed |
         *     | `Terminado` | `cancel` | not already cancelled; cancellation rules | `Anulado` |
         *     | `Terminado` or `Anulado` | `sales/{id}/duplicate` | target document type active | new document in `Rascunho` |
         *     | `Terminado` | `sales/{id}/receipt` | a Factura (FT) with an open balance; `Recibo de Cliente` active | new receipt in `Rascunho` |
         *     | `Terminado` | `sales/{id}/credit_note`, `debit_note` | note type active; allowed for the document | new note in `Rascunho` |
         *     | `Terminado` or `Anulado` | `download`, `send_email`, `send_sms`, `sign` | finished | unchanged |
         *     | `Terminado` | `generate_mbref`, `generate_mbway` | Factura, Factura Pró-forma, Encomenda or Orçamento | unchanged; reference or link stored |
         *
         *     Inferred: documents produced by duplicate, credit_note and debit_note start as
         *     `Rascunho` (the documents do not say; the receipt produced from a sale is a draft).
         * @enum {string}
         */
        SaleStatus: "Rascunho" | "Terminado" | "Anulado";
        /** @description Totals computed by `sales/summary`, with the meanings given on `Sale`. */
        SaleSummary: {
            gross_total: components["schemas"]["DecimalOut"];
            total_discount: components["schemas"]["DecimalOut"];
            net_total: components["schemas"]["DecimalOut"];
            total_base_vat: components["schemas"]["DecimalOut"];
            total_vat: components["schemas"]["DecimalOut"];
            total_shipping: components["schemas"]["DecimalOut"];
            grand_total: components["schemas"]["DecimalOut"];
            /** @description Inferred: `grand_total` × `currency_exchange`: the value in the default currency (EUR). */
            grand_total_with_currency_exchange: components["schemas"]["DecimalOut"];
            final_discount_financial: components["schemas"]["DecimalOut"];
            final_discount_global: components["schemas"]["DecimalOut"];
            /** @description Value of the global discount (`final_discount_value` of a stored sale). */
            final_discount_global_value: components["schemas"]["DecimalOut"];
            total_services: components["schemas"]["DecimalOut"];
            /** @description Sum of the lines' quantities. */
            total_quantity: components["schemas"]["DecimalOut"];
            irs_retention_apply: components["schemas"]["FlagOut"];
            irs_retention_base: components["schemas"]["DecimalOut"];
            irs_retention_total: components["schemas"]["DecimalOut"];
            irs_retention_tax: components["schemas"]["DecimalOut"];
            items: components["schemas"]["SaleSummaryLine"][];
            vats: components["schemas"]["SaleSummaryVat"][];
        };
        /** @description A line of `sales/summary`: the amounts a stored line would have. */
        SaleSummaryLine: {
            /** @description Inferred: always null: the summary stores no document. */
            sale_id: null;
            /** @description Unit price as sent (up to 5 decimal places); `unit_price` on a stored line. */
            price: components["schemas"]["DecimalOut"];
            /**
             * Format: int32
             * @description The item sold.
             */
            item_id: number;
            /** @description Additional text printed under the item's description. */
            item_details: string | null;
            /** @description Quantity (up to 5 decimal places). */
            quantity: components["schemas"]["DecimalOut"];
            /** @description Line discount in percent. */
            discount: components["schemas"]["DecimalOut"];
            gross_total: components["schemas"]["DecimalOut"];
            net_total: components["schemas"]["DecimalOut"];
            total_base_vat: components["schemas"]["DecimalOut"];
            total_vat: components["schemas"]["DecimalOut"];
            total_discount: components["schemas"]["DecimalOut"];
            grand_total: components["schemas"]["DecimalOut"];
            /**
             * Format: int32
             * @description VAT rate applied.
             */
            vat_id: number;
            /**
             * Format: int32
             * @description Unit of measure of the item.
             */
            unit_id: number;
            /**
             * Format: int32
             * @description VAT exemption applied; 18 (`M18`) means no exemption.
             */
            vat_exemption_id: number;
        };
        SaleSummaryRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Document type: ID or name (as on `sales/create`). */
            document_type: components["schemas"]["Mixed"];
            /** @description Financial discount in currency, format `0.00`. */
            final_discount_financial?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Global discount in percent, format `0.00`. */
            final_discount_global?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Shipping mode: ID or name. */
            shipping_mode?: components["schemas"]["Mixed"];
            /** @description Unit cost of the shipping expense, format `0.00`. */
            shipping_value?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description VAT of the shipping expense: ID, name or rate. */
            shipping_vat?: components["schemas"]["Mixed"];
            /** @description Currency: ID, symbol or name. */
            currency?: components["schemas"]["Mixed"];
            /**
             * @description Exchange rate: the value of one unit of the document's currency in the default currency
             *     (EUR). Amounts of the document are in its own currency; `grand_total` x `currency_exchange`
             *     is its value in EUR, used for the demo limit, the plan's billing volume and the SAF-T
             *     signature. Default: the currency's `exchange_sale` (1 for the default currency).
             *     Inferred: the documents say only "default 1".
             */
            currency_exchange?: components["schemas"]["DecimalInput"] | components["schemas"]["EmptyString"];
            vat_type: components["schemas"]["VatType"];
            /** @description IRS withholding rate in percent, format `0.00`. */
            irs_retention_tax?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Lines, as on `sales/create`: 1 to 100. */
            items: components["schemas"]["SaleItemInput"][];
        };
        /** @description Success carrying a record or a list in `data`. */
        SaleSummaryResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["SaleSummary"];
        };
        /** @description The VAT row of one rate in `sales/summary`. */
        SaleSummaryVat: {
            /** @description Inferred: always null: the summary stores no document. */
            sale_id: null;
            /** Format: int32 */
            vat_id: number;
            /** @description Rate in percent, e.g. `23`. */
            vat_tax: components["schemas"]["DecimalOut"];
            /** @description Taxable base at this rate, after line, global and financial discounts. */
            total_base_vat: components["schemas"]["DecimalOut"];
            /** @description Inferred: vAT at this rate: `total_base_vat` × `vat_tax` / 100, rounded half up to the cent once per rate. */
            total_vat: components["schemas"]["DecimalOut"];
        };
        SaleUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description ID of the referenced sale: only for a Nota de Crédito or Nota de Débito that refers to a
             *     Factura, Factura Recibo or Factura Simplificada.
             */
            sale_reference_id?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Issue date. */
            issue_date: components["schemas"]["DateString"];
            /** @description Due date; may not precede `issue_date`. Inferred: when omitted, `issue_date` plus the payment condition's days. */
            due_date?: components["schemas"]["DateString"] | components["schemas"]["EmptyString"];
            /**
             * @description Document type: ID or name, one of `Factura`, `Factura Recibo`, `Factura Simplificada`,
             *     `Nota de Crédito`, `Nota de Débito`, `Factura Pró-forma`, `Orçamento`, `Encomenda`,
             *     `Guia de Transporte`, `Guia de Remessa`, `Guia de Consignação`, `Guia de Devolução`,
             *     `Guia de movimentação de activos próprios` (since 2023-01-31).
             */
            document_type: components["schemas"]["Mixed"];
            /** @description Series: ID or name. Default: the document type's preset series. */
            serie?: components["schemas"]["Mixed"];
            /** @description Financial discount in currency, format `0.00` or `0,00`; may not exceed the sum of the items' unit prices. */
            final_discount_financial?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Global discount in percent, format `0.00` or `0,00`. */
            final_discount_global?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Customer ID. Required unless `waybill_global`. */
            customer?: components["schemas"]["Id"] | components["schemas"]["EmptyString"];
            /** @description Customer's tax number. Default `999999990` (generic final consumer); on a global guide the generic customer's number is used. */
            vat_number?: string;
            /** @description Customer's address. Required unless `waybill_global`. */
            address?: string;
            /** @description Customer's city. Required unless `waybill_global`. */
            city?: string;
            /** @description Customer's postal code: mandatory when the country is Portugal (`NNNN-NNN`), unless `waybill_global`. */
            postal_code?: string;
            /** @description Customer's country: a name from the accepted list or an ISO code. Required unless `waybill_global`. */
            country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            /**
             * @description Delivery address. Inferred: the four `delivery_address_*` fields are required on guides
             *     unless `waybill_global` (which lists them among the fields that stop being required) and
             *     optional on other documents; when omitted there, the customer's address is the delivery
             *     address.
             */
            delivery_address_address?: string;
            /** @description Delivery city (see `delivery_address_address`). */
            delivery_address_city?: string;
            /** @description Delivery postal code (see `delivery_address_address`). */
            delivery_address_postal_code?: string;
            /** @description Delivery country: a name from the accepted list or an ISO code (see `delivery_address_address`). */
            delivery_address_country?: components["schemas"]["Country"] | components["schemas"]["EmptyString"];
            /** @description Payment method: ID or name. */
            payment_method?: components["schemas"]["Mixed"];
            /** @description Payment condition: ID or name. */
            payment_condition?: components["schemas"]["Mixed"];
            /** @description Shipping mode: ID or name. */
            shipping_mode?: components["schemas"]["Mixed"];
            /** @description Unit cost of the shipping expense, format `0.00`; VAT included when `vat_type` is `IVA incluído`. Inferred: the VAT-inclusive reading under `IVA incluído`. */
            shipping_value?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description VAT of the shipping expense: ID, name or rate (as `vat` on items). Inferred: a `shipping_value` above zero needs `shipping_mode` and `shipping_vat` too ("shipping data incompletely filled"; all or none, as the legacy interface states). */
            shipping_vat?: components["schemas"]["Mixed"];
            /** @description Price table: ID or name. Default: the preset table. */
            price?: components["schemas"]["Mixed"];
            /** @description Currency: ID, symbol or name. Default: the preset currency. */
            currency?: components["schemas"]["Mixed"];
            /**
             * @description Exchange rate: the value of one unit of the document's currency in the default currency
             *     (EUR). Amounts of the document are in its own currency; `grand_total` x `currency_exchange`
             *     is its value in EUR, used for the demo limit, the plan's billing volume and the SAF-T
             *     signature. Default: the currency's `exchange_sale` (1 for the default currency).
             *     Inferred: the documents say only "default 1".
             */
            currency_exchange?: components["schemas"]["DecimalInput"] | components["schemas"]["EmptyString"];
            /** @description How item prices relate to VAT. */
            vat_type: components["schemas"]["VatType"];
            /** @description Remarks printed on the document. */
            observations?: string;
            /** @description IRS withholding rate in percent, format `0.00`. */
            irs_retention_tax?: components["schemas"]["Decimal2"] | components["schemas"]["EmptyString"];
            /** @description Vehicle: ID, licence plate or name. Guides only; not required since 2022-11-28. */
            vehicle?: components["schemas"]["Mixed"];
            /** @description Salesperson: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description Start of transport, `YYYY-MM-DD HH:mm`; required for guides; not earlier than now. */
            waybill_shipping_date?: components["schemas"]["DateTimeMinutesString"] | components["schemas"]["EmptyString"];
            /**
             * @description Global guide (since 2022-12-07); only for `Guia de Transporte` and `Guia de Remessa`. When true, `customer`,
             *     `vat_number`, `address`, `city`, `postal_code`, `country`, the four `delivery_address_*`
             *     fields, `discharge_location` and `location_destiny` stop being required and are filled
             *     from the generic customer.
             */
            waybill_global?: components["schemas"]["BooleanInput"];
            /** @description Origin location: ID or name. Default: the preset origin. */
            location_origin?: components["schemas"]["Mixed"];
            /** @description Destination location: ID or name. No default; must differ from the origin. Required for guides unless `waybill_global`. */
            location_destiny?: components["schemas"]["Mixed"];
            /** @description Loading place. */
            cargo_location?: string;
            /** @description Unloading place. Inferred: required on guides unless `waybill_global` (listed among the fields it makes optional); optional on other documents. */
            discharge_location?: string;
            /** @description Loading date-time, `YYYY-MM-DD HH:mm`; not earlier than now. */
            cargo_date?: components["schemas"]["DateTimeMinutesString"] | components["schemas"]["EmptyString"];
            /** @description Unloading date-time, `YYYY-MM-DD HH:mm`; not earlier than now. */
            discharge_date?: components["schemas"]["DateTimeMinutesString"] | components["schemas"]["EmptyString"];
            /** @description Lines: 1 to 100. */
            items: components["schemas"]["SaleItemInput"][];
            /** @description Printing language: `PT` or `EN`. Default: the account's preset. Used when printing a finished document. */
            language?: components["schemas"]["DocumentLanguage"] | components["schemas"]["EmptyString"];
            /** @description `A4` or `POS`. Default: the document type's value (normally `A4`). */
            format?: components["schemas"]["PrintFormat"] | components["schemas"]["EmptyString"];
            /** @description Paper width; only when `format` is `POS`. Default: the document type's value. */
            paper_size?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_left_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_right_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_top_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Only when `format` is `POS`. Default: the document type's value. */
            paper_bottom_margin?: components["schemas"]["IntegerInput"] | components["schemas"]["EmptyString"];
            /** @description Print (generate the PDF, returned in `url_file`) when finished. When omitted, the document type's `print_automatic` applies. */
            force_print?: components["schemas"]["BooleanInput"];
            /**
             * @description E-mail the document to the customer when finished. When omitted, the document type's
             *     `send_email_automatic` applies. Inferred: sent with the default template to the customer's
             *     e-mail address; skipped, without refusing the request, when the customer has none. The
             *     change log of 2022-04-29 calls the field `force_email`; the field table's name is used.
             */
            force_send_email?: components["schemas"]["BooleanInput"];
            /**
             * @description Text the customer when finished. When omitted, the document type's `send_sms_automatic`
             *     applies. Works only with SMS credits available. Inferred: skipped, without refusing the
             *     request, when no credits remain or the customer has no mobile number. The change log of
             *     2022-04-29 calls the field `force_sms`; the field table's name is used.
             */
            force_send_sms?: components["schemas"]["BooleanInput"];
            /**
             * @description Sign the document digitally when finished and printed. When omitted, the document type's
             *     `sign_document_automatic` applies. Works only with the digital signature enabled and
             *     configured.
             */
            force_sign?: components["schemas"]["BooleanInput"];
            /** @description `Rascunho` (draft) or `Terminado` (finished). */
            status: components["schemas"]["DocumentStatus"];
        };
        /** @description The VAT row of one rate of a stored sale. */
        SaleVat: {
            /**
             * Format: int32
             * @description ID of the row.
             */
            id: number;
            /** Format: int32 */
            sale_id: number;
            /** Format: int32 */
            vat_id: number;
            /** @description Rate in percent, e.g. `23`. */
            vat_tax: components["schemas"]["DecimalOut"];
            /** @description Taxable base at this rate, after line, global and financial discounts. */
            total_base_vat: components["schemas"]["DecimalOut"];
            /** @description Inferred: vAT at this rate: `total_base_vat` × `vat_tax` / 100, rounded half up to the cent once per rate. */
            total_vat: components["schemas"]["DecimalOut"];
            /** @description The VAT rate of the row. */
            vat: components["schemas"]["VatRate"];
        };
        /** @description A document series, e.g. `2026` or `A`. Series are always of type `Normal`. */
        Serie: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name of the series; unique; letters, digits and `.`, `_`, `-` only (no accents, no spaces). */
            description: string;
            /**
             * Format: int32
             * @description Last year in which the series may be used; afterwards it is expired.
             */
            valid_until: number;
            /**
             * @description Always `Normal`.
             * @enum {string}
             */
            type: "Normal";
        };
        /** @description Body of `series/by_document_type`. */
        SerieByDocumentTypeRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description The document type: its ID or its name (e.g. `Factura`, `Recibo de Cliente`). */
            document_type_id: components["schemas"]["Mixed"];
        };
        /** @description Body of `series/create`. */
        SerieCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /**
             * @description Name of the series, e.g. `2027` or `2027-A`; unique. Letters, digits and `.`, `_`, `-`
             *     only: no accents, no spaces, no other special characters. It appears in document
             *     numbers (`FT 2027/1`).
             */
            description: string;
            /**
             * @description Last year in which the series may be used, e.g. `2027`; afterwards it is expired.
             *     **Inferred:** not earlier than the current year.
             */
            valid_until: components["schemas"]["IntegerInput"];
            /** @description Assign the series to every document type. **Inferred:** default `false`. */
            assign_to_all?: components["schemas"]["BooleanInput"];
            /**
             * @description Make the series the preset series of the document types it is assigned to (replacing
             *     their current preset). **Inferred:** default `false`.
             */
            assign_as_default?: components["schemas"]["BooleanInput"];
            /**
             * @description Communicate the series to the tax authority on creation, to obtain the ATCUD validation
             *     code for the types in `communicate_documents_types`. Needs the tax-authority web-service
             *     user to be configured on the account. Default `false`.
             */
            communicate?: components["schemas"]["BooleanInput"];
            /**
             * @description Document types to communicate the series for: IDs or names (e.g. `Factura`,
             *     `Factura Recibo`). Needed only when `communicate` is true. **Inferred:** required with at
             *     least one type when `communicate` is true, ignored otherwise; a listed type the series
             *     is not yet assigned to gets it assigned.
             */
            communicate_documents_types?: components["schemas"]["Mixed"][];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        SerieListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Serie"][];
        };
        /** @description Success carrying a record or a list in `data`. */
        SerieResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Serie"];
        };
        /** @description Body of `series/{id}/update`: only these fields can change. */
        SerieUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name of the series; unique; letters, digits and `.`, `_`, `-` only (no accents, no spaces). */
            description: string;
            /** @description Last year in which the series may be used, e.g. `2027`. */
            valid_until: components["schemas"]["IntegerInput"];
            /** @description Active state. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description A shipping mode, e.g. `Correio` or `Transportadora`. */
        ShippingMode: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Transportadora`; unique. */
            description: string;
            /** @description Name printed on documents in English. */
            description_english: string | null;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        ShippingModeListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["ShippingMode"][];
        };
        /** @description Body of `shippingmodes/create` and `shippingmodes/{id}/update`. */
        ShippingModeRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Transportadora`; unique. */
            description: string;
            /** @description Name printed on documents in English, e.g. `Carrier`. */
            description_english?: string;
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        ShippingModeResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["ShippingMode"];
        };
        StockMovementRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Warehouse: ID or name. Refused when unknown. */
            warehouse: components["schemas"]["Mixed"];
            /** @description Item: ID or reference. Refused when unknown or not of type `Mercadorias`. */
            item: components["schemas"]["Mixed"];
            /** @description Date of the movement. */
            date: components["schemas"]["DateString"];
            /** @description `Entrada` (stock in) or `Saída` (stock out). */
            type: components["schemas"]["StockMovementType"];
            /**
             * @description Quantity moved; up to 5 decimal places. **Inferred:** greater than zero; the
             *     direction is given by `type`.
             */
            quantity: components["schemas"]["Decimal5"];
            /**
             * @description Unit price; up to 5 decimal places. Entries with a unit price update the item's average
             *     cost price in the warehouse. **Inferred:** when omitted, the movement is valued at the
             *     current average cost price, which then does not change.
             */
            unit_price?: components["schemas"]["Decimal5"] | components["schemas"]["EmptyString"];
        };
        /**
         * @description Direction of a stock movement: `Entrada` (in) or `Saída` (out).
         * @enum {string}
         */
        StockMovementType: "Entrada" | "Saída";
        /** @description A timestamp as the service returns it: `YYYY-MM-DD HH:mm:ss` (server local time, Europe/Lisbon). */
        TimestampString: string;
        /** @description An unavailability record. */
        Unavailability: {
            /** Format: int32 */
            id: number;
            start_at: components["schemas"]["TimestampString"];
            end_at: components["schemas"]["TimestampString"];
            reason: components["schemas"]["UnavailabilityReason"];
            observations: string | null;
            /** @description The employee who is unavailable; null when the period is not tied to an employee. */
            employee: components["schemas"]["Employee"] | null;
            /** @description The location that is unavailable; null when the period is not tied to a location. */
            location: components["schemas"]["Location"] | null;
        };
        UnavailabilityCreateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Reason: `Doença`, `Férias`, `Almoço`, `Folga` or `Outro`. */
            reason: components["schemas"]["UnavailabilityReason"];
            /**
             * @description Location: ID or name. **Inferred:** with neither `location` nor `employee`, the period
             *     blocks the whole agenda.
             */
            location?: components["schemas"]["Mixed"];
            /** @description Employee: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description Remarks. */
            observations?: string;
            /** @description Periods: one unavailability is created per entry. */
            dates: components["schemas"]["UnavailabilityDate"][];
        };
        /** @description A period of an unavailability, as sent on creation. */
        UnavailabilityDate: {
            /** @description Start, `YYYY-MM-DD HH:mm`. */
            start_at: components["schemas"]["DateTimeMinutesString"];
            /** @description End, `YYYY-MM-DD HH:mm`; not before the start. */
            end_at: components["schemas"]["DateTimeMinutesString"];
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        UnavailabilityListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Unavailability"][];
        };
        /**
         * @description Reason of an unavailability period.
         * @enum {string}
         */
        UnavailabilityReason: "Doença" | "Férias" | "Almoço" | "Folga" | "Outro";
        UnavailabilityUpdateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Reason: `Doença`, `Férias`, `Almoço`, `Folga` or `Outro`. */
            reason: components["schemas"]["UnavailabilityReason"];
            /**
             * @description Location: ID or name. **Inferred:** with neither `location` nor `employee`, the period
             *     blocks the whole agenda.
             */
            location?: components["schemas"]["Mixed"];
            /** @description Employee: ID or e-mail. */
            employee?: components["schemas"]["Mixed"];
            /** @description Remarks. */
            observations?: string;
            /** @description Start, `YYYY-MM-DD HH:mm`. */
            start_at: components["schemas"]["DateTimeMinutesString"];
            /** @description End, `YYYY-MM-DD HH:mm`; not before the start. */
            end_at: components["schemas"]["DateTimeMinutesString"];
        };
        /**
         * @description A unit of measure, e.g. `Unidades` (`UN`). Inferred: the documents show no unit fields
         *     (the `administration/units` endpoints follow the administration pattern); items refer
         *     to a unit by ID, name or symbol.
         */
        Unit: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name of the unit, e.g. `Quilogramas`; unique. */
            description: string;
            /** @description Short symbol, e.g. `KG`; unique. */
            symbol: string;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        UnitListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Unit"][];
        };
        /** @description Body of `units/create` and `units/{id}/update` (**Inferred:** the documents do not show it). */
        UnitRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Quilogramas`; unique. Items accept it instead of the unit ID. */
            description: string;
            /** @description Symbol, e.g. `KG`; unique. Items accept it instead of the unit ID. */
            symbol: string;
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        UnitResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Unit"];
        };
        /**
         * @description A user of the account, as recorded in `created_by`, `finished_by` and `canceled_by`.
         *     Inferred: the documents name the relations (`createdby`, ...) without their fields.
         *     Requests made with an API key are recorded under the account's API user.
         */
        User: {
            /** Format: int32 */
            id: number;
            name: string;
            email: string | null;
        };
        /** @description A VAT exemption reason. IDs are fixed: see `vat_exemption` on sale items. */
        VatExemption: {
            /** Format: int32 */
            id: number;
            /** @description SAF-T code, e.g. `M07`; `M18` means no exemption. */
            code: components["schemas"]["VatExemptionCode"];
            /** @description Legal mention printed on documents. */
            description: string;
        };
        /**
         * @description SAF-T VAT exemption reason code. `M18` is the service's code for "no exemption"
         *     (Sem isenção); `M19` other exemptions; `M99` not subject or not taxed; the others are
         *     the legal exemption reasons of the tax authority's table.
         * @enum {string}
         */
        VatExemptionCode: "M01" | "M02" | "M04" | "M05" | "M06" | "M07" | "M09" | "M10" | "M11" | "M12" | "M13" | "M14" | "M15" | "M16" | "M18" | "M19" | "M20" | "M21" | "M25" | "M26" | "M30" | "M31" | "M32" | "M34" | "M40" | "M41" | "M42" | "M43" | "M99";
        /** @description A VAT rate of a fiscal region. */
        VatRate: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Taxa Normal`; unique. */
            description: string;
            /** @description Rate in percent, e.g. `23` (23.00 %). */
            tax: components["schemas"]["DecimalOut"];
            type: components["schemas"]["VatRateType"];
            /** @description SAF-T fiscal region (see `VatRateSaftRegion`): `PT`, `PT-AC`, `PT-MA` or an ISO 3166-1 alpha-2 code. */
            saft_region: string;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        VatRateListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["VatRate"][];
        };
        /** @description Body of `vatrates/create` and `vatrates/{id}/update`. */
        VatRateRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Taxa Intermédia Madeira`; unique. */
            description: string;
            /** @description Rate in percent, format `0.00`, e.g. `12.00`. **Inferred:** between 0 and 100. */
            tax: components["schemas"]["Decimal2"];
            /** @description `Normal`, `Intermédia`, `Isenta` or `Reduzida`. */
            type: components["schemas"]["VatRateType"];
            /** @description SAF-T fiscal region: `PT`, `PT-AC`, `PT-MA` or an ISO 3166-1 alpha-2 code (since 2022-06-26). */
            saft_region: components["schemas"]["VatRateSaftRegion"];
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        VatRateResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["VatRate"];
        };
        /**
         * @description SAF-T fiscal region of a VAT rate (TaxCountryRegion): `PT` (mainland Portugal), `PT-AC`
         *     (Azores), `PT-MA` (Madeira) or, for another country, its ISO 3166-1 alpha-2 code.
         */
        VatRateSaftRegion: ("PT" | "PT-AC" | "PT-MA") | components["schemas"]["CountryCode"];
        /**
         * @description Type of a VAT rate.
         * @enum {string}
         */
        VatRateType: "Normal" | "Intermédia" | "Isenta" | "Reduzida";
        /**
         * @description How item prices relate to VAT:
         *     - `Debitar IVA`: prices exclude VAT; VAT is added.
         *     - `IVA incluído`: prices include VAT; the base is the price divided by (1 + rate).
         *     - `Não fazer nada`: no VAT; every line must have a 0% rate and an exemption reason.
         * @enum {string}
         */
        VatType: "Debitar IVA" | "IVA incluído" | "Não fazer nada";
        /** @description A vehicle used on transport guides. */
        Vehicle: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name, e.g. `Carrinha Renault Master`; unique. */
            name: string;
            /** @description Registration plate, e.g. `AA-12-BC`; the mixed `vehicle` field of sales accepts it instead of the ID. */
            license_plate: string;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        VehicleListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Vehicle"][];
        };
        /** @description Body of `vehicles/create` and `vehicles/{id}/update`. */
        VehicleRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name, e.g. `Carrinha Renault Master`; unique. */
            name: string;
            /** @description Registration plate, e.g. `AA-12-BC`. **Inferred:** unique, since sales accept the plate to name a vehicle. */
            license_plate: string;
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        VehicleResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Vehicle"];
        };
        /** @description A warehouse where stock is kept. */
        Warehouse: {
            /**
             * Format: int32
             * @description Internal ID of the record.
             */
            id: number;
            /** @description Whether the record is active. Inactive records cannot be used on new documents. */
            active: boolean;
            /** @description Last change. */
            updated_at: components["schemas"]["TimestampString"];
            /** @description Creation. */
            created_at: components["schemas"]["TimestampString"];
            /** @description Name of the warehouse; unique. */
            description: string;
        };
        /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
        WarehouseListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Warehouse"][];
        };
        /** @description Body of `warehouses/create` and `warehouses/{id}/update`. */
        WarehouseRequest: {
            /**
             * @description The API key of the account, shown in the back office. Each account has two keys: one
             *     acts on production data, the other on the demo (test) data set.
             */
            api_token: string;
            /** @description Name of the warehouse; unique. */
            description: string;
            /** @description Active state; default `true`. */
            active?: components["schemas"]["BooleanInput"];
        };
        /** @description Success carrying a record or a list in `data`. */
        WarehouseResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Warehouse"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Administration_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdministrationAllResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Categories_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Categories_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Categories_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Categories_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Categories_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Currencies_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CurrencyRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Currencies_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Currencies_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Currencies_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Currencies_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CurrencyRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    DocumentTypes_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    DocumentTypes_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    DocumentTypes_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the document type. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentTypeUpdateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    DocumentTypes_communicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the document type. */
                id: number;
                /** @description ID of the series. */
                serie_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success of `documentstypes/{id}/{serie_id}/communicate`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkAtcud"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Employees_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Employees_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Employees_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Employees_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Employees_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentConditions_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentConditionRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConditionResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentConditions_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConditionListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentConditions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConditionListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentConditions_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentConditions_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentConditionRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentConditionResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentMethods_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentMethods_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentMethods_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentMethods_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    PaymentMethods_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodUpdateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Prices_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Prices_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Prices_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Prices_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Prices_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Series_byDocumentType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SerieByDocumentTypeRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerieListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Series_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SerieCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerieResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Series_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerieListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Series_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerieListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Series_communicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the series. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Series_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Series_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SerieUpdateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerieResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    ShippingModes_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingModeRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingModeResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    ShippingModes_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingModeListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    ShippingModes_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingModeListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    ShippingModes_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    ShippingModes_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingModeRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingModeResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Units_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Units_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Units_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Units_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Units_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    VatRates_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VatRateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatRateResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    VatRates_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatRateListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    VatRates_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatRateListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    VatRates_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    VatRates_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VatRateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatRateResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Vehicles_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Vehicles_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Vehicles_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Vehicles_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Vehicles_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Warehouses_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Warehouses_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Warehouses_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Warehouses_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Warehouses_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarehouseRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_checkAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingAvailabilityRequest"];
            };
        };
        responses: {
            /** @description Answer of `bookings/check_availability`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkBookingAvailability"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingSummaryRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingSummaryResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Unavailabilities_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnavailabilityCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnavailabilityListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Unavailabilities_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unavailability ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Unavailabilities_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unavailability ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnavailabilityUpdateRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Booking ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_invoiceCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Booking ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingInvoiceCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Booking ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingUpdateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Bookings_updateTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Booking ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingUpdateTimeRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_allAccountsOpen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllAccountsOpenRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAccountEntryWithCustomerListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_accountsOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAccountEntryListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_accountsOpenDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountsOpenDownloadRequest"];
            };
        };
        responses: {
            /** @description Success carrying the URL of a generated PDF file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkUrlFile"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_accountsOpenSendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountsOpenSendEmailRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Customers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdateRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Items_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCreateRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["ItemCreateFormRequest"];
                "multipart/form-data": components["schemas"]["ItemCreateMultipartRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Items_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Items_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    StockMovements_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockMovementRequest"];
            };
        };
        responses: {
            /** @description Success carrying the ID of the record created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkId"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    StockMovements_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stock movement ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    StockMovements_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stock movement ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockMovementRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Items_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Item ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Items_deleteImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Item ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Items_stockActual: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Item ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemStockActualRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemStockActualListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Items_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Item ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemUpdateRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["ItemUpdateFormRequest"];
                "multipart/form-data": components["schemas"]["ItemUpdateMultipartRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptSummaryRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptSummaryResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Receipt ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptCancelRequest"];
            };
        };
        responses: {
            /** @description Success carrying the URL of a generated PDF file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkUrlFile"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Receipt ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Receipt ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptDownloadRequest"];
            };
        };
        responses: {
            /** @description Success carrying the URL of a generated PDF file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkUrlFile"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Receipt ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleSendEmailRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_sendSms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Receipt ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleSendSmsRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_sign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Receipt ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying the URL of a generated PDF file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkUrlFile"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Receipts_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Receipt ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiptUpdateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleCreateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleSummaryRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleSummaryResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleCancelRequest"];
            };
        };
        responses: {
            /** @description Success carrying the URL of a generated PDF file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkUrlFile"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_creditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying the ID of the record created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkId"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_debitNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying the ID of the record created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkId"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleDownloadRequest"];
            };
        };
        responses: {
            /** @description Success carrying the URL of a generated PDF file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkUrlFile"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_duplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleDuplicateRequest"];
            };
        };
        responses: {
            /** @description Success carrying the ID of the record created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkId"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_generateMbref: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleMbReferenceResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_generateMbway: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success of `generate_mbway`: the MB WAY payment link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleMbwayResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_receipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying the ID of the record created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkId"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleSendEmailRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_sendSms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleSendSmsRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_sign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success carrying the URL of a generated PDF file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkUrlFile"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Sales_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sale ID. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaleUpdateRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaleResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Locations_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Locations_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationFindRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Locations_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdministrationListRequest"];
            };
        };
        responses: {
            /** @description Success carrying a list of records in `data` (at most 15 for the paged find and list operations). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationListResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Locations_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticatedRequest"];
            };
        };
        responses: {
            /** @description Success without data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    Locations_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the record. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationRequest"];
            };
        };
        responses: {
            /** @description Success carrying a record or a list in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationResponse"];
                };
            };
            /** @description The body is not valid JSON. Inferred: the documents only describe 400 as "incorrect request". */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description `api_token` is missing or is not a valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /**
             * @description The request was refused: required fields missing, fields badly filled, a business rule
             *     not met, no permission to execute the operation, or the account's plan expired.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than the server accepts. Inferred: the documents state no size limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
}
