use crate::helpers::*;
use serde_json::{json, Value};
use shared::config::LOCAL_WEBHOOK_SECRET;
use shared::payments::stripe::sign_webhook_payload;

#[tokio::test]
async fn create_checkout_refuses_incomplete_forms_with_the_spec_messages() {
    let app = spawn_app().await;
    let mut data = nda_data();
    data["businessName"] = json!("   ");
    data["industry"] = json!("");
    let response = app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": data })).await;
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "invalid_document_data");
    assert_eq!(body["error"], "Business name is required");
    assert_eq!(body["fields"]["industry"], "Industry is required");
}

/// The ad click the buyer arrived with is kept with the checkout and its code, so the sale is attributable to it;
/// one that is not a click id's shape is dropped, and the purchase goes ahead.
#[tokio::test]
async fn the_ad_click_id_is_stored_with_the_checkout_and_its_code_when_well_formed() {
    let app = spawn_app().await;
    let click = "Cj0KCQiA5rGuBhCnARIsAN11vgR-3xXkq_BwE";
    for (sent, kept) in [
        (json!(click), Some(click)),
        (json!(format!("  {click} ")), Some(click)),
        (json!("<img src=x onerror=alert(1)>"), None),
        (json!("a".repeat(257)), None),
        (json!(""), None),
        (Value::Null, None),
    ] {
        let response = app
            .post("create-checkout", &json!({ "pricingTier": "$19", "documentData": nda_data(), "gclid": sent }))
            .await;
        assert_eq!(response.status(), 200, "{sent}");
        let checkout: Value = response.json().await.unwrap();
        let stored = app.ctx.store.get_checkout(&session_id_of(&checkout)).await.unwrap().expect("checkout stored");
        assert_eq!(stored.gclid.as_ref().map(|g| g.as_str()), kept, "checkout for {sent}");
        let code = shared::domain::DocumentCode::parse(checkout["code"].as_str().unwrap()).unwrap();
        let record = app.ctx.store.get_code(&code).await.unwrap().expect("code stored");
        assert_eq!(record.gclid.as_ref().map(|g| g.as_str()), kept, "code for {sent}");
    }
}

/// Only the first verification of a paid session says the purchase is new: a reload, a second tab or a later visit
/// to the return page does not, so the browser reports one sale once. Unpaid and unknown sessions are never new.
#[tokio::test]
async fn a_paid_session_is_a_new_purchase_for_its_first_verification_only() {
    let app = spawn_app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);
    let verify = || app.verify(&checkout);
    let unpaid = verify().await;
    assert_eq!((unpaid["is_payment_completed"].clone(), unpaid["isNewPurchase"].clone()), (json!(false), json!(false)));

    app.ctx.test_checkout.as_ref().unwrap().pay(&session_id, "buyer@example.com").await.unwrap();
    let first = verify().await;
    assert_eq!(first["is_payment_completed"], true);
    assert_eq!(first["isNewPurchase"], true);
    for _ in 0..3 {
        let again = verify().await;
        assert_eq!(again["documentCode"], first["documentCode"], "the code is shown every time");
        assert_eq!(again["isNewPurchase"], false, "but the purchase is new once");
    }
}

/// The ad click id (spec §7) is text or nothing, as documented.
#[tokio::test]
async fn the_ad_click_id_is_text_or_nothing() {
    let app = spawn_app().await;
    for gclid in [json!({}), json!(7), json!(["a"])] {
        let response = app
            .post("create-checkout", &json!({ "pricingTier": "$19", "documentData": nda_data(), "gclid": gclid }))
            .await;
        assert_eq!(response.status(), 400, "{gclid}");
        assert_eq!(response.json::<Value>().await.unwrap()["code"], "invalid_json");
    }
    for gclid in [json!("Cj0KCQ"), Value::Null] {
        let response = app
            .post("create-checkout", &json!({ "pricingTier": "$19", "documentData": nda_data(), "gclid": gclid }))
            .await;
        assert_eq!(response.status(), 200, "{gclid}");
    }
}

