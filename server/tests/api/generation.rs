use crate::helpers::*;
use serde_json::{json, Value};
use shared::domain::DocumentRequest;
use shared::drafter::{DocumentDrafter, DraftError, Drafters};
use shared::drafting::{DraftDocument, Plan};
use std::sync::Arc;

#[tokio::test]
async fn a_generation_runs_on_the_server_through_its_stages_and_the_document_downloads() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let started = app.post_with_code("start-generation", &code, &json!({ "documentData": nda_data() })).await;
    assert_eq!(started.status(), 202);
    let job_id = started.json::<Value>().await.unwrap()["jobId"].as_str().unwrap().to_string();

    let finished = app.wait_for_job(&code, &job_id).await;
    assert_eq!(finished["status"], "succeeded");
    assert_eq!(finished["stage"], "done");
    assert_eq!(finished["progress"], 100);
    assert_eq!(finished["message"], "Document successfully generated!");
    assert_eq!(finished["provider"], "offline");
    assert_eq!(finished["usedFallback"], false);
    assert_eq!(finished["fileName"], "Non-Disclosure-Agreement-Acme-Widgets.docx");
    assert_eq!(finished["creditsRemaining"], 5);
    assert!(!finished["reviewNotes"].as_array().unwrap().is_empty(), "review notes travel with the document");

    let download = app.post_with_code("download-document", &code, &json!({ "jobId": job_id })).await;
    assert_eq!(download.status(), 200);
    assert_eq!(
        download.headers()["content-disposition"],
        "attachment; filename=\"Non-Disclosure-Agreement-Acme-Widgets.docx\""
    );
    let bytes = download.bytes().await.unwrap();
    let text = docx_text(&bytes);
    assert!(text.contains("Acme Widgets"), "{text}");
    assert!(text.contains("California"));
    // The review notes the buyer reads on /download are in the file too, as Word comments by the product.
    let comments = docx_part(&bytes, "word/comments.xml");
    assert!(comments.contains("w:author=\"LegalDraft\"") && comments.contains("These notes come with your document"));
    for note in finished["reviewNotes"].as_array().unwrap() {
        let note = note.as_str().unwrap().replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        let note = note.replace('\'', "&apos;").replace('"', "&quot;");
        assert!(comments.contains(&note), "{note} is a comment in the Word file");
    }

    // Without a job id, the latest finished document downloads ("download again").
    let again = app.post_with_code("download-document", &code, &json!({})).await;
    assert_eq!(again.status(), 200);

    // The document's model is kept beside the Word file, for a revision to start from and compare with.
    let model = app.ctx.files.get(&format!("documents/{job_id}.json")).await.unwrap().expect("the model is kept");
    let model: DraftDocument = serde_json::from_slice(&model).expect("the model reads back");
    assert_eq!(model.title, "Non-Disclosure Agreement");
    assert!(docx_text(&shared::drafting::render_docx(&model).unwrap()).contains("Acme Widgets"));
}

#[tokio::test]
async fn twenty_parallel_generations_on_a_fresh_code_spend_exactly_six_credits() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let mut calls = Vec::new();
    for _ in 0..20 {
        let client = app.client.clone();
        let url = format!("{}/api/start-generation", app.address);
        let code = code.clone();
        calls.push(tokio::spawn(async move {
            let response = client.post(url).header("x-document-code", code).json(&json!({})).send().await.unwrap();
            (response.status().as_u16(), response.json::<Value>().await.unwrap())
        }));
    }
    let mut started = Vec::new();
    let mut refused = 0;
    for call in calls {
        let (status, body) = call.await.unwrap();
        match status {
            202 => started.push(body["jobId"].as_str().unwrap().to_string()),
            402 => {
                assert_eq!(body["code"], "no_credits");
                assert_eq!(body["error"], "You have used all the document credits of this code.");
                refused += 1;
            }
            other => panic!("unexpected status {other}: {body}"),
        }
    }
    assert_eq!(started.len(), 6);
    assert_eq!(refused, 14);
    for job_id in &started {
        assert_eq!(app.wait_for_job(&code, job_id).await["status"], "succeeded");
    }
    let info = app.credits(&code).await;
    assert_eq!(info["creditsUsed"], 6);
    assert_eq!(info["creditsRemaining"], 0);
}

