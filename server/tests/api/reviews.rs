//! `submit-review`: only a holder of a paid, unexpired code reviews, once per code (a second review replaces the
//! first); the form is checked with clear messages; unknown codes count as guesses like on every code-gated call;
//! no answer shows a secret.

use crate::helpers::*;
use serde_json::{json, Value};
use shared::domain::DocumentCode;
use shared::limits::PER_CLIENT;

fn review() -> Value {
    json!({
        "reviewerName": "Jane Doe",
        "rating": 4,
        "feedback": "Clear and quick. The review notes helped.",
        "documentType": "Non-Disclosure Agreement",
    })
}

/// A paid code that has drafted one NDA, as a visitor on /download has.
async fn buyer_with_a_document(app: &TestApp) -> String {
    let code = app.buy_code().await;
    let started: Value = app
        .post_with_code("start-generation", &code, &json!({ "documentData": nda_data() }))
        .await
        .json()
        .await
        .unwrap();
    let finished = app.wait_for_job(&code, started["jobId"].as_str().unwrap()).await;
    assert_eq!(finished["status"], "succeeded");
    code
}

async fn code_id(app: &TestApp, code: &str) -> String {
    app.ctx.store.get_code(&DocumentCode::parse(code).unwrap()).await.unwrap().unwrap().id
}

#[tokio::test]
async fn a_buyer_reviews_their_document_and_a_second_review_replaces_the_first() {
    let app = spawn_app().await;
    let code = buyer_with_a_document(&app).await;

    // The browser's document type is not trusted over what the server drafted.
    let mut first = review();
    first["documentType"] = json!("Terms of Service");
    let response = app.post_with_code("submit-review", &code, &first).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "submitted": true, "replaced": false }));
    let stored = app.ctx.store.all_reviews().await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].code_id, code_id(&app, &code).await, "stored under the code's record id");
    assert_eq!(stored[0].reviewer_name.as_deref(), Some("Jane Doe"));
    assert_eq!(stored[0].rating, 4);
    assert_eq!(stored[0].feedback, "Clear and quick. The review notes helped.");
    assert_eq!(stored[0].document_type, "Non-Disclosure Agreement");
    let first_written = stored[0].created_at;

    app.clock.advance(time::Duration::minutes(3));
    let second = json!({ "reviewerName": "  ", "rating": 5, "feedback": "  Even better the second time.  " });
    let response = app.post_with_code("submit-review", &code.to_lowercase(), &second).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!({ "submitted": true, "replaced": true }));
    let stored = app.ctx.store.all_reviews().await.unwrap();
    assert_eq!(stored.len(), 1, "one review per code");
    assert_eq!(stored[0].reviewer_name, None, "a blank name is no name");
    assert_eq!(stored[0].rating, 5);
    assert_eq!(stored[0].feedback, "Even better the second time.");
    assert_eq!(stored[0].created_at, first_written, "the first review's time is kept");
    // The clock is the system's shifted by three minutes, so the second write lands three minutes and the test's own
    // few milliseconds later; stored times are whole seconds, so those milliseconds may cross into the next one.
    let expected = first_written + time::Duration::minutes(3);
    let updated = stored[0].updated_at;
    assert!(
        updated >= expected && updated <= expected + time::Duration::seconds(5),
        "the second review's time is when it was written: {updated} for about {expected}"
    );

    // What a visitor typed stays out of the logs, and the code out of the record.
    let logs = captured_logs();
    assert!(!logs.contains("Even better the second time"), "the feedback was logged");
    assert!(!format!("{stored:?}").contains(&code), "the review record holds the code");
}

#[tokio::test]
async fn a_code_with_no_document_yet_records_the_type_the_browser_names_if_it_is_a_real_one() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let named = json!({ "rating": 3, "documentType": "Privacy Policy" });
    assert_eq!(app.post_with_code("submit-review", &code, &named).await.status(), 200);
    assert_eq!(app.ctx.store.all_reviews().await.unwrap()[0].document_type, "Privacy Policy");
    let made_up = json!({ "rating": 3, "documentType": "<b>Will</b>" });
    assert_eq!(app.post_with_code("submit-review", &code, &made_up).await.status(), 200);
    assert_eq!(app.ctx.store.all_reviews().await.unwrap()[0].document_type, "");
}

