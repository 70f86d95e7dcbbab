//! The operator's functions: `check-integrations` (decisions §4.7) and the guarantee (`admin-lookup-purchase`,
//! `admin-guarantee-action`, spec §1): off without ADMIN_TOKEN, the token compared and wrong ones limited, every
//! adapter checked, 3 credits once per code, a refund that deactivates the code, the buyer emailed, the audit log
//! kept, and no secret in any answer.

use crate::fake_stripe::*;
use crate::helpers::*;
use reqwest::Response;
use serde_json::{json, Value};

pub const TOKEN: &str = "operator-test-token-0123456789";

async fn spawn_operator_app(extra: &[(&str, &str)]) -> TestApp {
    let mut vars = vec![("ADMIN_TOKEN", TOKEN)];
    vars.extend_from_slice(extra);
    spawn_app_with(fresh_data_dir(), &vars, |_| {}).await
}

impl ApiClient {
    pub async fn operator_post(&self, function: &str, token: Option<&str>, body: &Value) -> Response {
        let mut request = self.client.post(format!("{}/api/{function}", self.address)).json(body);
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        request.send().await.expect("request sent")
    }
}

fn refund_body(code: &str) -> Value {
    json!({ "code": code, "action": "refund", "reason": "Asked for the money-back guarantee by mail", "operator": "Sam Operator" })
}

fn credits_body(code: &str) -> Value {
    json!({ "code": code, "action": "add-credits", "reason": "Unhappy with the first draft", "operator": "Sam Operator" })
}

#[tokio::test]
async fn without_an_admin_token_the_operator_functions_do_not_exist() {
    let app = spawn_app().await;
    for function in ["check-integrations", "admin-lookup-purchase", "admin-guarantee-action"] {
        let response = app.operator_post(function, Some(TOKEN), &json!({})).await;
        assert_eq!(response.status(), 404, "{function}");
        assert_eq!(response.json::<Value>().await.unwrap()["code"], "unknown_function", "{function}");
    }
}

#[tokio::test]
async fn a_missing_or_wrong_token_is_401_and_five_wrong_ones_block_the_address() {
    let app = spawn_operator_app(&[]).await;
    // No token is no guess: always 401, never counted.
    for _ in 0..8 {
        let missing = app.operator_post("check-integrations", None, &json!({})).await;
        assert_eq!(missing.status(), 401);
        assert_eq!(missing.json::<Value>().await.unwrap()["code"], "invalid_admin_token");
    }
    for wrong in ["operator-test-token-0123456788", "x", "operator-test-token"] {
        assert_eq!(app.operator_post("admin-lookup-purchase", Some(wrong), &json!({})).await.status(), 401);
    }
    // The x-admin-token header is read too; 5 wrong tokens in all, then the address is blocked.
    for _ in 0..2 {
        let response = app
            .client
            .post(format!("{}/api/check-integrations", app.address))
            .header("x-admin-token", "nope")
            .header("content-type", "application/json")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401);
    }
    let blocked = app.operator_post("check-integrations", Some("still-wrong"), &json!({})).await;
    assert_eq!(blocked.status(), 429);
    assert!(blocked.headers().contains_key("retry-after"));
    // While blocked, even the right token is refused: a guesser learns nothing.
    assert_eq!(app.operator_post("check-integrations", Some(TOKEN), &json!({})).await.status(), 429);
    assert_eq!(app.operator_post("check-integrations", None, &json!({})).await.status(), 401, "no token: no guess");
    // Another address is not affected.
    let other = app
        .client_at("127.0.0.9")
        .post(format!("{}/api/check-integrations", app.address))
        .header("x-admin-token", TOKEN)
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), 200);
    assert!(!captured_logs().contains(TOKEN), "the token is never logged");
}

