//! Industry profiles as data: what confidential information typically looks like in the industry, the law it
//! brings in, and the clause or notice each document type adds. The text is `drafting/industries.toml` (embedded at
//! build time, read once); the clause for outside parties is a clause template (`drafting/clauses/industry/*.j2`).

use super::rules::federal::FederalLaw;
use crate::domain::Industry;
use serde::Deserialize;
use std::sync::LazyLock;

/// The profiles' text, embedded at build time.
const INDUSTRIES_TOML: &str = include_str!("../../drafting/industries.toml");

pub(crate) struct IndustryProfile {
    pub industry: Industry,
    /// Extra examples of confidential information, as a list phrase.
    pub examples: &'static str,
    pub law: Option<(FederalLaw, &'static str)>,
    /// The clause template (an id under `drafting/clauses/`) for agreements with an outside party (NDA, freelance,
    /// other), rendered with the document's roles.
    pub counterparty_clause: Option<&'static str>,
    /// A paragraph for an employee's confidentiality duties.
    pub workforce: Option<&'static str>,
    /// A paragraph for the privacy policy.
    pub privacy: Option<&'static str>,
    /// A paragraph for the terms of service (a disclaimer suited to the industry).
    pub terms: Option<&'static str>,
    /// What an attorney should check for the industry.
    pub review: Option<&'static str>,
    /// Whether the industry's services commonly reach children under 13 (COPPA, student-privacy laws).
    pub reaches_children: bool,
    /// Whether the industry's businesses commonly sell goods to consumers online: the terms of service then carry
    /// purchase terms (orders, shipping, risk of loss, returns, warranties).
    pub sells_goods: bool,
}

/// `industries.toml` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IndustriesFile {
    profile: Vec<ProfileRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileRow {
    industry: String,
    examples: String,
    law: Option<LawRow>,
    counterparty_clause: Option<String>,
    workforce: Option<String>,
    privacy: Option<String>,
    terms: Option<String>,
    review: Option<String>,
    #[serde(default)]
    reaches_children: bool,
    #[serde(default)]
    sells_goods: bool,
}

/// A federal law by its key in `rules/federal.toml`, and why the industry brings it in.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LawRow {
    key: String,
    because: String,
}

static ROWS: LazyLock<Vec<ProfileRow>> = LazyLock::new(|| {
    let file: IndustriesFile =
        toml::from_str(INDUSTRIES_TOML).expect("industries.toml is embedded and parsed by the industry tests");
    file.profile
});

/// The profiles, borrowing their text from [`ROWS`] (both live for the whole process).
static PROFILES: LazyLock<Vec<IndustryProfile>> = LazyLock::new(|| {
    ROWS.iter()
        .map(|row| IndustryProfile {
            industry: Industry::parse(&row.industry)
                .unwrap_or_else(|| panic!("industries.toml names the unknown industry '{}'", row.industry)),
            examples: &row.examples,
            law: row.law.as_ref().map(|law| (FederalLaw { key: &law.key }, law.because.as_str())),
            counterparty_clause: row.counterparty_clause.as_deref(),
            workforce: row.workforce.as_deref(),
            privacy: row.privacy.as_deref(),
            terms: row.terms.as_deref(),
            review: row.review.as_deref(),
            reaches_children: row.reaches_children,
            sells_goods: row.sells_goods,
        })
        .collect()
});

/// Every profile, in the file's order.
pub(crate) fn profiles() -> &'static [IndustryProfile] {
    &PROFILES
}

pub(crate) fn profile(industry: Industry) -> Option<&'static IndustryProfile> {
    profiles().iter().find(|p| p.industry == industry)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_industry_but_other_has_a_profile_with_examples() {
        for industry in Industry::ALL {
            match profile(*industry) {
                Some(p) => assert!(!p.examples.is_empty(), "{industry}"),
                None => assert_eq!(*industry, Industry::Other),
            }
        }
    }

    #[test]
    fn every_profile_names_a_known_law_and_clause_once() {
        let library = super::super::library::Library::embedded();
        for (index, p) in profiles().iter().enumerate() {
            assert!(
                profiles()[..index].iter().all(|earlier| earlier.industry != p.industry),
                "{} has two profiles",
                p.industry
            );
            if let Some((law, because)) = p.law {
                assert!(!law.law().name.is_empty() && !because.is_empty(), "{}", p.industry);
            }
            if let Some(id) = p.counterparty_clause {
                assert!(library.has_clause(id), "{}: no clause template {id}", p.industry);
            }
        }
    }

    #[test]
    fn profile_texts_are_plain_words_without_placeholders() {
        // They go into documents as written: a placeholder here would print as typed, so wording that must name a
        // party by its role belongs in a clause template instead.
        for p in profiles() {
            for text in [p.workforce, p.privacy, p.terms, p.review].into_iter().flatten() {
                assert!(!text.contains('{') && !text.contains('}'), "{}: {text}", p.industry);
            }
        }
    }
}
