//! `spawn_app`: the real local server on a random port with a fresh data folder, as zero2prod does.

use reqwest::{Client, Response};
use serde_json::{json, Value};
use shared::clock::ShiftedClock;
use shared::config::Config;
use shared::context::AppContext;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// HTTP calls to a running server: one spawned in this test process, or a child process.
#[derive(Clone)]
pub struct ApiClient {
    pub address: String,
    pub client: Client,
}

pub struct TestApp {
    pub api: ApiClient,
    pub ctx: Arc<AppContext>,
    pub clock: Arc<ShiftedClock>,
    pub data_dir: PathBuf,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    server: Option<tokio::task::JoinHandle<()>>,
}

pub fn fresh_data_dir() -> PathBuf {
    std::env::temp_dir().join(format!("legaldocs-test-{}", uuid::Uuid::new_v4()))
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(fresh_data_dir(), &[], |_| {}).await
}

/// Spawns the app over `data_dir` with extra settings, after `adjust` has had a chance to swap capabilities.
/// Every log line the test binary writes, as JSON lines (the format Lambda uses).
static LOGS: Mutex<Vec<u8>> = Mutex::new(Vec::new());

struct CapturedLogs;

impl std::io::Write for CapturedLogs {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        LOGS.lock().unwrap_or_else(|e| e.into_inner()).extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn capture_logs() {
    let _ = tracing_subscriber::fmt()
        .json()
        .flatten_event(true)
        .with_current_span(true)
        .with_env_filter("info")
        .with_writer(|| CapturedLogs)
        .try_init();
}

pub fn captured_logs() -> String {
    String::from_utf8_lossy(&LOGS.lock().unwrap_or_else(|e| e.into_inner())).into_owned()
}

pub async fn spawn_app_with(data_dir: PathBuf, vars: &[(&str, &str)], adjust: impl FnOnce(&mut AppContext)) -> TestApp {
    capture_logs();
    let mut settings: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    settings.insert("DATA_DIR".into(), data_dir.display().to_string());
    let server_settings =
        local_server::ServerSettings::from_lookup(|name| settings.get(name).cloned()).expect("valid server settings");
    // Bound first, as main does: the listening address is the origin of links when PUBLIC_BASE_URL is unset.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind a random port");
    let local_address = listener.local_addr().expect("local address");
    let mut config = Config::from_lookup(|name| settings.get(name).cloned()).expect("test configuration is valid");
    let address = local_server::use_listening_origin(&mut config, local_address);
    let (mut ctx, receiver) = AppContext::from_config(config).await.expect("context builds");
    let clock = Arc::new(ShiftedClock::default());
    ctx.clock = clock.clone();
    adjust(&mut ctx);
    let ctx = Arc::new(ctx);

    let (shutdown, stopped) = tokio::sync::oneshot::channel::<()>();
    let static_dir = data_dir.join("no-spa");
    let listener = local_server::Listener::new(listener, server_settings.limits);
    let server = tokio::spawn(local_server::serve(ctx.clone(), receiver, listener, static_dir, async {
        let _ = stopped.await;
    }));
    let server = tokio::spawn(async move {
        server.await.expect("server task").expect("server runs");
    });
    let client = Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    TestApp { api: ApiClient { address, client }, ctx, clock, data_dir, shutdown: Some(shutdown), server: Some(server) }
}

impl std::ops::Deref for TestApp {
    type Target = ApiClient;

    fn deref(&self) -> &ApiClient {
        &self.api
    }
}

impl TestApp {
    /// Stops the server and waits for it, keeping the data folder (for restart tests).
    pub async fn stop(mut self) -> PathBuf {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(server) = self.server.take() {
            let _ = server.await;
        }
        self.data_dir.clone()
    }

    /// The `.eml` files in the local outbox.
    pub fn outbox(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.data_dir.join("outbox")) else { return Vec::new() };
        entries.filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok()).collect()
    }
}

impl ApiClient {
    /// A client whose connections come from `address` (any of 127/8 reaches the server), so a test can act as
    /// several visitors: the local server keys per-client limits on the connection's address.
    pub fn client_at(&self, address: &str) -> Client {
        let address: std::net::IpAddr = address.parse().expect("a loopback address");
        Client::builder().redirect(reqwest::redirect::Policy::none()).local_address(address).build().expect("client")
    }

    pub async fn post(&self, function: &str, body: &Value) -> Response {
        self.client.post(format!("{}/api/{function}", self.address)).json(body).send().await.expect("request sent")
    }

    pub async fn post_with_code(&self, function: &str, code: &str, body: &Value) -> Response {
        self.client
            .post(format!("{}/api/{function}", self.address))
            .header("x-document-code", code)
            .json(body)
            .send()
            .await
            .expect("request sent")
    }

    pub async fn create_checkout(&self, data: &Value) -> Value {
        let response = self.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": data })).await;
        assert_eq!(response.status(), 200, "create-checkout");
        response.json().await.expect("json")
    }