#[tokio::test]
async fn a_failed_generation_spends_nothing_and_says_why() {
    let app = spawn_app_with(fresh_data_dir(), &[], |ctx| {
        ctx.drafters = Drafters { primary: Arc::new(FailingDrafter), fallback: None };
    })
    .await;
    let code = app.buy_code().await;
    let started: Value = app.post_with_code("start-generation", &code, &json!({})).await.json().await.unwrap();
    let finished = app.wait_for_job(&code, started["jobId"].as_str().unwrap()).await;
    assert_eq!(finished["status"], "failed");
    assert_eq!(finished["error"], "Failed to generate your document");
    assert!(finished["progress"].as_u64().unwrap() >= 30);
    assert_eq!(app.credits(&code).await["creditsUsed"], 0);
    let download = app.post_with_code("download-document", &code, &json!({})).await;
    assert_eq!(download.status(), 404);
    assert_eq!(download.json::<Value>().await.unwrap()["error"], "No document content available to download");
}

#[tokio::test]
async fn a_failing_primary_falls_back_and_the_job_says_so() {
    let app = spawn_app_with(fresh_data_dir(), &[], |ctx| {
        ctx.drafters =
            Drafters { primary: Arc::new(FailingDrafter), fallback: Some(Arc::new(shared::drafter::OfflineDrafter)) };
    })
    .await;
    let code = app.buy_code().await;
    let started: Value = app.post_with_code("start-generation", &code, &json!({})).await.json().await.unwrap();
    let finished = app.wait_for_job(&code, started["jobId"].as_str().unwrap()).await;
    assert_eq!(finished["status"], "succeeded");
    assert_eq!(finished["usedFallback"], true);
    assert_eq!(finished["provider"], "offline");
}

#[tokio::test]
async fn jobs_are_private_to_their_code() {
    let app = spawn_app().await;
    let owner = app.buy_code().await;
    let stranger = app.buy_code().await;
    let started: Value = app.post_with_code("start-generation", &owner, &json!({})).await.json().await.unwrap();
    let job_id = started["jobId"].as_str().unwrap();
    app.wait_for_job(&owner, job_id).await;
    let peek = app.post_with_code("generation-status", &stranger, &json!({ "jobId": job_id })).await;
    assert_eq!(peek.status(), 404);
    let steal = app.post_with_code("download-document", &stranger, &json!({ "jobId": job_id })).await;
    assert_eq!(steal.status(), 404);
}

#[tokio::test]
async fn the_synchronous_call_drafts_research_and_format_work_with_a_code() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let generated = app.post_with_code("generate-document", &code, &json!({ "documentData": nda_data() })).await;
    assert_eq!(generated.status(), 200);
    let generated: Value = generated.json().await.unwrap();
    let document = generated["document"].as_str().unwrap();
    assert!(document.contains("Acme Widgets"));
    assert_eq!(app.credits(&code).await["creditsUsed"], 1);

    let research = app
        .post_with_code(
            "research-document",
            &code,
            &json!({ "documentType": "Non-Disclosure Agreement", "stateJurisdiction": "Texas", "industry": "Technology",
                     "businessType": "Corporation", "customInstructions": "", "protectionLevel": "Comprehensive" }),
        )
        .await;
    assert_eq!(research.status(), 200);
    let research: Value = research.json().await.unwrap();
    assert!(!research["research"]["laws"].as_array().unwrap().is_empty());

    let formatted = app
        .post_with_code(
            "format-document",
            &code,
            &json!({ "documentContent": document, "documentType": "Non-Disclosure Agreement",
                     "businessName": "Acme Widgets", "format": "docx", "includeSignature": true }),
        )
        .await;
    assert_eq!(formatted.status(), 200);
    let formatted: Value = formatted.json().await.unwrap();
    use base64::Engine;
    let bytes = base64::engine::general_purpose::STANDARD.decode(formatted["fileContent"].as_str().unwrap()).unwrap();
    assert!(docx_text(&bytes).contains("Acme Widgets"));
}

