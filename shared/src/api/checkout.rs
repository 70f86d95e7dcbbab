//! Checkout and fulfilment (decisions §4.1–4.3): the code is created before payment, bound server-side to the
//! provider's session, and activated exactly once when the payment is verified, by the webhook or the return page,
//! whichever arrives first.

use super::{access, admission::admission};
use crate::context::AppContext;
use crate::domain::{CheckoutSecret, ClickId, DocumentCode, DocumentData, PRICE};
use crate::email::EmailMessage;
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::limits::UNPAID_CHECKOUTS_PER_CLIENT;
use crate::payments::{CheckoutRequest, WebhookError, WebhookEvent};
use crate::store::{CheckoutRecord, CheckoutStatus, CodeRecord, Fulfilment, PlaceHold};
use http::StatusCode;
use serde::Deserialize;
use serde_json::json;
use time::OffsetDateTime;

pub const CHECKOUT_FAILED: &str = "Unable to create checkout session. Please try again.";
pub const NO_SESSION_ID: &str = "No session ID found. Please try again or contact support.";
/// What the buyer sees on the package at checkout.
pub const PRODUCT_NAME: &str = "Immediate Access - 6 document credits, valid 30 days";

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CreateCheckoutBody {
    #[serde(default)]
    pricing_tier: String,
    #[serde(default, deserialize_with = "crate::domain::document_data::object")]
    document_data: DocumentData,
    /// The ad click id the browser keeps (spec §7): stored with the checkout and the code when well-formed
    /// (`ClickId`), dropped otherwise. It must be text when sent.
    #[serde(default)]
    gclid: Option<String>,
}

/// The public origin for links back to the site (payment return pages, the code email): configuration only, never
/// a request header, so nobody can make the site send a buyer elsewhere. The local server fills it with its own
/// listening address when `PUBLIC_BASE_URL` is unset.
pub fn site_origin(ctx: &AppContext) -> String {
    ctx.config.public_base_url.clone().unwrap_or_default()
}

