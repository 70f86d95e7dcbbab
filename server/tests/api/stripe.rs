//! The Stripe adapter end to end against the fake Stripe server.

use crate::fake_stripe::*;
use crate::helpers::*;
use serde_json::{json, Value};
use shared::payments::stripe::sign_webhook_payload;

async fn spawn_with_stripe(stripe: &FakeStripe) -> TestApp {
    spawn_app_with(
        fresh_data_dir(),
        &[
            ("PAYMENTS_BACKEND", "stripe"),
            ("STRIPE_API_BASE", &stripe.base_url),
            ("STRIPE_SECRET_KEY", SECRET_KEY),
            ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
            ("PUBLIC_BASE_URL", "https://docs.example.test"),
        ],
        |_| {},
    )
    .await
}

#[tokio::test]
async fn checkout_asks_stripe_for_nineteen_dollars_in_payment_mode_with_the_return_urls() {
    let stripe = FakeStripe::start().await;
    let app = spawn_with_stripe(&stripe).await;
    let checkout = app.create_checkout(&nda_data()).await;
    let url = checkout["url"].as_str().unwrap();
    assert!(url.starts_with("https://checkout.example.test/pay/cs_test_fake_"));
    let session_id = url.rsplit('/').next().unwrap();
    let sent = stripe.created_with(session_id);
    assert_eq!(sent["mode"], "payment");
    assert_eq!(sent["line_items[0][price_data][unit_amount]"], "1900");
    assert_eq!(sent["line_items[0][price_data][currency]"], "usd");
    assert_eq!(sent["line_items[0][quantity]"], "1");
    assert_eq!(sent["success_url"], "https://docs.example.test/payment-success?session_id={CHECKOUT_SESSION_ID}");
    assert_eq!(sent["cancel_url"], "https://docs.example.test/?checkout=cancelled#documentForm");
    assert!(!sent["client_reference_id"].contains(checkout["code"].as_str().unwrap()), "the code never goes to Stripe");
    // The session can be paid exactly as long as it counts among the address's unpaid checkouts (decision 0031).
    let expires_at: i64 = sent["expires_at"].parse().expect("expires_at in Unix seconds");
    let hold = shared::limits::UNPAID_CHECKOUTS_PER_CLIENT.hold_for.whole_seconds();
    let from_now = expires_at - app.ctx.clock.now().unix_timestamp();
    assert!((hold - 60..=hold).contains(&from_now), "the session ends with the place: in {from_now} s");
}

#[tokio::test]
async fn a_stripe_outage_gives_the_spec_checkout_error() {
    let stripe = FakeStripe::start().await;
    stripe.state.lock().unwrap().fail_creation = true;
    let app = spawn_with_stripe(&stripe).await;
    let response = app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": nda_data() })).await;
    assert_eq!(response.status(), 502);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "Unable to create checkout session. Please try again.");
    assert!(!body.to_string().contains("bad day"), "provider detail stays in the logs");
}

#[tokio::test]
async fn the_return_page_verifies_with_stripe_before_showing_the_code() {
    let stripe = FakeStripe::start().await;
    let app = spawn_with_stripe(&stripe).await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = checkout["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();

    let unpaid = app.verify(&checkout).await;
    assert_eq!(unpaid["is_payment_completed"], false);
    assert_eq!(unpaid["documentCode"], Value::Null);

    stripe.mark_paid(&session_id);
    let paid = app.verify(&checkout).await;
    assert_eq!(paid["is_payment_completed"], true);
    assert_eq!(paid["documentCode"], checkout["code"]);
    let outbox = app.outbox();
    assert_eq!(outbox.len(), 1);
    assert!(outbox[0].contains("To: stripe-buyer@example.com"));
}

#[tokio::test]
async fn a_signed_webhook_fulfils_and_a_forged_or_stale_one_does_not() {
    let stripe = FakeStripe::start().await;
    let app = spawn_with_stripe(&stripe).await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = checkout["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();
    let payload = json!({
        "id": "evt_1", "object": "event", "type": "checkout.session.completed", "api_version": "2099-01-01",
        "data": { "object": { "id": session_id, "object": "checkout.session", "payment_status": "paid",
                              "customer_details": { "email": "hook-buyer@example.com" }, "some_future_field": {"x": 1} } }
    })
    .to_string();
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let send = |signature: String| {
        let request = app
            .client
            .post(format!("{}/api/stripe-webhook", app.address))
            .header("stripe-signature", signature)
            .header("content-type", "application/json; charset=utf-8")
            .body(payload.clone());
        async move { request.send().await.unwrap() }
    };
    // The signature is the sender's credential: a forged or stale one is 401.
    assert_eq!(send(sign_webhook_payload(&payload, "whsec_attacker", now)).await.status(), 401);
    assert_eq!(send(sign_webhook_payload(&payload, WEBHOOK_SECRET, now - 3600)).await.status(), 401);
    let code = checkout["code"].as_str().unwrap();
    assert_eq!(app.post_with_code("get-credit-info", code, &json!({})).await.status(), 403, "still unpaid");

    assert_eq!(send(sign_webhook_payload(&payload, WEBHOOK_SECRET, now)).await.status(), 200);
    assert_eq!(app.credits(code).await["creditsRemaining"], 6);
    assert_eq!(app.outbox().len(), 1);
    assert!(app.outbox()[0].contains("hook-buyer@example.com"));
}
