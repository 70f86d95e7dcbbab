//! The embedded payment provider: a local checkout page, plainly marked TEST MODE, that pays or cancels.
//!
//! Sessions survive a restart in an append-only JSON-lines log under the data folder: each change appends the
//! session's new state as one line (the last line of a session wins), so a checkout costs one short write however
//! many came before it. The log is compacted (rewritten with the live sessions only) at start-up and whenever it has
//! doubled since the last compaction, so the rewrites cost a constant amount per change on average. Sessions older
//! than [`PENDING_RETENTION`] are dropped then and are not found before: their pending code is gone, so they can
//! no longer be paid or returned to. A corrupt log never stops start-up: it is copied aside, logged without its
//! content, and its readable lines are kept.
//! Webhooks use Stripe's signing scheme with the configured secret, so the same webhook code is exercised locally.

use super::*;
use crate::clock::{Clock, SystemClock};
use crate::store::PENDING_RETENTION;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio::io::AsyncWriteExt;
use tokio::sync::Mutex;

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct TestSession {
    pub session_id: String,
    pub amount_cents: i64,
    pub product_name: String,
    pub success_url: String,
    pub cancel_url: String,
    pub paid: bool,
    pub customer_email: Option<String>,
    /// When the session was created, in Unix seconds. Absent in sessions imported from the whole-map file of
    /// earlier versions; those count from the import.
    #[serde(default)]
    pub created_unix: Option<i64>,
}

impl TestSession {
    /// Whether the session can still be paid or returned to: its pending code lives `PENDING_RETENTION`.
    fn is_live(&self, now_unix: i64) -> bool {
        self.created_unix.is_none_or(|created| now_unix < created + PENDING_RETENTION.whole_seconds())
    }
}

/// Below this many lines the log is never compacted while running: a rewrite of a few lines saves nothing.
const MIN_LINES_BEFORE_COMPACTION: usize = 64;

/// A refund the test checkout made, as a test (or an operator trying the guarantee locally) can see it: one JSON
/// line per refund in `test-checkout-refunds.jsonl` beside the sessions.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct TestRefund {
    pub refund_id: String,
    pub session_id: String,
    pub amount_cents: i64,
    pub refunded_unix: i64,
}

pub struct TestCheckout {
    state: Mutex<Sessions>,
    refunds: Mutex<Refunds>,
    webhook_secret: String,
    clock: Arc<dyn Clock>,
}

struct Sessions {
    live: HashMap<String, TestSession>,
    /// `None` keeps the sessions in memory only.
    log: Option<SessionLog>,
}

struct SessionLog {
    path: PathBuf,
    /// Open for appending; replaced after each compaction.
    file: tokio::fs::File,
    /// Lines in the file now, and right after the last compaction.
    lines: usize,
    lines_after_compaction: usize,
    /// An append failed part-way: the file may end in a torn line, so the next change rewrites it whole.
    needs_rewrite: bool,
    /// Bytes this process has written to the log, appends and compactions alike.
    bytes_written: u64,
}

fn provider_error(context: &str, path: &Path, err: impl std::fmt::Display) -> PaymentError {
    PaymentError::Provider(format!("test checkout sessions, {context} {}: {err}", path.display()))
}

impl TestCheckout {
    /// Sessions persisted under `file` (loaded if present); `None` keeps them in memory only.
    ///
    /// The log itself is `file` with the extension `jsonl`; a whole-map JSON file left at `file` by earlier versions
    /// is imported once and removed. Fails only when the data folder cannot be written.
    pub fn new(file: Option<PathBuf>, webhook_secret: String) -> Result<Self, PaymentError> {
        Self::with_clock(file, webhook_secret, Arc::new(SystemClock))
    }