pub async fn create_checkout(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let body: CreateCheckoutBody = request.json()?;
    if !body.pricing_tier.trim().is_empty() && body.pricing_tier.trim() != "$19" {
        return Err(ApiError::bad_request("invalid_pricing_tier", "The only package is $19."));
    }
    // The order is admitted (parsed, of a type that can be drafted, its text screened) before any code or payment
    // session exists (C1, C2).
    let admission = admission(ctx);
    let parsed = admission.parse(&body.document_data)?;
    // Each checkout creates a code and a payment session: one client may have at most a few unpaid at once
    // (docs/decisions/0031), so a script cannot make thousands while every buyer behind one address can pay. The
    // place is taken before the screen too, which may ask the AI provider, and before anything is created.
    let client = access::client_key(request);
    let now = ctx.clock.now();
    let mut code = DocumentCode::generate();
    hold_place(ctx, &client, &code, now).await?;
    let created = async {
        let document = parsed.screen().await?;
        let gclid = body.gclid.as_deref().and_then(|raw| {
            let parsed = ClickId::parse(raw);
            if parsed.is_none() && !raw.trim().is_empty() {
                tracing::info!(length = raw.len(), "checkout sent a malformed ad click id; not stored");
            }
            parsed
        });

        let mut record = None;
        for _ in 0..5 {
            let candidate =
                CodeRecord::pending(code.clone(), body.document_data.clone(), now).with_gclid(gclid.clone());
            if ctx.store.insert_code(&candidate).await? {
                record = Some(candidate);
                break;
            }
            // Drawn before: the place moves to the next draw.
            ctx.store.release_checkout_place(&code).await?;
            code = DocumentCode::generate();
            hold_place(ctx, &client, &code, now).await?;
        }
        let record = record.ok_or_else(|| {
            tracing::error!("could not draw an unused document code in 5 tries");
            ApiError::unavailable()
        })?;
        // The buyer's browser is given this code now, so its address holds it (even if blocked for guessing others).
        ctx.store.remember_holder(&client, &record.code, None, now).await?;

        let origin = site_origin(ctx);
        // Only this browser gets the secret: the return URL's session id alone will not show the code.
        let secret = CheckoutSecret::generate();
        let checkout = ctx
            .payments
            .create_checkout(&CheckoutRequest {
                order_reference: record.id.clone(),
                amount: PRICE,
                product_name: PRODUCT_NAME.into(),
                success_url: format!("{origin}/payment-success?session_id={{CHECKOUT_SESSION_ID}}"),
                cancel_url: format!("{origin}/?checkout=cancelled#documentForm"),
                expires_at: now + UNPAID_CHECKOUTS_PER_CLIENT.hold_for,
            })
            .await
            .map_err(|err| {
                tracing::error!(error = %err, "payment provider refused to create a checkout session");
                ApiError::new(StatusCode::BAD_GATEWAY, "payment_provider_error", CHECKOUT_FAILED)
            })?;
        ctx.store
            .insert_checkout(&CheckoutRecord {
                session_id: checkout.session_id.clone(),
                code: record.code.clone(),
                status: CheckoutStatus::Open,
                created_at: now,
                paid_at: None,
                gclid,
                confirmed_at: None,
                secret_hash: Some(secret.hash()),
            })
            .await?;
        tracing::info!(code = %record.code.redacted(), document_type = %document.document_type, "checkout created");
        Ok::<_, ApiError>(json!({
            "url": checkout.url,
            "code": record.code.as_str(),
            "sessionId": checkout.session_id,
            "checkoutSecret": secret.as_str(),
        }))
    }
    .await;
    match created {
        Ok(answer) => Ok(ApiResponse::ok(&answer)),
        Err(err) => {
            // Nothing the buyer can pay came of it: the place is free for their next try.
            if let Err(release) = ctx.store.release_checkout_place(&code).await {
                tracing::warn!(error = %release, "could not give back a failed checkout's place; it ends by itself");
            }
            Err(err)
        }
    }
}

/// Takes one of `client`'s places for an unpaid checkout of `code`: 429 (spec §8's sentence, and when the first of
/// its places ends) when all are taken.
async fn hold_place(ctx: &AppContext, client: &str, code: &DocumentCode, now: OffsetDateTime) -> Result<(), ApiError> {
    match ctx.store.hold_checkout_place(client, code, &UNPAID_CHECKOUTS_PER_CLIENT, now).await? {
        PlaceHold::Held => Ok(()),
        PlaceHold::Full { until } => {
            tracing::info!(client = %client, "a client with all its unpaid checkouts open asked for another");
            Err(access::client_blocked(until, now))
        }
    }
}

/// `POST /test-checkout/cancel`'s part: a checkout given up on the payment page no longer counts against its
/// client.
pub async fn cancelled(ctx: &AppContext, session_id: &str) {
    let checkout = match ctx.store.get_checkout(session_id).await {
        Ok(Some(checkout)) if checkout.status == CheckoutStatus::Open => checkout,
        Ok(_) => return,
        Err(err) => return tracing::warn!(error = %err, "could not read a cancelled checkout"),
    };
    if let Err(err) = ctx.store.release_checkout_place(&checkout.code).await {
        tracing::warn!(error = %err, "could not give back a cancelled checkout's place; it ends by itself");
    }
}

#[derive(Deserialize)]
struct VerifyBody {
    #[serde(default)]
    session_id: String,
    /// The secret `create-checkout` gave the browser that started this checkout; without it (another browser, a
    /// shared link) the answer says only whether the purchase is paid.
    #[serde(default)]
    checkout_secret: Option<String>,
}

/// Where a checkout's payment stands, as the return page is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PaymentStatus {
    Unpaid,
    Paid,
    /// Paid, then refunded under the guarantee: its code is inactive for good.
    Refunded,
}

