//! The local server as a good citizen on a network: slow or idle connections are closed, one client cannot take
//! every connection, and a connection over a cap is told 503 `server_busy` with `Retry-After` instead of hanging.

use crate::helpers::*;
use crate::raw_http::{self, connect_from, read_until_closed, server_address, GUARD};
use serde_json::{json, Value};
use shared::domain::DocumentRequest;
use shared::drafter::{DocumentDrafter, DraftError, Drafters};
use shared::drafting::{DraftDocument, Plan};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

fn loopback(last: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
}

/// A plain request from `from`, on a fresh connection; `None` when the connection failed or was closed unanswered.
async fn healthz_from(from: IpAddr, app: &TestApp) -> Option<raw_http::RawResponse> {
    let mut stream = connect_from(from, server_address(&app.address)).await;
    stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").await.ok()?;
    let received = read_until_closed(&mut stream).await;
    (!received.is_empty()).then(|| raw_http::parse(&received))
}

#[tokio::test]
async fn a_slowloris_connection_is_closed_after_the_header_timeout() {
    let app =
        spawn_app_with(fresh_data_dir(), &[("HEADER_TIMEOUT_SECONDS", "1"), ("IDLE_TIMEOUT_SECONDS", "600")], |_| {})
            .await;
    let stream = tokio::net::TcpStream::connect(server_address(&app.address)).await.unwrap();
    let (mut reader, mut writer) = stream.into_split();
    // One header byte every 200 ms for up to 20 s: bytes keep moving, so only the header deadline can end it.
    let trickled_to_the_end = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let trickle = tokio::spawn({
        let trickled_to_the_end = trickled_to_the_end.clone();
        async move {
            writer.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ").await?;
            for _ in 0..100 {
                tokio::time::sleep(Duration::from_millis(200)).await;
                writer.write_all(b"a").await?;
            }
            trickled_to_the_end.store(true, std::sync::atomic::Ordering::SeqCst);
            Ok::<_, std::io::Error>(())
        }
    });
    let mut answer = Vec::new();
    let closed = tokio::time::timeout(GUARD, reader.read_to_end(&mut answer)).await;
    assert!(closed.is_ok(), "the server kept a trickling connection open");
    assert!(!trickled_to_the_end.load(std::sync::atomic::Ordering::SeqCst), "closed only when the client stopped");
    assert!(answer.is_empty(), "an unfinished request gets no answer: {}", String::from_utf8_lossy(&answer));
    trickle.abort();
    // And the server still serves everybody else.
    assert_eq!(app.client.get(format!("{}/healthz", app.address)).send().await.unwrap().status(), 200);
}

#[tokio::test]
async fn idle_connections_and_stalled_uploads_are_closed_after_the_idle_timeout() {
    let app =
        spawn_app_with(fresh_data_dir(), &[("HEADER_TIMEOUT_SECONDS", "600"), ("IDLE_TIMEOUT_SECONDS", "1")], |_| {})
            .await;
    let server = server_address(&app.address);

    // A kept-alive connection after its answer: nothing more is sent.
    let mut kept_alive = tokio::net::TcpStream::connect(server).await.unwrap();
    kept_alive.write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n").await.unwrap();
    let received = read_until_closed(&mut kept_alive).await;
    let answer = raw_http::parse(&received);
    assert_eq!(answer.status, 200, "answered, then closed once idle");

    // A connection that never sends a byte.
    let mut silent = tokio::net::TcpStream::connect(server).await.unwrap();
    assert!(read_until_closed(&mut silent).await.is_empty());

    // An upload that stops halfway: the handler waits on the body, and the server closes the connection.
    let mut stalled = tokio::net::TcpStream::connect(server).await.unwrap();
    stalled
        .write_all(b"POST /api/validate-document-code HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{\"co")
        .await
        .unwrap();
    let received = read_until_closed(&mut stalled).await;
    assert!(received.is_empty(), "a request never received in full gets no answer");
}

/// Drafts with the offline engine after a pause with nothing on the wire, longer than the idle timeout.
struct SlowDrafter(Arc<dyn DocumentDrafter>);

#[async_trait::async_trait]
impl DocumentDrafter for SlowDrafter {
    fn name(&self) -> &str {
        "slow"
    }

    async fn draft(&self, request: &DocumentRequest, plan: &Plan) -> Result<DraftDocument, DraftError> {
        tokio::time::sleep(Duration::from_millis(2500)).await;
        self.0.draft(request, plan).await
    }
}