    pub fn with_clock(
        file: Option<PathBuf>,
        webhook_secret: String,
        clock: Arc<dyn Clock>,
    ) -> Result<Self, PaymentError> {
        let now_unix = clock.now().unix_timestamp();
        let refunds = Refunds::load(file.as_ref().map(|f| f.with_file_name("test-checkout-refunds.jsonl")));
        let state = match file {
            None => Sessions { live: HashMap::new(), log: None },
            Some(file) => Sessions::load(&file, now_unix)?,
        };
        Ok(TestCheckout { state: Mutex::new(state), refunds: Mutex::new(refunds), webhook_secret, clock })
    }

    /// Every refund made, oldest first.
    pub async fn refunds(&self) -> Vec<TestRefund> {
        self.refunds.lock().await.made.clone()
    }

    fn now_unix(&self) -> i64 {
        self.clock.now().unix_timestamp()
    }

    /// The session, while it can still be paid or returned to.
    pub async fn session(&self, session_id: &str) -> Option<TestSession> {
        let now = self.now_unix();
        self.state.lock().await.live.get(session_id).filter(|s| s.is_live(now)).cloned()
    }

    /// Marks the session paid (as a card payment would) and returns where the buyer goes next.
    pub async fn pay(&self, session_id: &str, customer_email: &str) -> Result<Option<TestSession>, PaymentError> {
        let now = self.now_unix();
        let mut state = self.state.lock().await;
        let Some(session) = state.live.get(session_id).filter(|s| s.is_live(now)) else { return Ok(None) };
        let mut paid = session.clone();
        paid.paid = true;
        paid.customer_email = Some(customer_email.trim().to_string()).filter(|e| !e.is_empty());
        state.record(paid.clone(), now).await?;
        Ok(Some(paid))
    }

    /// Bytes this process has written to the session log (appends and compactions): what a checkout costs on disk.
    pub async fn log_bytes_written(&self) -> u64 {
        self.state.lock().await.log.as_ref().map_or(0, |log| log.bytes_written)
    }
}

/// The refunds made so far, kept in an append-only file (refunds are rare and never change).
struct Refunds {
    made: Vec<TestRefund>,
    path: Option<PathBuf>,
    /// The file may end part-way through a line (a crash or a full disk mid-append): the next refund starts on a
    /// line of its own, or it would be glued to the torn one and lost when the file is read again.
    torn: bool,
}

impl Refunds {
    fn load(path: Option<PathBuf>) -> Refunds {
        let raw = path.as_ref().and_then(|path| std::fs::read(path).ok()).unwrap_or_default();
        let made = raw
            .split(|&b| b == b'\n')
            .filter(|line| !line.iter().all(u8::is_ascii_whitespace))
            .filter_map(|line| match serde_json::from_slice::<TestRefund>(line) {
                Ok(refund) => Some(refund),
                Err(err) => {
                    tracing::warn!(error = %err, "skipped an unreadable line of the test-checkout refunds");
                    None
                }
            })
            .collect();
        let torn = raw.last().is_some_and(|&last| last != b'\n');
        Refunds { made, path, torn }
    }

    async fn record(&mut self, refund: TestRefund) -> Result<(), PaymentError> {
        if let Some(path) = &self.path {
            let mut line = Vec::new();
            if self.torn {
                line.push(b'\n');
            }
            serde_json::to_writer(&mut line, &refund).map_err(|e| provider_error("encoding", path, e))?;
            line.push(b'\n');
            // Until this append is known whole, the file may end torn again.
            self.torn = true;
            let mut file = tokio::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .await
                .map_err(|e| provider_error("opening", path, e))?;
            file.write_all(&line).await.map_err(|e| provider_error("appending to", path, e))?;
            file.flush().await.map_err(|e| provider_error("appending to", path, e))?;
            self.torn = false;
        }
        self.made.push(refund);
        Ok(())
    }
}

