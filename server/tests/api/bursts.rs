//! Rate limits and credit spends under barrier-released bursts, written once and run on both stores (SQLite in the API tests,
//! DynamoDB on moto in `tests/dynamodb_api.rs`).

use crate::helpers::*;
use serde_json::{json, Value};
use shared::limits::{PER_CLIENT, PER_CODE, UNPAID_CHECKOUTS_PER_CLIENT};
use std::sync::Arc;
use time::Duration;

/// What a burst of validations got back: verdicts on unknown codes, refusals, and anything else.
#[derive(Debug, Default)]
struct Tally {
    invalid: usize,
    refused: usize,
    other: Vec<String>,
}

/// Sends every `(client address, code)` validation at once (released by a barrier) and tallies the answers.
async fn burst(app: &TestApp, attempts: Vec<(&'static str, String)>) -> Tally {
    let barrier = Arc::new(tokio::sync::Barrier::new(attempts.len()));
    let calls: Vec<_> = attempts
        .into_iter()
        .map(|(address, code)| {
            let (client, url, barrier) =
                (app.client_at(address), format!("{}/api/validate-document-code", app.address), barrier.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                let response = client.post(url).json(&json!({ "code": code })).send().await.expect("sent");
                let (status, retry_after) =
                    (response.status().as_u16(), response.headers().get("retry-after").cloned());
                (status, retry_after, response.json::<Value>().await.unwrap_or(Value::Null))
            })
        })
        .collect();
    let mut tally = Tally::default();
    for call in calls {
        match call.await.expect("task") {
            (200, _, body) if body["isValid"] == false && body["error"] == "Invalid document code." => {
                tally.invalid += 1
            }
            (429, Some(_), _) => tally.refused += 1,
            (status, _, body) => tally.other.push(format!("{status} {body}")),
        }
    }
    tally
}

