//! What the engine found for an order: the laws it applied, the provisions the document must carry, what it
//! adapted, and what a qualified attorney should check. Returned by the research call and stored with each job as
//! review notes; it never goes inside the legal text. The engine collects it in [`super::notes::Notes`].

use crate::domain::SpecialClause;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Research {
    pub laws: Vec<LawReference>,
    pub required_provisions: Vec<String>,
    pub adaptations: Vec<String>,
    pub review_points: Vec<String>,
    /// The oldest check date among the rule tables used ("2026-11-01").
    pub rules_last_checked: String,
}

/// A review point with the clauses it concerns, by their ids ([`super::Clause::id`]) in the document's order; none
/// when it concerns the whole document. The Word file puts it beside them as a comment.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ReviewNote {
    pub text: String,
    pub clauses: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct LawReference {
    pub name: String,
    pub citation: String,
    pub applies_because: String,
}

/// What the document does with one special clause the order selected: the plan a form shows before payment
/// (`plan-document`), decided by the same drafting pass that writes the document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClausePlan {
    #[serde(rename = "id", serialize_with = "clause_id")]
    pub clause: SpecialClause,
    pub label: &'static str,
    pub status: ClauseStatus,
    /// Why it is left out, or what its lawfulness turns on (absent when included).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// What the document uses in its place, when it uses anything.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub instead: Option<String>,
    /// The order's detail fields (wire names) whose answers would decide it.
    pub facts: Vec<&'static str>,
}

fn clause_id<S: serde::Serializer>(clause: &SpecialClause, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(clause.id())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ClauseStatus {
    /// Drafted as selected.
    Included,
    /// Left out: the law of a state that decides forbids it for these facts, or it does not fit the document.
    LeftOut,
    /// Left out until the order gives the facts that decide it (`facts`).
    NeedsFacts,
}

impl ClausePlan {
    pub fn included(clause: SpecialClause) -> ClausePlan {
        ClausePlan {
            clause,
            label: clause.label(),
            status: ClauseStatus::Included,
            reason: None,
            instead: None,
            facts: vec![],
        }
    }

    pub fn left_out(clause: SpecialClause, reason: String, instead: Option<String>) -> ClausePlan {
        ClausePlan { status: ClauseStatus::LeftOut, reason: Some(reason), instead, ..ClausePlan::included(clause) }
    }

    pub fn needs_facts(clause: SpecialClause, reason: String, instead: String, facts: Vec<&'static str>) -> ClausePlan {
        ClausePlan {
            status: ClauseStatus::NeedsFacts,
            reason: Some(reason),
            instead: Some(instead),
            facts,
            ..ClausePlan::included(clause)
        }
    }
}
