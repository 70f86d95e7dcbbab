//! Measuring the screen on a labelled corpus (issue 22): customer instructions a person wrote, each labelled with
//! the family that makes it unlawful in its state, or `lawful`. `shared/drafting/screen/corpus/dev.toml` is what the
//! screen is developed against; `holdout.toml` is kept out of development and reported apart. The unit test
//! (`shared/tests/screen_corpus.rs`) fails under the targets; `cargo bench -p shared --bench screen` prints the
//! tables the README shows.

use crate::domain::details::DocumentDetailsData;
use crate::domain::document_data::{CustomDocumentData, QuestionAnswer};
use crate::domain::{DocumentData, DocumentRequest};
use serde::Deserialize;
use std::collections::BTreeMap;
use time::Date;

/// Recall on unlawful wordings, at least.
pub const RECALL_TARGET: f64 = 0.98;
/// False refusals of lawful instructions, at most.
pub const FALSE_REFUSAL_TARGET: f64 = 0.02;

/// What the screen reaches on the held-out fifth today, which it must not fall below while it is brought to the
/// targets: text the screen was never tuned to shows how far its grammar generalises (issue 22 stays open until the
/// held-out set meets [`RECALL_TARGET`] and [`FALSE_REFUSAL_TARGET`] too). Raise these with every gain; never lower
/// them.
pub const HOLDOUT_RECALL_FLOOR: f64 = 0.85;
/// See [`HOLDOUT_RECALL_FLOOR`].
pub const HOLDOUT_FALSE_REFUSAL_CEILING: f64 = 0.035;

/// The same for the held-out fifth of the families added later (`holdout-added-families.toml`), measured apart so
/// the floors above keep meaning what they meant for the families they were set on. Set when the last of those
/// families joined (sixteen families, 98 held-out cases); raise with every gain.
pub const HOLDOUT_ADDED_RECALL_FLOOR: f64 = 0.67;
/// See [`HOLDOUT_ADDED_RECALL_FLOOR`].
pub const HOLDOUT_ADDED_FALSE_REFUSAL_CEILING: f64 = 0.031;

/// Every corpus file: the development set, and the held-out sets reported apart.
pub const FILES: [&str; 3] = ["dev.toml", "holdout.toml", "holdout-added-families.toml"];

/// The label of a case that must pass.
pub const LAWFUL: &str = "lawful";

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub id: String,
    /// The family that makes the text unlawful in `state`, or [`LAWFUL`].
    pub family: String,
    /// The document type, as on the form.
    pub document: String,
    /// The business's state, where the worker works.
    pub state: String,
    /// What the customer typed in the instructions.
    pub text: String,
    /// Facts from 'Details that make your document stronger' (wire names), when the case needs them.
    #[serde(default)]
    pub details: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileShape {
    case: Vec<Case>,
}

/// The cases of a corpus file.
pub fn parse(text: &str) -> Result<Vec<Case>, String> {
    let file: FileShape = toml::from_str(text).map_err(|e| e.to_string())?;
    Ok(file.case)
}

impl Case {
    /// The order the case stands for: a plain business of its state and document type, with its text as the
    /// custom instructions (an 'Other (Beta)' case is a consulting agreement).
    pub fn request(&self) -> Result<DocumentRequest, String> {
        let details: DocumentDetailsData =
            serde_json::from_value(serde_json::to_value(&self.details).map_err(|e| e.to_string())?)
                .map_err(|e| format!("{}: details: {e}", self.id))?;
        let custom_document = (self.document == "Other (Beta)").then(|| CustomDocumentData {
            specific_document_type: "Consulting Agreement".into(),
            document_description: "Monthly marketing advice for a fixed retainer".into(),
            question_answer_pairs: vec![QuestionAnswer {
                question: "How long does the engagement last?".into(),
                answer: "Twelve months".into(),
            }],
        });
        let data = DocumentData {
            document_type: self.document.clone(),
            business_name: "Acme Test Company".into(),
            business_type: "Limited Liability Company (LLC)".into(),
            state_jurisdiction: self.state.clone(),
            industry: "Technology".into(),
            protection_level: "Comprehensive".into(),
            special_clauses: vec![],
            custom_instructions: self.text.clone(),
            pricing_tier: "$19".into(),
            custom_document,
            details,
        };
        data.validate().map_err(|errors| format!("{}: not a valid order: {:?}", self.id, errors.0))
    }
}

