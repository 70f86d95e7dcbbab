//! The revision grammar measured on its labelled corpus (`shared/drafting/revise/corpus.toml`, written blind by
//! someone who had not read the grammar): how many requests the offline engine reads as exactly the changes a careful
//! reader would (or refuses with the allowed range when the length is out of it), and how many it must not apply
//! (other changes, conditions, the wrong document) it refuses instead. A fifth of the corpus (ids divisible by 5) is
//! held out from development: its misses are never printed, only its rates, which must stay above their floors.

use serde::Deserialize;
use shared::domain::details::{parse_usd, Years};
use shared::domain::{DocumentData, DocumentDetailsData, SpecialClause};
use shared::drafting::revise::{self, Length};
use std::collections::BTreeMap;

/// Development targets (issue 22, point 5).
const UNDERSTOOD_TARGET: f64 = 0.95;
const REFUSED_TARGET: f64 = 0.95;
/// The held-out fifth's floors: set from its first measure, only ever raised.
const HOLDOUT_UNDERSTOOD_FLOOR: f64 = 0.85;
const HOLDOUT_REFUSED_FLOOR: f64 = 1.0;
/// The seventh blind round (`corpus-round-7.toml`), not yet developed on: what it reads today, never less; and nothing
/// it must refuse is ever applied.
const ROUND_7_UNDERSTOOD_FLOOR: f64 = 0.23;

#[derive(Deserialize)]
struct Corpus {
    case: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    id: String,
    document: String,
    text: String,
    #[serde(default)]
    expect: Option<BTreeMap<String, toml::Value>>,
    #[serde(default)]
    outcome: Option<String>,
    #[serde(default)]
    field: Option<String>,
    #[serde(default)]
    parent_term_years: Option<u8>,
    #[serde(default)]
    parent_confidentiality_years: Option<u8>,
}

impl Case {
    fn held_out(&self) -> bool {
        self.id.rsplit('-').next().and_then(|n| n.parse::<u32>().ok()).is_some_and(|n| n % 5 == 0)
    }

    /// The order's form before the revision: the document, its lengths, and the clauses the case removes.
    fn parent(&self) -> DocumentData {
        let mut data = DocumentData {
            document_type: self.document.clone(),
            details: DocumentDetailsData {
                term_years: self.parent_term_years.map(|y| y.to_string()).unwrap_or_default(),
                confidentiality_years: self.parent_confidentiality_years.map(|y| y.to_string()).unwrap_or_default(),
                ..Default::default()
            },
            ..Default::default()
        };
        if let Some(removed) = self.expect.as_ref().and_then(|e| e.get("remove_clause")) {
            data.special_clauses = strings(removed);
        }
        data
    }
}

fn strings(value: &toml::Value) -> Vec<String> {
    match value {
        toml::Value::String(s) => vec![s.clone()],
        toml::Value::Array(items) => items.iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
        other => vec![other.to_string()],
    }
}

