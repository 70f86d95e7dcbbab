//! `revise-document` (contract R1-R4): a new version of a finished document from what the buyer asks for in plain
//! words, one credit spent atomically (given back if it fails), linked to its parent, with a redline of real
//! tracked changes and a summary by section; refused before any credit is spent when it cannot be applied.

use crate::helpers::*;
use serde_json::{json, Value};
use std::sync::Arc;

async fn revise(app: &TestApp, code: &str, job_id: &str, changes: &str) -> (u16, Value) {
    let response = app.post_with_code("revise-document", code, &json!({ "jobId": job_id, "changes": changes })).await;
    (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
}

async fn used(app: &TestApp, code: &str) -> u64 {
    app.credits(code).await["creditsUsed"].as_u64().expect("credits used")
}

/// The text of every `<w:ins>` (or `<w:del>`) of a .docx's body, each element's text joined.
fn tracked(docx: &[u8], tag: &str) -> Vec<String> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(docx)).expect("a .docx");
    let mut xml = String::new();
    std::io::Read::read_to_string(&mut archive.by_name("word/document.xml").expect("document part"), &mut xml)
        .expect("readable");
    let text_tag = if tag == "del" { "w:delText" } else { "w:t" };
    xml.split(&format!("<w:{tag} "))
        .skip(1)
        .map(|part| {
            let body = part.split(&format!("</w:{tag}>")).next().unwrap_or_default();
            body.split(&format!("<{text_tag}"))
                .skip(1)
                .filter_map(|t| t.split_once('>').and_then(|(_, rest)| rest.split_once('<')).map(|(text, _)| text))
                .collect::<String>()
        })
        .collect()
}

#[tokio::test]
async fn a_revision_spends_one_credit_and_makes_version_two_of_the_document_with_a_redline_of_only_its_change() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let parent = app.generate(&code, nda_data()).await;
    assert_eq!(used(&app, &code).await, 1);

    let (status, started) = revise(&app, &code, &parent, "Make the confidentiality period three years.").await;
    assert_eq!(status, 202, "{started}");
    assert_eq!((started["status"].as_str(), started["version"].as_u64()), (Some("queued"), Some(2)));
    let job_id = started["jobId"].as_str().expect("job id").to_string();
    let done = app.wait_for_job(&code, &job_id).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(used(&app, &code).await, 2, "exactly one credit for the revision");
    assert_eq!((done["version"].as_u64(), done["parentJobId"].as_str()), (Some(2), Some(parent.as_str())));
    assert_eq!(done["hasRedline"], true);
    let summary = done["changes"].to_string();
    assert_eq!(done["changes"][0]["changes"], json!(["Changed “five (5)” to “three (3)”"]), "{summary}");
    assert_eq!(done["changes"].as_array().map(Vec::len), Some(1), "one section changed: {summary}");

    let first = app.post_with_code("generation-status", &code, &json!({ "jobId": parent })).await;
    let first: Value = first.json().await.unwrap();
    assert_eq!((first["version"].as_u64(), first["hasRedline"].as_bool()), (Some(1), Some(false)));
    assert_eq!(first["changes"], json!([]));
    // A revision's file name carries its version; the first version keeps the plain name.
    assert_eq!(first["fileName"], "Non-Disclosure-Agreement-Acme-Widgets.docx");
    assert_eq!(done["fileName"], "Non-Disclosure-Agreement-Acme-Widgets-v2.docx");

    // The revised document says three years where its parent said five.
    let document = app.post_with_code("download-document", &code, &json!({ "jobId": job_id })).await;
    assert_eq!(
        document.headers()["content-disposition"],
        "attachment; filename=\"Non-Disclosure-Agreement-Acme-Widgets-v2.docx\""
    );
    let text = docx_text(&document.bytes().await.unwrap());
    assert!(text.contains("continue for three (3) years after the Disclosure Period ends"), "{text:.2000}");

    // The redline: the new words inserted, the old ones deleted, and no tracked change anywhere else.
    let redline = app.post_with_code("download-document", &code, &json!({ "jobId": job_id, "redline": true })).await;
    assert_eq!(redline.status(), 200);
    let disposition = redline.headers()["content-disposition"].to_str().unwrap().to_string();
    assert_eq!(disposition, "attachment; filename=\"Non-Disclosure-Agreement-Acme-Widgets-v2-redline.docx\"");
    let bytes = redline.bytes().await.unwrap();
    let (inserted, deleted) = (tracked(&bytes, "ins"), tracked(&bytes, "del"));
    let words = |texts: &[String]| texts.concat().chars().filter(|c| c.is_alphanumeric()).collect::<String>();
    assert_eq!(words(&inserted), "three3", "{inserted:?}");
    assert_eq!(words(&deleted), "five5", "{deleted:?}");
    let no_redline = app.post_with_code("download-document", &code, &json!({ "jobId": parent, "redline": true })).await;
    assert_eq!(no_redline.status(), 404, "a first version has no redline");

    // Both versions are listed, the revision first, with its parent, redline and changes.
    let listed = app.post_with_code("list-documents", &code, &json!({})).await.json::<Value>().await.unwrap();
    let documents = listed["documents"].as_array().expect("a list");
    assert_eq!(documents.len(), 2);
    assert_eq!((documents[0]["jobId"].as_str(), documents[0]["version"].as_u64()), (Some(job_id.as_str()), Some(2)));
    assert_eq!(documents[0]["parentJobId"], parent.as_str());
    assert_eq!((documents[0]["hasRedline"].as_bool(), documents[1]["hasRedline"].as_bool()), (Some(true), Some(false)));
    assert_eq!(documents[0]["changes"], done["changes"]);
    assert_eq!(documents[0]["fileName"], "Non-Disclosure-Agreement-Acme-Widgets-v2.docx");
}

