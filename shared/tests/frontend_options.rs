//! The web app's option lists come from the Rust domain: this test writes the lists of `shared::domain` (document
//! types, business types, states, industries, special clauses with id and label, protection levels, and which business
//! type is the sole proprietorship) as JSON and
//! compares them with the committed `frontend/src/generated/options.json`, which the SPA reads. An option added,
//! renamed or removed in `domain/options.rs` or `domain/state.rs` fails this test until the SPA's copy follows.
//!
//! The answers of 'Details that make your document stronger' (shared/src/domain/details.rs: exempt status,
//! professions, sensitive data, mutual or one-way, yes or no, the other party's entity type, the text limits) go the
//! same way into `frontend/src/generated/detail-options.json`, which only the details fields import.
//!
//! - `UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options` rewrites both files from the domain;
//!   commit them with the domain change (the frontend's type check and tests then show what the change touches).

mod generated_file;

use generated_file::check_generated_json;
use serde::Serialize;
use serde_json::json;
use shared::domain::details::{Profession, SensitiveData, MAX_DETAIL_NAME_CHARS, MAX_DETAIL_TEXT_CHARS};
use shared::domain::order_schema::{option_list, OrderSchema, KIND_SIDES};
use shared::domain::{BusinessType, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};

const UPDATE_VARIABLE: &str = "UPDATE_FRONTEND_OPTIONS";

/// The file's shape; the SPA's `src/lib/options.ts` types it the same way.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FrontendOptions {
    #[serde(rename = "$comment")]
    comment: &'static str,
    document_types: Vec<&'static str>,
    business_types: Vec<&'static str>,
    states: Vec<&'static str>,
    industries: Vec<&'static str>,
    special_clauses: Vec<ClauseOption>,
    protection_levels: Vec<&'static str>,
    /// The business type whose owner contracts personally (the form then asks the owner's legal name).
    sole_proprietorship: &'static str,
}

#[derive(Serialize)]
struct ClauseOption {
    id: &'static str,
    label: &'static str,
}

fn options_from_domain() -> FrontendOptions {
    FrontendOptions {
        comment: "Generated from shared/src/domain by shared/tests/frontend_options.rs; do not edit. \
                  UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options rewrites it.",
        document_types: DocumentType::ALL.iter().map(|t| t.label()).collect(),
        business_types: BusinessType::ALL.iter().map(|t| t.label()).collect(),
        states: UsState::ALL.iter().map(|s| s.name()).collect(),
        industries: Industry::ALL.iter().map(|i| i.label()).collect(),
        special_clauses: SpecialClause::ALL.iter().map(|c| ClauseOption { id: c.id(), label: c.label() }).collect(),
        protection_levels: ProtectionLevel::ALL.iter().map(|p| p.label()).collect(),
        sole_proprietorship: BusinessType::SoleProprietorship.label(),
    }
}

#[test]
fn the_spa_option_lists_match_the_domain() {
    check_generated_json(
        &options_from_domain(),
        "options.json",
        UPDATE_VARIABLE,
        "frontend_options",
        "has drifted from the option lists in shared/src/domain",
    );
}

/// The detail answers' file; the SPA's `src/lib/detail-options.ts` types it the same way. Values are the labels the
/// server parses.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DetailOptions {
    #[serde(rename = "$comment")]
    comment: &'static str,
    exempt_statuses: Vec<&'static str>,
    professions: Vec<&'static str>,
    /// The profession answer that lists none of the protected ones.
    profession_none: &'static str,
    sensitive_data: Vec<&'static str>,
    /// The sensitive-data answer that excludes every other.
    sensitive_data_none: &'static str,
    mutualities: Vec<&'static str>,
    yes_no: Vec<&'static str>,
    /// 'Individual', then the business types.
    counterparty_entity_types: Vec<&'static str>,
    max_text_chars: usize,
    max_name_chars: usize,
}