impl Sessions {
    /// Reads the log (and a legacy whole-map file), drops lapsed sessions and writes the log back compacted.
    fn load(file: &Path, now_unix: i64) -> Result<Sessions, PaymentError> {
        let path = file.with_extension("jsonl");
        let mut live = HashMap::new();
        let legacy = (path != file && file.exists()).then(|| file.to_path_buf());
        if let Some(legacy) = &legacy {
            for session in read_legacy(legacy) {
                live.insert(session.session_id.clone(), session);
            }
        }
        for session in read_log(&path) {
            live.insert(session.session_id.clone(), session);
        }
        live.retain(|_, session: &mut TestSession| session.is_live(now_unix));
        for session in live.values_mut() {
            // Imported sessions count from now, so they lapse like any other.
            session.created_unix.get_or_insert(now_unix);
        }
        let (file, lines, bytes) = write_compacted(&path, &live)?;
        if let Some(legacy) = legacy {
            // Its sessions are in the log now.
            if let Err(err) = std::fs::remove_file(&legacy) {
                tracing::warn!(file = %legacy.display(), error = %err, "could not remove the imported session file");
            }
        }
        let log =
            SessionLog { path, file, lines, lines_after_compaction: lines, needs_rewrite: false, bytes_written: bytes };
        Ok(Sessions { live, log: Some(log) })
    }

    /// Saves the session's new state, then keeps it in memory (a failed save changes nothing).
    async fn record(&mut self, session: TestSession, now_unix: i64) -> Result<(), PaymentError> {
        if let Some(log) = self.log.as_mut() {
            let due = log.lines + 1 >= (2 * log.lines_after_compaction).max(MIN_LINES_BEFORE_COMPACTION);
            if log.needs_rewrite || due {
                let mut next = self.live.clone();
                next.retain(|_, s| s.is_live(now_unix));
                next.insert(session.session_id.clone(), session);
                log.compact(&next).await?;
                self.live = next;
                return Ok(());
            }
            log.append(&session).await?;
        }
        self.live.insert(session.session_id.clone(), session);
        Ok(())
    }
}

impl SessionLog {
    async fn append(&mut self, session: &TestSession) -> Result<(), PaymentError> {
        let mut line = serde_json::to_vec(session).map_err(|e| provider_error("encoding", &self.path, e))?;
        line.push(b'\n');
        let written = async {
            self.file.write_all(&line).await?;
            self.file.flush().await
        }
        .await;
        if let Err(err) = written {
            self.needs_rewrite = true;
            return Err(provider_error("appending to", &self.path, err));
        }
        self.lines += 1;
        self.bytes_written += line.len() as u64;
        Ok(())
    }

    async fn compact(&mut self, live: &HashMap<String, TestSession>) -> Result<(), PaymentError> {
        let path = self.path.clone();
        let live = live.clone();
        let (file, lines, bytes) = tokio::task::spawn_blocking(move || write_compacted(&path, &live))
            .await
            .map_err(|e| provider_error("compacting", &self.path, e))??;
        self.file = file;
        self.lines = lines;
        self.lines_after_compaction = lines;
        self.needs_rewrite = false;
        self.bytes_written += bytes;
        Ok(())
    }
}

/// Writes `live` as a fresh log beside `path`, moves it over `path` and opens it for appending. Returns the file,
/// its line count and its size.
fn write_compacted(
    path: &Path,
    live: &HashMap<String, TestSession>,
) -> Result<(tokio::fs::File, usize, u64), PaymentError> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| provider_error("creating the folder of", path, e))?;
    }
    let mut sessions: Vec<&TestSession> = live.values().collect();
    // Oldest first, as they were appended.
    sessions.sort_by(|a, b| (a.created_unix, &a.session_id).cmp(&(b.created_unix, &b.session_id)));
    let mut raw = Vec::new();
    for session in &sessions {
        serde_json::to_writer(&mut raw, session).map_err(|e| provider_error("encoding", path, e))?;
        raw.push(b'\n');
    }
    let partial = path.with_extension("jsonl.partial");
    std::fs::write(&partial, &raw).map_err(|e| provider_error("writing", &partial, e))?;
    std::fs::rename(&partial, path).map_err(|e| provider_error("replacing", path, e))?;
    let file = std::fs::OpenOptions::new().append(true).open(path).map_err(|e| provider_error("opening", path, e))?;
    Ok((tokio::fs::File::from_std(file), sessions.len(), raw.len() as u64))
}

