//! `recover-document-codes`: 'Lost your code?' on the code-entry screens. The buyer gives the email address they
//! paid with, and every active code bought with it is emailed there (docs/decisions/0020).
//!
//! The answer is the same whether or not the address bought anything, so the call cannot tell anybody who our
//! buyers are: the same status and body, no sooner than [`ANSWER_FLOOR`] after the request (the lookup and the
//! email take longer for a known address), and the same limits counted for every address. The email names codes,
//! their credits and their expiry, never what was drafted with them.

use super::access;
use super::checkout::site_origin;
use crate::context::AppContext;
use crate::domain::EmailAddress;
use crate::email::EmailMessage;
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::limits::{self, Counted, LOST_CODES_EMAILS_PER_ADDRESS, LOST_CODES_PER_CLIENT};
use crate::store::Purchase;
use serde::Deserialize;
use serde_json::json;
use std::time::Duration;
use time::OffsetDateTime;

/// The least time an answer takes, so a known address (a lookup per code and an email) answers no later than an
/// unknown one. Above the time SES or the outbox take to accept a message.
pub const ANSWER_FLOOR: Duration = Duration::from_millis(800);

pub const INVALID_EMAIL: &str = "Please enter a valid email address";

#[derive(Deserialize, Default)]
#[serde(default)]
struct RecoverBody {
    email: String,
}

pub async fn recover_document_codes(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let started = tokio::time::Instant::now();
    let result = recover(ctx, request).await;
    // Refusals of the request itself (a malformed address, a limit) answer at once: they say nothing about the
    // address's purchases. Only the answer that follows a lookup waits for the floor.
    if result.is_ok() {
        tokio::time::sleep_until(started + ANSWER_FLOOR).await;
    }
    result
}

async fn recover(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let body: RecoverBody = request.json()?;
    let email = EmailAddress::parse(&body.email).map_err(|_| {
        ApiError::bad_request("invalid_email", INVALID_EMAIL)
            .with_fields([("email".to_string(), INVALID_EMAIL.to_string())].into())
    })?;
    // Each request may send a mail: one client may not ask often (429), and one mailbox gets at most one email an
    // hour, whoever asks; a request past that is answered alike and sends nothing, so nobody can keep the buyer from
    // asking. Both are counted before the lookup, whether or not the address is known.
    let client = access::client_key(request);
    access::count_event(ctx, &limits::event_key("lost-codes", &client), &LOST_CODES_PER_CLIENT).await?;
    let now = ctx.clock.now();
    // Keyed, so the counters table cannot be checked against a guessed address.
    let mailbox = ctx.counter_key.fingerprint(&email.as_str().to_lowercase());
    let mailbox_key = limits::event_key("lost-codes-email", &mailbox);
    if let Counted::Refused { .. } = ctx.store.count_attempt(&mailbox_key, &LOST_CODES_EMAILS_PER_ADDRESS, now).await? {
        tracing::info!("lost codes asked again within the hour for one address; its last email stands");
        return Ok(ApiResponse::ok(&json!({ "requested": true })));
    }

    let purchases = ctx.store.find_purchases_by_email(email.as_str()).await?;
    let mut active: Vec<&Purchase> = purchases.iter().filter(|p| is_usable(p, now)).collect();
    active.sort_by_key(|p| p.record.expires_at);
    if active.is_empty() {
        tracing::info!(purchases = purchases.len(), "lost codes asked for an address with no active code");
    } else {
        let message = codes_email(ctx, email.as_str(), &active);
        match ctx.mailer.send(&message).await {
            Ok(()) => tracing::info!(codes = active.len(), "lost codes emailed"),
            // The answer cannot differ from an unknown address's, so the failure goes to the operator's log; the
            // screen tells the buyer to contact support when nothing arrives.
            Err(err) => tracing::error!(error = %err, codes = active.len(), "could not email lost codes"),
        }
    }
    Ok(ApiResponse::ok(&json!({ "requested": true })))
}

/// A code the buyer can still use: paid, not refunded, not expired.
fn is_usable(purchase: &Purchase, now: OffsetDateTime) -> bool {
    purchase.record.is_active && purchase.refunded_at.is_none() && !purchase.record.is_expired(now)
}

fn codes_email(ctx: &AppContext, to: &str, purchases: &[&Purchase]) -> EmailMessage {
    let site = &ctx.config.site;
    let instructions = crate::email::code_entry_instructions(&site_origin(ctx));
    let lines: Vec<String> = purchases
        .iter()
        .map(|p| {
            let credits = p.record.credits.remaining();
            format!(
                "  {code}  {credits} of {total} credits left, valid until {until}",
                code = p.record.code,
                total = p.record.credits.total(),
                until = p.record.expires_at.date(),
            )
        })
        .collect();
    let (subject, intro) = match purchases.len() {
        1 => (format!("Your {} document code", site.name), "Here is the document code bought with this email address:"),
        _ => (
            format!("Your {} document codes", site.name),
            "Here are the document codes bought with this email address that are still active:",
        ),
    };
    EmailMessage {
        to: to.to_string(),
        reply_to: None,
        subject,
        text_body: format!(
            "Someone (we hope you) asked for the document codes bought with this email address.\n\n\
             {intro}\n\n{codes}\n\n\
             {instructions}\n\n\
             If you did not ask for this email, you can ignore it: only this mailbox received the codes.\n\
             Questions: {support}\n",
            codes = lines.join("\n"),
            support = site.support_email,
        ),
    }
}
