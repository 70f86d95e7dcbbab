//! The local server's HTTP/1.1 connection handling: an accept loop with connection caps (global and per client),
//! hyper's header read timeout, an idle timeout, and graceful shutdown (decision 0005). axum::serve has none of the
//! first three, and without them a few hundred idle or slowly-writing sockets lock everybody out.

use crate::settings::ConnectionLimits;
use crate::trusted_proxies::TrustedProxies;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::Router;
use bytes::Bytes;
use http::{Request, StatusCode};
use hyper::body::{Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use shared::error::ApiError;
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{ready, Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio::time::Instant;
use tower::ServiceExt;

/// The visitor a request comes from: the socket's peer, or, when the peer is a trusted proxy, the address its
/// `X-Forwarded-For` names (`TRUSTED_PROXIES`). Set on every request the connection hands the router.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Visitor(pub std::net::IpAddr);

/// What a refused connection is told to wait before trying again.
pub const BUSY_RETRY_AFTER_SECONDS: u64 = 5;
/// How long running requests may take to finish once shutdown starts.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);
/// After accept() fails for want of resources (EMFILE, ENFILE, ENOBUFS), wait this long before the next try rather
/// than spinning on an error that only time (connections closing) will clear.
const ACCEPT_ERROR_PAUSE: Duration = Duration::from_millis(100);
/// Refused connections waiting for the client to close after their 503 (so closing does not reset the connection
/// before the client has read the answer). Past this many, a refused connection is closed right after its 503.
const MAX_LINGERING_REFUSALS: usize = 256;
/// How long a refused connection waits for the client to close.
const REFUSAL_LINGER: Duration = Duration::from_secs(1);

/// Serves `router` on `listener` until `shutdown` resolves, then lets running requests finish (for a short while).
pub async fn serve_http(
    router: Router,
    listener: TcpListener,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(limits.header_timeout).keep_alive(true);
    let slots = Arc::new(ConnectionSlots::new(limits.max_connections, limits.max_connections_per_client));
    let lingering = Arc::new(Semaphore::new(MAX_LINGERING_REFUSALS));
    let busy_answer = busy_answer();
    let graceful = GracefulShutdown::new();
    let mut accept_errors: u64 = 0;
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => {
                    accept_errors = 0;
                    accepted
                }
                Err(err) => {
                    accept_errors += 1;
                    pause_after_accept_error(&err, accept_errors).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        // A trusted proxy carries many visitors: only the total cap applies to it.
        let Some(slot) = slots.take(peer.ip(), limits.trusted_proxies.trusts(peer.ip())) else {
            tokio::spawn(refuse_busy(stream, busy_answer.clone(), lingering.clone()));
            continue;
        };
        let _ = stream.set_nodelay(true);
        let activity = Arc::new(Activity::new());
        let io = TokioIo::new(ActivityIo::new(stream, activity.clone()));
        let service = connection_service(router.clone(), peer, activity.clone(), limits.trusted_proxies.clone());
        let connection = graceful.watch(http.serve_connection(io, service));
        let idle_timeout = limits.idle_timeout;
        tokio::spawn(async move {
            let _slot = slot;
            match close_when_idle(connection, &activity, idle_timeout).await {
                Ok(Finished::Done) => {}
                Ok(Finished::Idle) => tracing::debug!(%peer, "closed a connection idle for {idle_timeout:?}"),
                Err(err) => tracing::debug!(%peer, error = %err, "connection ended with an error"),
            }
        });
    }
    drop(listener);
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await.is_err() {
        tracing::warn!("requests still running after {SHUTDOWN_GRACE:?}; stopping anyway");
    }
    Ok(())
}

async fn pause_after_accept_error(err: &io::Error, streak: u64) {
    use io::ErrorKind::*;
    // These concern one connection that went away before we took it; the next accept is fine.
    if matches!(err.kind(), ConnectionAborted | ConnectionReset | ConnectionRefused | Interrupted | WouldBlock) {
        return;
    }
    if streak == 1 || streak.is_multiple_of(100) {
        tracing::warn!(error = %err, failures_in_a_row = streak, "cannot accept connections; retrying shortly");
    }
    tokio::time::sleep(ACCEPT_ERROR_PAUSE).await;
}

/// The 503 a connection over a cap gets: `{error, code: "server_busy"}`, `Retry-After` and the security headers.
fn busy_answer() -> Bytes {
    let error = ApiError {
        retry_after_seconds: Some(BUSY_RETRY_AFTER_SECONDS),
        ..ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "server_busy",
            format!("The server is busy. {}", shared::error::try_again_in(BUSY_RETRY_AFTER_SECONDS)),
        )
    };
    closing_answer(error)
}

/// `error` as the whole HTTP/1.1 answer, written to the socket as is: the API's JSON shape, its headers and
/// `Connection: close`.
fn closing_answer(error: ApiError) -> Bytes {
    let response = shared::api::error_response(error);
    let mut head = format!("HTTP/1.1 {}\r\n", response.status);
    for (name, value) in &response.headers {
        head.push_str(&format!("{name}: {}\r\n", value.to_str().unwrap_or_default()));
    }
    head.push_str(&format!("connection: close\r\ncontent-length: {}\r\n\r\n", response.body.len()));
    let mut answer = head.into_bytes();
    answer.extend_from_slice(&response.body);
    answer.into()
}

/// Answers 503 and closes, without reading the request: nothing about it matters, and the point is to spend little.
async fn refuse_busy(mut stream: TcpStream, answer: Bytes, lingering: Arc<Semaphore>) {
    if tokio::time::timeout(REFUSAL_LINGER, stream.write_all(&answer)).await.is_err() {
        return;
    }
    let _ = stream.shutdown().await;
    // Closing with unread request bytes makes the kernel reset the connection, and a reset can destroy the answer
    // before the client reads it; so, when affordable, read until the client closes (or a moment passes).
    let Ok(_permit) = lingering.try_acquire() else { return };
    let mut sink = [0u8; 1024];
    let _ = tokio::time::timeout(REFUSAL_LINGER, async { while let Ok(1..) = stream.read(&mut sink).await {} }).await;
}

/// Open connections, in all and per client; a taken slot is given back when its `Slot` drops.
struct ConnectionSlots {
    max_total: usize,
    max_per_client: usize,
    open: Mutex<SlotCounts>,
}

#[derive(Default)]
struct SlotCounts {
    total: usize,
    per_client: HashMap<IpAddr, usize>,
}

struct Slot {
    slots: Arc<ConnectionSlots>,
    client: IpAddr,
}

impl ConnectionSlots {
    fn new(max_total: usize, max_per_client: usize) -> ConnectionSlots {
        ConnectionSlots { max_total, max_per_client, open: Mutex::new(SlotCounts::default()) }
    }

    /// A slot for a connection from `address`; `uncapped_client` (a trusted proxy) counts toward the total only.
    fn take(self: &Arc<Self>, address: IpAddr, uncapped_client: bool) -> Option<Slot> {
        let client = client_key(address);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let from_client = open.per_client.get(&client).copied().unwrap_or(0);
        if open.total >= self.max_total || (from_client >= self.max_per_client && !uncapped_client) {
            return None;
        }
        open.total += 1;
        open.per_client.insert(client, from_client + 1);
        Some(Slot { slots: self.clone(), client })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.slots.open.lock().unwrap_or_else(|e| e.into_inner());
        open.total = open.total.saturating_sub(1);
        if let Some(count) = open.per_client.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                open.per_client.remove(&self.client);
            }
        }
    }
}