#[tokio::test]
async fn the_local_integrations_all_answer_with_status_latency_and_the_spec_shape() {
    let app = spawn_operator_app(&[]).await;
    let response = app.operator_post("check-integrations", Some(TOKEN), &json!({})).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "no-store");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], false, "{body}");
    let checks = body["checks"].as_array().unwrap();
    let names: Vec<&str> = checks.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["records", "files", "email", "payments", "ai-primary", "ai-fallback"]);
    for check in &checks[..5] {
        assert_eq!(check["status"], "ok", "{check}");
        assert!(check["latencyMs"].is_u64(), "{check}");
        for field in ["error", "message", "details", "networkDiagnostics", "possibleSolutions"] {
            assert!(check.get(field).is_some(), "{field} in {check}");
        }
    }
    assert_eq!(checks[0]["adapter"], "SQLite");
    assert_eq!(checks[3]["adapter"], "TEST MODE checkout");
    assert_eq!(checks[5]["status"], "off", "no fallback configured");
}

/// A fake AI provider whose model list answers 401, and a fake Stripe: the failures are reported in the spec's shape
/// with possible solutions, and no configured key or secret appears in any answer.
#[tokio::test]
async fn failures_name_the_problem_and_no_answer_shows_a_secret() {
    use axum::routing::get;
    let stripe = FakeStripe::start().await;
    let refusing = axum::Router::new().route(
        "/v1/models",
        get(|| async { (axum::http::StatusCode::UNAUTHORIZED, "Incorrect API key sk-openai-fake-secret-key") }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let ai_base = format!("http://{}/v1", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, refusing).await.unwrap() });
    // Anthropic's model list, answered only with the key and version headers.
    let anthropic = axum::Router::new().route(
        "/v1/models",
        get(|headers: axum::http::HeaderMap| async move {
            let keyed = headers.get("x-api-key").is_some_and(|v| v == "sk-ant-fake-secret-key")
                && headers.contains_key("anthropic-version");
            if keyed {
                (axum::http::StatusCode::OK, axum::Json(json!({ "data": [{ "id": "claude-sonnet-4-5" }] })))
            } else {
                (
                    axum::http::StatusCode::UNAUTHORIZED,
                    axum::Json(json!({ "error": { "type": "authentication_error" } })),
                )
            }
        }),
    );
    let anthropic_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let anthropic_base = format!("http://{}", anthropic_listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(anthropic_listener, anthropic).await.unwrap() });
    let secrets = [
        ("STRIPE_SECRET_KEY", "sk_test_wrong_key_for_the_check"),
        ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
        ("OPENAI_API_KEY", "sk-openai-fake-secret-key"),
        ("ORIGIN_VERIFY_TOKEN", "origin-verify-fake-token"),
        ("ANTHROPIC_API_KEY", "sk-ant-fake-secret-key"),
    ];
    let mut vars = secrets.to_vec();
    vars.extend([
        ("PAYMENTS_BACKEND", "stripe"),
        ("STRIPE_API_BASE", stripe.base_url.as_str()),
        ("PUBLIC_BASE_URL", "https://docs.example.test"),
        ("AI_PRIMARY", "openai"),
        ("OPENAI_BASE_URL", ai_base.as_str()),
        ("AI_FALLBACK", "anthropic"),
        ("ANTHROPIC_BASE_URL", anthropic_base.as_str()),
    ]);
    let app = spawn_operator_app(&vars).await;
    let response = app.operator_post("check-integrations", Some(TOKEN), &json!({})).await;
    assert_eq!(response.status(), 200);
    let text = response.text().await.unwrap();
    let body: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(body["error"], true);
    let check = |name: &str| body["checks"].as_array().unwrap().iter().find(|c| c["name"] == name).unwrap().clone();
    let ai = check("ai-primary");
    assert_eq!(ai["status"], "failed", "{ai}");
    assert_eq!(ai["networkDiagnostics"]["httpStatus"], 401);
    assert_eq!(ai["networkDiagnostics"]["failure"], "unauthorized");
    assert!(ai["possibleSolutions"][0].as_str().unwrap().contains("OPENAI_API_KEY"), "{ai}");
    let payments = check("payments");
    assert_eq!(payments["status"], "failed", "{payments}");
    assert_eq!(payments["networkDiagnostics"]["httpStatus"], 401);
    assert!(payments["possibleSolutions"][0].as_str().unwrap().contains("STRIPE_SECRET_KEY"), "{payments}");
    let fallback = check("ai-fallback");
    assert_eq!(fallback["status"], "ok", "{fallback}");
    assert_eq!(fallback["adapter"], "anthropic");
    assert!(fallback["details"].as_str().unwrap().contains("the configured model is listed"), "{fallback}");

    let mut answers = vec![text];
    answers.push(app.operator_post("check-integrations", Some("wrong-token"), &json!({})).await.text().await.unwrap());
    answers.push(
        app.operator_post("admin-lookup-purchase", Some(TOKEN), &json!({ "code": "ABCD2345" }))
            .await
            .text()
            .await
            .unwrap(),
    );
    answers.push(app.operator_post("admin-guarantee-action", Some(TOKEN), &json!({})).await.text().await.unwrap());
    for answer in &answers {
        for (name, value) in secrets.iter().chain([("ADMIN_TOKEN", TOKEN)].iter()) {
            assert!(!answer.contains(value), "{name} in {answer}");
        }
        assert!(!answer.contains("Incorrect API key"), "a provider's message is never passed on: {answer}");
    }
    let logs = captured_logs();
    for (name, value) in secrets.iter().filter(|(name, _)| *name != "STRIPE_SECRET_KEY") {
        assert!(!logs.contains(value), "{name} logged");
    }
    assert!(!logs.contains(TOKEN), "the admin token logged");
}

