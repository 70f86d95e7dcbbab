//! The screen's second reader (decision 0026): a naive Bayes model of the labelled development corpus
//! (`drafting/screen/corpus/dev.toml`), for the wordings the families' patterns do not reach. The patterns read an
//! obligation by its parts and generalise by their synonyms; people still write what nobody listed ("anything
//! posted online that hurts our reputation … we'll keep your deposit"). Words and word pairs of what they wrote, read
//! as the screen reads them (normalised, Spanish as English), say which family a text is most like.
//!
//! It is trained from the development set only, on first use (about a second in a debug build), so the held-out sets
//! still measure what neither reader was tuned to. It only ever adds a finding, of a family that is screened in the
//! order, decided for the worker's state by the same table as a pattern's finding (so a lawful non-compete in Texas
//! is still lawful), and only when the text is more like that family than like the lawful instructions by the
//! margin `[learned] margin` of the families file, chosen so that the development set's lawful instructions, each
//! read by a model trained without it, are refused at most 1 % of the time.

use super::cases::{Case, LAWFUL};
use super::read;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The development corpus the model is trained from, embedded at build time.
static DEV_TOML: &str = include_str!("../../../drafting/screen/corpus/dev.toml");

/// The development cases, parsed (the corpus tests check the file).
pub fn development_cases() -> Vec<Case> {
    super::cases::parse(DEV_TOML).unwrap_or_else(|e| panic!("drafting/screen/corpus/dev.toml: {e}"))
}

/// The model of the embedded development corpus, trained on first use.
pub fn model() -> &'static Model {
    static MODEL: std::sync::LazyLock<Model> = std::sync::LazyLock::new(|| Model::train(&development_cases()));
    &MODEL
}

/// How much unseen words count: small, so that a word seen once with a family is evidence.
const SMOOTHING: f64 = 0.1;

/// A naive Bayes model over words and word pairs.
#[derive(Debug)]
pub struct Model {
    /// Each label's log prior and, per feature, its log likelihood; `unseen` for features it never had.
    labels: Vec<Label>,
    vocabulary: usize,
}

#[derive(Debug)]
struct Label {
    name: String,
    log_prior: f64,
    log_likelihood: HashMap<String, f64>,
    unseen: f64,
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

impl Model {
    /// Trains on `cases`: each case's text is an example of its label (a family, or lawful).
    pub fn train<'a>(cases: impl IntoIterator<Item = &'a Case>) -> Model {
        let mut counts: BTreeMap<&str, (usize, HashMap<String, usize>, usize)> = BTreeMap::new();
        let mut vocabulary: HashSet<String> = HashSet::new();
        let mut total = 0usize;
        for case in cases {
            let entry = counts.entry(case.family.as_str()).or_default();
            entry.0 += 1;
            total += 1;
            for feature in features(&case.text) {
                entry.2 += 1;
                vocabulary.insert(feature.clone());
                *entry.1.entry(feature).or_default() += 1;
            }
        }
        let size = vocabulary.len().max(1) as f64;
        let labels = counts
            .into_iter()
            .map(|(name, (examples, features, feature_total))| {
                let denominator = feature_total as f64 + SMOOTHING * size;
                Label {
                    name: name.to_string(),
                    log_prior: (examples as f64 / total.max(1) as f64).ln(),
                    log_likelihood: features
                        .into_iter()
                        .map(|(feature, count)| (feature, ((count as f64 + SMOOTHING) / denominator).ln()))
                        .collect(),
                    unseen: (SMOOTHING / denominator).ln(),
                }
            })
            .collect();
        Model { labels, vocabulary: vocabulary.len() }
    }

    /// How many words and word pairs the model knows.
    pub fn vocabulary(&self) -> usize {
        self.vocabulary
    }

    fn score(&self, label: &Label, features: &[String]) -> f64 {
        label.log_prior
            + features.iter().map(|f| label.log_likelihood.get(f).copied().unwrap_or(label.unseen)).sum::<f64>()
    }

    /// The family among `offered` that `text` is most like, with how much more like it than like the lawful
    /// instructions it is (a log-odds margin); `None` when no offered family was in the training set.
    pub fn closest<'a>(&self, text: &str, offered: &[&'a str]) -> Option<(&'a str, f64)> {
        let features = features(text);
        let lawful = self.labels.iter().find(|label| label.name == LAWFUL).map(|label| self.score(label, &features))?;
        // Per word of evidence: a long text's log odds grow with its length, whatever it says.
        let per = (features.len().max(1) as f64).sqrt();
        offered
            .iter()
            .filter_map(|id| {
                let label = self.labels.iter().find(|label| label.name == *id)?;
                Some((*id, (self.score(label, &features) - lawful) / per))
            })
            .max_by(|a, b| a.1.total_cmp(&b.1))
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
    fn spanish_and_contractions_are_read_as_the_patterns_read_them() {
        assert!(features("won't pay").contains(&"will not".to_string()));
        assert!(features("El empleado no podrá trabajar").iter().any(|f| f == "shall not"));
    }
}