/// A generation may leave the form out and use the saved one; with none saved the code's state is what is missing
/// (409), not the request's form (found by schemathesis: a schema-valid `{}` was a 400).
#[tokio::test]
async fn generating_without_form_data_sent_or_saved_is_a_conflict_and_spends_nothing() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    assert_eq!(app.post_with_code("clear-document-data", &code, &json!({})).await.status(), 200);
    for function in ["start-generation", "generate-document"] {
        for body in [json!({}), json!({ "documentData": null })] {
            let response = app.post_with_code(function, &code, &body).await;
            assert_eq!(response.status(), 409, "{function} {body}");
            let answer: Value = response.json().await.unwrap();
            assert_eq!(answer["code"], "missing_document_data");
            assert_eq!(answer["error"], "Please fill out the document form to continue");
        }
    }
    assert_eq!(app.credits(&code).await["creditsUsed"], 0);
    // Saved again, the same empty call uses it.
    let saved = app.post_with_code("save-document-data", &code, &json!({ "documentData": nda_data() })).await;
    assert_eq!(saved.status(), 200);
    assert_eq!(app.post_with_code("start-generation", &code, &json!({})).await.status(), 202);
}

/// 'Other (Beta)' is researched for its custom type, which only the saved form carries: without one, 409.
#[tokio::test]
async fn research_of_a_custom_type_needs_the_saved_custom_document() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let order = json!({ "documentType": "Other (Beta)", "stateJurisdiction": "Ohio", "industry": "Retail",
                        "businessType": "Partnership" });
    let without = app.post_with_code("research-document", &code, &order).await;
    assert_eq!(without.status(), 409);
    assert_eq!(without.json::<Value>().await.unwrap()["code"], "missing_document_data");

    let mut custom = nda_data();
    custom["documentType"] = json!("Other (Beta)");
    custom["customDocument"] = json!({ "specificDocumentType": "Consulting Agreement",
                                       "documentDescription": "Monthly retainer for marketing advice" });
    let saved = app.post_with_code("save-document-data", &code, &json!({ "documentData": custom })).await;
    assert_eq!(saved.status(), 200);
    let with = app.post_with_code("research-document", &code, &order).await;
    assert_eq!(with.status(), 200);
    let research: Value = with.json().await.unwrap();
    assert!(!research["research"]["requiredProvisions"].as_array().unwrap().is_empty(), "{research}");
}

/// A job a crashed worker holds: claimed `attempts` times, its lease running out 30 seconds from now.
async fn job_held_by_a_dead_runner(app: &TestApp, code: &str, attempts: u32) -> shared::store::JobRecord {
    let now = app.ctx.clock.now();
    let mut job = shared::store::JobRecord::new(
        shared::domain::DocumentCode::parse(code).unwrap(),
        serde_json::from_value(nda_data()).unwrap(),
        shared::store::JobStatus::Running,
        now,
    )
    .held_by("a-crashed-worker", now + time::Duration::seconds(30));
    job.attempts = attempts;
    app.ctx.store.start_job(&job, now).await.unwrap();
    job
}

#[tokio::test]
async fn a_job_whose_runner_died_is_taken_over_when_its_lease_runs_out_and_finishes() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let job = job_held_by_a_dead_runner(&app, &code, 1).await;
    let running: Value =
        app.post_with_code("generation-status", &code, &json!({ "jobId": job.job_id })).await.json().await.unwrap();
    assert_eq!(running["status"], "running", "a job whose lease is live is left to its runner");
    assert_eq!(app.credits(&code).await["creditsUsed"], 1);

    app.clock.advance(time::Duration::seconds(31));
    let finished = app.wait_for_job(&code, &job.job_id).await;
    assert_eq!(finished["status"], "succeeded", "{finished}");
    assert_eq!(app.credits(&code).await["creditsUsed"], 1, "still exactly one credit for one document");
    let download = app.post_with_code("download-document", &code, &json!({ "jobId": job.job_id })).await;
    assert_eq!(download.status(), 200);
}

#[tokio::test]
async fn a_job_whose_runners_keep_dying_is_closed_and_its_credit_returned() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let job = job_held_by_a_dead_runner(&app, &code, shared::generation::MAX_ATTEMPTS).await;
    app.clock.advance(time::Duration::seconds(31));
    let closed: Value =
        app.post_with_code("generation-status", &code, &json!({ "jobId": job.job_id })).await.json().await.unwrap();
    assert_eq!(closed["status"], "failed");
    assert_eq!(closed["error"], shared::generation::TOOK_TOO_LONG);
    assert_eq!(closed["creditsRemaining"], 6);
    assert_eq!(app.credits(&code).await["creditsUsed"], 0);
}