#[tokio::test]
async fn a_request_the_server_is_still_working_on_is_not_idle() {
    let app = spawn_app_with(fresh_data_dir(), &[("IDLE_TIMEOUT_SECONDS", "1")], |ctx| {
        let offline = ctx.drafters.primary.clone();
        ctx.drafters = Drafters { primary: Arc::new(SlowDrafter(offline)), fallback: None };
    })
    .await;
    let code = app.buy_code().await;
    let generated = app.post_with_code("generate-document", &code, &json!({ "documentData": nda_data() })).await;
    assert_eq!(generated.status(), 200, "a 2.5 s draft outlives a 1 s idle timeout");
    let generated: Value = generated.json().await.unwrap();
    assert!(generated["document"].as_str().is_some_and(|d| d.contains("Acme Widgets")));
}

#[tokio::test]
async fn a_flood_of_idle_sockets_from_one_address_locks_nobody_else_out() {
    // Long timeouts, so only the caps protect the server. MAX_CONNECTIONS is what a laptop with the common 1,024
    // open-file limit gets by default (half of it); the per-client cap is left to its default (256, half of that).
    // Without the per-client cap the flood would take all 512 and lock everyone out.
    let app = spawn_app_with(
        fresh_data_dir(),
        &[("HEADER_TIMEOUT_SECONDS", "600"), ("IDLE_TIMEOUT_SECONDS", "600"), ("MAX_CONNECTIONS", "512")],
        |_| {},
    )
    .await;
    let server = server_address(&app.address);
    let flooder = loopback(2);
    let mut flood = Vec::with_capacity(1100);
    for _ in 0..1100 {
        flood.push(connect_from(flooder, server).await);
    }

    // Someone else is served, on a fresh connection, while the 1,100 sockets stay open.
    let other = healthz_from(loopback(3), &app).await.expect("another address is answered");
    assert_eq!(other.status, 200);
    let client = reqwest::Client::builder().local_address(loopback(3)).timeout(GUARD).build().unwrap();
    let api = client.post(format!("{}/api/validate-document-code", app.address)).json(&json!({ "code": "ab" }));
    let api = api.send().await.expect("an API call from another address is answered");
    assert_eq!(api.status(), 200);
    assert_eq!(api.json::<Value>().await.unwrap()["isValid"], false);

    // One more from the flooding address is told to come back later, and closed; it does not hang.
    let mut one_more = connect_from(flooder, server).await;
    let busy = raw_http::parse(&read_until_closed(&mut one_more).await);
    assert_eq!(busy.status, 503);
    assert!(busy.headers["retry-after"].parse::<u64>().is_ok_and(|s| s >= 1), "{:?}", busy.headers);
    assert_eq!(busy.headers["content-type"], "application/json");
    assert_eq!(busy.json()["code"], "server_busy");
    assert!(busy.json()["error"].is_string());
    for (name, value) in shared::http::SECURITY_HEADERS {
        assert_eq!(busy.headers.get(name).map(String::as_str), Some(value), "{name}");
    }

    // Most of the flood was refused the same way at once.
    let mut refused = 0;
    for stream in flood.iter_mut().rev().take(100) {
        let mut first = [0u8; 12];
        if let Ok(Ok(12)) = tokio::time::timeout(GUARD, stream.read_exact(&mut first)).await {
            refused += usize::from(&first == b"HTTP/1.1 503");
        }
    }
    assert_eq!(refused, 100, "the last 100 of the flood were each answered 503");

    // Once the flood is gone, the flooding address is served again.
    drop(flood);
    drop(one_more);
    let mut served_again = false;
    for _ in 0..100 {
        if healthz_from(flooder, &app).await.is_some_and(|r| r.status == 200) {
            served_again = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(served_again, "the flooding address is served after its sockets closed");
}

#[tokio::test]
async fn at_the_global_cap_a_new_client_gets_503_and_then_is_served_when_connections_close() {
    let app = spawn_app_with(
        fresh_data_dir(),
        &[
            ("HEADER_TIMEOUT_SECONDS", "600"),
            ("IDLE_TIMEOUT_SECONDS", "600"),
            ("MAX_CONNECTIONS", "20"),
            ("MAX_CONNECTIONS_PER_CLIENT", "10"),
        ],
        |_| {},
    )
    .await;
    let server = server_address(&app.address);
    let mut held = Vec::new();
    for address in [loopback(4), loopback(5)] {
        for _ in 0..10 {
            held.push(connect_from(address, server).await);
        }
    }
    let busy = healthz_from(loopback(6), &app).await.expect("an answer, not a silent close");
    assert_eq!(busy.status, 503);
    assert!(busy.headers.contains_key("retry-after"));
    assert_eq!(busy.json()["code"], "server_busy");

    drop(held);
    let mut served = false;
    for _ in 0..100 {
        if healthz_from(loopback(6), &app).await.is_some_and(|r| r.status == 200) {
            served = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(served, "served once the held connections closed");
}

/// CPU time (user + system) the process `pid` has used, from /proc.
fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("the server process is alive");
    // Fields after the command name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat.rsplit_once(')').expect("stat format").1.split_whitespace().collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    // SAFETY: sysconf only reads a constant of the running system.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    Duration::from_millis(ticks * 1000 / per_second)
}

/// The local-server binary as a child process, killed if a test fails before stopping it. Its output is read as it
/// comes (a full pipe would block the server's logging and stall it).
struct ServerProcess {
    child: std::process::Child,
    output: Arc<std::sync::Mutex<String>>,
}

impl ServerProcess {
    fn start(vars: &[(&str, String)], open_files: u32) -> ServerProcess {
        let mut command = std::process::Command::new("sh");
        command
            .arg("-c")
            .arg(format!("ulimit -n {open_files} && exec \"$0\""))
            .arg(env!("CARGO_BIN_EXE_local-server"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null());
        for (name, value) in vars {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("start the local server");
        let output = Arc::new(std::sync::Mutex::new(String::new()));
        let mut stdout = child.stdout.take().expect("piped stdout");
        let sink = output.clone();
        std::thread::spawn(move || {
            use std::io::Read;
            let mut buffer = [0u8; 4096];
            while let Ok(n @ 1..) = stdout.read(&mut buffer) {
                sink.lock().unwrap().push_str(&String::from_utf8_lossy(&buffer[..n]));
            }
        });
        ServerProcess { child, output }
    }

    fn output(&self) -> String {
        self.output.lock().unwrap().clone()
    }

    async fn wait_for_output(&self, text: &str) -> bool {
        for _ in 0..400 {
            if self.output().contains(text) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh connection's GET /healthz answered 200, tried for a while (each try bounded).
async fn answers_healthz(base_url: &str) -> bool {
    let client = reqwest::Client::builder().timeout(Duration::from_secs(2)).pool_max_idle_per_host(0).build().unwrap();
    for _ in 0..10 {
        if client.get(format!("{base_url}/healthz")).send().await.is_ok_and(|r| r.status() == 200) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn running_out_of_file_descriptors_neither_spins_nor_stops_the_server() {
    // The real binary, with room for only 64 open files and caps set above that, so accept() itself fails (EMFILE).
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let data_dir = fresh_data_dir();
    let mut server = ServerProcess::start(
        &[
            ("PORT", port.to_string()),
            ("DATA_DIR", data_dir.display().to_string()),
            ("STATIC_DIR", data_dir.join("no-spa").display().to_string()),
            ("MAX_CONNECTIONS", "1000".into()),
            ("MAX_CONNECTIONS_PER_CLIENT", "1000".into()),
            ("HEADER_TIMEOUT_SECONDS", "600".into()),
            ("IDLE_TIMEOUT_SECONDS", "600".into()),
            // Its own info lines too: the CPU below is measured once the drafting engine has loaded.
            ("RUST_LOG", "warn,local_server=info".into()),
        ],
        64,
    );
    let address: std::net::SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let base_url = format!("http://{address}");
    assert!(server.wait_for_output("is running at").await, "the server started: {}", server.output());
    assert!(answers_healthz(&base_url).await, "the server answers");
    assert!(server.wait_for_output("drafting engine loaded").await, "the engine loaded: {}", server.output());

    // 100 connections: the kernel completes each handshake, the server runs out of descriptors accepting them.
    let mut flood = Vec::new();
    for _ in 0..100 {
        flood.push(connect_from(loopback(7), address).await);
    }
    assert!(server.wait_for_output("cannot accept connections").await, "the failure is logged: {}", server.output());
    let before = cpu_time(server.child.id());
    tokio::time::sleep(Duration::from_secs(2)).await;
    let used = cpu_time(server.child.id()) - before;
    // A loop retrying accept() without a pause would burn a whole core (2 s here).
    assert!(used < Duration::from_millis(500), "the server used {used:?} of CPU in 2 s while out of descriptors");
    assert!(server.child.try_wait().unwrap().is_none(), "the server is still running");

    drop(flood);
    assert!(answers_healthz(&base_url).await, "the server answers again once descriptors are free");

    // SIGTERM stops it cleanly.
    let _ = std::process::Command::new("kill").arg("-TERM").arg(server.child.id().to_string()).status();
    assert!(server.wait_for_output("Stopped.").await, "the server stopped on SIGTERM: {}", server.output());
    let _ = std::fs::remove_dir_all(data_dir);
}

/// Issue 21.3: a client sending a body byte now and then is let go within seconds (408 `body_timeout`), and two
/// addresses trickling 256 connections each can hold at most a quarter of the connections each: everybody else is
/// served throughout, and the trickled connections are gone soon after.
#[tokio::test]
async fn two_addresses_trickling_bodies_leave_everybody_else_served() {
    // Long header and idle timeouts, so only the body's pace can end a trickle. 512 connections in all: what a
    // server with the common 1,024 open-file limit gets by default.
    let app = spawn_app_with(
        fresh_data_dir(),
        &[("HEADER_TIMEOUT_SECONDS", "600"), ("IDLE_TIMEOUT_SECONDS", "600"), ("MAX_CONNECTIONS", "512")],
        |_| {},
    )
    .await;
    let server = server_address(&app.address);
    let head = b"POST /api/validate-document-code HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
                 Content-Length: 1000\r\n\r\n{";
    let mut trickling = Vec::new();
    for attacker in [loopback(2), loopback(3)] {
        for _ in 0..256 {
            let mut stream = connect_from(attacker, server).await;
            if stream.write_all(head).await.is_ok() {
                trickling.push(stream);
            }
        }
    }
    let started = tokio::time::Instant::now();
    // One more byte on every connection each second (a trickle far below any real upload).
    let (stop, mut stopped) = tokio::sync::watch::channel(false);
    let writers: Vec<_> = trickling
        .into_iter()
        .map(|stream| {
            let mut stopped = stopped.clone();
            tokio::spawn(async move {
                let (mut reader, mut writer) = stream.into_split();
                let mut received = Vec::new();
                let reading = async {
                    let mut buffer = [0u8; 4096];
                    while let Ok(n @ 1..) = reader.read(&mut buffer).await {
                        received.extend_from_slice(&buffer[..n]);
                    }
                };
                let writing = async {
                    loop {
                        tokio::select! {
                            _ = stopped.changed() => break,
                            () = tokio::time::sleep(Duration::from_secs(1)) => {
                                if writer.write_all(b" ").await.is_err() { break; }
                            }
                        }
                    }
                    std::future::pending::<()>().await
                };
                tokio::select! { () = reading => {}, () = writing => {} }
                (received, tokio::time::Instant::now())
            })
        })
        .collect();

    // While they trickle, a third address is served at once: a page, and an API call.
    let other = healthz_from(loopback(4), &app).await.expect("another address is answered");
    assert_eq!(other.status, 200);
    let client = reqwest::Client::builder().local_address(loopback(4)).timeout(GUARD).build().unwrap();
    assert_eq!(client.get(format!("{}/api/site-config", app.address)).send().await.unwrap().status(), 200);
    let validated = client
        .post(format!("{}/api/validate-document-code", app.address))
        .json(&json!({ "code": "WRONG234" }))
        .send()
        .await
        .expect("an API call from a third address is answered");
    assert_eq!(validated.status(), 200);

    // Every trickling connection ends: over its address's cap, 503 at once; accepted, 408 once it is too slow.
    let (mut timed_out, mut busy) = (0, 0);
    let mut last_end = started;
    for writer in writers {
        let (received, ended) = tokio::time::timeout(GUARD * 2, writer).await.expect("closed in time").unwrap();
        let answer = raw_http::parse(&received);
        match answer.status {
            408 => {
                timed_out += 1;
                assert_eq!(answer.json()["code"], "body_timeout");
                assert!(answer.json()["error"].is_string());
                assert_eq!(answer.headers.get("connection").map(String::as_str), Some("close"));
                last_end = last_end.max(ended);
            }
            503 => busy += 1,
            other => panic!("a trickling connection got {other}: {}", String::from_utf8_lossy(&answer.body)),
        }
    }
    let _ = stop.send(true);
    let _ = stopped.changed().await;
    assert_eq!(timed_out, 256, "128 accepted from each address (a quarter of 512), each let go for its pace");
    assert_eq!(busy, 256, "the rest refused at once");
    let held = last_end - started;
    assert!(held < Duration::from_secs(12), "trickled bodies were held {held:?}, past their pace");
    // And the attackers' addresses are served again once their trickles are gone.
    assert_eq!(healthz_from(loopback(2), &app).await.expect("served").status, 200);
}

/// A body that keeps a real pace is read whole, however it is split.
#[tokio::test]
async fn a_body_arriving_in_pieces_at_a_real_pace_is_read_whole() {
    let app = spawn_app().await;
    let server = server_address(&app.address);
    let body = json!({ "code": "WRONG234" }).to_string();
    let mut stream = tokio::net::TcpStream::connect(server).await.unwrap();
    let head = format!(
        "POST /api/validate-document-code HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    for piece in body.as_bytes().chunks(4) {
        stream.write_all(piece).await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let answer = raw_http::parse(&read_until_closed(&mut stream).await);
    assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.body));
    assert_eq!(answer.json()["isValid"], false);
}

/// Issue 21.6: behind a trusted proxy each visitor has its own limits (the right-most untrusted X-Forwarded-For
/// hop); a header from anybody else, or the part a visitor wrote itself, is not believed.
#[tokio::test]
async fn behind_a_trusted_proxy_each_visitor_has_its_own_limits() {
    let app = spawn_app_with(fresh_data_dir(), &[("TRUSTED_PROXIES", "127.0.0.2")], |_| {}).await;
    let proxy = app.client_at("127.0.0.2");
    let guess = |client: &reqwest::Client, forwarded: &str, n: usize| {
        let request = client
            .post(format!("{}/api/validate-document-code", app.address))
            .header("x-forwarded-for", forwarded)
            .json(&json!({ "code": format!("WRONG{n:03}") }));
        async move { request.send().await.unwrap().status().as_u16() }
    };
    // Visitor A, behind the proxy, guesses until blocked (10 unknown codes, then 429).
    let mut statuses = Vec::new();
    for n in 0..11 {
        statuses.push(guess(&proxy, "198.51.100.1", n).await);
    }
    assert_eq!(&statuses[..10], [200; 10]);
    assert_eq!(statuses[10], 429, "visitor A is blocked");
    // Visitor B through the same proxy is not, and neither is the proxy's own address.
    assert_eq!(guess(&proxy, "198.51.100.2", 20).await, 200, "another visitor behind the proxy");
    // A forged entry before the real one does not help A: the proxy appended A's real address last.
    assert_eq!(guess(&proxy, "203.0.113.50, 198.51.100.1", 21).await, 429, "the forged left-hand entry is ignored");
    // A direct client that is not a trusted proxy cannot choose its address with the header.
    let direct = app.client_at("127.0.0.3");
    for n in 0..10 {
        assert_eq!(guess(&direct, &format!("192.0.2.{n}"), 30 + n).await, 200);
    }
    assert_eq!(guess(&direct, "192.0.2.200", 40).await, 429, "its own address was counted every time");
    // A's guesses were counted under A's own address.
    let counted = app.ctx.store.read_counter(&shared::limits::client_key(Some("198.51.100.1"))).await.unwrap();
    assert_eq!(counted.map(|c| c.count), Some(10));
}

/// Issue 21.8: what hyper refuses before any handler runs answers in the API's shape too.
#[tokio::test]
async fn protocol_level_refusals_answer_json() {
    let app = spawn_app().await;
    let server = server_address(&app.address);
    let huge_header = format!("GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: {}\r\n\r\n", "a".repeat(1 << 20));
    let cases: [(&str, Vec<u8>, u16, &str); 4] = [
        ("a bad request line", b"GARBAGE\r\n\r\n".to_vec(), 400, "malformed_request"),
        (
            "two different Content-Lengths",
            b"POST /api/site-config HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}"
                .to_vec(),
            400,
            "malformed_request",
        ),
        (
            "a header line without a colon",
            b"GET / HTTP/1.1\r\nHost localhost\r\n\r\n".to_vec(),
            400,
            "malformed_request",
        ),
        ("oversized headers", huge_header.into_bytes(), 431, "headers_too_large"),
    ];
    for (what, request, status, code) in cases {
        let mut stream = tokio::net::TcpStream::connect(server).await.unwrap();
        let _ = stream.write_all(&request).await;
        let answer = raw_http::parse(&read_until_closed(&mut stream).await);
        assert_eq!(answer.status, status, "{what}");
        assert_eq!(answer.headers["content-type"], "application/json", "{what}");
        assert_eq!(answer.json()["code"], code, "{what}");
        assert!(answer.json()["error"].is_string(), "{what}");
        assert_eq!(answer.headers.get("x-content-type-options").map(String::as_str), Some("nosniff"), "{what}");
    }
    // The server goes on serving.
    assert_eq!(app.client.get(format!("{}/healthz", app.address)).send().await.unwrap().status(), 200);
}