async fn validate_from(app: &TestApp, address: &str, code: &str) -> (u16, Value) {
    let response = app
        .client_at(address)
        .post(format!("{}/api/validate-document-code", app.address))
        .json(&json!({ "code": code }))
        .send()
        .await
        .expect("sent");
    (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
}

/// 100 guesses of unknown codes from one client at once: at most the client's limit (10) is ever answered, the rest
/// are 429 with Retry-After, and the block holds for its hour. The client's own code still works meanwhile.
pub async fn a_burst_of_guesses_from_one_client_is_answered_at_most_the_limit(app: TestApp) {
    let own_code = app.buy_code().await; // bought from 127.0.0.1, so that address holds it
    let guesses = (0..100).map(|i| ("127.0.0.1", format!("ZQ{i:06}"))).collect();
    let tally = burst(&app, guesses).await;
    assert!(tally.other.is_empty(), "only verdicts and 429s: {:?}", tally.other);
    assert_eq!(tally.invalid, PER_CLIENT.max as usize, "answered guesses ({} refused)", tally.refused);
    assert_eq!(tally.refused, 100 - PER_CLIENT.max as usize);

    let (status, _) = validate_from(&app, "127.0.0.1", "ZQ999999").await;
    assert_eq!(status, 429, "the block is in force");
    app.clock.advance(Duration::minutes(59));
    assert_eq!(validate_from(&app, "127.0.0.1", "ZQ999998").await.0, 429, "and holds for its hour");

    // The blocked address still uses the code it holds; others are not affected by its guesses.
    let (status, body) = validate_from(&app, "127.0.0.1", &own_code).await;
    assert_eq!((status, &body["isValid"]), (200, &json!(true)), "{body}");
    let (status, body) = validate_from(&app, "127.0.0.2", &own_code).await;
    assert_eq!((status, &body["isValid"]), (200, &json!(true)), "{body}");
    assert_eq!(validate_from(&app, "127.0.0.3", "ZQ999997").await.1["error"], "Invalid document code.");

    app.clock.advance(Duration::minutes(2));
    let (status, body) = validate_from(&app, "127.0.0.1", "ZQ999996").await;
    assert_eq!((status, &body["error"]), (200, &json!("Invalid document code.")), "a new round after the block");
}

/// 40 tries of one unknown code from 40 clients at once: the code's own limit (4 failures) counts exactly 4, only 3
/// are answered with a verdict, every other answer is 429, and the 15-minute block holds.
pub async fn a_burst_of_tries_on_one_code_counts_at_most_its_limit(app: TestApp) {
    const ADDRESSES: [&str; 40] = [
        "127.0.1.1",
        "127.0.1.2",
        "127.0.1.3",
        "127.0.1.4",
        "127.0.1.5",
        "127.0.1.6",
        "127.0.1.7",
        "127.0.1.8",
        "127.0.1.9",
        "127.0.1.10",
        "127.0.1.11",
        "127.0.1.12",
        "127.0.1.13",
        "127.0.1.14",
        "127.0.1.15",
        "127.0.1.16",
        "127.0.1.17",
        "127.0.1.18",
        "127.0.1.19",
        "127.0.1.20",
        "127.0.1.21",
        "127.0.1.22",
        "127.0.1.23",
        "127.0.1.24",
        "127.0.1.25",
        "127.0.1.26",
        "127.0.1.27",
        "127.0.1.28",
        "127.0.1.29",
        "127.0.1.30",
        "127.0.1.31",
        "127.0.1.32",
        "127.0.1.33",
        "127.0.1.34",
        "127.0.1.35",
        "127.0.1.36",
        "127.0.1.37",
        "127.0.1.38",
        "127.0.1.39",
        "127.0.1.40",
    ];
    let tally = burst(&app, ADDRESSES.iter().map(|a| (*a, "ZZZZ2222".to_string())).collect()).await;
    assert!(tally.other.is_empty(), "only verdicts and 429s: {:?}", tally.other);
    assert_eq!(tally.invalid, PER_CODE.max as usize - 1, "the fourth failure answers with the block");
    assert_eq!(tally.refused, 40 - tally.invalid);
    let code = shared::domain::DocumentCode::parse("ZZZZ2222").unwrap();
    let key = shared::limits::code_key(code.as_str());
    let seen = app.ctx.store.read_code_attempt(&code, "client#198.51.100.1", Some(&key)).await.unwrap();
    assert_eq!(seen.per_code.map(|c| c.count), Some(PER_CODE.max), "exactly the limit was counted");

    let (status, body) = validate_from(&app, "127.0.2.1", "zzzz2222").await;
    assert_eq!(status, 429);
    assert_eq!(body["error"], "Too many failed attempts. Please wait 15 minutes before trying again.");
    app.clock.advance(Duration::minutes(14));
    assert_eq!(validate_from(&app, "127.0.2.2", "ZZZZ2222").await.0, 429, "the block holds");
    app.clock.advance(Duration::minutes(2));
    let (status, body) = validate_from(&app, "127.0.2.3", "ZZZZ2222").await;
    assert_eq!((status, &body["attemptsRemaining"]), (200, &json!(3)), "a new round after the block: {body}");
}

/// 20 revisions of one document released at once on a code with 3 credits left: exactly 3 are accepted and 17 refused
/// with 402, and the code ends with none (the credit is spent atomically with the job's insertion).
pub async fn twenty_revisions_at_once_on_a_code_with_three_credits_left_make_exactly_three(app: TestApp) {
    let code = app.buy_code().await;
    let started = app.post_with_code("start-generation", &code, &json!({ "documentData": nda_data() })).await;
    let parent = started.json::<Value>().await.unwrap()["jobId"].as_str().expect("job id").to_string();
    assert_eq!(app.wait_for_job(&code, &parent).await["status"], "succeeded");
    for _ in 0..2 {
        let body = json!({ "jobId": parent, "changes": "Add an arbitration clause." });
        let started = app.post_with_code("revise-document", &code, &body).await;
        assert_eq!(started.status(), 202);
        let job_id = started.json::<Value>().await.unwrap()["jobId"].as_str().expect("job id").to_string();
        app.wait_for_job(&code, &job_id).await;
    }
    assert_eq!(app.credits(&code).await["creditsRemaining"], 3);

    let barrier = Arc::new(tokio::sync::Barrier::new(20));
    let calls: Vec<_> = (0..20)
        .map(|_| {
            let (api, code, parent, barrier) = (app.api.clone(), code.clone(), parent.clone(), barrier.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                let body = json!({ "jobId": parent, "changes": "Make the term three years." });
                let response = api.post_with_code("revise-document", &code, &body).await;
                let status = response.status().as_u16();
                (status, response.json::<Value>().await.unwrap_or(Value::Null))
            })
        })
        .collect();
    let mut accepted = 0;
    let mut refused = 0;
    for call in calls {
        match call.await.expect("task") {
            (202, _) => accepted += 1,
            (402, body) if body["code"] == "no_credits" => refused += 1,
            other => panic!("unexpected answer {other:?}"),
        }
    }
    assert_eq!((accepted, refused), (3, 17));
    assert_eq!(app.credits(&code).await["creditsRemaining"], 0);
}

