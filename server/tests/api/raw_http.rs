//! HTTP/1.1 over a bare TCP socket, for what a client library will not do: declare a body it never sends, trickle
//! headers, hold sockets open, connect from a chosen loopback address.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Longest wait for the server to answer or close; only a guard so a broken server fails the test instead of
/// hanging it.
pub const GUARD: Duration = Duration::from_secs(20);

/// A response as read off the wire.
#[derive(Debug)]
pub struct RawResponse {
    pub status: u16,
    /// Header names in lower case.
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
}

impl RawResponse {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&self.body)))
    }
}

/// The server's socket address from the app's `http://host:port`.
pub fn server_address(base_url: &str) -> SocketAddr {
    base_url.trim_start_matches("http://").parse().expect("an http://ip:port address")
}

/// A connection to `server` from the loopback address `from` (Linux routes all of 127/8 to lo).
pub async fn connect_from(from: IpAddr, server: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("socket");
    socket.bind(SocketAddr::new(from, 0)).expect("bind the client address");
    socket.connect(server).await.expect("connect")
}

/// Reads until the server closes the connection (or the guard passes, which panics).
pub async fn read_until_closed(stream: &mut TcpStream) -> Vec<u8> {
    let mut received = Vec::new();
    let read = tokio::time::timeout(GUARD, async {
        let mut buffer = [0u8; 8192];
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received.extend_from_slice(&buffer[..n]),
            }
        }
    })
    .await;
    assert!(read.is_ok(), "the server neither answered nor closed within {GUARD:?}");
    received
}

/// Sends `request` as is and reads the answer until the server closes (send `Connection: close`).
pub async fn exchange(server: SocketAddr, request: &[u8]) -> RawResponse {
    let mut stream = TcpStream::connect(server).await.expect("connect");
    stream.write_all(request).await.expect("send");
    parse(&read_until_closed(&mut stream).await)
}

/// Parses one HTTP/1.1 response with a `Content-Length` (or none, reading to the end).
pub fn parse(raw: &[u8]) -> RawResponse {
    let text = String::from_utf8_lossy(raw);
    let end = text.find("\r\n\r\n").unwrap_or_else(|| panic!("no complete response head in {text:?}"));
    let mut lines = text[..end].split("\r\n");
    let status_line = lines.next().expect("status line");
    let status = status_line.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("status code");
    let headers: HashMap<String, String> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    let mut body = raw[end + 4..].to_vec();
    if let Some(length) = headers.get("content-length").and_then(|v| v.parse::<usize>().ok()) {
        body.truncate(length);
    }
    RawResponse { status, headers, body }
}
