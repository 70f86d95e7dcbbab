//! `send-contact-email`: the contact page's messages reach the support mailbox (the local outbox here) with
//! Reply-To set to the visitor; invalid forms get the spec's messages; one address may send only a few.

use crate::helpers::*;
use serde_json::{json, Value};

fn message() -> Value {
    json!({
        "name": "Jane Doe",
        "email": "jane.doe@example.com",
        "reason": "billing",
        "message": "I paid but did not receive the code email. Can you help?"
    })
}

#[tokio::test]
async fn a_message_reaches_the_support_mailbox_with_reply_to_the_visitor() {
    let app =
        spawn_app_with(fresh_data_dir(), &[("SUPPORT_EMAIL", "help@acme.example"), ("SITE_NAME", "Acme Docs")], |_| {})
            .await;
    let response = app.post("send-contact-email", &message()).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "sent": true }));

    let outbox = app.outbox();
    assert_eq!(outbox.len(), 1, "{outbox:?}");
    let eml = &outbox[0];
    assert!(eml.contains("\r\nTo: help@acme.example\r\n"), "{eml}");
    assert!(eml.contains("\r\nReply-To: jane.doe@example.com\r\n"), "{eml}");
    assert!(eml.contains("Subject: [Acme Docs] Billing Question: message from Jane Doe\r\n"), "{eml}");
    assert!(eml.contains("Reason: Billing Question"), "{eml}");
    assert!(eml.contains("I paid but did not receive the code email. Can you help?"), "{eml}");
    // The visitor's text is in the mail, never in the log.
    assert!(!captured_logs().contains("did not receive the code email"), "the message was logged");
}

#[tokio::test]
async fn an_invalid_form_is_a_400_with_the_specs_messages_and_sends_nothing() {
    let app = spawn_app().await;
    let response = app
        .post("send-contact-email", &json!({ "name": " J ", "email": "jane@", "reason": "", "message": "Too short" }))
        .await;
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "invalid_contact_message");
    assert_eq!(body["error"], "Name must be at least 2 characters");
    assert_eq!(
        body["fields"],
        json!({
            "name": "Name must be at least 2 characters",
            "email": "Please enter a valid email address",
            "reason": "Please select a contact reason",
            "message": "Message must be at least 10 characters",
        })
    );
    for (field, value, expected) in [
        ("email", json!("Jane <jane@example.com>"), "Please enter a valid email address"),
        ("reason", json!("complaint"), "Please select a contact reason"),
        ("name", json!("Jane\r\nBcc: someone@example.com"), "Name must be at most 100 characters"),
    ] {
        let mut body = message();
        body[field] = value;
        let response = app.post("send-contact-email", &body).await;
        assert_eq!(response.status(), 400, "{field}");
        assert_eq!(response.json::<Value>().await.unwrap()["fields"][field], expected, "{field}");
    }
    assert!(app.outbox().is_empty(), "nothing was sent");
}

#[tokio::test]
async fn one_address_may_send_five_messages_then_waits_an_hour() {
    let app = spawn_app().await;
    for _ in 0..shared::limits::CONTACT_PER_CLIENT.max {
        assert_eq!(app.post("send-contact-email", &message()).await.status(), 200);
    }
    let refused = app.post("send-contact-email", &message()).await;
    let retry_after = assert_refused_saying_when(refused, "Too many attempts. Please wait before trying again.").await;
    assert!((3500..=3600).contains(&retry_after), "{retry_after}");
    assert_eq!(app.outbox().len(), 5, "the refused message was not sent");
    let other = app
        .client_at("127.0.0.7")
        .post(format!("{}/api/send-contact-email", app.address))
        .json(&message())
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), 200, "another visitor is not affected");
}

#[tokio::test]
async fn no_answer_shows_a_secret() {
    let secrets = [("STRIPE_WEBHOOK_SECRET", "whsec_contact_secret"), ("ORIGIN_VERIFY_TOKEN", "origin-contact-token")];
    let app = spawn_app_with(fresh_data_dir(), &secrets, |_| {}).await;
    let answers = [
        app.post("send-contact-email", &message()).await.text().await.unwrap(),
        app.post("send-contact-email", &json!({})).await.text().await.unwrap(),
        app.client.get(format!("{}/api/send-contact-email", app.address)).send().await.unwrap().text().await.unwrap(),
    ];
    for answer in answers {
        for (name, value) in secrets {
            assert!(!answer.contains(value), "{name} in {answer}");
        }
        assert!(!answer.contains("support@legaldraft.example"), "the mailbox is not revealed by the call: {answer}");
    }
}