#[tokio::test]
async fn an_invalid_review_is_a_400_with_each_fields_message_and_stores_nothing() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let response = app
        .post_with_code(
            "submit-review",
            &code,
            &json!({ "reviewerName": "n".repeat(101), "rating": 0, "feedback": "f".repeat(2_001) }),
        )
        .await;
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "invalid_review");
    assert_eq!(body["error"], "Name must be one line of at most 100 characters");
    assert_eq!(
        body["fields"],
        json!({
            "reviewerName": "Name must be one line of at most 100 characters",
            "rating": "Please choose a rating from 1 to 5.",
            "feedback": "Feedback must be at most 2,000 characters",
        })
    );
    for (field, value, expected) in [
        ("rating", json!(6), "Please choose a rating from 1 to 5."),
        ("rating", json!("5"), "Please choose a rating from 1 to 5."),
        ("rating", json!(4.5), "Please choose a rating from 1 to 5."),
        ("rating", Value::Null, "Please choose a rating from 1 to 5."),
        ("reviewerName", json!("Jane\r\nDoe"), "Name must be one line of at most 100 characters"),
        ("feedback", json!("bell\u{7}"), "Feedback may contain text and line breaks only"),
    ] {
        let mut body = review();
        body[field] = value.clone();
        let response = app.post_with_code("submit-review", &code, &body).await;
        assert_eq!(response.status(), 400, "{field} = {value}");
        assert_eq!(response.json::<Value>().await.unwrap()["fields"][field], expected, "{field} = {value}");
    }
    let wrong_shape = app.post_with_code("submit-review", &code, &json!({ "rating": 5, "feedback": ["a"] })).await;
    assert_eq!(wrong_shape.status(), 400);
    assert_eq!(wrong_shape.json::<Value>().await.unwrap()["code"], "invalid_json");

    // At every limit at once it is accepted.
    let at_limits = json!({ "reviewerName": "n".repeat(100), "rating": 1, "feedback": "é".repeat(2_000) });
    assert_eq!(app.post_with_code("submit-review", &code, &at_limits).await.status(), 200);
    assert_eq!(app.ctx.store.all_reviews().await.unwrap().len(), 1, "only the valid review was stored");
}

#[tokio::test]
async fn only_a_holder_of_a_paid_unexpired_code_may_review() {
    let app = spawn_app().await;
    let missing = app.post("submit-review", &review()).await;
    assert_eq!(missing.status(), 401);
    assert_eq!(
        missing.json::<Value>().await.unwrap()["error"],
        "No document code found. Please enter your document code on the homepage."
    );
    let unknown = app.post_with_code("submit-review", "NOPE2345", &review()).await;
    assert_eq!(unknown.status(), 401);
    assert_eq!(unknown.json::<Value>().await.unwrap()["code"], "invalid_code");
    let malformed = app.post_with_code("submit-review", "not-a-code", &review()).await;
    assert_eq!(malformed.status(), 401);

    let unpaid = app.create_checkout(&nda_data()).await["code"].as_str().unwrap().to_string();
    let inactive = app.post_with_code("submit-review", &unpaid, &review()).await;
    assert_eq!(inactive.status(), 403);
    assert_eq!(inactive.json::<Value>().await.unwrap()["code"], "code_inactive");

    let code = app.buy_code().await;
    app.clock.advance(time::Duration::days(31));
    let expired = app.post_with_code("submit-review", &code, &review()).await;
    assert_eq!(expired.status(), 403);
    assert_eq!(expired.json::<Value>().await.unwrap()["code"], "code_expired");
    assert!(app.ctx.store.all_reviews().await.unwrap().is_empty(), "no review was stored");
}

#[tokio::test]
async fn unknown_codes_sent_to_submit_review_count_as_guesses_like_everywhere_else() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let guesser = app.client_at("127.0.0.7");
    let guess = |candidate: String| {
        guesser
            .post(format!("{}/api/submit-review", app.address))
            .header("x-document-code", candidate)
            .json(&review())
            .send()
    };
    // Well-formed codes (8 characters of the code alphabet) that nobody holds.
    let letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'M', 'N'];
    for (n, letter) in letters.iter().take(PER_CLIENT.max as usize).enumerate() {
        let response = guess(format!("GUESSXY{letter}")).await.unwrap();
        assert_eq!(response.status(), 401, "guess {n}");
    }
    let blocked = guess("GUESS333".to_string()).await.unwrap();
    assert_refused_saying_when(blocked, "Too many attempts. Please wait before trying again.").await;
    // The same limit covers the other code-taking calls from that address...
    let validate = guesser
        .post(format!("{}/api/validate-document-code", app.address))
        .json(&json!({ "code": "ZZZZ3456" }))
        .send()
        .await
        .unwrap();
    assert_eq!(validate.status(), 429);
    // ...while the buyer, at their own address, still reviews.
    assert_eq!(app.post_with_code("submit-review", &code, &review()).await.status(), 200);
}

#[tokio::test]
async fn no_answer_shows_a_secret_or_the_code() {
    let secrets = [("STRIPE_WEBHOOK_SECRET", "whsec_review_secret"), ("ORIGIN_VERIFY_TOKEN", "origin-review-token")];
    let app = spawn_app_with(fresh_data_dir(), &secrets, |_| {}).await;
    let code = app.buy_code().await;
    let answers = [
        app.post_with_code("submit-review", &code, &review()).await.text().await.unwrap(),
        app.post_with_code("submit-review", &code, &json!({ "rating": 9 })).await.text().await.unwrap(),
        app.post_with_code("submit-review", &code, &json!("not an object")).await.text().await.unwrap(),
        app.post_with_code("submit-review", "NOPE2345", &review()).await.text().await.unwrap(),
        app.post("submit-review", &review()).await.text().await.unwrap(),
        app.client.get(format!("{}/api/submit-review", app.address)).send().await.unwrap().text().await.unwrap(),
    ];
    for answer in answers {
        for (name, value) in secrets {
            assert!(!answer.contains(value), "{name} in {answer}");
        }
        assert!(!answer.contains(&code), "the code is echoed: {answer}");
        assert!(!answer.contains("Clear and quick"), "the review is echoed: {answer}");
    }
}
