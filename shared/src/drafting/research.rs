//! What the engine found for an order: the laws it applied, the provisions the document must carry, what it
//! adapted, and what a qualified attorney should check. Returned by the research call and stored with each job as
//! review notes; it never goes inside the legal text. The engine collects it in [`super::notes::Notes`].

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

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct LawReference {
    pub name: String,
    pub citation: String,
    pub applies_because: String,
}
