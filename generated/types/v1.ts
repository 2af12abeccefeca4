// Generated from generated/openapi/Invoicing.V1.openapi.yaml by scripts/build.ts. Do not edit.
export interface paths {
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
        /** @description A boolean as sent by real integrations: `true`/`false`, `1`/`0`, or the strings `"1"`, `"0"`, `"true"`, `"false"`. */
        BooleanInput: boolean | (0 | 1) | ("0" | "1" | "true" | "false");
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
        /** @description A customer record. */
        Customer: {
            /** Format: int32 */
            id: number;
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
            receive_sms: boolean;
            receive_emails: boolean;
            language: components["schemas"]["CustomerLanguage"];
            currency_id: number | null;
            payment_method_id: number | null;
            payment_condition_id: number | null;
            shipping_mode_id: number | null;
            price_id: number | null;
            employee_id: number | null;
            /** Format: int32 */
            vat_exemption_id: number;
            /** @description True once the customer is on a finished document: the code can no longer change. */
            code_blocked: boolean;
            /** @description True once the customer is on a finished document: the tax number can no longer change (except from empty or 999999990). */
            vat_number_blocked: boolean;
            /** @description True once the customer is on a finished document: the name can no longer change. */
            name_blocked: boolean;
            active: boolean;
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
        /** @description Success carrying a list of records in `data` (at most 15 for find and list operations). */
        CustomerListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["Customer"][];
        };
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
        /**
         * @description A discount, rate or currency amount in the format `0.00`: a JSON number or a decimal
         *     string with at most 2 decimal places (`10`, `"10.00"`, `"10,00"`).
         */
        Decimal2: number | components["schemas"]["Decimal2String"];
        /** @description A decimal written as a string with `.` or `,` as separator and at most 2 decimal places, e.g. `"10.00"`, `"10,5"`. */
        Decimal2String: string;
        /**
         * @description An exact decimal as the service returns it: a string with `.` as separator and no
         *     thousands separator, e.g. `"123.45"`. Amounts are strings so that no client loses
         *     precision to binary floating point. Inferred: the source documents do not show the
         *     response types; they say returned decimals may carry many places.
         */
        DecimalOut: string;
        /** @description A non-negative integer written as a string of digits, e.g. `"123"`. */
        DigitString: string;
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
            name: string;
            country: string | null;
            address: string | null;
            city: string | null;
            postal_code: string | null;
            email: string | null;
            telephone: string | null;
            mobile: string | null;
            /** @description IBAN. */
            bank_number: string | null;
            /** @description Whether the employee sells (can be set as salesperson of customers and documents). */
            is_salesman: boolean;
        };
        /** @description Empty string, sent by many integrations for an optional field left blank; it means "not given". */
        EmptyString: string;
        /** @description Body of every failure. */
        Failure: {
            /** @enum {boolean} */
            status: false;
            /** @description What went wrong, naming the condition and, for input errors, the field (and line). */
            message: string;
        };
        /** @description An integer that may arrive as a JSON integer or a string of digits. */
        IntegerInput: number | components["schemas"]["DigitString"];
        /** @description A mixed field: an internal ID, or a descriptive text (name, code, symbol, rate, plate or e-mail, as each field states). */
        Mixed: number | string;
        /** @description Success without data. */
        Ok: {
            /** @enum {boolean} */
            status: true;
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
         *     credit note or receipt a credit; `balance` is what remains open on the sale.
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
        /** @description Success carrying a list of records in `data` (at most 15 for find and list operations). */
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
        /** @description Success carrying a list of records in `data` (at most 15 for find and list operations). */
        OpenAccountEntryWithCustomerListResponse: {
            /** @enum {boolean} */
            status: true;
            data: components["schemas"]["OpenAccountEntryWithCustomer"][];
        };
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
            description: string;
            description_english: string | null;
            /**
             * Format: int32
             * @description Days until payment is due.
             */
            days: number;
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
            description: string;
            description_english: string | null;
            /** @description SAF-T payment mechanism code: CC, CD, CH, CO, CS, DE, LC, MB, NU, OU, PR, TB or TR. */
            saft_initials: string | null;
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
            description: string;
            is_default: boolean;
        };
        /** @description A sale. */
        Sale: {
            /** Format: int32 */
            id: number;
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
            description: string;
            description_english: string | null;
        };
        /** @description A timestamp as the service returns it: `YYYY-MM-DD HH:mm:ss` (server local time, Europe/Lisbon). */
        TimestampString: string;
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
        /**
         * @description How item prices relate to VAT:
         *     - `Debitar IVA`: prices exclude VAT; VAT is added.
         *     - `IVA incluído`: prices include VAT; the base is the price divided by (1 + rate).
         *     - `Não fazer nada`: no VAT; every line must have a 0% rate and an exemption reason.
         * @enum {string}
         */
        VatType: "Debitar IVA" | "IVA incluído" | "Não fazer nada";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
            /** @description Success carrying a list of records in `data` (at most 15 for find and list operations). */
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
            /** @description Success carrying a list of records in `data` (at most 15 for find and list operations). */
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
            /** @description Success carrying a list of records in `data` (at most 15 for find and list operations). */
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
            /** @description Success carrying a list of records in `data` (at most 15 for find and list operations). */
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
}
