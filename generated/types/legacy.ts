// Generated from generated/openapi/Invoicing.Legacy.openapi.yaml by scripts/build.ts. Do not edit.
export interface paths {
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
            valor: number | string;
            /** @description Field searched. */
            tipo: components["schemas"]["ClienteTipoProcura"];
        };
        /**
         * @description Where `clientes/procurar` searches.
         * @enum {string}
         */
        ClienteTipoProcura: "id" | "codigo" | "contribuinte";
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
        /** @description A non-negative integer written as a string of digits, e.g. `"123"`. */
        DigitString: string;
        /** @description An e-mail address. */
        Email: string;
        /** @description Empty string, sent by many integrations for an optional field left blank; it means "not given". */
        EmptyString: string;
        /** @description An internal record ID: a JSON integer or a string of digits (`12` or `"12"`). */
        Id: number | components["schemas"]["DigitString"];
        /** @description Body of every legacy error answer (inferred: the documents do not show it). */
        LegacyError: {
            /** @description What went wrong, naming the condition and, for invalid parameters, the field. */
            msg: string;
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Clientes_actualizar: {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MsgOk"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
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
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteCriado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteEncontrado"];
                };
            };
            /** @description No parameters were sent: the body was empty. No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The key and secret are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The `Authorization` header is not `Basic` followed by base64 of `key:secret`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The HTTP method is not the operation's method. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The body is larger than the server accepts (inferred: the documents state no limit). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description One or more parameters are invalid, or a rule of the operation is not met. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The plan's request limit for the last 24 hours is exceeded (inferred). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description The operation exists in the API but this deployment does not implement it yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
}
