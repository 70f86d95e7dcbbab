//! Issue 22.3: the screen measured on a labelled corpus of customer instructions (`drafting/screen/corpus/`), not on
//! a handful of phrases: recall on the unlawful wordings and false refusals on the lawful ones, on the development
//! set and, apart, on the held-out fifth. The development set fails under the targets; the held-out set under the
//! level it has reached (it is reported against the targets in the README). The tables:
//! `cargo bench -p shared --bench screen`.

use shared::drafting::screen::corpus::{
    self, Report, FALSE_REFUSAL_TARGET, HOLDOUT_ADDED_FALSE_REFUSAL_CEILING, HOLDOUT_ADDED_RECALL_FLOOR,
    HOLDOUT_FALSE_REFUSAL_CEILING, HOLDOUT_RECALL_FLOOR, RECALL_TARGET,
};
use time::macros::date;

/// Folds of the development set: each fifth is read by a learned reader trained on the other four.
const FOLDS: usize = 5;

fn cases(file: &str) -> Vec<corpus::Case> {
    let path = format!("{}/drafting/screen/corpus/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    corpus::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A held-out file's report: the learned reader trained on the whole development set, as the product uses it. The
/// development set's: cross-validated, so its figures are not the training set read back.
fn report(file: &str) -> Report {
    let cases = cases(file);
    let measured = if file == "dev.toml" {
        corpus::evaluate_cross_validated(&cases, AS_OF, FOLDS)
    } else {
        corpus::evaluate(&cases, AS_OF)
    };
    measured.unwrap_or_else(|e| panic!("{file}: {e}"))
}

const AS_OF: time::Date = date!(2026 - 11 - 26);

/// Every file's table first, then the checks, so one file under its level does not hide the other's figures.
fn meet(files: &[(&str, f64, f64)]) {
    let reports: Vec<Report> = files.iter().map(|(file, _, _)| report(file)).collect();
    for ((file, _, _), report) in files.iter().zip(&reports) {
        println!("{}", report.table(file));
    }
    for ((file, recall, false_refusals), report) in files.iter().zip(&reports) {
        meets(file, report, *recall, *false_refusals);
    }
}

fn meets(file: &str, report: &Report, recall: f64, false_refusals: f64) {
    assert!(
        report.recall() >= recall,
        "{file}: recall {:.1} % is under {:.1} %\n{}",
        report.recall() * 100.0,
        recall * 100.0,
        report.table(file)
    );
    assert!(
        report.false_refusals() <= false_refusals,
        "{file}: false refusals {:.1} % are over {:.1} %\n{}",
        report.false_refusals() * 100.0,
        false_refusals * 100.0,
        report.table(file)
    );
}

#[test]
fn the_screen_meets_its_targets_on_the_development_corpus() {
    meet(&[("dev.toml", RECALL_TARGET, FALSE_REFUSAL_TARGET)]);
}

#[test]
fn the_screen_holds_its_level_on_the_held_out_corpus() {
    meet(&[
        ("holdout.toml", HOLDOUT_RECALL_FLOOR, HOLDOUT_FALSE_REFUSAL_CEILING),
        ("holdout-added-families.toml", HOLDOUT_ADDED_RECALL_FLOOR, HOLDOUT_ADDED_FALSE_REFUSAL_CEILING),
    ]);
}

#[test]
fn the_learned_margin_refuses_at_most_one_in_a_hundred_lawful_development_instructions() {
    let margins = corpus::lawful_margins_cross_validated(&cases("dev.toml"), AS_OF, FOLDS).expect("dev corpus");
    let quantile = |share: f64| margins[((margins.len() as f64 * share) as usize).min(margins.len() - 1)];
    let margin = shared::drafting::screen::families().learned_margin;
    let over = margins.iter().filter(|m| **m >= margin).count();
    println!(
        "learned margins of {} lawful development instructions (cross-validated): 95 % {:.1}, 98 % {:.1}, 99 % {:.1}, max {:.1}; the margin {margin} refuses {over}",
        margins.len(),
        quantile(0.95),
        quantile(0.98),
        quantile(0.99),
        margins.last().copied().unwrap_or_default(),
    );
    assert!(over as f64 <= margins.len() as f64 * 0.01, "{over} of {} over the margin {margin}", margins.len());
}

#[test]
fn the_corpus_is_large_enough_and_its_ids_are_unique() {
    let mut ids = std::collections::BTreeSet::new();
    let (mut unlawful, mut lawful) = (0, 0);
    for file in corpus::FILES {
        let path = format!("{}/drafting/screen/corpus/{file}", env!("CARGO_MANIFEST_DIR"));
        for case in corpus::parse(&std::fs::read_to_string(&path).unwrap()).unwrap() {
            assert!(ids.insert(case.id.clone()), "{} twice", case.id);
            if case.family == corpus::LAWFUL {
                lawful += 1
            } else {
                unlawful += 1
            }
        }
    }
    assert!(unlawful >= 400, "{unlawful} unlawful wordings, at least 400 wanted");
    assert!(lawful >= 200, "{lawful} lawful instructions, at least 200 wanted");
}
