//! Issue 21.2: a hostile page cannot make a visitor's browser call the API. A browser sends a cross-site POST whose
//! body is `text/plain`, a form or multipart without asking first; every call requires JSON (415 otherwise), and a
//! foreign `Origin` is refused (403 `cross_site_request`). Same origin, the configured public origin and no `Origin`
//! at all pass. Checked for every function, in the one layer they share.

use crate::helpers::*;
use reqwest::Method;
use serde_json::{json, Value};
use shared::api::Function;

const PUBLIC: &str = "https://docs.example.test";
const TOKEN: &str = "cross-site-operator-token-0123456789";

async fn app() -> TestApp {
    spawn_app_with(fresh_data_dir(), &[("PUBLIC_BASE_URL", PUBLIC), ("ADMIN_TOKEN", TOKEN)], |_| {}).await
}

fn method_of(function: Function) -> Method {
    Method::from_bytes(function.method().as_str().as_bytes()).expect("a method")
}

async fn call(app: &TestApp, function: Function, content_type: Option<&str>, origin: Option<&str>) -> (u16, Value) {
    let mut request = app.client.request(method_of(function), format!("{}/api/{}", app.address, function.name()));
    if function.method() == http::Method::POST {
        request = request.body("{}");
    }
    if let Some(content_type) = content_type {
        request = request.header("content-type", content_type);
    }
    if let Some(origin) = origin {
        request = request.header("origin", origin);
    }
    let response = request.send().await.expect("sent");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn every_post_call_refuses_a_body_that_is_not_declared_json() {
    let app = app().await;
    for function in Function::ALL.iter().copied().filter(|f| f.method() == http::Method::POST) {
        for content_type in [
            Some("text/plain"),
            Some("application/x-www-form-urlencoded"),
            Some("multipart/form-data; boundary=x"),
            None,
        ] {
            let (status, body) = call(&app, function, content_type, None).await;
            assert_eq!(status, 415, "{} with {content_type:?}: {body}", function.name());
            assert_eq!(body["code"], "unsupported_media_type", "{}", function.name());
            assert!(body["error"].as_str().is_some_and(|e| e.contains("application/json")), "{body}");
        }
    }
}

#[tokio::test]
async fn every_call_refuses_a_foreign_origin() {
    let app = app().await;
    for function in Function::ALL.iter().copied() {
        for origin in
            ["https://evil.example", "null", "https://docs.example.test.evil.example", "http://docs.example.test"]
        {
            let (status, body) = call(&app, function, Some("application/json"), Some(origin)).await;
            assert_eq!(status, 403, "{} from {origin}: {body}", function.name());
            assert_eq!(body["code"], "cross_site_request", "{}", function.name());
        }
    }
}

#[tokio::test]
async fn every_call_passes_from_its_own_origin_the_public_one_or_none() {
    let app = app().await;
    let own = app.address.clone();
    for function in Function::ALL.iter().copied() {
        for origin in [None, Some(own.as_str()), Some(PUBLIC)] {
            let (status, body) = call(&app, function, Some("application/json; charset=utf-8"), origin).await;
            let refused_here = status == 415 || body["code"] == "cross_site_request";
            assert!(!refused_here, "{} from {origin:?} answered {status} {body}", function.name());
        }
    }
}

/// Nothing a refused request asked for happened: no checkout, no email, no counted guess.
#[tokio::test]
async fn a_refused_cross_site_request_changes_nothing() {
    let app = app().await;
    let evil = "https://evil.example";
    let sends = [
        ("create-checkout", json!({ "pricingTier": "$19", "documentData": nda_data() })),
        (
            "send-contact-email",
            json!({ "name": "Mallory", "email": "m@example.com", "reason": "other", "message": "0123456789 spam" }),
        ),
        ("recover-document-codes", json!({ "email": "buyer@example.com" })),
        ("validate-document-code", json!({ "code": "WRONG234" })),
    ];
    for (function, body) in &sends {
        // As a browser's no-preflight form post would send it, and as a JSON fetch with a foreign Origin.
        let plain = app
            .client
            .post(format!("{}/api/{function}", app.address))
            .header("content-type", "text/plain")
            .header("origin", evil)
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(plain.status(), 403, "{function}");
        let plain = app
            .client
            .post(format!("{}/api/{function}", app.address))
            .header("content-type", "text/plain")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(plain.status(), 415, "{function}");
    }
    assert!(app.outbox().is_empty(), "no email was sent");
    let counted = app.ctx.store.read_counter(&shared::limits::client_key(Some("127.0.0.1"))).await.unwrap();
    assert_eq!(counted, None, "no guess was counted against the visitor");
    // The visitor can still buy: nothing was spent of their checkout allowance.
    for _ in 0..10 {
        app.create_checkout(&nda_data()).await;
    }
}

#[tokio::test]
async fn the_test_checkout_buttons_refuse_another_site_s_form() {
    let app = app().await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);
    for path in ["/test-checkout/pay", "/test-checkout/cancel"] {
        let forged = app
            .client
            .post(format!("{}{path}", app.address))
            .header("origin", "https://evil.example")
            .form(&[("session_id", session_id.as_str()), ("email", "mallory@example.com")])
            .send()
            .await
            .unwrap();
        assert_eq!(forged.status(), 403, "{path}");
    }
    assert_eq!(app.verify(&checkout).await["paymentStatus"], "unpaid", "the forged form paid nothing");
}