/// Each list as the order schema names it (`order_schema::option_list`, which the schema's own tests read too), so a
/// list's name here and in the schema cannot part.
fn detail_options_from_domain() -> DetailOptions {
    let list = |name: &str| option_list(name).unwrap_or_else(|| panic!("the domain has no option list called {name}"));
    DetailOptions {
        comment: "Generated from shared/src/domain/details.rs by shared/tests/frontend_options.rs; do not edit. \
                  UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options rewrites it.",
        exempt_statuses: list("exemptStatuses"),
        professions: list("professions"),
        profession_none: Profession::NotListed.label(),
        sensitive_data: list("sensitiveData"),
        sensitive_data_none: SensitiveData::NoneOfThese.label(),
        mutualities: list("mutualities"),
        yes_no: list("yesNo"),
        counterparty_entity_types: list("counterpartyEntityTypes"),
        max_text_chars: MAX_DETAIL_TEXT_CHARS,
        max_name_chars: MAX_DETAIL_NAME_CHARS,
    }
}

#[test]
fn the_spa_detail_answers_match_the_domain() {
    check_generated_json(
        &detail_options_from_domain(),
        "detail-options.json",
        UPDATE_VARIABLE,
        "frontend_options",
        "has drifted from the detail answers in shared/src/domain/details.rs",
    );
}

/// The order schema (shared/order/schema.toml) in two files: its shape (`order-schema.json`: which details each type
/// asks and when, which a revision may change, how each is answered), small enough for the form's first paint, and
/// its words (`order-words.json`: labels, help, placeholders, plainer option text), which load with the fields that
/// show them. The SPA's `src/lib/order-schema.ts` and `src/lib/order-words.ts` type them.
fn order_schema_files() -> (serde_json::Value, serde_json::Value) {
    let schema = OrderSchema::get();
    let comment = "Generated from shared/order/schema.toml by shared/tests/frontend_options.rs; do not edit. \
                   UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options rewrites it.";
    let mut shape_fields = serde_json::Map::new();
    let mut word_fields = serde_json::Map::new();
    for (name, field) in &schema.fields {
        let mut shape = json!({ "input": field.input });
        if let Some(options) = &field.options {
            shape["options"] = json!(options);
        }
        if let Some(exclusive) = &field.exclusive {
            shape["exclusive"] = json!(exclusive);
        }
        shape_fields.insert(name.clone(), shape);
        let mut words = json!({ "label": field.label });
        if let Some(help) = &field.help {
            words["help"] = json!(help);
        }
        if let Some(placeholder) = &field.placeholder {
            words["placeholder"] = json!(placeholder);
        }
        if let Some(autocomplete) = &field.autocomplete {
            words["autocomplete"] = json!(autocomplete);
        }
        if !field.option_text.is_empty() {
            words["optionText"] = json!(field.option_text);
        }
        word_fields.insert(name.clone(), words);
    }
    let mut shape_types = serde_json::Map::new();
    let mut word_types = serde_json::Map::new();
    for spec in &schema.types {
        shape_types.insert(
            spec.document_type.clone(),
            json!({ "asks": spec.asks, "revisable": spec.revisable, "when": spec.when,
                    "revisableWhen": spec.revisable_when }),
        );
        if !spec.labels.is_empty() || !spec.help.is_empty() {
            word_types.insert(spec.document_type.clone(), json!({ "labels": spec.labels, "help": spec.help }));
        }
    }
    let every_type: Vec<serde_json::Value> =
        schema.every_type.iter().map(|every| json!({ "field": every.field, "when": every.when })).collect();
    (
        json!({ "$comment": comment, "fields": shape_fields, "everyType": every_type, "types": shape_types,
                "kindSides": KIND_SIDES }),
        json!({ "$comment": comment, "fields": word_fields, "types": word_types }),
    )
}

#[test]
fn the_spa_order_schema_matches_the_servers() {
    let (shape, words) = order_schema_files();
    let drifted = "has drifted from shared/order/schema.toml";
    check_generated_json(&shape, "order-schema.json", UPDATE_VARIABLE, "frontend_options", drifted);
    check_generated_json(&words, "order-words.json", UPDATE_VARIABLE, "frontend_options", drifted);
}