/// Issue 21.7: malformed codes count like wrong ones, exactly, under a burst too: 60 released together from one
/// client on a code-gated call get at most the client's limit answered 401, the rest 429 with Retry-After.
pub async fn a_burst_of_malformed_codes_from_one_client_counts_exactly_the_limit(app: TestApp) {
    let barrier = Arc::new(tokio::sync::Barrier::new(60));
    let calls: Vec<_> = (0..60)
        .map(|i| {
            let (client, url, barrier) =
                (app.client_at("127.0.7.1"), format!("{}/api/get-credit-info", app.address), barrier.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                let response = client
                    .post(url)
                    .header("x-document-code", format!("not-a-code-{i}"))
                    .json(&json!({}))
                    .send()
                    .await
                    .expect("sent");
                (response.status().as_u16(), response.headers().contains_key("retry-after"))
            })
        })
        .collect();
    let (mut invalid, mut refused) = (0, 0);
    for call in calls {
        match call.await.expect("task") {
            (401, _) => invalid += 1,
            (429, true) => refused += 1,
            other => panic!("unexpected answer {other:?}"),
        }
    }
    assert_eq!(invalid, PER_CLIENT.max as usize, "answered malformed codes ({refused} refused)");
    assert_eq!(refused, 60 - PER_CLIENT.max as usize);
    let counted = app.ctx.store.read_counter(&shared::limits::client_key(Some("127.0.7.1"))).await.unwrap();
    assert_eq!(counted.map(|c| c.count), Some(PER_CLIENT.max), "counted exactly the limit");
}

/// `create-checkout` from `address`.
async fn checkout_from(app: &TestApp, address: &str) -> reqwest::Response {
    app.client_at(address)
        .post(format!("{}/api/create-checkout", app.address))
        .json(&json!({ "pricingTier": "$19", "documentData": nda_data() }))
        .send()
        .await
        .expect("sent")
}

/// Pays `checkout` on the TEST MODE page, as its buyer does.
async fn pay(app: &TestApp, checkout: &Value) {
    let paid = app
        .client
        .post(format!("{}/test-checkout/pay", app.address))
        .form(&[("session_id", session_id_of(checkout).as_str()), ("email", "office@example.com")])
        .send()
        .await
        .expect("pay");
    assert_eq!(paid.status(), 303);
}

/// How many payment sessions the TEST MODE provider has opened (its session file, one line each).
fn payment_sessions(app: &TestApp) -> usize {
    let sessions = std::fs::read_to_string(app.data_dir.join("test-checkout-sessions.jsonl")).unwrap_or_default();
    sessions.lines().filter(|line| !line.trim().is_empty()).count()
}

