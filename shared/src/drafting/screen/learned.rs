//! The screen's second reader (decision 0026): a naive Bayes model of the labelled development corpus
//! (`drafting/screen/corpus/dev.toml`), for the wordings the families' patterns do not reach. The patterns read an
//! obligation by its parts and generalise by their synonyms; people still write what nobody listed ("anything
//! posted online that hurts our reputation … we'll keep your deposit"). Words and word pairs of what they wrote, read
//! as the screen reads them (normalised, Spanish as English), say which family a text is most like.
//!
//! It is trained from the development set only, so the held-out sets still measure what neither reader was tuned
//! to, and ahead of time: `drafting/screen/learned-model.txt` holds its counts, which a process reads in about a
//! millisecond instead of training for 130 ms (release) before its first screen (issue 27, decision 0039). It only ever adds a finding, of a family that is screened in the
//! order, decided for the worker's state by the same table as a pattern's finding (so a lawful non-compete in Texas
//! is still lawful), and only when the text is more like that family than like the lawful instructions by the
//! margin `[learned] margin` of the families file, chosen so that the development set's lawful instructions, each
//! read by a model trained without it, are refused at most 1 % of the time.

use super::cases::{Case, LAWFUL};
use super::read;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

/// The development corpus the model is trained from, embedded at build time for the tests and the benchmark.
static DEV_TOML: &str = include_str!("../../../drafting/screen/corpus/dev.toml");

/// The model of the development corpus, trained ahead of time (`learned-model.txt`; the tests fail when it is not
/// what training on `dev.toml` gives, and `UPDATE_LEARNED_MODEL=1` rewrites it).
static PREBUILT: &str = include_str!("../../../drafting/screen/learned-model.txt");

/// The development cases, parsed (the corpus tests check the file).
pub fn development_cases() -> Vec<Case> {
    super::cases::parse(DEV_TOML).unwrap_or_else(|e| panic!("drafting/screen/corpus/dev.toml: {e}"))
}

/// The model of the embedded development corpus, read from its prebuilt form on first use (about a millisecond:
/// its lines are indexed, a feature's counts are read when a text has it).
pub fn model() -> &'static Model {
    static MODEL: std::sync::LazyLock<Model> = std::sync::LazyLock::new(|| {
        Model::read(Cow::Borrowed(PREBUILT))
            .unwrap_or_else(|e| panic!("drafting/screen/learned-model.txt: {e} (the learned tests read it)"))
    });
    &MODEL
}

/// How much unseen words count: small, so that a word seen once with a family is evidence.
const SMOOTHING: f64 = 0.1;

/// A naive Bayes model over words and word pairs, kept as its text form (see [`Model::text`]): each label's
/// examples and feature total, then one line per feature with each label's count of it, sorted by feature.
#[derive(Debug)]
pub struct Model {
    text: Cow<'static, str>,
    labels: Vec<Label>,
    /// Each feature line's start, its tab and its end in `text`, in feature order.
    lines: Vec<(usize, usize, usize)>,
    examples: usize,
}

#[derive(Debug)]
struct Label {
    name: String,
    examples: usize,
    feature_total: usize,
}

/// The words and word pairs of a text, as the screen reads it.
pub fn features(text: &str) -> Vec<String> {
    let plain = read::normalise(&text.replace('\n', " "));
    let words: Vec<&str> =
        plain.split(|c: char| !(c.is_alphanumeric() || c == '$')).filter(|w| !w.is_empty()).collect();
    let mut features: Vec<String> = words.iter().map(|w| (*w).to_string()).collect();
    features.extend(words.windows(2).map(|pair| format!("{} {}", pair[0], pair[1])));
    features
}

/// What heads the text form.
const HEADER: &str = "# The screen's learned reader, trained on drafting/screen/corpus/dev.toml. Generated: \
                      UPDATE_LEARNED_MODEL=1 cargo test -p shared --lib learned (do not edit).";

