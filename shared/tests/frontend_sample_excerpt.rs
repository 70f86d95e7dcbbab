//! The /nda page shows the opening of the sample NDA without calling the API (it is above the fold on a phone, and
//! a call would delay it). That opening must be the engine's own words: this test drafts the sample NDA exactly as
//! `generate-sample-document` does and compares its title and first paragraphs with the committed
//! `frontend/src/generated/nda-sample-excerpt.json`, which the page reads.
//!
//! - `UPDATE_FRONTEND_SAMPLE=1 cargo test -p shared --test frontend_sample_excerpt` rewrites the file from the
//!   engine; commit it with the clause change that moved it.

mod generated_file;

use generated_file::check_generated_json;
use serde::Serialize;
use shared::api::assist::sample_order;

const UPDATE_VARIABLE: &str = "UPDATE_FRONTEND_SAMPLE";
const AS_OF: time::Date = time::macros::date!(2026 - 11 - 23);
/// The parties, the first heading and its first clause: enough to show what the document reads like.
const PARAGRAPHS: usize = 5;

#[derive(Serialize)]
struct Excerpt {
    #[serde(rename = "$comment")]
    comment: &'static str,
    title: String,
    paragraphs: Vec<String>,
}

/// Markdown as plain text: no heading marks, no bold marks.
fn plain(line: &str) -> String {
    line.trim_start_matches('#').trim().replace("**", "")
}

fn excerpt_from_engine() -> Excerpt {
    let order = sample_order("Non-Disclosure Agreement").validate().expect("the sample order is complete");
    let markdown = shared::drafting::plan(&order, AS_OF).document.to_markdown();
    let mut lines = markdown.lines().map(str::trim).filter(|line| !line.is_empty()).map(plain);
    let title = lines.next().expect("a drafted document has a title");
    Excerpt {
        comment: "Generated from the drafting engine by shared/tests/frontend_sample_excerpt.rs; do not edit. \
                  UPDATE_FRONTEND_SAMPLE=1 cargo test -p shared --test frontend_sample_excerpt rewrites it.",
        title,
        paragraphs: lines.take(PARAGRAPHS).collect(),
    }
}

#[test]
fn the_nda_page_shows_the_engines_own_opening() {
    check_generated_json(
        &excerpt_from_engine(),
        "nda-sample-excerpt.json",
        UPDATE_VARIABLE,
        "frontend_sample_excerpt",
        "is not the engine's sample NDA any more",
    );
}
