//! The local server: the built SPA and every function at `/api/{function-name}` on one port, with the embedded
//! adapters by default. The API tests spawn this same router.

mod http_server;
pub mod settings;
pub mod spa;
pub mod trusted_proxies;

pub use http_server::{serve_http, Visitor, BUSY_RETRY_AFTER_SECONDS};
pub use settings::{ConnectionLimits, ServerSettings};

use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, Request, Response, Uri};
use axum::routing::{any, get, post};
use axum::Extension;
use axum::Router;
use http_body_util::{BodyExt, LengthLimitError, Limited};
use shared::api::{self, test_checkout, Function};
use shared::config::Config;
use shared::context::AppContext;
use shared::error::ApiError;
use shared::http::{add_security_headers, payload_too_large, ApiRequest, ApiResponse, MAX_BODY_BYTES};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

#[derive(Clone)]
struct AppState {
    ctx: Arc<AppContext>,
    body_pace: BodyPace,
}

/// How fast a request body must arrive (`ConnectionLimits::body_timeout`, `min_body_bytes_per_second`).
#[derive(Clone, Copy, Debug)]
pub struct BodyPace {
    pub timeout: Duration,
    pub min_bytes_per_second: u64,
}

impl From<&ConnectionLimits> for BodyPace {
    fn from(limits: &ConnectionLimits) -> BodyPace {
        BodyPace { timeout: limits.body_timeout, min_bytes_per_second: limits.min_body_bytes_per_second }
    }
}

/// The whole product on one router. `static_dir` holds the built SPA (`frontend/dist`); request bodies must keep
/// `body_pace`.
pub fn router(ctx: Arc<AppContext>, static_dir: PathBuf, body_pace: BodyPace) -> Router {
    // Any other path is the SPA's: a file of the build, or index.html (200 on its routes, 404 elsewhere).
    let public_base_url = ctx.config.public_base_url.clone().unwrap_or_default();
    let spa = Router::new().fallback(spa::serve).with_state(Arc::new(spa::Spa::new(static_dir, public_base_url)));
    // The policy allows exactly the analytics hosts this site is configured with (SiteConfig::content_security_policy).
    let policy = HeaderValue::from_str(&ctx.config.site.content_security_policy())
        .unwrap_or_else(|_| HeaderValue::from_static(shared::http::CONTENT_SECURITY_POLICY));
    Router::new()
        // Everything under /api is answered here, so no path there reaches the SPA or an extractor's plain-text
        // rejection: the name is read from the raw path.
        .route("/api", any(function))
        .route("/api/", any(function))
        .route("/api/{*path}", any(function))
        .route("/test-checkout", get(test_checkout))
        .route("/test-checkout/pay", post(test_checkout))
        .route("/test-checkout/cancel", post(test_checkout))
        .route("/healthz", get(|| async { "ok" }))
        .fallback_service(spa)
        // One layer over everything, so framework answers (405s of the pages, the SPA's files) carry them too.
        .layer(axum::middleware::map_response(move |response: Response<Body>| {
            let policy = policy.clone();
            async move { with_security_headers(response, policy) }
        }))
        .with_state(AppState { ctx, body_pace })
}

fn with_security_headers(mut response: Response<Body>, policy: HeaderValue) -> Response<Body> {
    add_security_headers(response.headers_mut());
    response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
    response
}

/// The origin links back to the site use: `PUBLIC_BASE_URL` when set, else the address this server listens on
/// (never anything a request says). Returns the local address, for people at this machine.
pub fn use_listening_origin(config: &mut Config, address: SocketAddr) -> String {
    let local = listening_origin(address);
    config.public_base_url.get_or_insert_with(|| local.clone());
    local
}

/// `http://` and the listening address; a server listening on every address is reached here as `localhost`.
pub fn listening_origin(address: SocketAddr) -> String {
    if address.ip().is_unspecified() {
        format!("http://localhost:{}", address.port())
    } else {
        format!("http://{address}")
    }
}