/// The sessions of the log at `path`. Unreadable lines are skipped; if there are any, the whole file is first copied
/// aside for the operator. Never fails: a missing file has no sessions, an unreadable one is set aside.
fn read_log(path: &Path) -> Vec<TestSession> {
    let raw = match std::fs::read(path) {
        Ok(raw) => raw,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return vec![],
        Err(err) => {
            tracing::error!(file = %path.display(), error = %err, "could not read the test-checkout sessions; starting without them");
            set_aside(path, true);
            return vec![];
        }
    };
    let mut sessions = vec![];
    let mut corrupt = vec![];
    for (index, line) in raw.split(|&b| b == b'\n').enumerate() {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match serde_json::from_slice::<TestSession>(line) {
            Ok(session) => sessions.push(session),
            // The error's category only: its message can quote the line, which holds a buyer's email.
            Err(err) => corrupt.push((index + 1, err.classify())),
        }
    }
    if let Some((first_line, problem)) = corrupt.first() {
        tracing::error!(
            file = %path.display(),
            corrupt_lines = corrupt.len(),
            first_line,
            problem = ?problem,
            kept_sessions = sessions.len(),
            "test-checkout session log has corrupt lines; skipped them and kept a copy of the file"
        );
        set_aside(path, false);
    }
    sessions
}

/// The sessions of the whole-map JSON file earlier versions wrote; a corrupt one is set aside.
fn read_legacy(path: &Path) -> Vec<TestSession> {
    let parsed = std::fs::read(path).map_err(|e| e.to_string()).and_then(|raw| {
        serde_json::from_slice::<HashMap<String, TestSession>>(&raw).map_err(|e| format!("{:?}", e.classify()))
    });
    match parsed {
        Ok(sessions) => sessions.into_values().collect(),
        Err(problem) => {
            tracing::error!(file = %path.display(), problem, "could not read the old test-checkout session file; setting it aside");
            set_aside(path, true);
            vec![]
        }
    }
}

/// Keeps a corrupt file for the operator as `<name>.corrupt-<unix time>`: moved when nothing of it is kept,
/// copied when its readable part is.
fn set_aside(path: &Path, move_it: bool) {
    let mut aside = path.as_os_str().to_owned();
    aside.push(format!(".corrupt-{}", time::OffsetDateTime::now_utc().unix_timestamp()));
    let aside = PathBuf::from(aside);
    let result = if move_it { std::fs::rename(path, &aside) } else { std::fs::copy(path, &aside).map(|_| ()) };
    match result {
        Ok(()) => tracing::warn!(file = %aside.display(), "set the corrupt test-checkout session file aside"),
        Err(err) => tracing::error!(file = %path.display(), error = %err, "could not set the corrupt file aside"),
    }
}

#[async_trait]
impl PaymentGateway for TestCheckout {
    async fn create_checkout(&self, request: &CheckoutRequest) -> Result<CreatedCheckout, PaymentError> {
        let now = self.now_unix();
        let session_id = format!("cs_test_{}", uuid::Uuid::new_v4().simple());
        let session = TestSession {
            session_id: session_id.clone(),
            amount_cents: request.amount.0,
            product_name: request.product_name.clone(),
            success_url: request.success_url.replace("{CHECKOUT_SESSION_ID}", &session_id),
            cancel_url: request.cancel_url.clone(),
            paid: false,
            customer_email: None,
            created_unix: Some(now),
        };
        self.state.lock().await.record(session, now).await?;
        Ok(CreatedCheckout { url: format!("/test-checkout?session_id={session_id}"), session_id })
    }