/// A drafter that never answers, standing in for a provider that hangs.
struct HangingDrafter;

#[async_trait::async_trait]
impl DocumentDrafter for HangingDrafter {
    fn name(&self) -> &str {
        "hanging"
    }

    async fn draft(&self, _request: &DocumentRequest, _plan: &Plan) -> Result<DraftDocument, DraftError> {
        std::future::pending().await
    }
}

#[tokio::test]
async fn a_job_that_outlives_its_deadline_stops_itself_and_spends_nothing() {
    let app = spawn_app_with(fresh_data_dir(), &[], |ctx| {
        hanging_drafter(ctx);
        ctx.job_deadline = std::time::Duration::from_millis(300);
    })
    .await;
    let code = app.buy_code().await;
    let started: Value = app.post_with_code("start-generation", &code, &json!({})).await.json().await.unwrap();
    let finished = app.wait_for_job(&code, started["jobId"].as_str().unwrap()).await;
    assert_eq!(finished["status"], "failed");
    assert_eq!(finished["error"], shared::generation::TOOK_TOO_LONG);
    assert_eq!(app.credits(&code).await["creditsUsed"], 0);
}

async fn job_status(app: &TestApp, code: &str, job_id: &str) -> Value {
    app.post_with_code("generation-status", code, &json!({ "jobId": job_id })).await.json().await.unwrap()
}

#[tokio::test]
async fn a_long_stage_reports_the_seconds_spent_in_it_and_a_finished_job_none() {
    let (app, code, job_id) = a_job_started_with(hanging_drafter).await;
    let drafting = status_once_drafting(&app, &code, &job_id).await;
    assert!(drafting["stageSeconds"].as_u64().unwrap() <= 1, "{drafting}");

    // The drafter hangs; the server's clock moves on 14 seconds and the poll says how long the stage has taken.
    app.clock.advance(time::Duration::seconds(14));
    let later = job_status(&app, &code, &job_id).await;
    assert_eq!(later["stage"], "drafting", "{later}");
    assert_eq!(later["progress"], drafting["progress"], "the stage's percentage stays the server's own");
    let seconds = later["stageSeconds"].as_u64().unwrap();
    assert!((14..=16).contains(&seconds), "{later}");

    // A finished job has no current stage.
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let started: Value = app
        .post_with_code("start-generation", &code, &json!({ "documentData": nda_data() }))
        .await
        .json()
        .await
        .unwrap();
    let finished = app.wait_for_job(&code, started["jobId"].as_str().unwrap()).await;
    assert_eq!(finished["status"], "succeeded");
    assert_eq!(finished["stageSeconds"], 0);
}

/// A drafter that drafts (with the drafter it wraps) only once the test opens its gate: a job that stays in its
/// drafting stage until then.
struct GatedDrafter {
    gate: Arc<tokio::sync::Semaphore>,
    inner: Arc<dyn DocumentDrafter>,
}

#[async_trait::async_trait]
impl DocumentDrafter for GatedDrafter {
    fn name(&self) -> &str {
        self.inner.name()
    }

    async fn draft(&self, request: &DocumentRequest, plan: &Plan) -> Result<DraftDocument, DraftError> {
        let _open = self
            .gate
            .acquire()
            .await
            .map_err(|e| DraftError::Provider { provider: "gated".into(), detail: e.to_string() })?;
        self.inner.draft(request, plan).await
    }
}

/// An app whose drafters `adjust` sets, a bought code, and a generation started with it: (app, code, job id).
async fn a_job_started_with(adjust: impl FnOnce(&mut shared::context::AppContext)) -> (TestApp, String, String) {
    let app = spawn_app_with(fresh_data_dir(), &[], adjust).await;
    let code = app.buy_code().await;
    let started: Value = app.post_with_code("start-generation", &code, &json!({})).await.json().await.unwrap();
    let job_id = started["jobId"].as_str().unwrap().to_string();
    (app, code, job_id)
}

/// Drafters that never answer: a job that stays in its drafting stage.
fn hanging_drafter(ctx: &mut shared::context::AppContext) {
    ctx.drafters = Drafters { primary: Arc::new(HangingDrafter), fallback: None };
}

