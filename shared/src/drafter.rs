//! The drafting capability: who turns an order's plan into the document the customer gets, and the one place that
//! decides between them (the configured AI provider, checked, else the fallback, usually the offline plan).
//!
//! Every drafter starts from the engine's [`Plan`] for the order, made once per job by [`crate::drafting::plan`]: the
//! offline drafter hands back the plan's document as it is; an AI drafter uses it as its clause plan and checks its
//! own draft against it.

use crate::domain::DocumentRequest;
use crate::drafting::{DraftDocument, Plan};
use async_trait::async_trait;
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
pub enum DraftError {
    #[error("{provider} failed: {detail}")]
    Provider { provider: String, detail: String },
    #[error("{provider} returned an empty document")]
    Empty { provider: String },
}

/// One drafting capability: the offline engine, or an AI provider.
#[async_trait]
pub trait DocumentDrafter: Send + Sync {
    /// A short name recorded with the document ("offline", "openai", ...).
    fn name(&self) -> &str;
    /// The document for `request`, from the engine's `plan` of it (its document and research, decided together).
    async fn draft(&self, request: &DocumentRequest, plan: &Plan) -> Result<DraftDocument, DraftError>;
    /// A cheap real call that proves the drafter can work (the integrations check); the offline engine needs none.
    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        Ok(format!("{}: built in, needs no network or key", self.name()))
    }
}

/// The project's own clause library: no network, no key. The plan's document is the draft.
pub struct OfflineDrafter;

#[async_trait]
impl DocumentDrafter for OfflineDrafter {
    fn name(&self) -> &str {
        "offline"
    }

    async fn draft(&self, _request: &DocumentRequest, plan: &Plan) -> Result<DraftDocument, DraftError> {
        Ok(plan.document.clone())
    }
}

/// A primary drafter and an optional fallback, tried in that order: the one place the AI-then-offline decision is
/// made, for the generation job and any other caller.
#[derive(Clone)]
pub struct Drafters {
    pub primary: Arc<dyn DocumentDrafter>,
    pub fallback: Option<Arc<dyn DocumentDrafter>>,
}

pub struct DraftOutcome {
    pub document: DraftDocument,
    pub provider: String,
    pub used_fallback: bool,
}

impl Drafters {
    pub fn offline() -> Self {
        Drafters { primary: Arc::new(OfflineDrafter), fallback: None }
    }

    /// Drafts with the primary, and with the fallback when the primary fails (an AI drafter fails when its draft
    /// does not pass its checks after one repair) or returns nothing.
    pub async fn draft(&self, request: &DocumentRequest, plan: &Plan) -> Result<DraftOutcome, DraftError> {
        let first = attempt(self.primary.as_ref(), request, plan).await;
        let primary_error = match first {
            Ok(document) => {
                return Ok(DraftOutcome { document, provider: self.primary.name().into(), used_fallback: false })
            }
            Err(err) => err,
        };
        let Some(fallback) = &self.fallback else { return Err(primary_error) };
        tracing::warn!(error = %primary_error, fallback = fallback.name(), "primary drafter failed; using the fallback");
        let document = attempt(fallback.as_ref(), request, plan).await?;
        Ok(DraftOutcome { document, provider: fallback.name().into(), used_fallback: true })
    }
}

async fn attempt(
    drafter: &dyn DocumentDrafter,
    request: &DocumentRequest,
    plan: &Plan,
) -> Result<DraftDocument, DraftError> {
    let document = drafter.draft(request, plan).await?;
    if document.sections.is_empty() {
        return Err(DraftError::Empty { provider: drafter.name().into() });
    }
    Ok(document)
}