#[tokio::test]
async fn lookup_finds_a_purchase_by_code_or_checkout_email_without_its_document() {
    let app = spawn_operator_app(&[]).await;
    let code = app.buy_code().await;
    let by_code =
        app.operator_post("admin-lookup-purchase", Some(TOKEN), &json!({ "code": code.to_lowercase() })).await;
    assert_eq!(by_code.status(), 200);
    let body: Value = by_code.json().await.unwrap();
    let purchase = &body["purchases"][0];
    assert_eq!(purchase["code"], code.as_str());
    assert_eq!(purchase["status"], "active");
    assert_eq!(purchase["creditsTotal"], 6);
    assert_eq!(purchase["buyerEmail"], "buyer@example.com");
    assert_eq!(purchase["canAddCredits"], true);
    assert_eq!(purchase["canRefund"], true);
    assert!(purchase.get("documentData").is_none() && !body.to_string().contains("Acme Widgets"), "{body}");

    let by_email =
        app.operator_post("admin-lookup-purchase", Some(TOKEN), &json!({ "email": "Buyer@Example.com" })).await;
    assert_eq!(by_email.status(), 200);
    assert_eq!(by_email.json::<Value>().await.unwrap()["purchases"][0]["code"], code.as_str());

    for (body, status, error) in [
        (json!({}), 400, "invalid_lookup"),
        (json!({ "code": "ABCD2345", "email": "a@b.co" }), 400, "invalid_lookup"),
        (json!({ "email": "not an address" }), 400, "invalid_email"),
        (json!({ "code": "??" }), 400, "invalid_code_format"),
        (json!({ "code": "ABCD2345" }), 404, "purchase_not_found"),
        (json!({ "email": "nobody@example.com" }), 404, "purchase_not_found"),
    ] {
        let response = app.operator_post("admin-lookup-purchase", Some(TOKEN), &body).await;
        assert_eq!(response.status(), status, "{body}");
        assert_eq!(response.json::<Value>().await.unwrap()["code"], error, "{body}");
    }
}

