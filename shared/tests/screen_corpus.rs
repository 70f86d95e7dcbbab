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

fn report(file: &str) -> Report {
    let path = format!("{}/drafting/screen/corpus/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let cases = corpus::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    corpus::evaluate(&cases, date!(2026 - 11 - 26)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn meets(file: &str, recall: f64, false_refusals: f64) {
    let report = report(file);
    println!("{}", report.table(file));
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
    meets("dev.toml", RECALL_TARGET, FALSE_REFUSAL_TARGET);
}

#[test]
fn the_screen_holds_its_level_on_the_held_out_corpus() {
    meets("holdout.toml", HOLDOUT_RECALL_FLOOR, HOLDOUT_FALSE_REFUSAL_CEILING);
    meets("holdout-added-families.toml", HOLDOUT_ADDED_RECALL_FLOOR, HOLDOUT_ADDED_FALSE_REFUSAL_CEILING);
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