impl Model {
    /// Trains on `cases`: each case's text is an example of its label (a family, or lawful).
    pub fn train<'a>(cases: impl IntoIterator<Item = &'a Case>) -> Model {
        Model::read(Cow::Owned(Model::text_of(cases))).unwrap_or_else(|e| panic!("a trained model reads back: {e}"))
    }

    /// The text form of the model trained on `cases`:
    ///
    /// ```text
    /// # header
    /// @label <name> <examples> <feature total>      (one line per label, in name order)
    /// <feature>\t<label index>:<count> ...        (one line per feature, sorted)
    /// ```
    pub fn text_of<'a>(cases: impl IntoIterator<Item = &'a Case>) -> String {
        let mut labels: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        let mut seen: Vec<(String, &str)> = Vec::new();
        for case in cases {
            let label = labels.entry(case.family.as_str()).or_default();
            label.0 += 1;
            for feature in features(&case.text) {
                label.1 += 1;
                seen.push((feature, case.family.as_str()));
            }
        }
        let index: HashMap<&str, usize> = labels.keys().enumerate().map(|(i, name)| (*name, i)).collect();
        let mut counts: BTreeMap<String, BTreeMap<usize, usize>> = BTreeMap::new();
        for (feature, label) in seen {
            *counts.entry(feature).or_default().entry(index[label]).or_default() += 1;
        }
        let mut text = format!("{HEADER}\n");
        for (name, (examples, total)) in &labels {
            text.push_str(&format!("@label {name} {examples} {total}\n"));
        }
        for (feature, by_label) in counts {
            let list: Vec<String> = by_label.iter().map(|(label, count)| format!("{label}:{count}")).collect();
            text.push_str(&format!("{feature}\t{}\n", list.join(" ")));
        }
        text
    }

    /// Reads a model's text form: the labels are parsed, the feature lines only indexed.
    pub fn read(text: Cow<'static, str>) -> Result<Model, String> {
        let mut labels = Vec::new();
        let mut lines = Vec::new();
        let mut start = 0;
        let mut previous: Option<&str> = None;
        for line in text.split_inclusive('\n') {
            let end = start + line.len();
            let content = line.trim_end_matches('\n');
            if let Some(label) = content.strip_prefix("@label ") {
                let parts: Vec<&str> = label.split(' ').collect();
                let [name, examples, total] = parts[..] else { return Err(format!("a label line: {content:?}")) };
                let number = |n: &str| n.parse::<usize>().map_err(|e| format!("{content:?}: {e}"));
                labels.push(Label {
                    name: name.to_string(),
                    examples: number(examples)?,
                    feature_total: number(total)?,
                });
            } else if !content.starts_with('#') && !content.is_empty() {
                let tab = content.find('\t').ok_or_else(|| format!("a feature line without a tab: {content:?}"))?;
                let feature = &content[..tab];
                if previous.is_some_and(|p| p >= feature) {
                    return Err(format!("feature lines out of order at {feature:?}"));
                }
                previous = Some(feature);
                lines.push((start, start + tab, start + content.len()));
            }
            start = end;
        }
        if !labels.iter().any(|label| label.name == LAWFUL) {
            return Err("no lawful label".to_string());
        }
        let examples = labels.iter().map(|label| label.examples).sum();
        Ok(Model { text, labels, lines, examples })
    }

    /// The text form, as [`Model::text_of`] wrote it.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// How many words and word pairs the model knows.
    pub fn vocabulary(&self) -> usize {
        self.lines.len()
    }

    /// Each label's count of `feature` (by label index), empty for a feature never seen.
    fn counts(&self, feature: &str) -> Vec<(usize, usize)> {
        let found = self.lines.binary_search_by(|&(start, tab, _)| self.text[start..tab].cmp(feature));
        let Ok(at) = found else { return Vec::new() };
        let (_, tab, end) = self.lines[at];
        self.text[tab + 1..end]
            .split(' ')
            .filter_map(|pair| {
                let (label, count) = pair.split_once(':')?;
                Some((label.parse().ok()?, count.parse().ok()?))
            })
            .collect()
    }

    /// Each label's score of a text's features: its log prior plus each feature's log likelihood, smoothed.
    fn scores(&self, features: &[String]) -> Vec<f64> {
        let size = self.vocabulary().max(1) as f64;
        let denominators: Vec<f64> =
            self.labels.iter().map(|label| label.feature_total as f64 + SMOOTHING * size).collect();
        let mut likelihoods = vec![0.0; self.labels.len()];
        for feature in features {
            let counts = self.counts(feature);
            for (index, sum) in likelihoods.iter_mut().enumerate() {
                let count = counts.iter().find(|(label, _)| *label == index).map_or(0, |(_, count)| *count);
                *sum += ((count as f64 + SMOOTHING) / denominators[index]).ln();
            }
        }
        let total = self.examples.max(1) as f64;
        self.labels.iter().zip(likelihoods).map(|(label, sum)| (label.examples as f64 / total).ln() + sum).collect()
    }

    /// The family among `offered` that `text` is most like, with how much more like it than like the lawful
    /// instructions it is (a log-odds margin); `None` when no offered family was in the training set.
    pub fn closest<'a>(&self, text: &str, offered: &[&'a str]) -> Option<(&'a str, f64)> {
        let features = features(text);
        let scores = self.scores(&features);
        let score_of = |name: &str| self.labels.iter().position(|label| label.name == name).map(|i| scores[i]);
        let lawful = score_of(LAWFUL)?;
        // Per word of evidence: a long text's log odds grow with its length, whatever it says.
        let per = (features.len().max(1) as f64).sqrt();
        offered.iter().filter_map(|id| Some((*id, (score_of(id)? - lawful) / per))).max_by(|a, b| a.1.total_cmp(&b.1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(family: &str, text: &str) -> Case {
        Case {
            id: format!("t-{}", text.len()),
            family: family.into(),
            document: "Employment Agreement".into(),
            state: "California".into(),
            text: text.into(),
            details: BTreeMap::new(),
        }
    }

    #[test]
    fn a_text_is_closest_to_the_family_whose_words_it_shares_and_lawful_words_count_against_it() {
        let cases = [
            case("overtime", "no overtime pay for extra hours"),
            case("overtime", "extra hours are paid at the regular rate, no premium"),
            case(LAWFUL, "overtime is paid at one and a half times the regular rate"),
            case(LAWFUL, "the regular schedule is monday to friday"),
        ];
        let model = Model::train(&cases);
        let (family, margin) = model.closest("extra hours get no premium", &["overtime"]).expect("offered");
        assert_eq!(family, "overtime");
        assert!(margin > 0.0, "{margin}");
        let (_, lawful_margin) =
            model.closest("overtime is paid at one and a half times", &["overtime"]).expect("offered");
        assert!(lawful_margin < 0.0, "{lawful_margin}");
        assert_eq!(model.closest("anything", &["unknown_family"]), None);
    }

    #[test]
    fn the_prebuilt_model_is_what_training_on_the_development_corpus_gives() {
        let trained = Model::text_of(&development_cases());
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/drafting/screen/learned-model.txt");
        if std::env::var_os("UPDATE_LEARNED_MODEL").is_some() {
            std::fs::write(path, &trained).unwrap_or_else(|e| panic!("writing {path}: {e}"));
            return;
        }
        assert!(
            trained == PREBUILT,
            "drafting/screen/learned-model.txt is not what training on dev.toml gives: rewrite it with \
             UPDATE_LEARNED_MODEL=1 cargo test -p shared --lib learned"
        );
        assert!(model().vocabulary() > 10_000, "{}", model().vocabulary());
    }

    #[test]
    fn a_model_reads_back_as_it_was_written_and_a_damaged_one_is_refused() {
        let cases = [case("overtime", "no overtime pay"), case(LAWFUL, "overtime is paid")];
        let text = Model::text_of(&cases);
        let model = Model::read(Cow::Owned(text.clone())).expect("reads");
        assert_eq!(model.text(), text);
        assert_eq!(model.counts("overtime"), vec![(0, 1), (1, 1)]);
        assert_eq!(model.counts("never seen"), vec![]);
        let unsorted = text.replace("overtime\t", "zzz\t");
        assert!(Model::read(Cow::Owned(unsorted)).unwrap_err().contains("out of order"));
        assert!(Model::read(Cow::Owned("overtime\t0:1\n".into())).unwrap_err().contains("no lawful label"));
    }

    #[test]
    fn spanish_and_contractions_are_read_as_the_patterns_read_them() {
        assert!(features("won't pay").contains(&"will not".to_string()));
        assert!(features("El empleado no podrá trabajar").iter().any(|f| f == "shall not"));
    }
}