#[tokio::test]
async fn three_credits_are_added_once_per_code_even_in_a_burst_with_an_email_and_an_audit_entry() {
    let app = spawn_operator_app(&[]).await;
    let code = app.buy_code().await;
    let emails_before = app.outbox().len();
    let attempts: Vec<_> = (0..10)
        .map(|_| {
            let request = app
                .client
                .post(format!("{}/api/admin-guarantee-action", app.address))
                .header("x-admin-token", TOKEN)
                .json(&credits_body(&code));
            tokio::spawn(async move { request.send().await.expect("request sent") })
        })
        .collect();
    let mut statuses = Vec::new();
    for attempt in attempts {
        let response = attempt.await.unwrap();
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        if status == 409 {
            assert_eq!(body["code"], "credits_already_added");
            assert_eq!(body["error"], "The 3 additional credits were already added to this code.");
        } else {
            assert_eq!(status, 200, "{body}");
            assert_eq!(body["purchase"]["creditsTotal"], 9);
            assert_eq!(body["emailed"], true);
        }
        statuses.push(status);
    }
    assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 1, "{statuses:?}");
    assert_eq!(app.credits(&code).await["creditsTotal"], 9);
    let emails = app.outbox();
    assert_eq!(emails.len(), emails_before + 1);
    let email = emails.iter().find(|e| e.contains("3 additional document credits")).expect("the credits email");
    assert!(email.contains("\r\nTo: buyer@example.com\r\n") && email.contains(&code), "{email}");
    assert!(!email.contains("Acme Widgets"), "no document content in the email");

    let lookup: Value =
        app.operator_post("admin-lookup-purchase", Some(TOKEN), &json!({ "code": code })).await.json().await.unwrap();
    let history = &lookup["purchases"][0]["history"];
    assert_eq!(history.as_array().unwrap().len(), 1, "{history}");
    assert_eq!(history[0]["operator"], "Sam Operator");
    assert_eq!(history[0]["action"], "add-credits");
    assert_eq!(history[0]["reason"], "Unhappy with the first draft");
    assert_eq!(lookup["purchases"][0]["canAddCredits"], false);
    assert!(captured_logs().contains("guarantee action"), "the action is in the log");
}

#[tokio::test]
async fn a_refund_goes_through_the_test_checkout_deactivates_the_code_and_emails_the_buyer() {
    let app = spawn_operator_app(&[]).await;
    let code = app.buy_code().await;
    let response = app.operator_post("admin-guarantee-action", Some(TOKEN), &refund_body(&code)).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["purchase"]["status"], "refunded");
    assert_eq!(body["emailed"], true);
    let refund_id = body["refundId"].as_str().unwrap();
    // The test checkout recorded the refund, where a test can see it.
    let refunds = std::fs::read_to_string(app.data_dir.join("test-checkout-refunds.jsonl")).unwrap();
    assert!(refunds.contains(refund_id), "{refunds}");
    assert!(app.outbox().iter().any(|e| e.contains("your refund") && e.contains("deactivated")));

    // The code is refused everywhere, with a clear message.
    let validated: Value = app.post("validate-document-code", &json!({ "code": code })).await.json().await.unwrap();
    assert_eq!(validated["isValid"], false);
    assert_eq!(validated["error"], shared::api::access::REFUNDED_CODE);
    let credit_info = app.post_with_code("get-credit-info", &code, &json!({})).await;
    assert_eq!(credit_info.status(), 403);
    assert_eq!(credit_info.json::<Value>().await.unwrap()["code"], "code_refunded");
    let generate = app.post_with_code("start-generation", &code, &json!({ "documentData": nda_data() })).await;
    assert_eq!(generate.status(), 403);

    // No credits after a refund, and no second refund.
    let credits = app.operator_post("admin-guarantee-action", Some(TOKEN), &credits_body(&code)).await;
    assert_eq!(credits.status(), 409);
    assert_eq!(credits.json::<Value>().await.unwrap()["code"], "already_refunded");
    let again = app.operator_post("admin-guarantee-action", Some(TOKEN), &refund_body(&code)).await;
    assert_eq!(again.status(), 409);
    let refunds = std::fs::read_to_string(app.data_dir.join("test-checkout-refunds.jsonl")).unwrap();
    assert_eq!(refunds.lines().count(), 1, "refunded once");
}

