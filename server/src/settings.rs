//! The local server's own settings (every other setting is `shared::config::Config`): where it listens, where the
//! built SPA is, and how it guards its connections. Read through a lookup so tests need not touch the environment.

use crate::trusted_proxies::TrustedProxies;
use shared::config::ConfigError;
use std::path::PathBuf;
use std::time::Duration;

/// How the local server treats connections (decision 0005).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// A request's headers must arrive in full this long after the connection opens or the previous answer ends;
    /// hyper starts the clock then, so it also closes a kept-alive connection that sends nothing more.
    pub header_timeout: Duration,
    /// A connection on which nothing moves while the server waits on the client (a stalled upload, a client that
    /// stopped reading the answer, a kept-alive connection) is closed after this long.
    pub idle_timeout: Duration,
    /// Connections open at once, from everyone. Above it a new connection gets 503 `server_busy` and is closed.
    pub max_connections: usize,
    /// Connections open at once from one client address (one IPv6 /64), so one client cannot take every slot.
    /// Connections from a trusted proxy are not capped per client (every visitor behind it shares its address).
    pub max_connections_per_client: usize,
    /// A request body must arrive whole within this long of its request's headers, however steadily it trickles.
    pub body_timeout: Duration,
    /// After the first [`BODY_RATE_GRACE`], a body must have arrived at an average of at least this many bytes a
    /// second, so a client sending a byte now and then is let go in seconds, not at the deadline.
    pub min_body_bytes_per_second: u64,
    /// The reverse proxies whose `X-Forwarded-For` names the visitor (`TRUSTED_PROXIES`).
    pub trusted_proxies: TrustedProxies,
}

pub const DEFAULT_BODY_TIMEOUT_SECONDS: u64 = 30;
pub const DEFAULT_MIN_BODY_BYTES_PER_SECOND: u64 = 1024;
/// How long a body may take to get going before its average rate is held against it (a phone waking its radio).
pub const BODY_RATE_GRACE: Duration = Duration::from_secs(5);

pub const DEFAULT_HEADER_TIMEOUT_SECONDS: u64 = 10;
pub const DEFAULT_IDLE_TIMEOUT_SECONDS: u64 = 30;
/// Far above what a browser opens (about 6 per site), and room for a load test or a burst of 200 parallel calls
/// from one machine; see [`default_max_connections_per_client`].
pub const DEFAULT_MAX_CONNECTIONS_PER_CLIENT: usize = 256;

impl Default for ConnectionLimits {
    fn default() -> Self {
        let max_connections = default_max_connections();
        ConnectionLimits {
            header_timeout: Duration::from_secs(DEFAULT_HEADER_TIMEOUT_SECONDS),
            idle_timeout: Duration::from_secs(DEFAULT_IDLE_TIMEOUT_SECONDS),
            max_connections,
            max_connections_per_client: default_max_connections_per_client(max_connections),
            body_timeout: Duration::from_secs(DEFAULT_BODY_TIMEOUT_SECONDS),
            min_body_bytes_per_second: DEFAULT_MIN_BODY_BYTES_PER_SECOND,
            trusted_proxies: TrustedProxies::default(),
        }
    }
}

/// Half the process's open-file limit: each connection is one descriptor and may hold one more while it is answered
/// (a static file, a document), and SQLite, logs and refused connections need a few besides.
pub fn default_max_connections() -> usize {
    (open_file_limit() / 2).max(16)
}

/// 256, but never more than a quarter of `max_connections`, so two addresses (floods of idle or trickling sockets)
/// always leave half to everybody else.
pub fn default_max_connections_per_client(max_connections: usize) -> usize {
    DEFAULT_MAX_CONNECTIONS_PER_CLIENT.min(max_connections / 4).max(1)
}

/// The soft limit on open files (`ulimit -n`).
#[cfg(unix)]
pub fn open_file_limit() -> usize {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit only writes the struct we pass, which lives for the whole call.
    let status = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) };
    if status != 0 {
        return 1024;
    }
    if limit.rlim_cur == libc::RLIM_INFINITY {
        return 1 << 20;
    }
    usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX)
}

#[cfg(not(unix))]
pub fn open_file_limit() -> usize {
    1024
}

#[derive(Clone, Debug)]
pub struct ServerSettings {
    /// `HOST`: the address to listen on; `127.0.0.1` keeps the server private to this machine.
    pub host: String,
    /// `PORT`
    pub port: u16,
    /// `STATIC_DIR`: the built SPA.
    pub static_dir: PathBuf,
    pub limits: ConnectionLimits,
    /// `SHUTDOWN_GRACE_SECONDS`: how long a stopping server lets running generation jobs finish before it puts them
    /// back in the queue for the next start.
    pub shutdown_grace: Duration,
}

pub const DEFAULT_SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

pub const DEFAULT_HOST: &str = "127.0.0.1";
pub const DEFAULT_PORT: u16 = 8080;

