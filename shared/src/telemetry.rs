//! Structured logs: JSON on Lambda (`LOG_FORMAT=json`), readable text locally. Filter with `RUST_LOG`.
//!
//! What may be logged: ids, stages, statuses, redacted codes (`DocumentCode::redacted`). What may not: secrets, codes in
//! full, email addresses, or any text a customer typed.

use tracing_subscriber::{fmt, EnvFilter};

pub fn init() {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,aws_config=warn,aws_smithy_runtime=warn"));
    let json = std::env::var("LOG_FORMAT").map(|v| v.eq_ignore_ascii_case("json")).unwrap_or(false);
    // Colour codes only for a person at a terminal: piped into CloudWatch or a file they are noise.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let builder = fmt().with_env_filter(filter).with_target(false).with_ansi(ansi);
    // A second call (tests spawning several apps) keeps the first subscriber.
    let _ = if json {
        builder.json().flatten_event(true).with_current_span(true).with_span_list(false).without_time().try_init()
    } else {
        builder.compact().try_init()
    };
}
