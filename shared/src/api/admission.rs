//! The handlers' admission (`crate::admission`): the context's classifier and drafting engine, as of today.

use crate::admission::Admission;
use crate::config::DraftingBackend;
use crate::context::AppContext;

/// The admission every handler that takes an order runs before anything is created or spent.
pub fn admission(ctx: &AppContext) -> Admission<'_> {
    Admission {
        classifier: ctx.classifier.as_ref(),
        offline_drafter: ctx.config.ai.primary == DraftingBackend::Offline,
        as_of: ctx.clock.now().date(),
    }
}
