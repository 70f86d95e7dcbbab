//! The screen of customer text as a capability (issue 10, decision 0018): the offline rules of
//! `drafting::screen` decide, and a [`TextClassifier`] may add findings of the same families. The offline classifier
//! finds nothing beyond the rules; an AI classifier (`ai::AiClassifier`, when a provider is configured) reads the
//! text for meaning, but it can only name families of the table, whose conflicts and messages the table decides.
//! A classifier never fails a screen: on any failure it finds nothing, and the rules alone decide.

use crate::domain::DocumentRequest;
use crate::drafting::screen::{self, Conflict, CustomerText, Family, Field};
use async_trait::async_trait;
use time::Date;

/// Reads customer text for the families it asks for.
#[async_trait]
pub trait TextClassifier: Send + Sync {
    /// "offline", or the provider's name.
    fn name(&self) -> &str;
    /// Which of the `offered` families each text asks for, as (family id, field). Empty when none does, and on any
    /// failure (logged by the classifier).
    async fn classify(&self, texts: &[CustomerText], offered: &[&Family]) -> Vec<(String, Field)>;
}

/// Finds nothing beyond the rules: the screen is the offline rules alone.
pub struct OfflineClassifier;

#[async_trait]
impl TextClassifier for OfflineClassifier {
    fn name(&self) -> &str {
        "offline"
    }

    async fn classify(&self, _texts: &[CustomerText], _offered: &[&Family]) -> Vec<(String, Field)> {
        Vec::new()
    }
}

/// The order's conflicts: the offline rules' first, then those of the classifier's findings that the rules did
/// not already refuse, decided for the worker's state and worded by the table. No classifier call when the order
/// has no customer text or no family is screened in it.
pub async fn screen(classifier: &dyn TextClassifier, request: &DocumentRequest, as_of: Date) -> Vec<Conflict<'static>> {
    let texts = screen::customer_texts(request);
    if texts.is_empty() {
        return Vec::new();
    }
    let families = screen::families();
    let offline = families.screen(request, as_of);
    let offered = families.applicable(request);
    if offered.is_empty() {
        return offline;
    }
    let findings = classifier.classify(&texts, &offered).await;
    let more = families.conflicts_for_findings(request, &findings, as_of);
    if !more.is_empty() {
        let ids: Vec<&str> = more.iter().map(|c| c.family.id).collect();
        tracing::info!(classifier = classifier.name(), families = ?ids, "the classifier found conflicts beyond the rules");
    }
    screen::merge(offline, more)
}