#[tokio::test]
async fn requests_that_cannot_be_applied_are_refused_before_any_credit_is_spent() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let parent = app.generate(&code, nda_data()).await;
    let other_code = app.buy_code().await;
    let theirs = app.generate(&other_code, nda_data()).await;

    // Offline, a request outside the families the engine applies says what it could not apply and what it can.
    let (status, body) =
        revise(&app, &code, &parent, "Make the term two years. Add that the contractor works remotely.").await;
    assert_eq!((status, body["code"].as_str()), (400, Some("revision_not_understood")), "{body}");
    let message = body["fields"]["changes"].as_str().expect("a message for the field");
    assert!(message.contains("“Add that the contractor works remotely.”"), "{message}");
    assert!(message.contains("term and confidentiality lengths") && message.contains("VERBATIM:"), "{message}");

    // What to change is screened like custom instructions: a non-compete is void in California.
    let (status, body) =
        revise(&app, &code, &parent, "The Receiving Party will not work for any competitor for two years.").await;
    assert_eq!((status, body["code"].as_str()), (400, Some("instructions_conflict")), "{body}");
    assert!(body["fields"]["changes"].is_string(), "{body}");

    let (status, body) = revise(&app, &code, &parent, "  ").await;
    assert_eq!((status, body["code"].as_str()), (400, Some("invalid_revision")), "{body}");
    assert_eq!(body["fields"]["changes"], "Say what to change, or change a field.");
    let (status, body) = revise(&app, &code, &parent, &"a".repeat(2_001)).await;
    assert_eq!(body["fields"]["changes"], "What to change must be at most 2,000 characters.", "{status} {body}");
    let mut employment = nda_data();
    employment["documentType"] = json!("Employment Agreement");
    let other_type = app
        .post_with_code(
            "revise-document",
            &code,
            &json!({ "jobId": parent, "changes": "", "documentData": employment }),
        )
        .await;
    let other_type: Value = other_type.json().await.unwrap();
    assert_eq!(
        (other_type["code"].as_str(), other_type["fields"]["documentType"].is_string()),
        (Some("invalid_revision"), true)
    );

    // A length no document may say is refused on any drafter, with the range and what was asked.
    let (status, body) = revise(&app, &code, &parent, "Make the confidentiality period 15 years.").await;
    assert_eq!((status, body["code"].as_str()), (400, Some("invalid_revision")), "{body}");
    assert_eq!(
        body["fields"]["changes"],
        "The confidentiality period can be 1 to 10 whole years; “Make the confidentiality period 15 years.” asks for 15 years."
    );

    // A request that would leave the document's text as it is spends nothing: the period is already five years.
    for unchanged in ["Make the confidentiality period five years.", "Confidentiality lasts 5 years."] {
        let (status, body) = revise(&app, &code, &parent, unchanged).await;
        assert_eq!((status, body["code"].as_str()), (400, Some("invalid_revision")), "{unchanged}: {body}");
        assert_eq!(
            body["fields"]["changes"],
            "This would not change the document's text, so no credit was used. Say what to change, or change a field."
        );
    }

    // Another code's document is not found for this one.
    let (status, body) = revise(&app, &code, &theirs, "Make the term two years.").await;
    assert_eq!((status, body["code"].as_str()), (404, Some("job_not_found")), "{body}");
    assert_eq!(used(&app, &code).await, 1, "no refusal spent a credit");

    // A change of a field alone is a revision too.
    let mut mutual = nda_data();
    mutual["details"] = json!({ "mutuality": "Mutual" });
    let by_field = app
        .post_with_code("revise-document", &code, &json!({ "jobId": parent, "changes": "", "documentData": mutual }))
        .await;
    assert_eq!(by_field.status(), 202);
}

