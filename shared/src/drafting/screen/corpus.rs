//! Measuring the screen on a labelled corpus (issue 22): customer instructions a person wrote, each labelled with
//! the family that makes it unlawful in its state, or `lawful`. `shared/drafting/screen/corpus/dev.toml` is what the
//! screen is developed against; `holdout.toml` is kept out of development and reported apart. The unit test
//! (`shared/tests/screen_corpus.rs`) fails under the targets; `cargo bench -p shared --bench screen` prints the
//! tables the README shows.

pub use super::cases::{parse, Case, LAWFUL};
use super::learned::Model;
use std::collections::BTreeMap;
use time::Date;

/// Recall on unlawful wordings, at least.
pub const RECALL_TARGET: f64 = 0.98;
/// False refusals of lawful instructions, at most.
pub const FALSE_REFUSAL_TARGET: f64 = 0.02;

/// What the screen reaches on the held-out fifth today, which it must not fall below while it is brought to the
/// targets: text the screen was never tuned to shows how far it generalises (issue 22 stays open until the held-out
/// set meets [`RECALL_TARGET`] and [`FALSE_REFUSAL_TARGET`] too). Raise these with every gain. A blind round adds its
/// fifth here, which can lower the rate without any change to the screen: the floors are then set from the grown set,
/// and only when the screen of that day reads the set as it was before at least as well as the last floor said
/// (round seven: the set without it 86.7 %, as before; with it 85.6 %. Round eight: the set without it 86.1 % and
/// 2.3 % false refusals, as before; with it 84.2 % and 1.9 %).
pub const HOLDOUT_RECALL_FLOOR: f64 = 0.84;
/// See [`HOLDOUT_RECALL_FLOOR`].
pub const HOLDOUT_FALSE_REFUSAL_CEILING: f64 = 0.02;

/// The same for the held-out fifth of the families added later (`holdout-added-families.toml`), measured apart so
/// the floors above keep meaning what they meant for the families they were set on. Each blind round adds its fifth
/// to the held-out files (rounds five to eight), and its floors are set again as above; raise with every gain (round
/// eight: the set without it 79.0 % and 2.4 %, as before; with it 77.7 % and 3.7 %, two of its 23 lawful cases
/// refused, as they were before the round's development).
pub const HOLDOUT_ADDED_RECALL_FLOOR: f64 = 0.775;
/// See [`HOLDOUT_ADDED_RECALL_FLOOR`].
pub const HOLDOUT_ADDED_FALSE_REFUSAL_CEILING: f64 = 0.04;

/// Every corpus file: the development set, and the held-out sets reported apart.
pub const FILES: [&str; 3] = ["dev.toml", "holdout.toml", "holdout-added-families.toml"];

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
    evaluate_by(cases, |_, case| Ok(super::screen(&case.request()?, as_of).iter().map(|c| c.family.id).collect()))
}

/// The fold of the case at `index`: every `folds`-th case is in one, so each fold has cases of every round and family.
fn fold_of(index: usize, folds: usize) -> usize {
    index % folds
}

/// One learned reader per fold, each trained on the cases outside it.
fn fold_models(cases: &[Case], folds: usize) -> Vec<Model> {
    (0..folds)
        .map(|fold| Model::train(cases.iter().enumerate().filter(|(i, _)| fold_of(*i, folds) != fold).map(|(_, c)| c)))
        .collect()
}

/// The screen measured on `cases` the way a held-out set measures it: the patterns as they are, and the learned
/// reader for each fifth (of `folds`) trained on the other cases only, so no case is read by a model that saw it.
pub fn evaluate_cross_validated(cases: &[Case], as_of: Date, folds: usize) -> Result<Report, String> {
    let models = fold_models(cases, folds);
    evaluate_by(cases, |index, case| {
        let conflicts = super::families().screen_with(&case.request()?, as_of, Some(&models[fold_of(index, folds)]));
        Ok(conflicts.iter().map(|c| c.family.id).collect())
    })
}

/// For each lawful case the patterns pass, how much more like a family screened in its order than like the lawful
/// instructions the learned reader finds it, read by a model trained without its fold: the margin that keeps a
/// share of them from being refused is a quantile of these.
pub fn lawful_margins_cross_validated(cases: &[Case], as_of: Date, folds: usize) -> Result<Vec<f64>, String> {
    let families = super::families();
    let models = fold_models(cases, folds);
    let mut margins = Vec::new();
    for (index, case) in cases.iter().enumerate().filter(|(_, c)| c.family == LAWFUL) {
        let request = case.request()?;
        if !families.screen_with(&request, as_of, None).is_empty() {
            continue;
        }
        let fields: Vec<super::Field> = super::customer_texts(&request).iter().map(|text| text.field).collect();
        let best = families
            .learned_readings(&request, &models[fold_of(index, folds)], &fields)
            .iter()
            .map(|(_, _, margin, _)| *margin)
            .fold(f64::NEG_INFINITY, f64::max);
        margins.push(best);
    }
    margins.sort_by(f64::total_cmp);
    Ok(margins)
}

fn evaluate_by(
    cases: &[Case],
    refused_by: impl Fn(usize, &Case) -> Result<Vec<&'static str>, String>,
) -> Result<Report, String> {
    let mut report = Report::default();
    for (index, case) in cases.iter().enumerate() {
        let refused = refused_by(index, case)?;
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