#[tokio::test]
async fn a_new_checkout_gives_an_unpaid_code_and_a_test_mode_payment_page() {
    let app = spawn_app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let code = checkout["code"].as_str().unwrap();
    assert_eq!(code.len(), 8);
    assert!(checkout["url"].as_str().unwrap().starts_with("/test-checkout?session_id=cs_test_"));

    let page = app.client.get(format!("{}{}", app.address, checkout["url"].as_str().unwrap())).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains("TEST MODE"));
    assert!(html.contains("Pay $19.00"));

    // Not paid yet: the code cannot be used.
    let validated: Value = app.post("validate-document-code", &json!({ "code": code })).await.json().await.unwrap();
    assert_eq!(validated["isValid"], false);
    let credits = app.post_with_code("get-credit-info", code, &json!({})).await;
    assert_eq!(credits.status(), 403);
}

#[tokio::test]
async fn paying_activates_six_credits_for_thirty_days_and_emails_the_code() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let validated: Value =
        app.post("validate-document-code", &json!({ "code": code.to_lowercase() })).await.json().await.unwrap();
    assert_eq!(validated["isValid"], true);
    let record = &validated["documentCode"];
    assert_eq!(record["creditsTotal"], 6);
    assert_eq!(record["creditsRemaining"], 6);
    assert_eq!(record["documentData"]["businessName"], "Acme Widgets");
    let expires = time::OffsetDateTime::parse(
        record["expiresAt"].as_str().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap();
    let days = (expires - time::OffsetDateTime::now_utc()).whole_hours() as f64 / 24.0;
    assert!((29.9..=30.1).contains(&days), "expires in {days} days");

    let outbox = app.outbox();
    assert_eq!(outbox.len(), 1);
    assert!(outbox[0].contains("To: buyer@example.com"));
    assert!(outbox[0].contains(&code));
}