impl PaymentStatus {
    fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Unpaid => "unpaid",
            PaymentStatus::Paid => "paid",
            PaymentStatus::Refunded => "refunded",
        }
    }
}

fn session_not_found(session_id: &str) -> ApiError {
    ApiError::not_found(
        "session_not_found",
        format!("Could not find a valid document code. Please contact support with this session ID: {session_id}"),
    )
}

/// The return page's verification (docs/decisions/0023). Anyone holding the session id learns whether the purchase
/// is paid, unpaid or refunded; only the browser that started the checkout (it brings back the checkout's secret) is
/// shown the code, the opaque purchase id analytics may see, and whether this is the purchase's first showing. The
/// buyer on another device has the code by email, or again through 'Lost your code?'.
pub async fn verify_stripe_session(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let body: VerifyBody = request.json()?;
    let session_id = body.session_id.trim();
    if session_id.is_empty() {
        return Err(ApiError::bad_request("missing_session_id", NO_SESSION_ID));
    }
    if session_id.len() > 255 {
        return Err(session_not_found("(too long)"));
    }
    let client = access::client_key(request);
    let Some(checkout) = ctx.store.get_checkout(session_id).await? else {
        // Unknown sessions count like unknown codes, so session ids cannot be guessed either.
        access::count_unknown(ctx, &client).await?;
        return Err(session_not_found(session_id));
    };
    let presented = body.checkout_secret.as_deref().filter(|secret| !secret.trim().is_empty());
    let started_here = match (&checkout.secret_hash, presented) {
        (Some(hash), Some(presented)) => hash.matches(presented),
        _ => false,
    };
    if started_here {
        // The buyer's browser holds the code from now on (its address may have changed since the checkout).
        access::attempt(ctx, request, &checkout.code, false).await?;
    }
    let paid = if checkout.status == CheckoutStatus::Paid {
        true
    } else {
        let state = ctx.payments.session_state(session_id).await.map_err(|err| {
            tracing::error!(error = %err, "could not retrieve the checkout session");
            ApiError::new(
                StatusCode::BAD_GATEWAY,
                "payment_provider_error",
                "We could not reach the payment provider. Please try again.",
            )
        })?;
        match state {
            None => return Err(session_not_found(session_id)),
            Some(state) if !state.paid => false,
            Some(state) => fulfil(ctx, session_id, state.customer_email.as_deref(), &site_origin(ctx)).await?.is_some(),
        }
    };
    let purchase = if paid { ctx.store.find_purchase(&checkout.code).await? } else { None };
    let status = match &purchase {
        None => PaymentStatus::Unpaid,
        Some(purchase) if purchase.refunded_at.is_some() => PaymentStatus::Refunded,
        Some(_) => PaymentStatus::Paid,
    };
    let shown = (status == PaymentStatus::Paid && started_here).then_some(purchase.as_ref()).flatten();
    // The first verification by the buyer's browser that finds the purchase paid marks it confirmed; only that
    // answer says it is new, so the browser reports the sale once (a reload, a second tab or a later visit gets
    // `false`, and a stranger's verification neither gets `true` nor uses it up).
    let is_new_purchase = shown.is_some()
        && checkout.confirmed_at.is_none()
        && ctx.store.confirm_purchase(session_id, ctx.clock.now()).await?;
    if status == PaymentStatus::Paid && !started_here {
        tracing::info!(code = %checkout.code.redacted(), "paid checkout verified without its secret; code not shown");
    }
    Ok(ApiResponse::ok(&json!({
        "is_payment_completed": status == PaymentStatus::Paid,
        "paymentStatus": status.as_str(),
        "documentCode": shown.map(|purchase| purchase.record.code.as_str()),
        "isNewPurchase": is_new_purchase,
        "purchaseId": shown.map(|purchase| purchase.record.id.as_str()),
        "codeEmailed": purchase.as_ref().is_some_and(|purchase| purchase.buyer_email.is_some()),
    })))
}