/// One client: an IPv4 address, or an IPv6 /64 (one network hands its hosts many addresses of its /64).
fn client_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let segments = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(segments[0], segments[1], segments[2], segments[3], 0, 0, 0, 0))
            }
        },
    }
}

/// What a connection is doing, for the idle timeout: when bytes last moved, and whether the server is working on
/// an answer (then silence is the server's, not the client's, and does not count).
struct Activity {
    epoch: Instant,
    last_io_millis: AtomicU64,
    requests_running: AtomicUsize,
    request_bodies_unread: AtomicUsize,
    /// Requests handed to the router whose answer has not begun to go out. An answer that starts with none due
    /// is one hyper wrote by itself, for a request it could not parse (see [`ActivityIo`]).
    answers_due: AtomicUsize,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            epoch: Instant::now(),
            last_io_millis: AtomicU64::new(0),
            requests_running: AtomicUsize::new(0),
            request_bodies_unread: AtomicUsize::new(0),
            answers_due: AtomicUsize::new(0),
        }
    }

    fn touch(&self) {
        let millis = u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last_io_millis.store(millis, Ordering::Relaxed);
    }

    fn last_io(&self) -> Instant {
        self.epoch + Duration::from_millis(self.last_io_millis.load(Ordering::Relaxed))
    }

    /// True unless a handler is running with its request body fully received.
    fn waiting_on_client(&self) -> bool {
        self.requests_running.load(Ordering::Relaxed) == 0 || self.request_bodies_unread.load(Ordering::Relaxed) > 0
    }
}