#[tokio::test]
async fn cancelling_returns_to_the_form() {
    let app = spawn_app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);
    let response = app
        .client
        .post(format!("{}/test-checkout/cancel", app.address))
        .form(&[("session_id", session_id.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 303);
    assert!(response.headers()["location"].to_str().unwrap().ends_with("/?checkout=cancelled#documentForm"));
}

#[tokio::test]
async fn the_return_page_shows_no_code_without_a_verified_paid_session() {
    let app = spawn_app().await;
    let missing = app.post("verify-stripe-session", &json!({})).await;
    assert_eq!(missing.status(), 400);
    let body: Value = missing.json().await.unwrap();
    assert_eq!(body["error"], "No session ID found. Please try again or contact support.");

    let unknown = app.post("verify-stripe-session", &json!({ "session_id": "cs_test_nobody" })).await;
    assert_eq!(unknown.status(), 404);
    let body: Value = unknown.json().await.unwrap();
    assert_eq!(
        body["error"],
        "Could not find a valid document code. Please contact support with this session ID: cs_test_nobody"
    );
    assert!(body.get("documentCode").is_none());

    let checkout = app.create_checkout(&nda_data()).await;
    let unpaid: Value = app
        .post("verify-stripe-session", &json!({ "session_id": session_id_of(&checkout) }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(unpaid["is_payment_completed"], false);
    assert_eq!(unpaid["documentCode"], Value::Null);
}

#[tokio::test]
async fn one_paid_session_fulfilled_five_times_gives_one_active_code_and_one_email() {
    let app = spawn_app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);
    // The buyer pays; neither the webhook nor the return page has been seen yet.
    app.ctx.test_checkout.as_ref().unwrap().pay(&session_id, "buyer@example.com").await.unwrap();

    let event = json!({
        "id": "evt_1", "object": "event", "type": "checkout.session.completed",
        "data": { "object": { "id": session_id, "object": "checkout.session", "payment_status": "paid",
                              "customer_details": { "email": "buyer@example.com" } } }
    })
    .to_string();
    let mut calls = Vec::new();
    for i in 0..5 {
        let app_client = app.client.clone();
        let address = app.address.clone();
        let event = event.clone();
        let session_id = session_id.clone();
        let secret = checkout["checkoutSecret"].clone();
        calls.push(tokio::spawn(async move {
            if i % 2 == 0 {
                let signature = sign_webhook_payload(
                    &event,
                    LOCAL_WEBHOOK_SECRET,
                    time::OffsetDateTime::now_utc().unix_timestamp(),
                );
                let response = app_client
                    .post(format!("{address}/api/stripe-webhook"))
                    .header("stripe-signature", signature)
                    .header("content-type", "application/json; charset=utf-8")
                    .body(event)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(response.status(), 200);
                None
            } else {
                let response = app_client
                    .post(format!("{address}/api/verify-stripe-session"))
                    .json(&json!({ "session_id": session_id, "checkout_secret": secret }))
                    .send()
                    .await
                    .unwrap();
                let body: Value = response.json().await.unwrap();
                Some(body["documentCode"].as_str().unwrap().to_string())
            }
        }));
    }
    let mut codes = Vec::new();
    for call in calls {
        if let Some(code) = call.await.unwrap() {
            codes.push(code);
        }
    }
    codes.dedup();
    assert_eq!(codes.len(), 1, "every return page shows the same code");
    assert_eq!(codes[0], checkout["code"].as_str().unwrap());
    assert_eq!(app.outbox().len(), 1, "exactly one email");
    assert_eq!(app.credits(&codes[0]).await["creditsTotal"], 6);
}

#[tokio::test]
async fn webhooks_with_bad_or_stale_signatures_are_refused_and_change_nothing() {
    let app = spawn_app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);
    let event = json!({
        "id": "evt_2", "type": "checkout.session.completed",
        "data": { "object": { "id": session_id, "payment_status": "paid" } }
    })
    .to_string();
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    for (signature, expected_code) in [
        (sign_webhook_payload(&event, "whsec_wrong", now), "invalid_signature"),
        (sign_webhook_payload(&event, LOCAL_WEBHOOK_SECRET, now - 600), "stale_signature"),
        ("t=1,v1=00".to_string(), "invalid_signature"),
    ] {
        let response = app
            .client
            .post(format!("{}/api/stripe-webhook", app.address))
            .header("stripe-signature", signature)
            .header("content-type", "application/json; charset=utf-8")
            .body(event.clone())
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401, "the signature is the sender's credential");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], expected_code);
    }
    let webhook = format!("{}/api/stripe-webhook", app.address);
    let unsigned =
        app.client.post(&webhook).header("content-type", "application/json").body(event.clone()).send().await.unwrap();
    assert_eq!(unsigned.status(), 401);
    assert_eq!(unsigned.json::<Value>().await.unwrap()["code"], "invalid_signature");
    // Only a correctly signed body that is not an event is a malformed request.
    let not_an_event = "[1, 2]";
    let signed = app
        .client
        .post(&webhook)
        .header("stripe-signature", sign_webhook_payload(not_an_event, LOCAL_WEBHOOK_SECRET, now))
        .header("content-type", "application/json")
        .body(not_an_event)
        .send()
        .await
        .unwrap();
    assert_eq!(signed.status(), 400);
    assert_eq!(signed.json::<Value>().await.unwrap()["code"], "invalid_payload");
    let validated: Value =
        app.post("validate-document-code", &json!({ "code": checkout["code"] })).await.json().await.unwrap();
    assert_eq!(validated["isValid"], false, "a forged webhook must not activate the code");
    assert!(app.outbox().is_empty());
}

