//! Help for 'Other (Beta)' documents: suggested document types for what the visitor typed, and the follow-up
//! questions to ask about a type. The offline advisor answers from the spec's lists; AI providers may answer when
//! configured (decisions §4.5: only for callers holding a valid code, since that spends AI).

use crate::drafting::messages::fixed_message;
use async_trait::async_trait;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suggestion {
    pub name: String,
    pub description: String,
}

#[derive(Debug, thiserror::Error)]
#[error("advisor: {0}")]
pub struct AdviceError(pub String);

/// Most suggestions returned for one query.
pub const MAX_SUGGESTIONS: usize = 5;
/// Longest query or document type accepted.
pub const MAX_QUERY_CHARS: usize = 200;

#[async_trait]
pub trait DocumentAdvisor: Send + Sync {
    fn name(&self) -> &str;
    async fn suggest_types(&self, query: &str) -> Result<Vec<Suggestion>, AdviceError>;
    async fn questions(&self, document_type: &str) -> Result<Vec<String>, AdviceError>;
}

/// Spec §3 'Suggested custom types', each with the id of the message describing what it covers.
pub const SUGGESTED_TYPES: [(&str, &str); 15] = [
    ("Service Agreement", "advice.service_agreement"),
    ("Consulting Agreement", "advice.consulting_agreement"),
    ("Partnership Agreement", "advice.partnership_agreement"),
    ("Operating Agreement", "advice.operating_agreement"),
    ("Sales Agreement", "advice.sales_agreement"),
    ("Lease Agreement", "advice.lease_agreement"),
    ("License Agreement", "advice.license_agreement"),
    ("Vendor Agreement", "advice.vendor_agreement"),
    ("Subcontractor Agreement", "advice.subcontractor_agreement"),
    ("Shareholder Agreement", "advice.shareholder_agreement"),
    ("Asset Purchase Agreement", "advice.asset_purchase_agreement"),
    ("Software License Agreement", "advice.software_license_agreement"),
    ("Distribution Agreement", "advice.distribution_agreement"),
    ("Joint Venture Agreement", "advice.joint_venture_agreement"),
    ("Independent Contractor Agreement", "advice.independent_contractor_agreement"),
];

/// Spec §3 default follow-up question groups, three questions each (message ids).
pub const QUESTION_GROUPS: [(&str, [&str; 3]); 5] = [
    (
        "license",
        [
            "advice.question_rights_granted_license_exclusive",
            "advice.question_territory_field_use_duration",
            "advice.question_fees_royalties_paid",
        ],
    ),
    (
        "policy",
        [
            "advice.question_policy_apply_to",
            "advice.question_conduct_data_policy_cover",
            "advice.question_policy_enforced_changes_announced",
        ],
    ),
    (
        "contract",
        [
            "advice.question_party_deliver_under_contract",
            "advice.question_payment_terms",
            "advice.question_long_contract_last_can",
        ],
    ),
    (
        "agreement",
        [
            "advice.question_main_obligations_party",
            "advice.question_long_agreement_stay_in",
            "advice.question_payment_terms_2",
        ],
    ),
    (
        "default",
        [
            "advice.question_main_purpose_document",
            "advice.question_parties_people_applies_to",
            "advice.question_key_terms_must_include",
        ],
    ),
];

/// The question group for a typed name: the most specific keyword found wins (a software license agreement asks
/// about the license), else the default group.
pub fn default_questions(document_type: &str) -> Vec<String> {
    let lowered = document_type.to_lowercase();
    let group = QUESTION_GROUPS
        .iter()
        .find(|(keyword, _)| *keyword != "default" && lowered.contains(keyword))
        .or_else(|| QUESTION_GROUPS.iter().find(|(keyword, _)| *keyword == "default"))
        .map(|(_, questions)| questions)
        .expect("the default group exists");
    group.iter().map(|id| fixed_message(id)).collect()
}

fn words(text: &str) -> Vec<String> {
    text.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| w.len() > 1).map(str::to_string).collect()
}

/// Ranks the suggested types against a query: name matches first (whole name, then words the name starts with or
/// contains), then words of the description.
pub fn rank_suggestions(query: &str) -> Vec<Suggestion> {
    let query_lower = query.trim().to_lowercase();
    let query_words = words(&query_lower);
    if query_words.is_empty() {
        return Vec::new();
    }
    let mut scored: Vec<(u32, usize, Suggestion)> = SUGGESTED_TYPES
        .iter()
        .enumerate()
        .filter_map(|(index, (name, description_id))| {
            let description = fixed_message(description_id);
            let name_lower = name.to_lowercase();
            let name_words = words(name);
            let description_words = words(&description);
            let mut score = 0;
            if name_lower == query_lower {
                score += 100;
            } else if name_lower.starts_with(&query_lower) {
                score += 50;
            } else if name_lower.contains(&query_lower) {
                score += 30;
            }
            for word in &query_words {
                if name_words.iter().any(|n| n == word) {
                    score += 10;
                } else if name_words.iter().any(|n| n.starts_with(word.as_str())) {
                    score += 6;
                } else if description_words.iter().any(|d| d.starts_with(word.as_str())) {
                    score += 2;
                }
            }
            (score > 0).then(|| (score, index, Suggestion { name: name.to_string(), description }))
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().take(MAX_SUGGESTIONS).map(|(_, _, s)| s).collect()
}

/// Answers from the spec's lists, with no network.
pub struct OfflineAdvisor;

#[async_trait]
impl DocumentAdvisor for OfflineAdvisor {
    fn name(&self) -> &str {
        "offline"
    }

    async fn suggest_types(&self, query: &str) -> Result<Vec<Suggestion>, AdviceError> {
        Ok(rank_suggestions(query))
    }

    async fn questions(&self, document_type: &str) -> Result<Vec<String>, AdviceError> {
        Ok(default_questions(document_type))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_name_matches_first() {
        let names: Vec<String> = rank_suggestions("software lic").into_iter().map(|s| s.name).collect();
        assert_eq!(names[0], "Software License Agreement");
        assert!(names.contains(&"License Agreement".to_string()));
        let exact = rank_suggestions("Lease Agreement");
        assert_eq!(exact[0].name, "Lease Agreement");
        assert!(rank_suggestions("contractor")[0].name.contains("Contractor"));
    }

    #[test]
    fn descriptions_match_too_and_nonsense_matches_nothing() {
        let royalty = rank_suggestions("royalties");
        assert!(royalty.iter().any(|s| s.name == "License Agreement"), "{royalty:?}");
        assert!(rank_suggestions("xyzzy").is_empty());
        assert!(rank_suggestions("  ").is_empty());
        assert!(rank_suggestions("agreement").len() <= MAX_SUGGESTIONS);
    }

    #[test]
    fn question_groups_follow_the_typed_name() {
        assert!(default_questions("Software License Agreement")[0].contains("rights are granted"));
        assert!(default_questions("Remote Work Policy")[0].contains("policy apply"));
        assert!(default_questions("Catering Contract")[1].contains("payment terms"));
        assert!(default_questions("Joint Venture Agreement")[0].contains("obligations of each party"));
        assert!(default_questions("Letter of Intent")[2].contains("key terms"));
        assert_eq!(default_questions("anything").len(), 3);
    }
}