/// Counts a request as running while it lives; the end of a request counts as activity.
struct RunningRequest(Arc<Activity>);

impl RunningRequest {
    fn start(activity: Arc<Activity>) -> RunningRequest {
        activity.requests_running.fetch_add(1, Ordering::Relaxed);
        RunningRequest(activity)
    }
}

impl Drop for RunningRequest {
    fn drop(&mut self) {
        self.0.touch();
        self.0.requests_running.fetch_sub(1, Ordering::Relaxed);
    }
}

enum Finished {
    Done,
    Idle,
}

/// Drives one connection to its end, or drops it (closing the socket) once it has waited on the client with nothing
/// moving for `idle_timeout`.
async fn close_when_idle(
    connection: impl Future<Output = Result<(), hyper::Error>>,
    activity: &Activity,
    idle_timeout: Duration,
) -> Result<Finished, hyper::Error> {
    tokio::pin!(connection);
    loop {
        let check_at = if activity.waiting_on_client() {
            activity.last_io() + idle_timeout
        } else {
            Instant::now() + idle_timeout
        };
        tokio::select! {
            result = &mut connection => return result.map(|()| Finished::Done),
            () = tokio::time::sleep_until(check_at) => {
                if activity.waiting_on_client() && activity.last_io() + idle_timeout <= Instant::now() {
                    return Ok(Finished::Idle);
                }
            }
        }
    }
}

/// The router as one connection's hyper service: adds the peer address (`ConnectInfo`) and the visitor (`Visitor`),
/// and tracks activity.
fn connection_service(
    router: Router,
    peer: SocketAddr,
    activity: Arc<Activity>,
    proxies: TrustedProxies,
) -> impl hyper::service::Service<
    Request<Incoming>,
    Response = http::Response<Body>,
    Error = std::convert::Infallible,
    Future = impl Future<Output = Result<http::Response<Body>, std::convert::Infallible>> + Send,
> + Clone {
    hyper::service::service_fn(move |request: Request<Incoming>| {
        let router = router.clone();
        let activity = activity.clone();
        let forwarded = request.headers().get_all("x-forwarded-for");
        let visitor = proxies.visitor(peer.ip(), forwarded.iter().filter_map(|value| value.to_str().ok()));
        async move {
            let _running = RunningRequest::start(activity.clone());
            activity.answers_due.fetch_add(1, Ordering::Relaxed);
            let (mut parts, body) = request.into_parts();
            parts.extensions.insert(ConnectInfo(peer));
            parts.extensions.insert(Visitor(visitor));
            let body = Body::new(WatchedBody::new(body, activity));
            router.oneshot(Request::from_parts(parts, body)).await
        }
    })
}

/// A request body that counts as unread until its end arrives (or it is dropped), so a client trickling an upload
/// is waited on under the idle timeout rather than as a running request.
struct WatchedBody {
    inner: Incoming,
    activity: Arc<Activity>,
    unread: bool,
}

