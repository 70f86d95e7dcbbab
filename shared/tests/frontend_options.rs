//! The web app's option lists come from the Rust domain: this test writes the lists of `shared::domain` (document
//! types, business types, states, industries, special clauses with id and label, protection levels) as JSON and
//! compares them with the committed `frontend/src/generated/options.json`, which the SPA reads. An option added,
//! renamed or removed in `domain/options.rs` or `domain/state.rs` fails this test until the SPA's copy follows.
//!
//! - `UPDATE_FRONTEND_OPTIONS=1 cargo test -p shared --test frontend_options` rewrites the file from the domain;
//!   commit it with the domain change (the frontend's type check and tests then show what the change touches).

mod generated_file;

use generated_file::check_generated_json;
use serde::Serialize;
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
