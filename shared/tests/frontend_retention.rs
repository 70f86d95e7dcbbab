//! The Privacy Policy (/privacy) states how long each kind of record is kept. Those figures must be the code's own:
//! this test writes them from the constants the stores, the purge and the templates use and compares them with the
//! committed `frontend/src/generated/retention.json`, which the page reads.
//!
//! - `UPDATE_FRONTEND_RETENTION=1 cargo test -p shared --test frontend_retention` rewrites the file; commit it with
//!   the change that moved a figure.

mod generated_file;

use generated_file::check_generated_json;
use serde::Serialize;
use shared::domain::CODE_VALIDITY;
use shared::limits::{PER_CLIENT, PER_CODE, UNPAID_CHECKOUTS_PER_CLIENT};
use shared::store::{HOLDER_RETENTION, JOB_RETENTION, PENDING_RETENTION, REVIEW_RETENTION};

const UPDATE_VARIABLE: &str = "UPDATE_FRONTEND_RETENTION";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Retention {
    #[serde(rename = "$comment")]
    comment: &'static str,
    /// A paid code, its credits and the form data kept with it: deleted when the code expires.
    code_validity_days: i64,
    /// An unpaid code and its form data.
    unpaid_code_hours: i64,
    /// Generation jobs (with the form data they drafted from), checkout records and generated documents.
    job_and_document_days: i64,
    /// Attempt counts (unknown codes, checkouts) are forgotten this long after the last attempt.
    attempt_count_hours: i64,
    /// The longest any rate-limit record (an address's counts and the fingerprints of codes it used) is kept.
    rate_limit_record_days: i64,
    /// A review, counted from when it was last written.
    review_days: i64,
    /// Function and API logs on AWS (template.yaml's LogRetentionDays default).
    log_days: i64,
}

/// `LogRetentionDays`' default in template.yaml: the number on the `Default:` line after the parameter's name.
fn template_log_days() -> i64 {
    let template =
        std::fs::read_to_string(std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../template.yaml"))
            .expect("template.yaml is readable");
    let after = template.split("  LogRetentionDays:").nth(1).expect("template.yaml has LogRetentionDays");
    let default = after.lines().find_map(|line| line.trim().strip_prefix("Default:")).expect("a Default line");
    default.trim().parse().expect("a whole number of days")
}

fn retention_from_code() -> Retention {
    // A client's unpaid checkouts are held for their session's lifetime, far inside the counters' window.
    let attempt_window =
        [PER_CODE.forget_after, PER_CLIENT.forget_after, UNPAID_CHECKOUTS_PER_CLIENT.hold_for].into_iter().max();
    Retention {
        comment: "Generated from the code by shared/tests/frontend_retention.rs; do not edit. \
                  UPDATE_FRONTEND_RETENTION=1 cargo test -p shared --test frontend_retention rewrites it.",
        code_validity_days: CODE_VALIDITY.whole_days(),
        unpaid_code_hours: PENDING_RETENTION.whole_hours(),
        job_and_document_days: JOB_RETENTION.whole_days(),
        attempt_count_hours: attempt_window.expect("three policies").whole_hours(),
        // The stores keep a client's counter and the codes it holds together (DynamoDB: one item whose TTL is
        // renewed with each write), so the record lives as long as the longer of the two.
        rate_limit_record_days: HOLDER_RETENTION.whole_days(),
        review_days: REVIEW_RETENTION.whole_days(),
        log_days: template_log_days(),
    }
}

#[test]
fn the_privacy_page_states_the_codes_own_retention() {
    check_generated_json(
        &retention_from_code(),
        "retention.json",
        UPDATE_VARIABLE,
        "frontend_retention",
        "differs from the code's retention",
    );
}