/// Issue 24.7: what is limited is the unpaid checkouts one address has open at once (docs/decisions/0031), so an
/// office behind one address buys as many codes as it pays for, past the old limit of 10 checkouts an hour; paid,
/// cancelled and expired checkouts do not count.
pub async fn an_office_on_one_address_buys_past_the_old_limit(app: TestApp) {
    let max = UNPAID_CHECKOUTS_PER_CLIENT.max as usize;
    let mut codes = std::collections::HashSet::new();
    for n in 0..max + 3 {
        let code = app.buy_code().await; // from 127.0.0.1, each paid before the next
        assert!(codes.insert(code), "purchase {n} has its own code");
    }

    // The same address now leaves `max` checkouts unpaid: the next one waits until the first of them ends.
    let mut open = Vec::new();
    for _ in 0..max {
        open.push(app.create_checkout(&nda_data()).await);
    }
    let refused = checkout_from(&app, "127.0.0.1").await;
    let wait = assert_refused_saying_when(refused, "Too many attempts. Please wait before trying again.").await;
    let hold = UNPAID_CHECKOUTS_PER_CLIENT.hold_for.whole_seconds() as u64;
    assert!((hold - 120..=hold).contains(&wait), "until the first unpaid checkout's session ends: {wait} s");
    assert_eq!(checkout_from(&app, "127.0.0.9").await.status(), 200, "another address is not affected");

    // A paid checkout no longer counts...
    pay(&app, &open[0]).await;
    let next = app.create_checkout(&nda_data()).await;
    assert_eq!(checkout_from(&app, "127.0.0.1").await.status(), 429, "full again");
    // ...nor one given up on the payment page...
    let cancelled = app
        .client
        .post(format!("{}/test-checkout/cancel", app.address))
        .form(&[("session_id", session_id_of(&next).as_str())])
        .send()
        .await
        .expect("cancel");
    assert_eq!(cancelled.status(), 303);
    assert_eq!(checkout_from(&app, "127.0.0.1").await.status(), 200, "the cancelled one's place is free");
    assert_eq!(checkout_from(&app, "127.0.0.1").await.status(), 429);
    // ...nor one whose payment session has ended unpaid.
    app.clock.advance(UNPAID_CHECKOUTS_PER_CLIENT.hold_for + Duration::seconds(1));
    for n in 0..max {
        assert_eq!(checkout_from(&app, "127.0.0.1").await.status(), 200, "after the sessions ended: {n}");
    }
}

/// A flood of unpaid checkouts from one address, released together by a barrier: exactly the limit is opened (a
/// code and a payment session each), every other is 429 saying when, and nothing is created for them.
pub async fn a_flood_of_unpaid_checkouts_from_one_address_is_refused(app: TestApp) {
    const FLOOD: usize = 30;
    let max = UNPAID_CHECKOUTS_PER_CLIENT.max as usize;
    let barrier = Arc::new(tokio::sync::Barrier::new(FLOOD));
    let calls: Vec<_> = (0..FLOOD)
        .map(|_| {
            let (client, url, barrier) =
                (app.client_at("127.0.8.1"), format!("{}/api/create-checkout", app.address), barrier.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                client.post(url).json(&json!({ "pricingTier": "$19", "documentData": nda_data() })).send().await
            })
        })
        .collect();
    let (mut opened, mut refused) = (0, 0);
    for call in calls {
        let response = call.await.expect("task").expect("sent");
        match response.status().as_u16() {
            200 => opened += 1,
            429 => {
                assert_refused_saying_when(response, "Too many attempts. Please wait before trying again.").await;
                refused += 1;
            }
            status => panic!("unexpected answer {status}: {}", response.text().await.unwrap_or_default()),
        }
    }
    assert_eq!((opened, refused), (max, FLOOD - max), "exactly the limit opened");
    assert_eq!(payment_sessions(&app), max, "no payment session for a refused checkout");
    assert_eq!(checkout_from(&app, "127.0.8.1").await.status(), 429, "and the address stays full");
    assert_eq!(checkout_from(&app, "127.0.8.2").await.status(), 200, "another address is not affected");
}