    async fn session_state(&self, session_id: &str) -> Result<Option<SessionState>, PaymentError> {
        Ok(self.session(session_id).await.map(|s| SessionState { paid: s.paid, customer_email: s.customer_email }))
    }

    fn verify_webhook(
        &self,
        payload: &str,
        signature_header: &str,
        now_unix: i64,
    ) -> Result<WebhookEvent, WebhookError> {
        super::stripe::verify_stripe_webhook(payload, signature_header, &self.webhook_secret, now_unix)
    }

    async fn refund(&self, session_id: &str) -> Result<RefundReceipt, PaymentError> {
        let mut refunds = self.refunds.lock().await;
        if let Some(done) = refunds.made.iter().find(|r| r.session_id == session_id) {
            return Ok(RefundReceipt { refund_id: done.refund_id.clone(), amount_cents: Some(done.amount_cents) });
        }
        // A session still kept must have been paid; an older one (kept a day) was paid if the store says so.
        let session = self.state.lock().await.live.get(session_id).cloned();
        if session.as_ref().is_some_and(|s| !s.paid) {
            return Err(PaymentError::Provider("the test checkout session was not paid".into()));
        }
        let refund = TestRefund {
            refund_id: format!("re_test_{}", uuid::Uuid::new_v4().simple()),
            session_id: session_id.to_string(),
            amount_cents: session.map_or(crate::domain::PRICE.0, |s| s.amount_cents),
            refunded_unix: self.now_unix(),
        };
        refunds.record(refund.clone()).await?;
        Ok(RefundReceipt { refund_id: refund.refund_id, amount_cents: Some(refund.amount_cents) })
    }

    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        Ok("TEST MODE checkout: built in, takes no real payments".into())
    }
}

/// Escapes text for HTML element content and attribute values.
pub fn escape_html(raw: &str) -> String {
    raw.chars().fold(String::with_capacity(raw.len()), |mut out, c| {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
        out
    })
}