fn to_api_request(method: Method, uri: &Uri, headers: HeaderMap, body: Bytes, visitor: std::net::IpAddr) -> ApiRequest {
    ApiRequest {
        method,
        query: uri.query().unwrap_or_default().to_string(),
        headers,
        body,
        // The socket's peer, or the visitor a trusted proxy names (`Visitor`, set by the connection).
        client_ip: Some(visitor.to_string()),
        request_id: uuid::Uuid::new_v4().to_string(),
    }
}

/// The visitor of a request: the one its connection worked out, else the socket's peer.
fn visitor_of(visitor: Option<Extension<Visitor>>, peer: SocketAddr) -> std::net::IpAddr {
    visitor.map_or(peer.ip(), |Extension(Visitor(ip))| ip)
}

fn to_response(response: ApiResponse) -> Response<Body> {
    let mut out = Response::new(Body::from(response.body));
    *out.status_mut() = response.status;
    *out.headers_mut() = response.headers;
    out
}

/// The function a path names: `/api/` and one percent-decoded segment that is a function's name.
fn function_named_by(path: &str) -> Option<Function> {
    let name = path.strip_prefix("/api/")?;
    if name.contains('/') {
        return None;
    }
    Function::from_name(&percent_encoding::percent_decode_str(name).decode_utf8().ok()?)
}

/// Reads a body of at most `MAX_BODY_BYTES`; a larger declared `Content-Length` is refused before reading any of it.
/// The body must keep `pace`: whole within its timeout, and after [`settings::BODY_RATE_GRACE`] at its average
/// rate, else 408 `body_timeout` (and the connection closes), so trickling clients cannot hold connections.
async fn read_body(headers: &HeaderMap, body: Body, pace: BodyPace) -> Result<Bytes, ApiError> {
    let declared =
        headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > MAX_BODY_BYTES as u64) {
        return Err(payload_too_large());
    }
    let started = tokio::time::Instant::now();
    let mut body = Limited::new(body, MAX_BODY_BYTES);
    let mut received = Vec::new();
    // How often a stalled body's pace is checked when no bytes arrive to trigger the check.
    const CHECK_EVERY: Duration = Duration::from_millis(250);
    loop {
        let elapsed = started.elapsed();
        if elapsed >= pace.timeout || too_slow(received.len(), elapsed, pace) {
            tracing::info!(received = received.len(), elapsed_ms = elapsed.as_millis() as u64, "request body too slow");
            return Err(body_timeout());
        }
        let frame = match tokio::time::timeout(CHECK_EVERY, body.frame()).await {
            Err(_waited) => continue,
            Ok(None) => return Ok(received.into()),
            Ok(Some(frame)) => frame,
        };
        match frame {
            Ok(frame) => {
                if let Ok(data) = frame.into_data() {
                    received.extend_from_slice(&data);
                }
            }
            Err(err) if err.is::<LengthLimitError>() => return Err(payload_too_large()),
            Err(err) => {
                tracing::info!(error = %err, "could not read a request body");
                return Err(ApiError::bad_request("invalid_body", "The request body could not be read."));
            }
        }
    }
}

/// Whether a body that has sent `received` bytes in `elapsed` is below the minimum average rate (after the grace).
fn too_slow(received: usize, elapsed: Duration, pace: BodyPace) -> bool {
    let Some(rated) = elapsed.checked_sub(settings::BODY_RATE_GRACE) else { return false };
    (received as f64) < rated.as_secs_f64() * pace.min_bytes_per_second as f64
}

/// The answer to a body that did not keep the pace.
fn body_timeout() -> ApiError {
    ApiError::new(
        axum::http::StatusCode::REQUEST_TIMEOUT,
        "body_timeout",
        "The request took too long to arrive. Please check your connection and try again.",
    )
}