/// What the engine made of a request.
#[derive(Debug, PartialEq)]
enum Outcome {
    /// The changes, by label, as the corpus writes them.
    Changes(BTreeMap<String, Vec<String>>),
    OutOfRange(Vec<&'static str>),
    Refused,
}

fn read(case: &Case) -> Outcome {
    let before = case.parent();
    let mut after = before.clone();
    let revision = revise::parse(&case.text);
    let applied = revision.apply(&mut after);
    let out_of_range: Vec<&'static str> = revision
        .out_of_range
        .iter()
        .chain(&applied.out_of_range)
        .map(|o| match o.length {
            Length::Term => "term_years",
            Length::Confidentiality => "confidentiality_years",
        })
        .collect();
    if !out_of_range.is_empty() {
        return Outcome::OutOfRange(out_of_range);
    }
    if !revision.not_understood.is_empty() || !applied.not_applied.is_empty() {
        return Outcome::Refused;
    }
    let mut changes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let (b, a) = (&before.details, &after.details);
    let years = |raw: &str, default: Years| Years::parse(raw).unwrap_or(default).get().to_string();
    let dollars = |raw: &str| parse_usd(raw).map(|c| format!("{}.{:02}", c.0 / 100, c.0 % 100)).unwrap_or_default();
    if a.term_years != b.term_years {
        changes.insert("term_years".into(), vec![years(&a.term_years, Years::DEFAULT_TERM)]);
    }
    if a.confidentiality_years != b.confidentiality_years {
        changes.insert(
            "confidentiality_years".into(),
            vec![years(&a.confidentiality_years, Years::DEFAULT_CONFIDENTIALITY)],
        );
    }
    if a.contract_value != b.contract_value {
        changes.insert("contract_value".into(), vec![dollars(&a.contract_value)]);
    }
    if a.annual_pay != b.annual_pay {
        changes.insert("annual_pay".into(), vec![dollars(&a.annual_pay)]);
    }
    if a.payment_dates != b.payment_dates {
        changes.insert("payment_dates".into(), vec![a.payment_dates.clone()]);
    }
    if a.mutuality != b.mutuality {
        changes.insert("mutual".into(), vec![(a.mutuality == "Mutual").to_string()]);
    }
    let ids = |data: &DocumentData| -> Vec<String> {
        data.special_clauses.iter().filter_map(|id| SpecialClause::parse(id)).map(|c| c.id().to_string()).collect()
    };
    let (was, now) = (ids(&before), ids(&after));
    let added: Vec<String> = now.iter().filter(|c| !was.contains(c)).cloned().collect();
    let removed: Vec<String> = was.iter().filter(|c| !now.contains(c)).cloned().collect();
    if !added.is_empty() {
        changes.insert("add_clause".into(), added);
    }
    if !removed.is_empty() {
        changes.insert("remove_clause".into(), removed);
    }
    if after.custom_instructions != before.custom_instructions {
        changes.insert("verbatim".into(), vec![after.custom_instructions.clone()]);
    }
    Outcome::Changes(changes)
}

/// Whether the engine read the case as its label says.
fn right(case: &Case, outcome: &Outcome) -> bool {
    match (&case.expect, case.outcome.as_deref(), outcome) {
        (Some(expect), _, Outcome::Changes(got)) => {
            expect.len() == got.len()
                && expect.iter().all(|(label, value)| {
                    let Some(got) = got.get(label) else { return false };
                    let mut wanted = strings(value);
                    let mut got = got.clone();
                    if label == "payment_dates" {
                        return got.len() == 1 && got[0].to_lowercase().contains(&wanted[0].to_lowercase());
                    }
                    wanted.sort();
                    got.sort();
                    wanted == got
                })
        }
        (None, Some("out_of_range"), Outcome::OutOfRange(fields)) => {
            case.field.as_deref().is_none_or(|field| fields.contains(&field))
        }
        (None, Some("not_understood" | "wrong_document"), Outcome::Refused) => true,
        _ => false,
    }
}

struct Tally {
    understood: (usize, usize),
    refused: (usize, usize),
}

impl Tally {
    /// "understood 455/462 (98.5 %), refused as they must be 106/106 (100.0 %)"
    fn summary(&self) -> String {
        format!(
            "understood {}/{} ({:.1} %), refused as they must be {}/{} ({:.1} %)",
            self.understood.0,
            self.understood.1,
            100.0 * rate(self.understood),
            self.refused.0,
            self.refused.1,
            100.0 * rate(self.refused)
        )
    }
}

fn rate((hits, total): (usize, usize)) -> f64 {
    if total == 0 {
        1.0
    } else {
        hits as f64 / total as f64
    }
}

fn tally<'a>(cases: impl Iterator<Item = &'a Case>, show_misses: bool) -> Tally {
    let mut tally = Tally { understood: (0, 0), refused: (0, 0) };
    for case in cases {
        let outcome = read(case);
        let ok = right(case, &outcome);
        let bucket = match case.outcome.as_deref() {
            Some("not_understood" | "wrong_document") => &mut tally.refused,
            _ => &mut tally.understood,
        };
        bucket.1 += 1;
        if ok {
            bucket.0 += 1;
        } else if show_misses {
            let wanted = case.expect.as_ref().map(|e| format!("{e:?}")).or(case.outcome.clone()).unwrap_or_default();
            println!("MISS {} [{}] {:?}\n   wanted {wanted}\n   got    {outcome:?}", case.id, case.document, case.text);
        }
    }
    tally
}

#[test]
fn the_revision_grammar_understands_the_corpus_and_refuses_what_it_cannot_apply() {
    let corpus: Corpus =
        toml::from_str(include_str!("../drafting/revise/corpus.toml")).expect("the revision corpus parses");
    assert!(corpus.case.len() >= 200, "at least 200 requests");
    let dev = tally(corpus.case.iter().filter(|c| !c.held_out()), true);
    let holdout = tally(corpus.case.iter().filter(|c| c.held_out()), false);
    for (name, t) in [("development", &dev), ("held out", &holdout)] {
        println!("{name}: {}", t.summary());
    }
    assert!(rate(dev.understood) >= UNDERSTOOD_TARGET, "development understood {:.3}", rate(dev.understood));
    assert!(rate(dev.refused) >= REFUSED_TARGET, "development refused {:.3}", rate(dev.refused));
    assert!(
        rate(holdout.understood) >= HOLDOUT_UNDERSTOOD_FLOOR,
        "held-out understood {:.3}",
        rate(holdout.understood)
    );
    assert!(rate(holdout.refused) >= HOLDOUT_REFUSED_FLOOR, "held-out refused {:.3}", rate(holdout.refused));
}

#[test]
fn the_next_blind_round_is_read_no_worse_than_when_it_arrived_and_nothing_it_must_refuse_is_applied() {
    let corpus: Corpus = toml::from_str(include_str!("../drafting/revise/corpus-round-7.toml"))
        .expect("the seventh round of revision requests parses");
    assert!(corpus.case.len() >= 300, "the seventh round has 300 requests");
    // Neither part's misses are printed: the round is measured, not developed on, until it joins the corpus.
    let all = tally(corpus.case.iter(), false);
    println!("seventh round (not yet developed on): {}", all.summary());
    assert!(rate(all.understood) >= ROUND_7_UNDERSTOOD_FLOOR, "seventh round understood {:.3}", rate(all.understood));
    assert!(rate(all.refused) >= 1.0, "seventh round: a request that must be refused was applied");
}