impl WatchedBody {
    fn new(inner: Incoming, activity: Arc<Activity>) -> WatchedBody {
        let unread = !hyper::body::Body::is_end_stream(&inner);
        if unread {
            activity.request_bodies_unread.fetch_add(1, Ordering::Relaxed);
        }
        WatchedBody { inner, activity, unread }
    }

    fn finish(&mut self) {
        if std::mem::take(&mut self.unread) {
            self.activity.request_bodies_unread.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

impl Drop for WatchedBody {
    fn drop(&mut self) {
        self.finish();
    }
}

impl hyper::body::Body for WatchedBody {
    type Data = Bytes;
    type Error = hyper::Error;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        let polled = Pin::new(&mut self.inner).poll_frame(cx);
        if matches!(polled, Poll::Ready(None | Some(Err(_)))) {
            self.finish();
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// A socket that records when bytes last moved, and puts the API's JSON shape on the answers hyper writes by itself.
///
/// hyper answers a request it cannot parse (a bad request line, conflicting `Content-Length`s, headers over its
/// limit) with a bare `400`, `414` or `431` and closes. Those answers start with no request due an answer
/// (`Activity::answers_due`); this wrapper sends `{error, code}` with the security headers in their place.
struct ActivityIo {
    inner: TcpStream,
    activity: Arc<Activity>,
    /// Our answer in place of hyper's, and how much of it has gone out.
    replacement: Option<(Bytes, usize)>,
}

impl ActivityIo {
    fn new(inner: TcpStream, activity: Arc<Activity>) -> ActivityIo {
        ActivityIo { inner, activity, replacement: None }
    }

    /// Notes an answer starting in `bytes`: one the router produced (then it is no longer due), or one of hyper's
    /// own, which is replaced. Returns whether it was replaced.
    fn starts_answer(&mut self, bytes: &[u8]) -> bool {
        // An interim `100 Continue` is not the answer.
        if !bytes.starts_with(b"HTTP/1.1 ") || bytes.starts_with(b"HTTP/1.1 1") {
            return false;
        }
        let due = &self.activity.answers_due;
        if due.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1)).is_ok() {
            return false;
        }
        // hyper's own refusals are a 4xx head with no body; anything else passes untouched.
        let head = &bytes[..bytes.len().min(256)];
        let bodiless = head.windows(19).any(|w| w.eq_ignore_ascii_case(b"content-length: 0\r\n"));
        if !bytes.starts_with(b"HTTP/1.1 4") || !bodiless {
            return false;
        }
        let status = std::str::from_utf8(&bytes[9..bytes.len().min(12)]).ok().and_then(|s| s.parse::<u16>().ok());
        self.replacement = Some((protocol_refusal(status.unwrap_or(400)), 0));
        true
    }

    /// Sends what is left of the replacement; `Ready(Ok)` once all of it is out.
    fn poll_replacement(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((answer, sent)) = &mut self.replacement {
            if *sent >= answer.len() {
                break;
            }
            match Pin::new(&mut self.inner).poll_write(cx, &answer[*sent..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => {
                    *sent += n;
                    self.activity.touch();
                }
                Poll::Ready(Err(err)) => return Poll::Ready(Err(err)),
                Poll::Pending => return Poll::Pending,
            }
        }
        Poll::Ready(Ok(()))
    }
}

/// The JSON answer to a request hyper could not parse: the status hyper chose, `{error, code}`, the security
/// headers, and `Connection: close` (hyper closes after it).
fn protocol_refusal(status: u16) -> Bytes {
    let (status, code, message) = match status {
        414 => (StatusCode::URI_TOO_LONG, "uri_too_long", "The address of the request is too long."),
        431 => {
            (StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, "headers_too_large", "The request's headers are too large.")
        }
        _ => (StatusCode::BAD_REQUEST, "malformed_request", "The request is not valid HTTP."),
    };
    closing_answer(ApiError::new(status, code, message))
}

impl AsyncRead for ActivityIo {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.activity.touch();
        }
        polled
    }
}

impl AsyncWrite for ActivityIo {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, bytes: &[u8]) -> Poll<io::Result<usize>> {
        if self.replacement.is_some() || self.starts_answer(bytes) {
            // hyper's own answer goes nowhere; ours goes out in its place.
            ready!(self.poll_replacement(cx))?;
            return Poll::Ready(Ok(bytes.len()));
        }
        let polled = Pin::new(&mut self.inner).poll_write(cx, bytes);
        if matches!(polled, Poll::Ready(Ok(1..))) {
            self.activity.touch();
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let first = bufs.iter().find(|buf| !buf.is_empty()).map(|buf| &buf[..]).unwrap_or_default();
        if self.replacement.is_some() || self.starts_answer(first) {
            ready!(self.poll_replacement(cx))?;
            return Poll::Ready(Ok(bufs.iter().map(|buf| buf.len()).sum()));
        }
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(1..))) {
            self.activity.touch();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_replacement(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_replacement(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_hold_per_client_and_in_all_and_slots_come_back() {
        let slots = Arc::new(ConnectionSlots::new(3, 2));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let first = slots.take(a, false).expect("first from a");
        let _second = slots.take(a, false).expect("second from a");
        assert!(slots.take(a, false).is_none(), "a third from one client is over its cap");
        let _third = slots.take(b, false).expect("another client still gets in");
        assert!(slots.take("10.0.0.3".parse().unwrap(), false).is_none(), "over the global cap");
        drop(first);
        assert!(slots.take(a, false).is_some(), "a closed connection frees its slot");
    }

    #[test]
    fn a_trusted_proxy_is_held_to_the_total_cap_only() {
        let slots = Arc::new(ConnectionSlots::new(3, 1));
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let held: Vec<Slot> = (0..3).map(|_| slots.take(proxy, true).expect("within the total")).collect();
        assert!(slots.take(proxy, true).is_none(), "the total still holds");
        drop(held);
    }

    #[test]
    fn one_ipv6_network_is_one_client() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let other_64: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(one), client_key(same_64));
        assert_ne!(client_key(one), client_key(other_64));
        assert_eq!(client_key("::ffff:10.0.0.1".parse().unwrap()), client_key("10.0.0.1".parse().unwrap()));
    }

    #[test]
    fn a_protocol_refusal_is_a_complete_json_answer_that_closes() {
        for (status, code) in [(400, "malformed_request"), (414, "uri_too_long"), (431, "headers_too_large")] {
            let answer = String::from_utf8(protocol_refusal(status).to_vec()).unwrap();
            let (head, body) = answer.split_once("\r\n\r\n").expect("head and body");
            assert!(head.starts_with(&format!("HTTP/1.1 {status} ")), "{head}");
            assert!(head.contains("connection: close"), "{head}");
            assert!(head.contains(&format!("content-length: {}", body.len())), "{head}");
            assert!(head.contains("x-content-type-options: nosniff"), "{head}");
            let body: serde_json::Value = serde_json::from_str(body).unwrap();
            assert_eq!(body["code"], code);
            assert!(body["error"].is_string());
        }
    }

    #[test]
    fn the_busy_answer_is_a_complete_json_503_with_retry_after_and_security_headers() {
        let answer = String::from_utf8(busy_answer().to_vec()).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").expect("head and body");
        let head = format!("{head}\r\n");
        assert!(head.starts_with("HTTP/1.1 503 Service Unavailable\r\n"), "{head}");
        assert!(head.contains(&format!("retry-after: {BUSY_RETRY_AFTER_SECONDS}\r\n")), "{head}");
        assert!(head.contains("content-type: application/json\r\n"), "{head}");
        assert!(head.contains(&format!("content-length: {}\r\n", body.len())), "{head}");
        for (name, value) in shared::http::SECURITY_HEADERS {
            assert!(head.contains(&format!("{name}: {value}\r\n")), "{name} missing in {head}");
        }
        let body: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(body["code"], "server_busy");
        assert_eq!(
            body["error"], "The server is busy. You can try again in 5 seconds.",
            "it says when, as Retry-After"
        );
        assert_eq!(body["retryAfterSeconds"], BUSY_RETRY_AFTER_SECONDS);
    }
}
