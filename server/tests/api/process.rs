//! The local server as a separate process (the real binary), for what only a process can show: being killed with
//! SIGKILL or stopped with SIGTERM in the middle of a job. Beside it, a fake AI provider that holds every drafting
//! request open until released, so a test can stop the server while jobs are drafting.

use crate::helpers::ApiClient;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::Router;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// An OpenAI-compatible server that keeps every request waiting while held, and answers 503 (so the offline
/// fallback drafts) once released.
pub struct SlowProvider {
    pub base_url: String,
    held: tokio::sync::watch::Sender<bool>,
    received: Arc<AtomicUsize>,
}

#[derive(Clone)]
struct Provider {
    held: tokio::sync::watch::Receiver<bool>,
    received: Arc<AtomicUsize>,
}

async fn chat(State(provider): State<Provider>) -> (StatusCode, &'static str) {
    provider.received.fetch_add(1, Ordering::SeqCst);
    let mut held = provider.held.clone();
    let _ = held.wait_for(|held| !held).await;
    (StatusCode::SERVICE_UNAVAILABLE, r#"{"error":{"message":"overloaded","type":"server_error"}}"#)
}

impl SlowProvider {
    pub async fn start_held() -> SlowProvider {
        let (held, receiver) = tokio::sync::watch::channel(true);
        let received = Arc::new(AtomicUsize::new(0));
        let app = Router::new()
            .route("/v1/chat/completions", post(chat))
            .with_state(Provider { held: receiver, received: received.clone() });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let base_url = format!("http://{}/v1", listener.local_addr().expect("address"));
        tokio::spawn(async move { axum::serve(listener, app).await });
        SlowProvider { base_url, held, received }
    }

    /// Drafting requests received so far.
    pub fn received(&self) -> usize {
        self.received.load(Ordering::SeqCst)
    }

    /// Waits until `n` drafting requests are being held.
    pub async fn wait_for_requests(&self, n: usize) {
        for _ in 0..400 {
            if self.received() >= n {
                return;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        panic!("the provider received {} drafting requests, expected {n}", self.received());
    }

    pub fn release(&self) {
        let _ = self.held.send(false);
    }
}

/// The `local-server` binary, running on `data_dir` with its AI drafting through `provider`.
pub struct ServerProcess {
    pub api: ApiClient,
    child: Child,
    pub log: PathBuf,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).expect("a free port")
}

impl ServerProcess {
    pub async fn start(data_dir: &Path, provider: &SlowProvider, extra: &[(&str, &str)]) -> ServerProcess {
        let port = free_port();
        std::fs::create_dir_all(data_dir).expect("data folder");
        let log = data_dir.join(format!("server-{port}.log"));
        let log_file = std::fs::File::create(&log).expect("log file");
        let mut command = Command::new(env!("CARGO_BIN_EXE_local-server"));
        command
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("PORT", port.to_string())
            .env("DATA_DIR", data_dir)
            .env("STATIC_DIR", data_dir.join("no-spa"))
            .env("AI_PRIMARY", "openai-compatible")
            .env("COMPATIBLE_BASE_URL", &provider.base_url)
            .env("COMPATIBLE_MODEL", "slow-model")
            .env("AI_FALLBACK", "offline")
            .env("AI_MAX_RETRIES", "0")
            .env("RUST_LOG", "info")
            .stdout(Stdio::from(log_file.try_clone().expect("log file")))
            .stderr(Stdio::from(log_file));
        for (name, value) in extra {
            command.env(name, value);
        }
        let child = command.spawn().expect("the local-server binary starts");
        let api = ApiClient {
            address: format!("http://127.0.0.1:{port}"),
            client: reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client"),
        };
        let server = ServerProcess { api, child, log };
        for _ in 0..400 {
            if server.api.client.get(format!("{}/healthz", server.api.address)).send().await.is_ok() {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        panic!("the server did not come up; its log:\n{}", server.log_text());
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL: the process gets no chance to clean up.
    pub fn kill(mut self) -> String {
        self.child.kill().expect("kill");
        let _ = self.child.wait();
        self.log_text()
    }

    /// SIGTERM, then waits for the process to exit on its own; returns its exit status and log.
    pub async fn terminate(mut self) -> (std::process::ExitStatus, String) {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status().expect("kill -TERM");
        assert!(sent.success(), "SIGTERM sent");
        for _ in 0..600 {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return (status, self.log_text());
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        let log = self.log_text();
        let _ = self.child.kill();
        panic!("the server did not stop within 15 s of SIGTERM; its log:\n{log}");
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