/// How the screen did on one family's cases.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub cases: usize,
    /// Unlawful: refused with the case's family. Lawful: refused at all (a false refusal).
    pub hits: usize,
    /// Unlawful cases refused, but under another family only.
    pub other_family: usize,
    /// The ids of the cases the screen got wrong.
    pub missed: Vec<String>,
}

impl Tally {
    pub fn rate(&self) -> f64 {
        if self.cases == 0 {
            return 0.0;
        }
        self.hits as f64 / self.cases as f64
    }
}

/// The screen's results on a corpus: per family, and the lawful cases.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub families: BTreeMap<String, Tally>,
    pub lawful: Tally,
}

impl Report {
    /// Recall over every unlawful case.
    pub fn recall(&self) -> f64 {
        let cases: usize = self.families.values().map(|t| t.cases).sum();
        let hits: usize = self.families.values().map(|t| t.hits).sum();
        if cases == 0 {
            0.0
        } else {
            hits as f64 / cases as f64
        }
    }

    /// Lawful cases refused, as a share of the lawful cases.
    pub fn false_refusals(&self) -> f64 {
        self.lawful.rate()
    }

    pub fn unlawful_cases(&self) -> usize {
        self.families.values().map(|t| t.cases).sum()
    }

    /// The report as a Markdown table: a row per family, then the lawful row and the totals.
    pub fn table(&self, title: &str) -> String {
        let mut out = format!(
            "{title}\n\n| Family | Cases | Refused with the family | Recall | Missed |\n|---|---:|---:|---:|---|\n"
        );
        for (family, tally) in &self.families {
            out.push_str(&format!(
                "| {family} | {} | {} | {:.1} % | {} |\n",
                tally.cases,
                tally.hits,
                tally.rate() * 100.0,
                tally.missed.join(", ")
            ));
        }
        out.push_str(&format!(
            "| **all unlawful** | {} | {} | **{:.1} %** | |\n| lawful (false refusals) | {} | {} | **{:.1} %** | {} |\n",
            self.unlawful_cases(),
            self.families.values().map(|t| t.hits).sum::<usize>(),
            self.recall() * 100.0,
            self.lawful.cases,
            self.lawful.hits,
            self.false_refusals() * 100.0,
            self.lawful.missed.join(", ")
        ));
        out
    }
}

/// Screens every case offline as of `as_of`.
pub fn evaluate(cases: &[Case], as_of: Date) -> Result<Report, String> {
    let mut report = Report::default();
    for case in cases {
        let request = case.request()?;
        let conflicts = super::screen(&request, as_of);
        let refused: Vec<&str> = conflicts.iter().map(|c| c.family.id).collect();
        if case.family == LAWFUL {
            report.lawful.cases += 1;
            if !refused.is_empty() {
                report.lawful.hits += 1;
                report.lawful.missed.push(format!("{} ({})", case.id, refused.join("+")));
            }
            continue;
        }
        if super::families().get(&case.family).is_none() {
            return Err(format!("{}: no family {}", case.id, case.family));
        }
        let tally = report.families.entry(case.family.clone()).or_default();
        tally.cases += 1;
        if refused.contains(&case.family.as_str()) {
            tally.hits += 1;
        } else if refused.is_empty() {
            tally.missed.push(case.id.clone());
        } else {
            tally.other_family += 1;
            tally.missed.push(format!("{} (as {})", case.id, refused.join("+")));
        }
    }
    Ok(report)
}