/// The return URL's session id is in browser history, shared links and referrers: holding it tells whether the
/// purchase is paid, never the code. Only the browser that started the checkout (it holds the checkout's secret) is
/// shown the code, the opaque purchase id and whether the purchase is new; the buyer elsewhere has it by email.
#[tokio::test]
async fn the_session_id_alone_shows_paid_or_not_and_never_the_code() {
    let app = spawn_app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);
    assert_eq!(checkout["sessionId"], session_id.as_str(), "the browser learns which session its secret is for");
    let secret = checkout["checkoutSecret"].as_str().expect("a secret for this browser").to_string();
    assert_eq!(secret.len(), 43);
    let stored = app.ctx.store.get_checkout(&session_id).await.unwrap().unwrap();
    let stored_hash = stored.secret_hash.expect("its hash is kept");
    assert_ne!(stored_hash.as_str(), secret, "the secret itself is never stored");

    app.ctx.test_checkout.as_ref().unwrap().pay(&session_id, "buyer@example.com").await.unwrap();
    // A stranger with the link, from another address: paid, emailed, nothing else.
    let stranger = app.client_at("127.0.0.9");
    for body in [
        json!({ "session_id": session_id }),
        json!({ "session_id": session_id, "checkout_secret": "" }),
        // The secret with its last character changed (to one it is not: a fixed letter would be the secret itself
        // once in 64 checkouts).
        json!({ "session_id": session_id, "checkout_secret": format!("{}{}", &secret[..42], if secret.ends_with('A') { 'B' } else { 'A' }) }),
        json!({ "session_id": session_id, "checkout_secret": stored_hash.as_str() }),
    ] {
        let answer: Value = stranger
            .post(format!("{}/api/verify-stripe-session", app.address))
            .json(&body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(answer["is_payment_completed"], true, "{body}");
        assert_eq!(answer["paymentStatus"], "paid");
        assert_eq!(answer["codeEmailed"], true);
        assert_eq!(answer["documentCode"], Value::Null, "no code without the secret: {body}");
        assert_eq!(answer["purchaseId"], Value::Null);
        assert_eq!(answer["isNewPurchase"], false, "a stranger neither reports the sale nor uses up its report");
        assert!(!answer.to_string().contains(checkout["code"].as_str().unwrap()), "{answer}");
    }
    // The buyer's browser: the code, once new, and a purchase id that is neither the session nor the code.
    let buyer = app.verify(&checkout).await;
    assert_eq!(buyer["documentCode"], checkout["code"]);
    assert_eq!(buyer["isNewPurchase"], true, "the stranger did not use up the buyer's first showing");
    let purchase_id = buyer["purchaseId"].as_str().expect("an opaque purchase id");
    assert!(uuid::Uuid::parse_str(purchase_id).is_ok(), "{purchase_id}");
    assert!(!purchase_id.contains(&session_id) && !purchase_id.contains(checkout["code"].as_str().unwrap()));
    assert_eq!(app.verify(&checkout).await["purchaseId"], purchase_id, "the same purchase, the same id");
    // The code went to the checkout email, which is how the buyer elsewhere gets it.
    assert!(app.outbox().iter().any(|mail| mail.contains(checkout["code"].as_str().unwrap())));
}

/// A purchase refunded under the guarantee verifies as refunded, with no code, even for the buyer's own browser.
#[tokio::test]
async fn a_refunded_purchase_verifies_as_refunded_without_its_code() {
    let app = spawn_app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);
    app.ctx.test_checkout.as_ref().unwrap().pay(&session_id, "buyer@example.com").await.unwrap();
    assert_eq!(app.verify(&checkout).await["paymentStatus"], "paid");
    let code = shared::domain::DocumentCode::parse(checkout["code"].as_str().unwrap()).unwrap();
    let now = app.ctx.clock.now();
    let entry = shared::store::AuditEntry {
        id: uuid::Uuid::new_v4().to_string(),
        at: now,
        operator: "test".into(),
        action: shared::store::GuaranteeAction::Refund,
        code: code.clone(),
        reason: "asked for a refund".into(),
    };
    app.ctx.store.mark_refunded(&code, &entry).await.unwrap();
    let refunded = app.verify(&checkout).await;
    assert_eq!(refunded["paymentStatus"], "refunded");
    assert_eq!(refunded["is_payment_completed"], false);
    assert_eq!(refunded["documentCode"], Value::Null);
    assert_eq!(refunded["purchaseId"], Value::Null);
    assert_eq!(refunded["isNewPurchase"], false);
}
