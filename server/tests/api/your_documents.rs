//! `list-documents`: every finished document made with a code, newest first, each downloading again without spending
//! a credit; nobody else's, nothing unfinished, and never without the code.

use crate::helpers::*;
use serde_json::{json, Value};

async fn list(app: &TestApp, code: &str) -> Vec<Value> {
    let response = app.post_with_code("list-documents", code, &json!({})).await;
    assert_eq!(response.status(), 200);
    response.json::<Value>().await.unwrap()["documents"].as_array().expect("a list").clone()
}

#[tokio::test]
async fn every_document_of_the_code_is_listed_newest_first_and_downloads_again_for_free() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let nda = app.generate(&code, nda_data()).await;
    let mut employment = nda_data();
    employment["documentType"] = json!("Employment Agreement");
    employment["stateJurisdiction"] = json!("TX");
    employment["businessName"] = json!("Lone Star Bakery");
    app.clock.advance(time::Duration::minutes(5));
    let hire = app.generate(&code, employment).await;

    let documents = list(&app, &code).await;
    assert_eq!(documents.len(), 2, "{documents:?}");
    let (newest, oldest) = (&documents[0], &documents[1]);
    assert_eq!(newest["jobId"], hire.as_str());
    assert_eq!(newest["title"], "Employment Agreement");
    assert_eq!(newest["businessName"], "Lone Star Bakery");
    assert_eq!(newest["state"], "Texas", "the state by its name, however the order wrote it");
    assert_eq!(newest["fileName"], "Employment-Agreement-Lone-Star-Bakery.docx");
    assert_eq!((newest["version"].as_u64(), newest["parentJobId"].is_null()), (Some(1), true));
    assert!(!newest["reviewNotes"].as_array().unwrap().is_empty(), "each document keeps its review notes");
    assert_eq!(newest["documentData"]["businessName"], "Lone Star Bakery", "the form data a revision starts from");
    assert_eq!(newest["documentData"]["specialClauses"], nda_data()["specialClauses"]);
    assert_eq!(oldest["jobId"], nda.as_str());
    assert_eq!(
        (oldest["title"].as_str(), oldest["state"].as_str()),
        (Some("Non-Disclosure Agreement"), Some("California"))
    );
    assert!(newest["createdAt"].as_str() > oldest["createdAt"].as_str());

    let credits_before = app.credits(&code).await["creditsUsed"].clone();
    for document in &documents {
        let download = app.post_with_code("download-document", &code, &json!({ "jobId": document["jobId"] })).await;
        assert_eq!(download.status(), 200);
        let text = docx_text(&download.bytes().await.unwrap());
        assert!(text.contains(document["businessName"].as_str().unwrap()), "{text:.300}");
    }
    assert_eq!(app.credits(&code).await["creditsUsed"], credits_before, "downloading again is free");
    // `redline: null` is the document itself, as the OpenAPI document allows.
    let plain = app.post_with_code("download-document", &code, &json!({ "jobId": nda, "redline": null })).await;
    assert_eq!(plain.status(), 200);
}

#[tokio::test]
async fn only_the_codes_own_finished_documents_are_listed_and_only_with_the_code() {
    let app = spawn_app().await;
    let mine = app.buy_code().await;
    let theirs = app.buy_code().await;
    app.generate(&theirs, nda_data()).await;
    assert!(list(&app, &mine).await.is_empty(), "a fresh code has no documents");

    // A generation that fails leaves nothing to list (and gives its credit back).
    let failing = spawn_app_with(fresh_data_dir(), &[], |ctx| {
        ctx.drafters = shared::drafter::Drafters { primary: std::sync::Arc::new(FailingDrafter), fallback: None };
    })
    .await;
    let code = failing.buy_code().await;
    let started = failing.post_with_code("start-generation", &code, &json!({ "documentData": nda_data() })).await;
    let job_id = started.json::<Value>().await.unwrap()["jobId"].as_str().unwrap().to_string();
    assert_eq!(failing.wait_for_job(&code, &job_id).await["status"], "failed");
    assert!(list(&failing, &code).await.is_empty());

    let missing = app.post("list-documents", &json!({})).await;
    assert_eq!(missing.status(), 401);
    let unknown = app.post_with_code("list-documents", "NOPE2345", &json!({})).await;
    assert_eq!(unknown.status(), 401);
    app.clock.advance(time::Duration::days(31));
    let expired = app.post_with_code("list-documents", &mine, &json!({})).await;
    assert_eq!(expired.status(), 403);
    assert_eq!(expired.json::<Value>().await.unwrap()["code"], "code_expired");
}

