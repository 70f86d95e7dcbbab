//! `recover-document-codes` ('Lost your code?'): every active code bought with an address is emailed to it, with no
//! document content; the answer is the same for an address nobody bought with; one address and one mailbox may ask
//! only a few times, however fast they ask.

use crate::helpers::*;
use serde_json::{json, Value};
use shared::api::lost_codes::ANSWER_FLOOR;
use shared::domain::DocumentCode;
use shared::store::{AuditEntry, GuaranteeAction};
use std::time::Instant;

async fn ask(client: &reqwest::Client, app: &TestApp, email: &str) -> (u16, String) {
    let response = client
        .post(format!("{}/api/recover-document-codes", app.address))
        .json(&json!({ "email": email }))
        .send()
        .await
        .expect("request sent");
    (response.status().as_u16(), response.text().await.expect("body"))
}

/// The lost-codes emails sent to `address` (the outbox also holds the code emails of the purchases).
fn lost_code_emails<'a>(outbox: &'a [String], address: &str) -> Vec<&'a String> {
    outbox
        .iter()
        .filter(|eml| eml.contains(&format!("\r\nTo: {address}\r\n")) && eml.contains("Someone (we hope you) asked"))
        .collect()
}

#[tokio::test]
async fn every_active_code_of_the_address_is_emailed_to_it_and_nothing_about_the_documents() {
    let app = spawn_app().await;
    let expired = app.buy_code_as("jane@example.com").await;
    app.clock.advance(time::Duration::days(31));
    let first = app.buy_code_as("jane@example.com").await;
    let second = app.buy_code_as("jane@example.com").await;
    let refunded = app.buy_code_as("jane@example.com").await;
    let someone_elses = app.buy_code_as("sam@example.com").await;
    let entry = AuditEntry {
        id: "audit-1".into(),
        at: app.ctx.clock.now(),
        operator: "Sam Operator".into(),
        action: GuaranteeAction::Refund,
        code: DocumentCode::parse(&refunded).expect("a code"),
        reason: "Asked for the money-back guarantee".into(),
    };
    app.ctx.store.mark_refunded(&entry.code, &entry).await.expect("refund recorded");
    let before = app.outbox().len();

    // The address as the buyer types it today, in other letters than at checkout.
    let (status, body) = ask(&app.client, &app, "  Jane@Example.COM ").await;
    assert_eq!(status, 200);
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap(), json!({ "requested": true }));

    let outbox = app.outbox();
    assert_eq!(outbox.len(), before + 1, "one email for the request");
    let sent = lost_code_emails(&outbox, "Jane@Example.COM");
    assert_eq!(sent.len(), 1, "{outbox:?}");
    let email = sent[0];
    assert!(email.contains("Subject: Your LegalDraft document codes\r\n"), "{email}");
    for active in [&first, &second] {
        assert!(email.contains(active.as_str()), "{active} missing: {email}");
    }
    assert!(email.contains("6 of 6 credits left"), "{email}");
    for gone in [&expired, &refunded, &someone_elses] {
        assert!(!email.contains(gone.as_str()), "{gone} should not be sent: {email}");
    }
    // Codes only: not the business, the document or the order it was for.
    for content in ["Acme Widgets", "Non-Disclosure", "California"] {
        assert!(!email.contains(content), "{content} leaked into the email: {email}");
    }
}

#[tokio::test]
async fn an_address_nobody_bought_with_gets_the_same_answer_no_sooner_and_no_email() {
    let app = spawn_app().await;
    app.buy_code_as("jane@example.com").await;
    let before = app.outbox().len();

    let started = Instant::now();
    let unknown = ask(&app.client, &app, "nobody@example.com").await;
    let took = started.elapsed();
    let known = ask(&app.client, &app, "jane@example.com").await;

    assert_eq!(unknown, known, "the answers must not tell the addresses apart");
    assert!(took >= ANSWER_FLOOR, "an unknown address answered after {took:?}, sooner than a known one could");
    let outbox = app.outbox();
    assert_eq!(outbox.len(), before + 1, "only the known address gets mail");
    assert!(lost_code_emails(&outbox, "nobody@example.com").is_empty());
}

