//! The one place the handlers screen customer text (contract C1): `create-checkout` before any code or payment
//! session is created, and `start-generation` / `generate-document` before a credit is spent (saved form data can
//! reach generation without passing checkout again). A conflict is a 400 `instructions_conflict` whose message names
//! each rule and the state and says what to do, with the same message for each field that holds a conflict.

use crate::context::AppContext;
use crate::domain::DocumentRequest;
use crate::drafting::screen::{self, Conflict};
use crate::error::ApiError;

/// The error code of a refusal.
pub const INSTRUCTIONS_CONFLICT: &str = "instructions_conflict";

/// The refusal for `conflicts`, if there are any.
pub fn refusal(conflicts: &[Conflict]) -> Option<ApiError> {
    let message = screen::message(conflicts)?;
    let fields = screen::field_messages(conflicts).into_iter().map(|(field, text)| (field.to_string(), text)).collect();
    Some(ApiError::bad_request(INSTRUCTIONS_CONFLICT, message).with_fields(fields))
}

/// Screens the order's customer text (the offline rules, and the AI classifier when one is configured) as of
/// today, and refuses it when anything conflicts.
pub async fn refuse_conflicts(ctx: &AppContext, request: &DocumentRequest) -> Result<(), ApiError> {
    let conflicts = crate::screening::screen(ctx.classifier.as_ref(), request, ctx.clock.now().date()).await;
    match refusal(&conflicts) {
        Some(error) => {
            let families: Vec<&str> = conflicts.iter().map(|c| c.family.id).collect();
            tracing::info!(?families, document_type = %request.document_type, "customer text refused before payment or credit");
            Err(error)
        }
        None => Ok(()),
    }
}