#[tokio::test]
async fn a_failed_revision_gives_its_credit_back() {
    // The drafter succeeds once (the parent), then fails.
    let app = spawn_app_with(fresh_data_dir(), &[], |ctx| {
        ctx.drafters = shared::drafter::Drafters { primary: Arc::new(FailsAfterFirst::default()), fallback: None };
    })
    .await;
    let code = app.buy_code().await;
    let parent = app.generate(&code, nda_data()).await;
    let (status, started) = revise(&app, &code, &parent, "Add an arbitration clause.").await;
    assert_eq!(status, 202, "{started}");
    let job_id = started["jobId"].as_str().unwrap().to_string();
    let done = app.wait_for_job(&code, &job_id).await;
    assert_eq!(done["status"], "failed");
    assert_eq!(used(&app, &code).await, 1, "the failed revision's credit is back");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_revisions_at_once_on_a_code_with_three_credits_left_make_exactly_three() {
    crate::bursts::twenty_revisions_at_once_on_a_code_with_three_credits_left_make_exactly_three(spawn_app().await)
        .await;
}

#[tokio::test]
async fn a_revision_whose_parent_model_is_gone_succeeds_without_a_redline() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let parent = app.generate(&code, nda_data()).await;
    let model = find_file(&app.data_dir, &format!("{parent}.json")).expect("the parent's model is stored");
    std::fs::remove_file(model).expect("removed");

    let (status, started) = revise(&app, &code, &parent, "Add an arbitration clause.").await;
    assert_eq!(status, 202, "{started}");
    let job_id = started["jobId"].as_str().unwrap().to_string();
    let done = app.wait_for_job(&code, &job_id).await;
    assert_eq!((done["status"].as_str(), done["hasRedline"].as_bool()), (Some("succeeded"), Some(false)), "{done}");
    assert_eq!(done["changes"], json!([]));
    let redline = app.post_with_code("download-document", &code, &json!({ "jobId": job_id, "redline": true })).await;
    assert_eq!(redline.status(), 404);
    let document = app.post_with_code("download-document", &code, &json!({ "jobId": job_id })).await;
    assert!(
        docx_text(&document.bytes().await.unwrap()).contains("Arbitration"),
        "the revision is drafted all the same"
    );
    assert!(captured_logs().contains("parent's document model missing"));
}

fn find_file(dir: &std::path::Path, name: &str) -> Option<std::path::PathBuf> {
    for entry in std::fs::read_dir(dir).ok()?.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if let Some(found) = find_file(&path, name) {
                return Some(found);
            }
        } else if path.file_name().is_some_and(|n| n == name) {
            return Some(path);
        }
    }
    None
}

/// A drafter that drafts the first document offline and fails every one after it.
#[derive(Default)]
struct FailsAfterFirst {
    calls: std::sync::atomic::AtomicUsize,
}

#[async_trait::async_trait]
impl shared::drafter::DocumentDrafter for FailsAfterFirst {
    fn name(&self) -> &str {
        "fails-after-first"
    }

