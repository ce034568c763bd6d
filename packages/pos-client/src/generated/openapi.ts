/**
 * Request and error bodies of the service's ingest API, in the shape openapi-typescript emits.
 * Regenerated from docs/openapi.json by `npm run pos-client:types`; do not edit by hand.
 * (First written from the zod schemas in shared/domain/schemas/*.ts, converted to JSON Schema and run
 * through openapi-typescript with --default-non-nullable false, until docs/openapi.json exists.)
 */

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        CashRegisterIngestRequest: {
            data: {
                /** @enum {string} */
                type: "cash-register";
                attributes: {
                    branch_identifier: string;
                    /** @enum {string} */
                    closing_type: "xout" | "zout";
                    start_at: string;
                    end_at: string;
                    status?: string;
                    summaries: ({
                        /** @enum {string} */
                        type: "cash_sales" | "card_sales" | "card_credit_sales" | "card_debit_sales" | "transfer_sales" | "delivery_sales" | "voucher_sales" | "tips_received" | "tips_paid_to_waiter" | "withholding" | "deposits" | "cash_variance" | "cash_theoretical" | "cash_actual";
                        name?: string;
                        amount_cents: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        SalesIngestRequest: {
            data: {
                /** @enum {string} */
                type: "sales";
                attributes: {
                    branch_identifier: string;
                    date: string;
                    /** @enum {string} */
                    shift: "breakfast" | "lunch" | "dinner" | "bar" | "all_day";
                    /** @enum {string} */
                    closing_type: "xout" | "zout";
                    total_sales_cents: number;
                    total_sales_no_iva_cents?: number;
                    food_sales_cents?: number;
                    beverage_sales_cents?: number;
                    bar_sales_cents?: number;
                    covers?: number;
                    tables_served?: number;
                    avg_ticket_cents?: number;
                    avg_pax_cents?: number;
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        PaymentsIngestRequest: {
            data: {
                /** @enum {string} */
                type: "payments";
                attributes: {
                    branch_identifier: string;
                    date: string;
                    /** @enum {string} */
                    closing_type: "xout" | "zout";
                    payments: ({
                        /** @enum {string} */
                        payment_type: "cash" | "card_credit" | "card_debit" | "card" | "transfer" | "rappi" | "uber_eats" | "didi_food" | "voucher" | "other";
                        payment_type_name?: string;
                        amount_cents: number;
                        tips_cents?: number;
                        change_cents?: number;
                        transaction_count?: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        OrdersIngestRequest: {
            data: {
                /** @enum {string} */
                type: "orders";
                attributes: {
                    branch_identifier: string;
                    date: string;
                    /** @enum {string} */
                    closing_type: "xout" | "zout";
                    lines: ({
                        item_name: string;
                        quantity: number;
                        unit_price_cents: number;
                        subtotal_cents: number;
                        net_total_cents: number;
                        /** @enum {string} */
                        category_type: "food" | "beverage" | "bar" | "other";
                        waiter_name?: string;
                        item_identifier?: string;
                        item_sku?: string;
                        category?: string;
                        /** @default 0 */
                        discount_cents?: number;
                        ordered_at?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        DiscountsIngestRequest: {
            data: {
                /** @enum {string} */
                type: "discounts";
                attributes: {
                    branch_identifier: string;
                    date: string;
                    /** @enum {string} */
                    closing_type: "xout" | "zout";
                    discounts: ({
                        discount_identifier?: string;
                        /** @enum {string} */
                        type?: "percentage" | "fixed" | "courtesy";
                        /** @enum {string} */
                        factor_type?: "percentage" | "fixed" | "courtesy";
                        name?: string;
                        rate?: number;
                        amount_cents?: number;
                        applied_to?: string;
                        applied_by?: string;
                        authorized_by?: string;
                        reason?: string;
                        item_identifier?: string;
                        item_sku?: string;
                        item_name?: string;
                        quantity?: number;
                        discounted_at?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        CancellationsIngestRequest: {
            data: {
                /** @enum {string} */
                type: "cancellations";
                attributes: {
                    branch_identifier: string;
                    date: string;
                    /** @enum {string} */
                    closing_type: "xout" | "zout";
                    cancellations: ({
                        cancellation_identifier?: string;
                        item_identifier?: string;
                        item_sku?: string;
                        item_name?: string;
                        quantity?: number;
                        amount_cents?: number;
                        reason?: string;
                        cancelled_by?: string;
                        authorized_by?: string;
                        cancelled_at?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        CatalogIngestRequest: {
            data: {
                /** @enum {string} */
                type: "catalog";
                attributes: {
                    branch_identifier: string;
                    items: ({
                        name: string;
                        item_identifier?: string;
                        item_sku?: string;
                        category?: string;
                        /** @enum {string} */
                        category_type?: "food" | "beverage" | "bar" | "other";
                        type?: string;
                        unit_price_cents?: number;
                        unit_cost_cents?: number;
                        description?: string;
                        /**
                         * @default active
                         * @enum {string}
                         */
                        status?: "active" | "inactive";
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        CategoriesIngestRequest: {
            data: {
                /** @enum {string} */
                type: "categories";
                attributes: {
                    branch_identifier?: string;
                    categories: ({
                        identifier: string;
                        name: string;
                        parent_identifier?: string | null;
                        sequence?: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        ActivityIngestRequest: {
            data: {
                /** @enum {string} */
                type: "activity";
                attributes: ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "ticket.line_cancelled";
                    /** @default {} */
                    detail?: {
                        item?: string;
                        reason?: string;
                        amount_cents?: number;
                        ticket_id?: string;
                        authorized_by?: string;
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "ticket.voided";
                    /** @default {} */
                    detail?: {
                        ticket_total_cents?: number;
                        items_count?: number;
                        reason?: string;
                        authorized_by?: string;
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "ticket.discount_applied";
                    /** @default {} */
                    detail?: {
                        discount_pct?: number;
                        discount_cents?: number;
                        ticket_id?: string;
                        /** @enum {string} */
                        discount_type?: "percentage" | "fixed" | "courtesy";
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "ticket.price_overridden";
                    /** @default {} */
                    detail?: {
                        item?: string;
                        original_cents?: number;
                        new_cents?: number;
                        ticket_id?: string;
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "cash_register.opened";
                    /** @default {} */
                    detail?: {
                        opening_balance_cents?: number;
                        /** @enum {string} */
                        shift?: "morning" | "afternoon" | "night";
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "cash_register.closed";
                    /** @default {} */
                    detail?: {
                        expected_cents?: number;
                        counted_cents?: number;
                        variance_cents?: number;
                        /** @enum {string} */
                        type?: "xout" | "zout";
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "user.login";
                    /** @default {} */
                    detail?: {
                        ip?: string;
                        device?: string;
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "user.login_failed";
                    /** @default {} */
                    detail?: {
                        ip?: string;
                        attempted_user?: string;
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                }) | ({
                    branch_identifier: string;
                    occurred_at: string;
                    actor_name?: string;
                    actor_role?: string;
                    source?: string;
                    ref_type?: string | null;
                    ref_id?: string | null;
                    /** @enum {string} */
                    event: "manager.override";
                    /** @default {} */
                    detail?: {
                        action?: string;
                        for_user?: string;
                        ref?: string;
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                });
                meta?: {
                    pos_name?: string;
                    pos_version?: string;
                    /** @enum {string} */
                    pos_variant?: "full_dining" | "express";
                    sent_at?: string;
                    cashier_name?: string;
                    cash_register_name?: string;
                    device?: string;
                    replaces?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        ErrorEnvelope: {
            error: {
                code: string;
                message: string;
                field?: string;
                request_id: string;
                received_value?: unknown;
                docs?: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
