//! Issue 21.5: the heaviest calls cannot be looped by one client at everybody else's expense. format-document is
//! limited per client per minute, samples are drafted once and then served from memory within their own per-minute
//! limit, and while one client loops them another's code checks are answered. (How fast they stay is measured by the
//! fairness benchmark, not here: `cargo bench -p local-server --bench fairness`.)

use crate::helpers::*;
use crate::shapes;
use serde_json::{json, Value};
use shared::api::documents::{MAX_DOCUMENT_CHARS, MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES};
use shared::limits::{FORMATS_PER_CLIENT_PER_MINUTE, SAMPLES_PER_CLIENT_PER_MINUTE};

/// Moves the app's clock to the start of a calendar minute, so a test of a per-minute limit never straddles two.
fn at_the_start_of_a_minute(app: &TestApp) {
    let into_minute = app.ctx.clock.now().unix_timestamp().rem_euclid(60);
    app.clock.advance(time::Duration::seconds(60 - into_minute));
}

async fn format_from(app: &TestApp, client: &reqwest::Client, code: &str, text: &str) -> u16 {
    client
        .post(format!("{}/api/format-document", app.address))
        .header("x-document-code", code)
        .json(&json!({ "documentContent": text, "documentType": "Agreement", "format": "docx" }))
        .send()
        .await
        .expect("sent")
        .status()
        .as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_looping_format_document_is_held_to_its_minute_and_others_are_served() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    at_the_start_of_a_minute(&app);
    let hog = app.client_at("127.0.6.1");
    let heavy = shapes::shaped(MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES, MAX_DOCUMENT_CHARS);
    let mut statuses = Vec::new();
    for _ in 0..FORMATS_PER_CLIENT_PER_MINUTE.max + 3 {
        statuses.push(format_from(&app, &hog, &code, &heavy).await);
        // Another visitor's code check is answered between every two of the hog's calls.
        let validated: Value = app.post("validate-document-code", &json!({ "code": code })).await.json().await.unwrap();
        assert_eq!(validated["isValid"], true);
    }
    let allowed = FORMATS_PER_CLIENT_PER_MINUTE.max as usize;
    assert_eq!(&statuses[..allowed], vec![200; allowed].as_slice(), "the minute's allowance is rendered");
    assert!(statuses[allowed..].iter().all(|&s| s == 429), "then 429: {statuses:?}");
    // Another client formats in the same minute; the hog again in the next one.
    assert_eq!(format_from(&app, &app.client_at("127.0.6.2"), &code, "# Note\n\nShort.").await, 200);
    app.clock.advance(time::Duration::minutes(1));
    assert_eq!(format_from(&app, &hog, &code, "# Note\n\nShort.").await, 200, "a new minute, a new allowance");
}

#[tokio::test]
async fn samples_are_drafted_once_and_one_client_may_fetch_them_only_so_often_a_minute() {
    let app = spawn_app().await;
    at_the_start_of_a_minute(&app);
    let hog = app.client_at("127.0.6.3");
    let fetch = |client: reqwest::Client, kind: &'static str| {
        let url = format!("{}/api/generate-sample-document", app.address);
        async move {
            let response = client.post(url).json(&json!({ "documentType": kind })).send().await.expect("sent");
            (response.status().as_u16(), response.text().await.unwrap_or_default())
        }
    };
    let (first_status, first) = fetch(hog.clone(), "nda").await;
    assert_eq!(first_status, 200);
    for _ in 1..SAMPLES_PER_CLIENT_PER_MINUTE.max {
        let (status, again) = fetch(hog.clone(), "nda").await;
        assert_eq!(status, 200);
        assert_eq!(again, first, "the same sample, from memory");
    }
    let refused = hog
        .post(format!("{}/api/generate-sample-document", app.address))
        .json(&json!({ "documentType": "tos" }))
        .send()
        .await
        .expect("sent");
    // The wait is until the next minute, when the allowance is new, not a whole minute from the last call.
    let now = app.ctx.clock.now();
    let minute_left = 60 - now.unix_timestamp().rem_euclid(60) as u64;
    let wait = assert_refused_saying_when(refused, "Too many attempts. Please wait before trying again.").await;
    assert!(wait <= minute_left + 1, "waits {wait} s with {minute_left} s of the minute left");
    assert_eq!(fetch(app.client_at("127.0.6.4"), "nda").await, (200, first), "another visitor is served");
    let cached = app.ctx.samples.lock().unwrap().len();
    assert_eq!(cached, 1, "only the one type asked for was drafted");
}