    async fn draft(
        &self,
        request: &shared::domain::DocumentRequest,
        plan: &shared::drafting::Plan,
    ) -> Result<shared::drafting::DraftDocument, shared::drafter::DraftError> {
        if self.calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0 {
            return shared::drafter::OfflineDrafter.draft(request, plan).await;
        }
        FailingDrafter.draft(request, plan).await
    }
}

/// An OpenAI-compatible provider that keeps every request body it receives and answers 503, so the offline fallback
/// drafts: enough to see what the AI drafter was asked.
async fn recording_provider() -> (String, Arc<std::sync::Mutex<Vec<String>>>) {
    use axum::{extract::State, routing::post, Router};
    type Bodies = Arc<std::sync::Mutex<Vec<String>>>;
    async fn chat(State(bodies): State<Bodies>, body: String) -> (axum::http::StatusCode, &'static str) {
        bodies.lock().unwrap().push(body);
        (axum::http::StatusCode::SERVICE_UNAVAILABLE, r#"{"error":{"message":"overloaded","type":"server_error"}}"#)
    }
    let bodies: Bodies = Arc::default();
    let app = Router::new().route("/v1/chat/completions", post(chat)).with_state(bodies.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (format!("http://{address}/v1"), bodies)
}

/// With an AI drafter configured, what the offline engine cannot apply is not refused: it goes to the AI as the
/// customer's own instructions (fenced and checked like any), and the revision is made.
#[tokio::test]
async fn with_an_ai_drafter_a_change_the_offline_engine_cannot_apply_goes_to_the_ai() {
    let (base_url, asked) = recording_provider().await;
    let vars = [
        ("AI_PRIMARY", "openai-compatible"),
        ("COMPATIBLE_BASE_URL", base_url.as_str()),
        ("COMPATIBLE_MODEL", "test-model"),
        ("AI_FALLBACK", "offline"),
        ("AI_MAX_RETRIES", "0"),
    ];
    let app = spawn_app_with(fresh_data_dir(), &vars, |_| {}).await;
    let code = app.buy_code().await;
    let parent = app.generate(&code, nda_data()).await;
    let before = asked.lock().unwrap().len();

    let (status, started) = revise(&app, &code, &parent, "Add that the recipient works remotely.").await;
    assert_eq!(status, 202, "{started}");
    assert_eq!(started["version"], 2);
    let job_id = started["jobId"].as_str().unwrap().to_string();
    assert_eq!(app.wait_for_job(&code, &job_id).await["status"], "succeeded");
    let bodies = asked.lock().unwrap()[before..].join("\n");
    assert!(bodies.contains("Add that the recipient works remotely."), "the AI drafter was asked for the change");
    assert_eq!(used(&app, &code).await, 2);
}

/// Issue 22's example: a fee and a payment date asked for in plain words reach the revised Freelance Agreement, and
/// the same request again (its text would not change) is refused before a credit is spent.
#[tokio::test]
async fn a_fee_and_payment_date_in_plain_words_reach_the_revised_document() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let mut freelance = nda_data();
    freelance["documentType"] = json!("Freelance Agreement");
    freelance["specialClauses"] = json!([]);
    let parent = app.generate(&code, freelance).await;
    let request = "Change the fee to $5,000. Payment is due within 10 days of each invoice.";
    let (status, started) = revise(&app, &code, &parent, request).await;
    assert_eq!(status, 202, "{started}");
    let job_id = started["jobId"].as_str().expect("job id").to_string();
    let done = app.wait_for_job(&code, &job_id).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    let changes = done["changes"].to_string();
    assert!(changes.contains("$5,000") && changes.contains("within 10 days"), "{changes}");
    let document = app.post_with_code("download-document", &code, &json!({ "jobId": job_id })).await;
    let text = docx_text(&document.bytes().await.unwrap());
    assert!(text.contains("$5,000"), "{text:.3000}");
    assert!(text.contains("within 10 days of each invoice"), "{text:.3000}");

    let (status, body) = revise(&app, &code, &job_id, request).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("invalid_revision")), "{body}");
    assert_eq!(used(&app, &code).await, 2, "the request that changes nothing spent no credit");
}
