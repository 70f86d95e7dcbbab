//! The local TEST MODE checkout page's routes (only when payments run in test mode).

use super::checkout::{fulfil, site_origin};
use crate::context::AppContext;
use crate::http::{ApiRequest, ApiResponse};
use crate::payments::test_checkout::{escape_html, render_page};
use http::StatusCode;

fn not_found() -> ApiResponse {
    ApiResponse::html(
        StatusCode::NOT_FOUND,
        "<!doctype html><title>Not found</title><p>This checkout session does not exist.</p>".into(),
    )
}

/// `GET /test-checkout?session_id=...`
pub async fn page(ctx: &AppContext, request: &ApiRequest) -> ApiResponse {
    let Some(checkout) = &ctx.test_checkout else { return not_found() };
    let session = match request.query_param("session_id") {
        Some(id) => checkout.session(&id).await,
        None => None,
    };
    match session {
        Some(session) => ApiResponse::html(StatusCode::OK, render_page(&session, &ctx.config.site.name)),
        None => not_found(),
    }
    .with_security_headers()
}

/// `POST /test-checkout/pay`: pays, then fulfils as Stripe's webhook would, and returns the buyer to the site. Like
/// every call that changes something, it refuses another website's form (docs/decisions/0023).
pub async fn pay(ctx: &AppContext, request: &ApiRequest) -> ApiResponse {
    let Some(checkout) = &ctx.test_checkout else { return not_found() };
    if let Err(refusal) = super::refuse_cross_site(ctx, request) {
        return super::error_response(refusal);
    }
    let session_id = request.form_field("session_id").unwrap_or_default();
    let email = request.form_field("email").unwrap_or_default();
    let paid = match checkout.pay(&session_id, &email).await {
        Ok(Some(session)) => session,
        Ok(None) => return not_found(),
        Err(err) => {
            tracing::error!(error = %err, "test checkout could not record the payment");
            return ApiResponse::html(
                StatusCode::INTERNAL_SERVER_ERROR,
                "<p>Could not record the test payment.</p>".into(),
            );
        }
    };
    if let Err(err) = fulfil(ctx, &session_id, paid.customer_email.as_deref(), &site_origin(ctx)).await {
        // The return page verifies the session again and completes fulfilment.
        tracing::warn!(error = %err, "test checkout could not fulfil right away");
    }
    ApiResponse::redirect(&paid.success_url).with_security_headers()
}

/// `POST /test-checkout/cancel`
pub async fn cancel(ctx: &AppContext, request: &ApiRequest) -> ApiResponse {
    let Some(checkout) = &ctx.test_checkout else { return not_found() };
    if let Err(refusal) = super::refuse_cross_site(ctx, request) {
        return super::error_response(refusal);
    }
    let session_id = request.form_field("session_id").unwrap_or_default();
    match checkout.session(&session_id).await {
        Some(session) => {
            super::checkout::cancelled(ctx, &session_id).await;
            ApiResponse::redirect(&session.cancel_url)
        }
        None => {
            ApiResponse::html(StatusCode::NOT_FOUND, format!("<p>Unknown session {}</p>", escape_html(&session_id)))
        }
    }
    .with_security_headers()
}