pub async fn stripe_webhook(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let payload = request.body_text()?;
    let signature = request.header("stripe-signature").unwrap_or_default();
    // The signature is the sender's credential: without a valid, fresh one the sender is not Stripe (401). Only a
    // correctly signed body that is not an event is a malformed request (400).
    let event = ctx.payments.verify_webhook(payload, signature, ctx.clock.now().unix_timestamp()).map_err(|err| {
        tracing::warn!(error = %err, "webhook refused");
        match err {
            WebhookError::Stale => {
                ApiError::new(StatusCode::UNAUTHORIZED, "stale_signature", "The webhook signature has expired.")
            }
            WebhookError::BadPayload => {
                ApiError::bad_request("invalid_payload", "The webhook payload is not an event.")
            }
            WebhookError::BadSignature => {
                ApiError::new(StatusCode::UNAUTHORIZED, "invalid_signature", "The webhook signature is not valid.")
            }
        }
    })?;
    match event {
        WebhookEvent::SessionPaid { session_id, customer_email } => {
            if fulfil(ctx, &session_id, customer_email.as_deref(), &site_origin(ctx)).await?.is_none() {
                tracing::warn!("webhook for a checkout session this site did not create");
            }
        }
        WebhookEvent::Other { event_type } => tracing::info!(event_type, "webhook event acknowledged"),
    }
    Ok(ApiResponse::ok(&json!({ "received": true })))
}

/// Activates the session's code once; the call that activates it sends the buyer the code.
pub async fn fulfil(
    ctx: &AppContext,
    session_id: &str,
    customer_email: Option<&str>,
    origin: &str,
) -> Result<Option<CodeRecord>, ApiError> {
    match ctx.store.fulfil_checkout(session_id, ctx.clock.now()).await? {
        Fulfilment::UnknownSession => Ok(None),
        Fulfilment::AlreadyFulfilled(record) => Ok(Some(record)),
        Fulfilment::Activated(record) => {
            tracing::info!(code = %record.code.redacted(), "payment verified; code activated");
            // Paid: it no longer counts among its client's unpaid checkouts (docs/decisions/0031).
            if let Err(err) = ctx.store.release_checkout_place(&record.code).await {
                tracing::warn!(error = %err, "could not give back a paid checkout's place; it ends by itself");
            }
            // How it was bought, for the guarantee (the operator finds a purchase by code or checkout address).
            let buyer = customer_email.filter(|e| e.contains('@'));
            if let Err(err) = ctx.store.record_buyer(&record.code, session_id, buyer).await {
                tracing::error!(error = %err, "could not record the checkout with the code");
            }
            match customer_email.filter(|e| e.contains('@')) {
                Some(email) => {
                    if let Err(err) = ctx.mailer.send(&code_email(ctx, &record, email, origin)).await {
                        // The code is shown on the return page too; a failed email must not fail fulfilment.
                        tracing::error!(error = %err, "could not email the document code");
                    }
                }
                None => tracing::warn!("paid session without a customer email; code shown on the return page only"),
            }
            Ok(Some(record))
        }
    }
}

fn code_email(ctx: &AppContext, record: &CodeRecord, to: &str, origin: &str) -> EmailMessage {
    let site = &ctx.config.site;
    let valid_until = record.expires_at.date();
    let instructions = crate::email::code_entry_instructions(origin);
    EmailMessage {
        to: to.to_string(),
        reply_to: None,
        subject: format!("Your {} document code", site.name),
        text_body: format!(
            "Thank you for your purchase.\n\n\
             Your document code: {code}\n\n\
             It gives you {credits} document credits, valid until {valid_until}.\n\
             {instructions}\n\n\
             Please keep this email: your documents cannot be accessed without the code.\n\n\
             {name} is not a law firm and does not give legal advice. Generated documents are informational and \
             should be reviewed by a qualified attorney.\n\
             Questions: {support}\n",
            code = record.code,
            credits = record.credits.total(),
            name = site.name,
            support = site.support_email,
        ),
    }
}
