//! The local server: the built SPA and every function at `/api/{function-name}` on one port, with the embedded
//! adapters by default. The API tests spawn this same router.

use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, Method, Request, Response, Uri};
use axum::routing::{any, get, post};
use axum::Router;
use shared::api::{self, test_checkout, Function};
use shared::context::AppContext;
use shared::error::ApiError;
use shared::http::{add_security_headers, ApiRequest, ApiResponse};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

#[derive(Clone)]
struct AppState {
    ctx: Arc<AppContext>,
}

/// The whole product on one router. `static_dir` holds the built SPA (`frontend/dist`).
pub fn router(ctx: Arc<AppContext>, static_dir: PathBuf) -> Router {
    let index = static_dir.join("index.html");
    // Unknown paths get the SPA's index.html, so client-side routes (/generate, /download, ...) load on refresh.
    let spa = ServeDir::new(&static_dir).fallback(ServeFile::new(index));
    Router::new()
        .route("/api/{function}", any(function))
        .route("/test-checkout", get(test_checkout))
        .route("/test-checkout/{action}", post(test_checkout))
        .route("/healthz", get(|| async { "ok" }))
        .fallback(move |request: Request<Body>| {
            let spa = spa.clone();
            async move {
                let mut response = match spa.oneshot(request).await {
                    Ok(response) => response.map(Body::new),
                    Err(never) => match never {},
                };
                add_security_headers(response.headers_mut());
                response
            }
        })
        .with_state(AppState { ctx })
}

fn to_api_request(method: Method, uri: &Uri, headers: HeaderMap, body: Bytes, peer: SocketAddr) -> ApiRequest {
    ApiRequest {
        method,
        query: uri.query().unwrap_or_default().to_string(),
        headers,
        body,
        // Locally there is no proxy in front, so the socket's peer is the visitor.
        client_ip: Some(peer.ip().to_string()),
        request_id: uuid::Uuid::new_v4().to_string(),
    }
}

fn to_response(response: ApiResponse) -> Response<Body> {
    let mut out = Response::new(Body::from(response.body));
    *out.status_mut() = response.status;
    *out.headers_mut() = response.headers;
    out
}

async fn function(
    State(state): State<AppState>,
    Path(name): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response<Body> {
    let Some(function) = Function::from_name(&name) else {
        let unknown = ApiError::not_found("unknown_function", "There is no such API call.");
        return to_response(ApiResponse::from(unknown).with_security_headers());
    };
    let request = to_api_request(method, &uri, headers, body, peer);
    to_response(api::dispatch(&state.ctx, function, request).await)
}

/// The TEST MODE checkout: the page (`GET /test-checkout`) and its two buttons (`POST /test-checkout/{pay,cancel}`).
async fn test_checkout(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response<Body> {
    let path = uri.path().to_string();
    let request = to_api_request(method, &uri, headers, body, peer);
    let response = match path.as_str() {
        "/test-checkout/pay" => test_checkout::pay(&state.ctx, &request).await,
        "/test-checkout/cancel" => test_checkout::cancel(&state.ctx, &request).await,
        _ => test_checkout::page(&state.ctx, &request).await,
    };
    to_response(response)
}

/// How long a stopping server lets running generation jobs finish before it puts them back in the queue.
pub const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(10);
/// How often the local server looks for jobs whose runner died (on AWS, the scheduled sweeper function does it).
const SWEEP_INTERVAL: std::time::Duration = std::time::Duration::from_secs(15);

/// Starts the job runner, takes over jobs a previous run left unfinished, and serves until `shutdown` resolves; then
/// stops taking work, lets running jobs finish for `SHUTDOWN_GRACE` and leaves the rest queued for the next start.
pub async fn serve(
    ctx: Arc<AppContext>,
    receiver: Option<shared::generation::JobReceiver>,
    listener: tokio::net::TcpListener,
    static_dir: PathBuf,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
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
    let app = router(ctx, static_dir).into_make_service_with_connect_info::<SocketAddr>();
    let served = axum::serve(listener, app).with_graceful_shutdown(shutdown).await;
    for task in background {
        task.abort();
    }
    if let Some(runner) = runner {
        runner.shutdown(SHUTDOWN_GRACE).await;
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
        let now = ctx.clock.now();
        if let Err(err) = ctx.store.purge_expired(now).await {
            tracing::warn!(error = %err, "could not purge expired records");
        }
        let cutoff = std::time::SystemTime::from(now - shared::store::JOB_RETENTION);
        match ctx.files.purge_older_than(cutoff).await {
            Ok(0) => {}
            Ok(removed) => tracing::info!(removed, "expired documents deleted"),
            Err(err) => tracing::warn!(error = %err, "could not purge expired documents"),
        }
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