/// The job's status once it has reached its drafting stage (where a hanging or gated drafter holds it), polled until
/// it is there.
async fn status_once_drafting(app: &TestApp, code: &str, job_id: &str) -> Value {
    for _ in 0..400 {
        let status = job_status(app, code, job_id).await;
        if status["stage"] == "drafting" {
            return status;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("job {job_id} never reached its drafting stage");
}

#[tokio::test]
async fn a_status_call_that_waits_answers_as_soon_as_the_job_finishes_not_at_its_next_poll() {
    let gate = Arc::new(tokio::sync::Semaphore::new(0));
    let drafter_gate = gate.clone();
    let (app, code, job_id) = a_job_started_with(move |ctx| {
        let inner = ctx.drafters.primary.clone();
        ctx.drafters = Drafters { primary: Arc::new(GatedDrafter { gate: drafter_gate, inner }), fallback: None };
    })
    .await;
    let drafting = status_once_drafting(&app, &code, &job_id).await;
    let token = drafting["statusToken"].as_str().expect("a status token").to_string();

    // The gate opens while the call waits; the call answers with the finished job, after the gate opened.
    let opened = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let opener = {
        let (gate, opened) = (gate.clone(), opened.clone());
        tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
            opened.store(true, std::sync::atomic::Ordering::SeqCst);
            gate.add_permits(1);
        })
    };
    let waited = app
        .post_with_code("generation-status", &code, &json!({ "jobId": job_id, "waitSeconds": 20, "sinceToken": token }))
        .await;
    assert_eq!(waited.status(), 200);
    let waited: Value = waited.json().await.unwrap();
    assert!(opened.load(std::sync::atomic::Ordering::SeqCst), "the call waited for the job: {waited}");
    assert_ne!(waited["statusToken"], drafting["statusToken"], "{waited}");
    // It answers at the job's first change: the formatting stage, or the end if that came first.
    let finished = if waited["status"] == "succeeded" { waited } else { app.wait_for_job(&code, &job_id).await };
    assert_eq!(finished["status"], "succeeded", "{finished}");
    assert_eq!(finished["creditsRemaining"], 5);
    opener.await.unwrap();
}

#[tokio::test]
async fn a_status_call_that_waits_on_a_job_that_does_not_change_answers_when_its_wait_is_over() {
    let (app, code, job_id) = a_job_started_with(hanging_drafter).await;
    let drafting = status_once_drafting(&app, &code, &job_id).await;

    let asked = std::time::Instant::now();
    let waited: Value = app
        .post_with_code(
            "generation-status",
            &code,
            &json!({ "jobId": job_id, "waitSeconds": 1, "sinceToken": drafting["statusToken"] }),
        )
        .await
        .json()
        .await
        .unwrap();
    assert!(asked.elapsed() >= std::time::Duration::from_secs(1), "it waited its second");
    assert_eq!(waited["status"], "running");
    assert_eq!(waited["statusToken"], drafting["statusToken"], "nothing changed");

    // A token the job no longer has (the caller saw an earlier state): answered at once, without waiting.
    let stale: Value = app
        .post_with_code(
            "generation-status",
            &code,
            &json!({ "jobId": job_id, "waitSeconds": 20, "sinceToken": "Queued-Queued-0" }),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(stale["statusToken"], drafting["statusToken"]);
}

#[tokio::test]
async fn a_wait_that_is_not_a_whole_number_of_seconds_up_to_twenty_is_refused_saying_so() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let job_id = app.generate(&code, nda_data()).await;
    for wait in [json!(21), json!(-1), json!(2.5), json!("5"), json!(true)] {
        let response =
            app.post_with_code("generation-status", &code, &json!({ "jobId": job_id, "waitSeconds": wait })).await;
        assert_eq!(response.status(), 400, "waitSeconds {wait}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "invalid_wait");
        assert_eq!(body["error"], "waitSeconds must be a whole number from 0 to 20.");
    }
    // A whole number written with a fraction of zero is one (JSON has one number type).
    let whole = app.post_with_code("generation-status", &code, &json!({ "jobId": job_id, "waitSeconds": 3.0 })).await;
    assert_eq!(whole.status(), 200);
    // A finished job is answered at once, whatever the wait.
    let asked = std::time::Instant::now();
    let finished: Value = app
        .post_with_code("generation-status", &code, &json!({ "jobId": job_id, "waitSeconds": 20 }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(finished["status"], "succeeded");
    assert!(asked.elapsed() < std::time::Duration::from_secs(20), "a finished job does not wait");
}