#[tokio::test]
async fn a_malformed_address_is_a_400_naming_the_field() {
    let app = spawn_app().await;
    for email in ["", "jane", "jane@", "Jane <jane@example.com>", "jane@example.com\r\nBcc: x@example.com"] {
        let response = app.post("recover-document-codes", &json!({ "email": email })).await;
        assert_eq!(response.status(), 400, "{email:?}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "invalid_email");
        assert_eq!(body["fields"]["email"], "Please enter a valid email address");
    }
    let wrong_shape = app.post("recover-document-codes", &json!({ "email": ["jane@example.com"] })).await;
    assert_eq!(wrong_shape.status(), 400);
    assert!(app.outbox().is_empty());
}

/// Issue 21.8: nobody can keep a buyer from asking. However many visitors ask for one mailbox at once, each gets
/// the same answer; the mailbox gets one email an hour, and a stranger asking first only sends the codes to the
/// buyer's own mailbox, where the buyer finds them.
#[tokio::test]
async fn one_mailbox_gets_one_email_an_hour_however_many_ask_and_every_asker_gets_the_same_answer() {
    let app = spawn_app().await;
    app.buy_code_as("jane@example.com").await;

    // Twelve visitors, each from an address of its own, released together for the same mailbox.
    let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(12));
    let mut asks = Vec::new();
    for n in 0..12 {
        let client = app.client_at(&format!("127.0.3.{}", n + 1));
        let address = app.address.clone();
        let barrier = barrier.clone();
        asks.push(tokio::spawn(async move {
            barrier.wait().await;
            let response = client
                .post(format!("{address}/api/recover-document-codes"))
                .json(&json!({ "email": "jane@example.com" }))
                .send()
                .await
                .expect("request sent");
            (response.status().as_u16(), response.text().await.unwrap_or_default())
        }));
    }
    for ask in asks {
        let (status, body) = ask.await.expect("task");
        assert_eq!(status, 200, "nobody is refused for asking: {body}");
        assert_eq!(serde_json::from_str::<Value>(&body).unwrap(), json!({ "requested": true }));
    }
    assert_eq!(lost_code_emails(&app.outbox(), "jane@example.com").len(), 1, "one email, whoever asked");

    // The buyer asking within the hour is answered alike; the email already in their mailbox holds the codes.
    assert_eq!(ask(&app.client_at("127.0.3.99"), &app, "jane@example.com").await.0, 200);
    assert_eq!(lost_code_emails(&app.outbox(), "jane@example.com").len(), 1);
    // An hour later the mailbox may get another.
    app.clock.advance(time::Duration::minutes(61));
    assert_eq!(ask(&app.client_at("127.0.3.98"), &app, "jane@example.com").await.0, 200);
    assert_eq!(lost_code_emails(&app.outbox(), "jane@example.com").len(), 2);

    // The counter that remembers a mailbox holds no address, nor any hash of it that anybody could compute.
    let plain = shared::limits::code_fingerprint("jane@example.com");
    let counters = rusqlite::Connection::open(app.data_dir.join("records.sqlite3"))
        .unwrap()
        .prepare("SELECT key FROM attempt_counters")
        .unwrap()
        .query_map([], |row| row.get::<_, String>(0))
        .unwrap()
        .collect::<Result<Vec<String>, _>>()
        .unwrap();
    assert!(counters.iter().any(|key| key.starts_with("lost-codes-email#")), "{counters:?}");
    assert!(counters.iter().all(|key| !key.contains("jane") && !key.contains(&plain)), "{counters:?}");
}

#[tokio::test]
async fn one_visitor_may_ask_five_times_an_hour_whatever_the_addresses() {
    let app = spawn_app().await;
    let client = app.client_at("127.0.5.1");
    for n in 0..5 {
        assert_eq!(ask(&client, &app, &format!("person{n}@example.com")).await.0, 200);
    }
    let (status, body) = ask(&client, &app, "person9@example.com").await;
    assert_eq!(status, 429);
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap()["code"], "rate_limited");
    // Another visitor is not held back by this one.
    assert_eq!(ask(&app.client_at("127.0.5.2"), &app, "person9@example.com").await.0, 200);
    app.clock.advance(time::Duration::minutes(61));
    assert_eq!(ask(&client, &app, "person10@example.com").await.0, 200);
}