/// The checkout page. No script and no inline style attribute beyond a `<style>` block the CSP allows.
pub fn render_page(session: &TestSession, site_name: &str) -> String {
    let amount = Cents(session.amount_cents).display();
    let id = escape_html(&session.session_id);
    let status = if session.paid { "<p class=\"paid\">This session is already paid.</p>" } else { "" };
    format!(
        r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout - {site}</title>
<style>
body {{ font-family: system-ui, sans-serif; background: #f6f7fb; margin: 0; }}
.banner {{ background: #b45309; color: #fff; text-align: center; padding: 10px; font-weight: 700; letter-spacing: .05em; }}
main {{ max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px #0001; }}
h1 {{ font-size: 1.3rem; margin-top: 0; }} .amount {{ font-size: 2rem; font-weight: 700; margin: 8px 0 20px; }}
label {{ display: block; font-size: .9rem; margin-bottom: 4px; }} input {{ width: 100%; box-sizing: border-box; padding: 10px; margin-bottom: 16px; border: 1px solid #ccd; border-radius: 6px; }}
button {{ width: 100%; padding: 12px; border: 0; border-radius: 6px; font-size: 1rem; cursor: pointer; }}
.pay {{ background: #4f46e5; color: #fff; margin-bottom: 10px; }} .cancel {{ background: #e5e7eb; }} .note {{ color: #555; font-size: .85rem; }}
</style></head>
<body><div class="banner" role="status">TEST MODE - no real payment is taken</div>
<main>
<h1>{product}</h1>
<p class="amount">{amount}</p>{status}
<form method="post" action="/test-checkout/pay">
<input type="hidden" name="session_id" value="{id}">
<label for="email">Email (your document code is sent here)</label>
<input id="email" name="email" type="email" value="buyer@example.com" required>
<button class="pay" type="submit">Pay {amount}</button>
</form>
<form method="post" action="/test-checkout/cancel">
<input type="hidden" name="session_id" value="{id}">
<button class="cancel" type="submit">Cancel and return</button>
</form>
<p class="note">This page stands in for the card payment provider when the product runs locally without payment keys.</p>
</main></body></html>"#,
        site = escape_html(site_name),
        product = escape_html(&session.product_name),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ShiftedClock;

    fn request() -> CheckoutRequest {
        CheckoutRequest {
            order_reference: "ref".into(),
            amount: Cents(1900),
            product_name: "Immediate Access".into(),
            success_url: "http://localhost:8080/payment-success?session_id={CHECKOUT_SESSION_ID}".into(),
            cancel_url: "http://localhost:8080/".into(),
            expires_at: time::OffsetDateTime::now_utc() + time::Duration::hours(1),
        }
    }

    /// A fresh data folder and the session file path the local server uses in it.
    fn data_dir() -> (PathBuf, PathBuf) {
        let dir = std::env::temp_dir().join(format!("test-checkout-{}", uuid::Uuid::new_v4()));
        let file = dir.join("test-checkout-sessions.json");
        (dir, file)
    }

    fn open(file: &Path, clock: &Arc<ShiftedClock>) -> TestCheckout {
        TestCheckout::with_clock(Some(file.to_path_buf()), "whsec_x".into(), clock.clone()).unwrap()
    }

    fn log_lines(file: &Path) -> Vec<String> {
        std::fs::read_to_string(file.with_extension("jsonl")).unwrap().lines().map(str::to_string).collect()
    }

    fn set_aside_files(dir: &Path) -> Vec<String> {
        std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|name| name.contains(".corrupt-"))
            .collect()
    }

    #[tokio::test]
    async fn a_session_is_unpaid_until_the_pay_button_and_survives_a_restart() {
        let (dir, file) = data_dir();
        let checkout = TestCheckout::new(Some(file.clone()), "whsec_x".into()).unwrap();
        let created = checkout.create_checkout(&request()).await.unwrap();
        let unpaid = checkout.create_checkout(&request()).await.unwrap();
        assert!(created.url.starts_with("/test-checkout?session_id=cs_test_"));
        assert!(!checkout.session_state(&created.session_id).await.unwrap().unwrap().paid);

        let paid = checkout.pay(&created.session_id, "buyer@example.com").await.unwrap().unwrap();
        assert!(paid.success_url.ends_with(&format!("session_id={}", created.session_id)));
        drop(checkout);

        let reopened = TestCheckout::new(Some(file.clone()), "whsec_x".into()).unwrap();
        let state = reopened.session_state(&created.session_id).await.unwrap().unwrap();
        assert!(state.paid);
        assert_eq!(state.customer_email.as_deref(), Some("buyer@example.com"));
        assert!(!reopened.session_state(&unpaid.session_id).await.unwrap().unwrap().paid);
        // Start-up compacted the log: one line per session, the paid state replacing the unpaid one.
        assert_eq!(log_lines(&file).len(), 2);
        // And a second restart reads what the first one wrote.
        drop(reopened);
        let again = TestCheckout::new(Some(file), "whsec_x".into()).unwrap();
        assert!(again.session_state(&created.session_id).await.unwrap().unwrap().paid);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn a_session_older_than_a_day_cannot_be_paid_and_is_gone_after_a_restart() {
        let (dir, file) = data_dir();
        let clock = Arc::new(ShiftedClock::default());
        let checkout = open(&file, &clock);
        let old = checkout.create_checkout(&request()).await.unwrap();
        clock.advance(time::Duration::hours(23));
        let recent = checkout.create_checkout(&request()).await.unwrap();
        clock.advance(time::Duration::hours(2));

        assert!(checkout.session(&old.session_id).await.is_none(), "lapsed after a day");
        assert!(checkout.session_state(&old.session_id).await.unwrap().is_none());
        assert!(checkout.pay(&old.session_id, "late@example.com").await.unwrap().is_none());
        assert!(checkout.session(&recent.session_id).await.is_some());
        drop(checkout);

        let reopened = open(&file, &clock);
        let lines = log_lines(&file);
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(!lines[0].contains(&old.session_id) && lines[0].contains(&recent.session_id));
        assert!(reopened.pay(&recent.session_id, "buyer@example.com").await.unwrap().is_some());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn corrupt_lines_are_skipped_and_kept_aside_and_the_log_is_clean_again() {
        let (dir, file) = data_dir();
        let clock = Arc::new(ShiftedClock::default());
        let checkout = open(&file, &clock);
        let first = checkout.create_checkout(&request()).await.unwrap();
        let second = checkout.create_checkout(&request()).await.unwrap();
        drop(checkout);

        // A line of garbage, a JSON value of the wrong shape, invalid UTF-8, and a line torn by a crash mid-write.
        let log = file.with_extension("jsonl");
        let mut raw = std::fs::read(&log).unwrap();
        raw.extend_from_slice(b"{not json\n[1,2,3]\n\xff\xfe\n{\"session_id\":\"cs_test_torn\",\"amount_c");
        std::fs::write(&log, &raw).unwrap();

        let reopened = open(&file, &clock);
        assert!(reopened.session(&first.session_id).await.is_some());
        assert!(reopened.session(&second.session_id).await.is_some());
        assert_eq!(set_aside_files(&dir).len(), 1, "the damaged file is kept for the operator");
        let third = reopened.create_checkout(&request()).await.unwrap();
        drop(reopened);
        for line in log_lines(&file) {
            serde_json::from_str::<TestSession>(&line).expect("every line of the rewritten log reads back");
        }
        assert!(open(&file, &clock).session(&third.session_id).await.is_some());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn a_refund_after_a_torn_last_line_is_kept_and_reads_back() {
        let (dir, file) = data_dir();
        let clock = Arc::new(ShiftedClock::default());
        let checkout = open(&file, &clock);
        let paid = checkout.create_checkout(&request()).await.unwrap();
        checkout.pay(&paid.session_id, "buyer@example.com").await.unwrap();
        let first = checkout.refund(&paid.session_id).await.unwrap();
        drop(checkout);
        // A crash in the middle of the next append: the file ends part-way through a line.
        let log = dir.join("test-checkout-refunds.jsonl");
        let mut raw = std::fs::read(&log).unwrap();
        raw.extend_from_slice(b"{\"refund_id\":\"re_test_torn\",\"sess");
        std::fs::write(&log, &raw).unwrap();

        let reopened = open(&file, &clock);
        let again = reopened.create_checkout(&request()).await.unwrap();
        reopened.pay(&again.session_id, "buyer@example.com").await.unwrap();
        let second = reopened.refund(&again.session_id).await.unwrap();
        drop(reopened);

        let refunds = open(&file, &clock).refunds().await;
        let ids: Vec<&str> = refunds.iter().map(|r| r.refund_id.as_str()).collect();
        assert_eq!(ids, [first.refund_id.as_str(), second.refund_id.as_str()], "both refunds survive the torn line");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn a_corrupt_file_is_set_aside_and_the_checkout_starts_empty() {
        let (dir, file) = data_dir();
        std::fs::create_dir_all(&dir).unwrap();
        // Both the log and an old whole-map file, each unreadable as a whole.
        std::fs::write(file.with_extension("jsonl"), b"\x00\x01garbage").unwrap();
        std::fs::write(&file, b"{\"cs_test_1\": {\"session_id\": ").unwrap();

        let checkout = open(&file, &Arc::new(ShiftedClock::default()));
        assert_eq!(set_aside_files(&dir).len(), 2, "{:?}", set_aside_files(&dir));
        assert!(!file.exists(), "the old file was moved aside");
        let created = checkout.create_checkout(&request()).await.unwrap();
        assert!(checkout.session(&created.session_id).await.is_some());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn sessions_of_the_old_whole_map_file_are_imported_once() {
        let (dir, file) = data_dir();
        std::fs::create_dir_all(&dir).unwrap();
        let old = serde_json::json!({ "cs_test_old": {
            "session_id": "cs_test_old", "amount_cents": 1900, "product_name": "Immediate Access",
            "success_url": "http://localhost:8080/payment-success?session_id=cs_test_old",
            "cancel_url": "http://localhost:8080/", "paid": false, "customer_email": null
        }});
        std::fs::write(&file, serde_json::to_vec_pretty(&old).unwrap()).unwrap();

        let clock = Arc::new(ShiftedClock::default());
        let checkout = open(&file, &clock);
        assert!(checkout.pay("cs_test_old", "buyer@example.com").await.unwrap().is_some());
        assert!(!file.exists(), "imported into the log and removed");
        drop(checkout);
        // Imported sessions lapse a day after the import, like any other.
        clock.advance(time::Duration::hours(25));
        assert!(open(&file, &clock).session("cs_test_old").await.is_none());
        let _ = std::fs::remove_dir_all(dir);
    }

    /// The old provider rewrote every session on every change: its 3,000th checkout wrote 3,000 sessions, and the
    /// total grew with the square of the history. Here a checkout costs one appended line plus its share of the
    /// compactions, which double the interval between them: on average under four lines, at any history.
    #[tokio::test]
    async fn the_bytes_written_per_checkout_do_not_grow_with_history() {
        let (dir, file) = data_dir();
        let clock = Arc::new(ShiftedClock::default());
        let checkout = open(&file, &clock);
        let created = checkout.create_checkout(&request()).await.unwrap();
        let line_bytes = serde_json::to_vec(&checkout.session(&created.session_id).await.unwrap()).unwrap().len() + 1;
        let mut checkouts = 1;
        for _ in 0..3 {
            for _ in 0..1000 {
                checkout.create_checkout(&request()).await.unwrap();
            }
            checkouts += 1000;
            // All sessions are within the day, so none is pruned: the bound comes from the log alone.
            let written = checkout.log_bytes_written().await;
            let per_checkout = written as f64 / checkouts as f64;
            assert!(
                per_checkout <= 4.0 * line_bytes as f64,
                "after {checkouts} checkouts: {per_checkout:.0} bytes each, {line_bytes} per line"
            );
        }
        assert!(log_lines(&file).len() <= 2 * checkouts, "at most twice the live sessions");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn with_a_day_of_history_the_log_stays_bounded_however_long_it_runs() {
        let (dir, file) = data_dir();
        let clock = Arc::new(ShiftedClock::default());
        let checkout = open(&file, &clock);
        // One checkout a minute for three days: at most 1,440 are live at any time.
        for _ in 0..3 * 1440 {
            checkout.create_checkout(&request()).await.unwrap();
            clock.advance(time::Duration::minutes(1));
        }
        let lines = log_lines(&file).len();
        assert!(lines <= 2 * 1440 + 1, "{lines} lines");
        drop(checkout);
        open(&file, &clock);
        assert!(log_lines(&file).len() <= 1440, "a restart keeps only the last day");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_page_is_marked_test_mode_and_escapes_text() {
        let session = TestSession {
            session_id: "cs_test_1".into(),
            amount_cents: 1900,
            product_name: "<script>x</script>".into(),
            success_url: String::new(),
            cancel_url: String::new(),
            paid: false,
            customer_email: None,
            created_unix: None,
        };
        let page = render_page(&session, "LegalDraft");
        assert!(page.contains("TEST MODE"));
        assert!(page.contains("Pay $19.00"));
        assert!(!page.contains("<script>x"));
    }
}