/// An error answer that also closes the connection (its request body was not read to the end).
fn closing(response: Response<Body>) -> Response<Body> {
    let mut response = response;
    response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

async fn function(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    visitor: Option<Extension<Visitor>>,
    request: Request<Body>,
) -> Response<Body> {
    let (parts, body) = request.into_parts();
    let Some(function) = function_named_by(parts.uri.path()) else {
        return to_response(api::error_response(api::unknown_function()));
    };
    // Only POST bodies are read; dispatch answers any other method with 405 whatever it sent.
    let body = if parts.method == Method::POST {
        match read_body(&parts.headers, body, state.body_pace).await {
            Ok(body) => body,
            Err(err) => return closing(to_response(api::error_response(err))),
        }
    } else {
        Bytes::new()
    };
    let request = to_api_request(parts.method, &parts.uri, parts.headers, body, visitor_of(visitor, peer));
    to_response(api::dispatch(&state.ctx, function, request).await)
}

/// The TEST MODE checkout: the page (`GET /test-checkout`) and its two buttons (`POST /test-checkout/{pay,cancel}`).
async fn test_checkout(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    visitor: Option<Extension<Visitor>>,
    request: Request<Body>,
) -> Response<Body> {
    let (parts, body) = request.into_parts();
    let body = match read_body(&parts.headers, body, state.body_pace).await {
        Ok(body) => body,
        Err(err) => return closing(to_response(api::error_response(err))),
    };
    let path = parts.uri.path().to_string();
    let request = to_api_request(parts.method, &parts.uri, parts.headers, body, visitor_of(visitor, peer));
    let response = match path.as_str() {
        "/test-checkout/pay" => test_checkout::pay(&state.ctx, &request).await,
        "/test-checkout/cancel" => test_checkout::cancel(&state.ctx, &request).await,
        _ => test_checkout::page(&state.ctx, &request).await,
    };
    to_response(response)
}

/// How often the local server looks for jobs whose runner died (on AWS, the scheduled sweeper function does it).
const SWEEP_INTERVAL: std::time::Duration = std::time::Duration::from_secs(15);

/// A listening socket, the limits its connections are served under, and how long a stopping server lets running
/// generation jobs finish before it puts them back in the queue.
pub struct Listener {
    pub socket: tokio::net::TcpListener,
    pub limits: ConnectionLimits,
    pub shutdown_grace: std::time::Duration,
}

impl Listener {
    pub fn new(socket: tokio::net::TcpListener, limits: ConnectionLimits) -> Listener {
        Listener { socket, limits, shutdown_grace: settings::DEFAULT_SHUTDOWN_GRACE }
    }

    pub fn with_shutdown_grace(mut self, grace: std::time::Duration) -> Listener {
        self.shutdown_grace = grace;
        self
    }
}

/// A bare socket is served under the default limits.
impl From<tokio::net::TcpListener> for Listener {
    fn from(socket: tokio::net::TcpListener) -> Listener {
        Listener::new(socket, ConnectionLimits::default())
    }
}

/// Starts the job runner, takes over jobs a previous run left unfinished, and serves until `shutdown` resolves; then
/// stops taking work, lets running jobs finish for the listener's grace period and leaves the rest queued for the
/// next start.
pub async fn serve(
    ctx: Arc<AppContext>,
    receiver: Option<shared::queue::JobReceiver>,
    listener: impl Into<Listener>,
    static_dir: PathBuf,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let listener = listener.into();
    let data_lock = DataDirLock::acquire(&ctx.config.data_dir)?;
    let runner = match receiver {
        Some(receiver) => {
            let runner = shared::generation::spawn_in_process_runner(ctx.clone(), receiver);
            // Holding the data folder's lock proves no other process runs its jobs: take them over at once.
            let previous_runners_gone = matches!(ctx.config.store, shared::config::StoreBackend::Sqlite);
            let resumed = shared::generation::resume_unfinished_jobs(&ctx, previous_runners_gone).await?;
            if resumed > 0 {
                tracing::info!(resumed, "resumed unfinished generation jobs");
            }
            Some(runner)
        }
        None => None,
    };
    let background = [tokio::spawn(housekeeping(ctx.clone())), tokio::spawn(sweeping(ctx.clone()))];
    let body_pace = BodyPace::from(&listener.limits);
    let served = serve_http(router(ctx, static_dir, body_pace), listener.socket, listener.limits, shutdown).await;
    for task in background {
        task.abort();
    }
    if let Some(runner) = runner {
        runner.shutdown(listener.shutdown_grace).await;
    }
    drop(data_lock);
    served?;
    Ok(())
}

/// An exclusive lock on the data folder for as long as the server runs: two servers on one folder would each take
/// the other's running jobs for abandoned ones.
struct DataDirLock(#[allow(dead_code)] std::fs::File);

impl DataDirLock {
    fn acquire(data_dir: &std::path::Path) -> anyhow::Result<DataDirLock> {
        std::fs::create_dir_all(data_dir)
            .map_err(|e| anyhow::anyhow!("cannot create the data folder {}: {e}", data_dir.display()))?;
        let path = data_dir.join("server.lock");
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| anyhow::anyhow!("cannot open {}: {e}", path.display()))?;
        match file.try_lock() {
            Ok(()) => Ok(DataDirLock(file)),
            Err(std::fs::TryLockError::WouldBlock) => Err(anyhow::anyhow!(
                "another server is already using the data folder {} (set DATA_DIR to use another)",
                data_dir.display()
            )),
            Err(std::fs::TryLockError::Error(e)) => Err(anyhow::anyhow!("cannot lock {}: {e}", path.display())),
        }
    }
}

/// Recovers jobs whose runner died: queued again for this process's runner, or closed with the credit returned.
async fn sweeping(ctx: Arc<AppContext>) {
    let mut ticks = tokio::time::interval(SWEEP_INTERVAL);
    loop {
        ticks.tick().await;
        if let Err(err) = shared::generation::sweep(&ctx).await {
            tracing::warn!(error = %err, "could not sweep overdue jobs");
        }
    }
}

/// How often the local server deletes what has expired (on AWS, DynamoDB TTL and S3 lifecycle rules do it).
const HOUSEKEEPING_INTERVAL: std::time::Duration = std::time::Duration::from_secs(3600);

/// Deletes expired records and documents at start-up and then hourly, so form data and documents do not outlive
/// the code's window (decisions §4.9).
async fn housekeeping(ctx: Arc<AppContext>) {
    let mut ticks = tokio::time::interval(HOUSEKEEPING_INTERVAL);
    loop {
        ticks.tick().await;
        housekeeping_pass(&ctx).await;
    }
}

/// One round of housekeeping: expired records, the documents of jobs that went with their code's window, and any
/// document older than every window.
pub async fn housekeeping_pass(ctx: &AppContext) {
    let now = ctx.clock.now();
    match ctx.store.purge_expired(now).await {
        Ok(job_ids) if job_ids.is_empty() => {}
        // The documents of jobs that expired with their code's window (the stream's REMOVE does this on AWS).
        Ok(job_ids) => match shared::generation::delete_documents_of(ctx, &job_ids).await {
            Ok(()) => tracing::info!(jobs = job_ids.len(), "expired jobs' documents deleted"),
            Err(err) => tracing::warn!(error = %err, "could not delete expired jobs' documents"),
        },
        Err(err) => tracing::warn!(error = %err, "could not purge expired records"),
    }
    // Anything older than any window, as the S3 lifecycle rule does on AWS: a backstop.
    let cutoff = std::time::SystemTime::from(now - shared::store::JOB_RETENTION);
    match ctx.files.purge_older_than(cutoff).await {
        Ok(0) => {}
        Ok(removed) => tracing::info!(removed, "expired documents deleted"),
        Err(err) => tracing::warn!(error = %err, "could not purge expired documents"),
    }
}

/// Resolves on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = terminate => {} }
}