/// The worker's side on AWS: a REMOVE of a job from the jobs table's stream (its TTL) deletes that job's files only.
#[tokio::test]
async fn a_job_removed_by_the_tables_ttl_takes_its_files_with_it() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let kept = app.generate(&code, nda_data()).await;
    // A revision, so all three of a job's files exist: its Word file, its model and its redline.
    let revised = app
        .post_with_code(
            "revise-document",
            &code,
            &json!({ "jobId": kept, "changes": "Make the confidentiality period three years." }),
        )
        .await;
    assert_eq!(revised.status(), 202);
    let gone = revised.json::<Value>().await.unwrap()["jobId"].as_str().unwrap().to_string();
    assert_eq!(app.wait_for_job(&code, &gone).await["status"], "succeeded");
    for key in shared::generation::document_keys(&gone) {
        assert!(app.ctx.files.get(&key).await.unwrap().is_some(), "{key} was written");
    }
    let batch = json!({"Records": [{"eventName": "REMOVE", "userIdentity": {"type": "Service", "principalId": "dynamodb.amazonaws.com"},
        "dynamodb": {"Keys": {"job_id": {"S": gone}}, "SequenceNumber": "1"}}]});
    let event: shared::queue::StreamEvent = serde_json::from_value(batch).unwrap();
    let response = shared::generation::handle_stream_event(&app.ctx, event).await;
    assert!(response.batch_item_failures.is_empty());
    for key in shared::generation::document_keys(&gone) {
        assert_eq!(app.ctx.files.get(&key).await.unwrap(), None, "{key} is deleted");
    }
    let [kept_docx, kept_model, _] = shared::generation::document_keys(&kept);
    for key in [kept_docx, kept_model] {
        assert!(app.ctx.files.get(&key).await.unwrap().is_some(), "{key} of another job is kept");
    }
}

/// Issue 21.8: one unreadable row never blocks a whole code. A damaged finished job is left out of the list (and
/// logged); the code's other documents still list and download.
#[tokio::test]
async fn a_damaged_job_is_left_out_of_the_list_and_the_rest_still_show() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let kept = app.generate(&code, nda_data()).await;
    app.clock.advance(time::Duration::minutes(1));
    let damaged = app.generate(&code, nda_data()).await;
    let db = rusqlite::Connection::open(app.data_dir.join("records.sqlite3")).unwrap();
    db.execute("UPDATE generation_jobs SET body = '{\"jobId\": torn' WHERE job_id = ?1", [&damaged]).unwrap();
    drop(db);

    let listed = list(&app, &code).await;
    let ids: Vec<&str> = listed.iter().map(|d| d["jobId"].as_str().unwrap()).collect();
    assert_eq!(ids, [kept.as_str()]);
    let download = app.post_with_code("download-document", &code, &json!({ "jobId": kept })).await;
    assert_eq!(download.status(), 200);
    assert!(captured_logs().contains(&damaged), "the damaged job is reported in the log");
}

/// A damaged code row answers a clear 503 for the calls that need it, and only those; the operator is told once.
#[tokio::test]
async fn a_damaged_code_row_answers_503_for_its_own_calls_only_and_is_reported_once() {
    let app = spawn_app().await;
    let damaged = app.buy_code().await;
    let healthy = app.buy_code().await;
    let db = rusqlite::Connection::open(app.data_dir.join("records.sqlite3")).unwrap();
    db.execute("UPDATE document_codes SET document_data = '{\"businessName\": tor' WHERE code = ?1", [&damaged])
        .unwrap();
    drop(db);

    for _ in 0..3 {
        let response = app.post("validate-document-code", &json!({ "code": damaged })).await;
        assert_eq!(response.status(), 503);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "record_damaged");
        assert!(body["error"].as_str().unwrap().contains("contact support"), "{body}");
        let listed = app.post_with_code("list-documents", &damaged, &json!({})).await;
        assert_eq!(listed.status(), 503);
    }
    let validated: Value = app.post("validate-document-code", &json!({ "code": healthy })).await.json().await.unwrap();
    assert_eq!(validated["isValid"], true, "another code is not affected");
    let record = format!("code {}", shared::limits::code_fingerprint(&damaged));
    let logs = captured_logs();
    let reports = logs.lines().filter(|line| line.contains("a stored record is damaged") && line.contains(&record));
    assert_eq!(reports.count(), 1, "reported once, not at every call");
    assert!(!logs.contains(&damaged), "the code itself never reaches the log");
}
