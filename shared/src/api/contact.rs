//! `send-contact-email` (spec §7): a message from the contact page, delivered to the support mailbox through the
//! email adapter (SES, or the local outbox) with Reply-To set to the visitor, so support answers them directly.

use super::access;
use crate::context::AppContext;
use crate::domain::contact::{ContactErrors, ContactForm, ContactMessage};
use crate::email::EmailMessage;
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::limits::{self, CONTACT_PER_CLIENT};
use http::StatusCode;
use serde_json::json;

/// Spec §8's failure toast text, also the answer's error when the mailbox could not be reached.
pub const CONTACT_FAILED: &str = "Your message could not be sent. Please try again later.";

impl From<ContactErrors> for ApiError {
    /// The first problem in form order (spec §5 wording), plus every field's message for the form to show.
    fn from(errors: ContactErrors) -> Self {
        let fields = errors.0.iter().map(|(field, message)| (field.to_string(), message.to_string())).collect();
        ApiError::bad_request("invalid_contact_message", errors.first_message()).with_fields(fields)
    }
}

pub async fn send_contact_email(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let form: ContactForm = request.json()?;
    let message = form.validate()?;
    // Every message lands in a person's mailbox: a script may not fill it.
    let client = access::client_key(request);
    access::count_event(ctx, &limits::event_key("contact", &client), &CONTACT_PER_CLIENT).await?;
    ctx.mailer.send(&support_email(ctx, &message)).await.map_err(|err| {
        tracing::error!(error = %err, "could not deliver a contact message to the support mailbox");
        ApiError::new(StatusCode::BAD_GATEWAY, "email_failed", CONTACT_FAILED)
    })?;
    tracing::info!(reason = message.reason.value(), "contact message delivered");
    Ok(ApiResponse::ok(&json!({ "sent": true })))
}

fn support_email(ctx: &AppContext, message: &ContactMessage) -> EmailMessage {
    let site = &ctx.config.site;
    EmailMessage {
        to: site.support_email.to_string(),
        reply_to: Some(message.email.to_string()),
        subject: format!("[{}] {}: message from {}", site.name, message.reason.label(), message.name),
        text_body: format!(
            "A message from the contact page. Reply to this email to answer {name} directly.\n\n\
             Name: {name}\nEmail: {email}\nReason: {reason}\n\n{text}\n",
            name = message.name,
            email = message.email,
            reason = message.reason.label(),
            text = message.message,
        ),
    }
}