impl ServerSettings {
    pub fn from_env() -> Result<ServerSettings, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the settings through `lookup`; empty counts as unset.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<ServerSettings, ConfigError> {
        let get = |name: &str| lookup(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let number = |name: &'static str, default: u64, max: u64| -> Result<u64, ConfigError> {
            let Some(raw) = get(name) else { return Ok(default) };
            match raw.parse::<u64>() {
                Ok(value) if (1..=max).contains(&value) => Ok(value),
                _ => Err(ConfigError {
                    variable: name,
                    problem: format!("must be a whole number from 1 to {max} (got {raw:?})"),
                }),
            }
        };
        let defaults = ConnectionLimits::default();
        let max_connections = number("MAX_CONNECTIONS", defaults.max_connections as u64, 1_000_000)? as usize;
        let limits = ConnectionLimits {
            header_timeout: Duration::from_secs(number(
                "HEADER_TIMEOUT_SECONDS",
                DEFAULT_HEADER_TIMEOUT_SECONDS,
                3600,
            )?),
            idle_timeout: Duration::from_secs(number("IDLE_TIMEOUT_SECONDS", DEFAULT_IDLE_TIMEOUT_SECONDS, 3600)?),
            max_connections,
            // A per-client cap above the global one would never apply; keep the pair consistent.
            max_connections_per_client: (number(
                "MAX_CONNECTIONS_PER_CLIENT",
                default_max_connections_per_client(max_connections) as u64,
                1_000_000,
            )? as usize)
                .min(max_connections),
            body_timeout: Duration::from_secs(number("BODY_TIMEOUT_SECONDS", DEFAULT_BODY_TIMEOUT_SECONDS, 3600)?),
            min_body_bytes_per_second: number(
                "MIN_BODY_BYTES_PER_SECOND",
                DEFAULT_MIN_BODY_BYTES_PER_SECOND,
                100_000_000,
            )?,
            trusted_proxies: match get("TRUSTED_PROXIES") {
                None => TrustedProxies::default(),
                Some(list) => TrustedProxies::parse(&list).map_err(|entry| ConfigError {
                    variable: "TRUSTED_PROXIES",
                    problem: format!("must list IP addresses or CIDR networks (e.g. 10.0.0.0/8); {entry:?} is neither"),
                })?,
            },
        };
        Ok(ServerSettings {
            host: get("HOST").unwrap_or_else(|| DEFAULT_HOST.into()),
            port: number("PORT", DEFAULT_PORT.into(), u16::MAX.into())? as u16,
            static_dir: PathBuf::from(get("STATIC_DIR").unwrap_or_else(|| "frontend/dist".into())),
            limits,
            shutdown_grace: Duration::from_secs(number(
                "SHUTDOWN_GRACE_SECONDS",
                DEFAULT_SHUTDOWN_GRACE.as_secs(),
                600,
            )?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(vars: &[(&str, &str)]) -> Result<ServerSettings, ConfigError> {
        ServerSettings::from_lookup(|name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string()))
    }

    #[test]
    fn with_nothing_set_it_listens_privately_with_caps_from_the_open_file_limit() {
        let defaults = settings(&[]).unwrap();
        assert_eq!(defaults.host, "127.0.0.1");
        assert_eq!(defaults.port, 8080);
        assert_eq!(defaults.limits.max_connections, (open_file_limit() / 2).max(16));
        assert_eq!(
            defaults.limits.max_connections_per_client,
            256.min(defaults.limits.max_connections / 4),
            "two addresses leave at least half the connections to others"
        );
        let small = settings(&[("MAX_CONNECTIONS", "100")]).unwrap();
        assert_eq!(small.limits.max_connections_per_client, 25);
        assert_eq!(defaults.limits.body_timeout, Duration::from_secs(30));
        assert_eq!(defaults.limits.min_body_bytes_per_second, 1024);
        assert!(defaults.limits.trusted_proxies.is_empty(), "nobody's X-Forwarded-For is believed unless configured");
        assert_eq!(defaults.limits.header_timeout, Duration::from_secs(10));
    }

    #[test]
    fn each_setting_is_read_and_a_bad_value_names_its_variable() {
        let custom = settings(&[
            ("HOST", "0.0.0.0"),
            ("PORT", "9000"),
            ("HEADER_TIMEOUT_SECONDS", "2"),
            ("IDLE_TIMEOUT_SECONDS", "3"),
            ("MAX_CONNECTIONS", "40"),
            ("MAX_CONNECTIONS_PER_CLIENT", "500"),
            ("SHUTDOWN_GRACE_SECONDS", "4"),
            ("BODY_TIMEOUT_SECONDS", "7"),
            ("MIN_BODY_BYTES_PER_SECOND", "10"),
            ("TRUSTED_PROXIES", "127.0.0.1, 10.0.0.0/8"),
        ])
        .unwrap();
        assert_eq!(custom.limits.body_timeout, Duration::from_secs(7));
        assert_eq!(custom.limits.min_body_bytes_per_second, 10);
        assert!(custom.limits.trusted_proxies.trusts("10.1.2.3".parse().unwrap()));
        assert_eq!(custom.shutdown_grace, Duration::from_secs(4));
        assert_eq!((custom.host.as_str(), custom.port), ("0.0.0.0", 9000));
        assert_eq!(custom.limits.header_timeout, Duration::from_secs(2));
        assert_eq!(custom.limits.idle_timeout, Duration::from_secs(3));
        assert_eq!(custom.limits.max_connections, 40);
        assert_eq!(custom.limits.max_connections_per_client, 40, "never above the global cap");
        for (variable, value) in [
            ("PORT", "http"),
            ("PORT", "70000"),
            ("HEADER_TIMEOUT_SECONDS", "0"),
            ("IDLE_TIMEOUT_SECONDS", "soon"),
            ("MAX_CONNECTIONS", "-1"),
            ("MAX_CONNECTIONS_PER_CLIENT", "0"),
            ("BODY_TIMEOUT_SECONDS", "0"),
            ("MIN_BODY_BYTES_PER_SECOND", "fast"),
            ("TRUSTED_PROXIES", "10.0.0.1, proxy.internal"),
        ] {
            assert_eq!(settings(&[(variable, value)]).unwrap_err().variable, variable, "{variable}={value}");
        }
    }
}