    /// Buys a code through the test checkout page and the return page, as a visitor would.
    pub async fn buy_code(&self) -> String {
        self.buy_code_as("buyer@example.com").await
    }

    /// Buys a code as `buyer@example.com` would, paying with `email` at the checkout.
    pub async fn buy_code_as(&self, email: &str) -> String {
        let checkout = self.create_checkout(&nda_data()).await;
        let session_id = session_id_of(&checkout);
        let paid = self
            .client
            .post(format!("{}/test-checkout/pay", self.address))
            .form(&[("session_id", session_id.as_str()), ("email", email)])
            .send()
            .await
            .expect("pay");
        assert_eq!(paid.status(), 303);
        let verified = self.verify(&checkout).await;
        assert_eq!(verified["is_payment_completed"], true);
        verified["documentCode"].as_str().expect("code").to_string()
    }

    /// verify-stripe-session as the browser that started `checkout` calls it: with the checkout's secret.
    pub async fn verify(&self, checkout: &Value) -> Value {
        let body = json!({ "session_id": checkout["sessionId"], "checkout_secret": checkout["checkoutSecret"] });
        let response = self.post("verify-stripe-session", &body).await;
        assert_eq!(response.status(), 200, "verify-stripe-session");
        response.json().await.expect("json")
    }

    pub async fn credits(&self, code: &str) -> Value {
        let response = self.post_with_code("get-credit-info", code, &json!({})).await;
        assert_eq!(response.status(), 200);
        response.json().await.unwrap()
    }

    /// Polls a job until it finishes (or a generous limit passes).
    pub async fn wait_for_job(&self, code: &str, job_id: &str) -> Value {
        let mut last = Value::Null;
        for _ in 0..400 {
            last =
                self.post_with_code("generation-status", code, &json!({ "jobId": job_id })).await.json().await.unwrap();
            if matches!(last["status"].as_str(), Some("succeeded" | "failed")) {
                return last;
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        panic!("job {job_id} did not finish; last status: {last}");
    }

    /// Starts a generation of `data` with the code and waits until it succeeds: the finished job's id.
    pub async fn generate(&self, code: &str, data: Value) -> String {
        let started = self.post_with_code("start-generation", code, &json!({ "documentData": data })).await;
        assert_eq!(started.status(), 202);
        let job_id = started.json::<Value>().await.unwrap()["jobId"].as_str().unwrap().to_string();
        assert_eq!(self.wait_for_job(code, &job_id).await["status"], "succeeded");
        job_id
    }
}

/// A drafter that always fails, standing in for a provider outage.
pub struct FailingDrafter;

#[async_trait::async_trait]
impl shared::drafter::DocumentDrafter for FailingDrafter {
    fn name(&self) -> &str {
        "failing"
    }

    async fn draft(
        &self,
        _request: &shared::domain::DocumentRequest,
        _plan: &shared::drafting::Plan,
    ) -> Result<shared::drafting::DraftDocument, shared::drafter::DraftError> {
        Err(shared::drafter::DraftError::Provider { provider: "failing".into(), detail: "503 from upstream".into() })
    }
}

pub fn session_id_of(checkout: &Value) -> String {
    let url = checkout["url"].as_str().expect("url");
    url.split("session_id=").nth(1).expect("session id in url").to_string()
}

pub fn nda_data() -> Value {
    json!({
        "documentType": "Non-Disclosure Agreement",
        "businessName": "Acme Widgets",
        "businessType": "Limited Liability Company (LLC)",
        "stateJurisdiction": "California",
        "industry": "Technology",
        "protectionLevel": "Comprehensive",
        "specialClauses": ["non-compete"],
        "customInstructions": "",
        "pricingTier": "$19"
    })
}

/// The text of a .docx's body, signature tables included.
pub fn docx_text(bytes: &[u8]) -> String {
    shared::drafting::read_back_texts(bytes).expect("a readable .docx").join("\n")
}

/// One part of a .docx (`word/comments.xml`), as its XML text.
pub fn docx_part(bytes: &[u8], name: &str) -> String {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a .docx");
    let mut xml = String::new();
    std::io::Read::read_to_string(&mut archive.by_name(name).expect("the part"), &mut xml).expect("readable");
    xml
}

/// A limit's refusal (issue 24.7): 429 with `Retry-After` in whole seconds, and a message that is `sentence` (the
/// spec's words) followed by when to try again, said from that same wait. Answers the wait.
pub async fn assert_refused_saying_when(response: Response, sentence: &str) -> u64 {
    assert_eq!(response.status(), 429, "{}", response.url());
    let retry_after: u64 = response.headers()["retry-after"].to_str().unwrap().parse().expect("Retry-After in seconds");
    let body: Value = response.json().await.expect("json");
    assert_eq!(body["code"], "rate_limited");
    assert_eq!(body["retryAfterSeconds"], retry_after, "the body's wait is the header's");
    let expected = format!("{sentence} {}", shared::error::try_again_in(retry_after));
    assert_eq!(body["error"], expected.as_str(), "the refusal says when, from Retry-After");
    retry_after
}