#[tokio::test]
async fn an_unpaid_code_cannot_be_refunded_and_actions_are_validated() {
    let app = spawn_operator_app(&[]).await;
    let checkout = app.create_checkout(&nda_data()).await;
    let unpaid = checkout["code"].as_str().unwrap();
    for body in [refund_body(unpaid), credits_body(unpaid)] {
        let response = app.operator_post("admin-guarantee-action", Some(TOKEN), &body).await;
        assert_eq!(response.status(), 409, "{body}");
        assert_eq!(response.json::<Value>().await.unwrap()["code"], "not_paid");
    }
    let response = app
        .operator_post(
            "admin-guarantee-action",
            Some(TOKEN),
            &json!({ "code": unpaid, "action": "refund", "reason": "", "operator": "" }),
        )
        .await;
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "invalid_guarantee_action");
    assert!(body["fields"]["reason"].is_string() && body["fields"]["operator"].is_string(), "{body}");
    let unknown = app.operator_post("admin-guarantee-action", Some(TOKEN), &refund_body("ABCD2345")).await;
    assert_eq!(unknown.status(), 404);
    // Without the token nothing happens.
    let code = app.buy_code().await;
    assert_eq!(app.operator_post("admin-guarantee-action", None, &credits_body(&code)).await.status(), 401);
    assert_eq!(app.credits(&code).await["creditsTotal"], 6);
}

/// The refund through the Stripe adapter: the session's payment intent refunded once (an idempotency key per
/// session), then the code deactivated; a Stripe failure changes nothing.
#[tokio::test]
async fn a_stripe_refund_refunds_the_sessions_payment_intent_once() {
    let stripe = FakeStripe::start().await;
    let app = spawn_operator_app(&[
        ("PAYMENTS_BACKEND", "stripe"),
        ("STRIPE_API_BASE", &stripe.base_url),
        ("STRIPE_SECRET_KEY", SECRET_KEY),
        ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
        ("PUBLIC_BASE_URL", "https://docs.example.test"),
    ])
    .await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = checkout["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();
    stripe.mark_paid(&session_id);
    let verified = app.verify(&checkout).await;
    let code = verified["documentCode"].as_str().unwrap().to_string();

    let checked: Value = app.operator_post("check-integrations", Some(TOKEN), &json!({})).await.json().await.unwrap();
    assert_eq!(checked["checks"][3]["status"], "ok", "{checked}");

    let by_email: Value = app
        .operator_post("admin-lookup-purchase", Some(TOKEN), &json!({ "email": "stripe-buyer@example.com" }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(by_email["purchases"][0]["code"], code.as_str());

    let response = app.operator_post("admin-guarantee-action", Some(TOKEN), &refund_body(&code)).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap()["refundId"], "re_fake_1");
    let refunds = stripe.state.lock().unwrap().refunds.clone();
    assert_eq!(refunds, vec![(format!("pi_fake_{session_id}"), Some(format!("guarantee-refund-{session_id}")))]);
    assert!(app.outbox().iter().any(|e| e.contains("To: stripe-buyer@example.com") && e.contains("your refund")));
    let validated: Value = app.post("validate-document-code", &json!({ "code": code })).await.json().await.unwrap();
    assert_eq!(validated["isValid"], false);
}

#[tokio::test]
async fn a_failed_stripe_refund_leaves_the_code_active() {
    let stripe = FakeStripe::start().await;
    let app = spawn_operator_app(&[
        ("PAYMENTS_BACKEND", "stripe"),
        ("STRIPE_API_BASE", &stripe.base_url),
        ("STRIPE_SECRET_KEY", SECRET_KEY),
        ("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET),
        ("PUBLIC_BASE_URL", "https://docs.example.test"),
    ])
    .await;
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = checkout["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();
    stripe.mark_paid(&session_id);
    let verified = app.verify(&checkout).await;
    let code = verified["documentCode"].as_str().unwrap().to_string();
    // Stripe already refunded this payment outside the site (a different idempotency key): it refuses.
    stripe.state.lock().unwrap().refunds.push((format!("pi_fake_{session_id}"), Some("dashboard".into())));
    let response = app.operator_post("admin-guarantee-action", Some(TOKEN), &refund_body(&code)).await;
    assert_eq!(response.status(), 502);
    assert_eq!(response.json::<Value>().await.unwrap()["code"], "refund_failed");
    assert_eq!(app.credits(&code).await["creditsTotal"], 6, "the code still works");
}
