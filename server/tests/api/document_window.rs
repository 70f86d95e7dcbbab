//! Issue 21.4: a credit never buys a document that cannot be downloaded. A document made with a credit stays
//! downloadable (its status readable, its file served) for at least 48 hours after it is made, even when the code's
//! 30-day window ends first; after the window nothing new can be started, and a document's grace ends too.

use crate::helpers::*;
use serde_json::{json, Value};
use shared::domain::DocumentRequest;
use shared::drafter::{DocumentDrafter, DraftError, Drafters};
use shared::drafting::{DraftDocument, Plan};
use shared::store::DOCUMENT_GRACE_AFTER_START;
use std::sync::Arc;
use time::Duration;
use tokio::sync::Semaphore;

/// The offline engine, drafting only once the test lets it (one permit per draft).
struct GatedDrafter {
    offline: Arc<dyn DocumentDrafter>,
    gate: Arc<Semaphore>,
}

#[async_trait::async_trait]
impl DocumentDrafter for GatedDrafter {
    fn name(&self) -> &str {
        "gated"
    }

    async fn draft(&self, request: &DocumentRequest, plan: &Plan) -> Result<DraftDocument, DraftError> {
        let _permit = self.gate.acquire().await.expect("gate open");
        self.offline.draft(request, plan).await
    }
}

async fn gated_app() -> (TestApp, Arc<Semaphore>) {
    let gate = Arc::new(Semaphore::new(0));
    let app = spawn_app_with(fresh_data_dir(), &[], {
        let gate = gate.clone();
        move |ctx| {
            let offline = ctx.drafters.primary.clone();
            ctx.drafters = Drafters { primary: Arc::new(GatedDrafter { offline, gate }), fallback: None };
        }
    })
    .await;
    (app, gate)
}

async fn start(app: &TestApp, code: &str) -> reqwest::Response {
    app.post_with_code("start-generation", code, &json!({ "documentData": nda_data() })).await
}

async fn listed_ids(app: &TestApp, code: &str) -> Result<Vec<String>, (u16, Value)> {
    let response = app.post_with_code("list-documents", code, &json!({})).await;
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    if status != 200 {
        return Err((status, body));
    }
    Ok(body["documents"].as_array().unwrap().iter().map(|d| d["jobId"].as_str().unwrap().to_string()).collect())
}

#[tokio::test]
async fn a_document_started_in_the_windows_last_minute_is_downloadable_for_its_grace_after_the_window() {
    let (app, gate) = gated_app().await;
    let code = app.buy_code().await;
    gate.add_permits(1);
    let early = app.generate(&code, nda_data()).await;

    // Ten seconds before the window ends, a second document is started; it finishes after the window (within its
    // runner's 30-second lease, so no sweep takes it over meanwhile).
    app.clock.advance(Duration::days(30) - Duration::seconds(10));
    let started = start(&app, &code).await;
    assert_eq!(started.status(), 202);
    let late = started.json::<Value>().await.unwrap()["jobId"].as_str().unwrap().to_string();
    app.clock.advance(Duration::seconds(20));
    assert_eq!(app.post_with_code("get-credit-info", &code, &json!({})).await.status(), 403, "the window has ended");
    gate.add_permits(1);
    let finished = app.wait_for_job(&code, &late).await;
    assert_eq!(finished["status"], "succeeded", "its status is read after the window: {finished}");

    // Hours later the late document downloads and is listed; the early one went with the window.
    app.clock.advance(Duration::hours(47));
    let download = app.post_with_code("download-document", &code, &json!({ "jobId": late })).await;
    assert_eq!(download.status(), 200);
    assert!(docx_text(&download.bytes().await.unwrap()).contains("Acme Widgets"));
    assert_eq!(listed_ids(&app, &code).await.unwrap(), vec![late.clone()]);
    let gone = app.post_with_code("download-document", &code, &json!({ "jobId": early })).await;
    assert_eq!(gone.status(), 403, "a document made early in the window goes with it");
    assert_eq!(gone.json::<Value>().await.unwrap()["code"], "code_expired");

    // Nothing new may be started, and no credit is spent trying.
    let refused = start(&app, &code).await;
    assert_eq!(refused.status(), 403);
    assert_eq!(refused.json::<Value>().await.unwrap()["code"], "code_expired");
    let revise = app
        .post_with_code(
            "revise-document",
            &code,
            &json!({ "jobId": late, "changes": "Make the confidentiality period three years." }),
        )
        .await;
    assert_eq!(revise.status(), 403, "a revision after the window is refused like a new document");
    let record = app.ctx.store.get_code(&shared::domain::DocumentCode::parse(&code).unwrap()).await.unwrap().unwrap();
    assert_eq!(record.credits.used(), 2, "only the two documents spent credits");

    // Past the grace the late document goes too, and the code is refused for everything.
    app.clock.advance(DOCUMENT_GRACE_AFTER_START - Duration::hours(47));
    let expired = app.post_with_code("download-document", &code, &json!({ "jobId": late })).await;
    assert_eq!(expired.status(), 403);
    assert_eq!(expired.json::<Value>().await.unwrap()["code"], "code_expired");
    assert_eq!(listed_ids(&app, &code).await.unwrap_err().0, 403);
    let status = app.post_with_code("generation-status", &code, &json!({ "jobId": late })).await;
    assert_eq!(status.status(), 403);
}

#[tokio::test]
async fn the_grace_keeps_the_records_and_files_until_it_ends_and_housekeeping_deletes_them_after() {
    let (app, gate) = gated_app().await;
    let code = app.buy_code().await;
    app.clock.advance(Duration::days(30) - Duration::seconds(30));
    gate.add_permits(1);
    let late = app.generate(&code, nda_data()).await;
    // Housekeeping an hour after the window: the code and the late document are kept.
    app.clock.advance(Duration::hours(1));
    local_server::housekeeping_pass(&app.ctx).await;
    let download = app.post_with_code("download-document", &code, &json!({ "jobId": late })).await;
    assert_eq!(download.status(), 200, "housekeeping kept what is still downloadable");
    // After the grace, housekeeping deletes the code, the job and its file.
    app.clock.advance(DOCUMENT_GRACE_AFTER_START);
    local_server::housekeeping_pass(&app.ctx).await;
    let parsed = shared::domain::DocumentCode::parse(&code).unwrap();
    assert!(app.ctx.store.get_code(&parsed).await.unwrap().is_none(), "the code record is gone");
    assert!(app.ctx.store.get_job(&late).await.unwrap().is_none(), "the job is gone");
    let [file, ..] = shared::generation::document_keys(&late);
    assert!(app.ctx.files.get(&file).await.unwrap().is_none(), "the file is gone");
}
