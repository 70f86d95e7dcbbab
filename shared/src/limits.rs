//! Server-side rate limits (decisions §4.4): the rules, as pure functions over a counter.
//!
//! A counter counts failures (a code that does not exist) or costly events (checkouts) for one key: a client address
//! or a code string. The record store applies `next_count` and `may_prove` atomically (one `IMMEDIATE` transaction on
//! SQLite, one conditional update on DynamoDB), so however many attempts arrive at once, at most `max` of them are
//! counted in a round, and a blocked key stays blocked until the block expires.

use sha2::{Digest, Sha256};
use std::net::IpAddr;
use time::{Duration, OffsetDateTime};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttemptPolicy {
    /// Counted attempts in one round; the attempt that reaches it starts the block.
    pub max: u32,
    pub block_for: Duration,
    /// A round not added to for this long is forgotten (spec §5: attempt records expire after 24 hours).
    /// Always longer than `block_for`, so a block ends before its round is forgotten.
    pub forget_after: Duration,
}

/// Spec §5: 4 failed attempts on one code, then a 15-minute block.
pub const PER_CODE: AttemptPolicy =
    AttemptPolicy { max: 4, block_for: Duration::minutes(15), forget_after: Duration::hours(24) };
/// Guessing random codes from one address: 10 unknown codes, then an hour's block.
pub const PER_CLIENT: AttemptPolicy =
    AttemptPolicy { max: 10, block_for: Duration::hours(1), forget_after: Duration::hours(24) };
/// Unpaid checkouts one client may have open at once (docs/decisions/0031). Each checkout creates a code and a
/// payment session, so a client may hold at most `max` places; a place is given back when its checkout is paid, and
/// ends by itself after `hold_for`, when its payment session expires unpaid. So many buyers behind one address (an
/// office, a mobile network) can each buy, while a script opening checkouts it never pays is held to `max` at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacePolicy {
    pub max: u32,
    /// How long a place is held unpaid: the payment session's own lifetime (it cannot be paid after).
    pub hold_for: Duration,
}

/// 10 unpaid checkouts at once from one address, each counted for at most an hour (its session's lifetime).
pub const UNPAID_CHECKOUTS_PER_CLIENT: PlacePolicy = PlacePolicy { max: 10, hold_for: Duration::hours(1) };

impl PlacePolicy {
    /// Whether one more place may be held, given when the client's places end: `Err(until)`, when the first of
    /// the places still held ends, if `max` are held now. Places that have ended do not count.
    pub fn admit(
        &self,
        held_until: impl IntoIterator<Item = OffsetDateTime>,
        now: OffsetDateTime,
    ) -> Result<(), OffsetDateTime> {
        let live: Vec<OffsetDateTime> = held_until.into_iter().filter(|until| *until > now).collect();
        match live.iter().min() {
            Some(first) if live.len() >= self.max as usize => Err(*first),
            _ => Ok(()),
        }
    }
}

/// Contact-form messages from one address: each reaches the support mailbox, so 5 in a row, then an hour's pause.
pub const CONTACT_PER_CLIENT: AttemptPolicy =
    AttemptPolicy { max: 5, block_for: Duration::hours(1), forget_after: Duration::hours(24) };

/// 'Lost your code?' requests from one address: each may send a mail, so 5 in a row, then an hour's pause.
pub const LOST_CODES_PER_CLIENT: AttemptPolicy =
    AttemptPolicy { max: 5, block_for: Duration::hours(1), forget_after: Duration::hours(24) };
/// 'Lost your code?' emails to one address, whoever asks: one, then nothing more to that mailbox for an hour. It
/// limits what is sent, never whether the buyer may ask: a stranger asking first only sends the codes to the buyer's
/// own mailbox, where the buyer finds them. Unknown addresses count the same, so trying tells nothing.
pub const LOST_CODES_EMAILS_PER_ADDRESS: AttemptPolicy =
    AttemptPolicy { max: 1, block_for: Duration::hours(1), forget_after: Duration::hours(2) };

/// `generate-sample-document` from one address, each minute: samples are drafted once and kept, so this bounds
/// only what one client can make the server send (a page shows at most five).
pub const SAMPLES_PER_CLIENT_PER_MINUTE: AttemptPolicy =
    AttemptPolicy { max: 60, block_for: Duration::minutes(1), forget_after: Duration::minutes(2) };
/// `plan-document` from one address, each minute: a form asks for a plan as its order changes (a pause in typing
/// apart), and each is a drafting pass of a few milliseconds.
pub const PLANS_PER_CLIENT_PER_MINUTE: AttemptPolicy =
    AttemptPolicy { max: 60, block_for: Duration::minutes(1), forget_after: Duration::minutes(2) };
/// `format-document` from one address, each minute: every call renders a Word file of up to 100,000 characters.
pub const FORMATS_PER_CLIENT_PER_MINUTE: AttemptPolicy =
    AttemptPolicy { max: 10, block_for: Duration::minutes(1), forget_after: Duration::minutes(2) };

/// Wrong operator tokens from one address: 5, then 15 minutes in which every token from it is refused, right or
/// wrong (so a blocked guesser learns nothing).
pub const ADMIN_FAILURES_PER_CLIENT: AttemptPolicy =
    AttemptPolicy { max: 5, block_for: Duration::minutes(15), forget_after: Duration::hours(24) };

/// The state of one key: how many attempts its current round has counted, and when the last one was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttemptCounter {
    pub count: u32,
    pub last_at: OffsetDateTime,
}

/// What an attempt may do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gate {
    Open { remaining: u32 },
    Blocked { until: OffsetDateTime },
}

impl Gate {
    pub fn retry_after_seconds(until: OffsetDateTime, now: OffsetDateTime) -> u64 {
        (until - now).whole_seconds().max(1) as u64
    }
}

impl AttemptPolicy {
    /// The gate a key is at, given its counter.
    pub fn gate(&self, counter: Option<&AttemptCounter>, now: OffsetDateTime) -> Gate {
        match counter {
            Some(c) if self.in_round(c, now) && c.count >= self.max => {
                Gate::Blocked { until: c.last_at + self.block_for }
            }
            Some(c) if self.in_round(c, now) => Gate::Open { remaining: self.max - c.count },
            _ => Gate::Open { remaining: self.max },
        }
    }

    /// Whether the counter still belongs to the current round: not forgotten, and not a block that has ended.
    fn in_round(&self, counter: &AttemptCounter, now: OffsetDateTime) -> bool {
        let age = now - counter.last_at;
        age < self.forget_after && !(counter.count >= self.max && age >= self.block_for)
    }

    /// The counter after counting one more attempt, or the block that refuses it. A refused attempt changes nothing:
    /// nothing resets or extends a block while it is in force.
    pub fn next_count(&self, counter: Option<&AttemptCounter>, now: OffsetDateTime) -> Result<AttemptCounter, Gate> {
        match self.gate(counter, now) {
            blocked @ Gate::Blocked { .. } => Err(blocked),
            Gate::Open { remaining } if remaining == self.max => Ok(AttemptCounter { count: 1, last_at: now }),
            Gate::Open { remaining } => Ok(AttemptCounter { count: self.max - remaining + 1, last_at: now }),
        }
    }

    /// The cut-off times the stores' conditional writes use: a counter whose last attempt is at or before
    /// `forgotten_before` is forgotten; a full counter whose last attempt is at or before `block_ended_before` is free.
    pub fn cutoffs(&self, now: OffsetDateTime) -> (OffsetDateTime, OffsetDateTime) {
        (now - self.forget_after, now - self.block_for)
    }
}

/// The result of asking the store to count an attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Counted; `remaining` more fit in this round (0: this attempt started the block).
    Counted { remaining: u32, counter: AttemptCounter },
    /// Not counted: the key is blocked.
    Refused { until: OffsetDateTime },
}

impl Counted {
    pub fn from_next(policy: &AttemptPolicy, next: Result<AttemptCounter, Gate>) -> Counted {
        match next {
            Ok(counter) => Counted::Counted { remaining: policy.max.saturating_sub(counter.count), counter },
            Err(Gate::Blocked { until }) => Counted::Refused { until },
            // `next_count` only refuses with a block; an open gate here would be a logic error, so refuse briefly.
            Err(Gate::Open { .. }) => Counted::Refused { until: OffsetDateTime::UNIX_EPOCH },
        }
    }
}

/// The counter key of a code string (spec §5: the per-code limit).
pub fn code_key(code: &str) -> String {
    format!("code#{code}")
}

/// The counter key of a client address. IPv6 addresses count by their /64, the block one subscriber usually holds,
/// so cycling through the addresses of one network does not reset the limit. An IPv4 address mapped into IPv6 counts
/// as the IPv4 address. Anything unparsable counts as one shared "unknown" client.
pub fn client_key(address: Option<&str>) -> String {
    let parsed = address.and_then(|a| a.trim().parse::<IpAddr>().ok());
    match parsed.map(|ip| ip.to_canonical()) {
        Some(IpAddr::V4(v4)) => format!("client#{v4}"),
        Some(IpAddr::V6(v6)) => {
            let s = v6.segments();
            let network = std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0);
            format!("client#{network}/64")
        }
        None => "client#unknown".to_string(),
    }
}

/// The counter key of a per-client event limit (e.g. `checkout`).
pub fn event_key(event: &str, client_key: &str) -> String {
    format!("{event}#{client_key}")
}

/// The counter key of a per-client limit per calendar minute (`…_PER_MINUTE` policies): each minute counts anew, so
/// steady use never adds up to a block, while a client looping the call is held to the minute's allowance.
pub fn per_minute_key(event: &str, client_key: &str, now: OffsetDateTime) -> String {
    format!("{event}#{client_key}#{}", now.unix_timestamp().div_euclid(60))
}

/// When the calendar minute after `now` starts: a per-minute key's allowance is new from then.
pub fn next_minute(now: OffsetDateTime) -> OffsetDateTime {
    let minute = now.unix_timestamp().div_euclid(60);
    OffsetDateTime::from_unix_timestamp((minute + 1) * 60).unwrap_or(now + Duration::minutes(1))
}

/// The key of the counters that are about a person rather than an address (the mailbox 'Lost your code?' writes to):
/// such a counter's key is an HMAC of what it counts, so whoever reads the counters table cannot check a guessed
/// email address against it without this key, which lives outside the table (`COUNTER_HASH_KEY`, or a key file in
/// the data folder).
#[derive(Clone)]
pub struct CounterKey([u8; 32]);

impl CounterKey {
    /// The key a configured secret stands for.
    pub fn from_secret(secret: &str) -> CounterKey {
        CounterKey(Sha256::digest(secret.as_bytes()).into())
    }

    /// The key kept in `path`, made (32 random bytes, hex, readable by this user only) the first time. Two
    /// processes starting together agree: the first file to land wins and both read it.
    pub fn load_or_create(path: &std::path::Path) -> std::io::Result<CounterKey> {
        if let Some(key) = Self::read(path)? {
            return Ok(key);
        }
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        let mut bytes = [0u8; 32];
        rand::RngCore::fill_bytes(&mut rand::rngs::OsRng, &mut bytes);
        let partial = path.with_extension(format!("partial-{}", uuid::Uuid::new_v4().simple()));
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        std::io::Write::write_all(&mut options.open(&partial)?, hex::encode(bytes).as_bytes())?;
        // A hard link fails if the key appeared meanwhile; then the one already there is the key.
        let linked = std::fs::hard_link(&partial, path);
        let _ = std::fs::remove_file(&partial);
        match linked {
            Ok(()) => Ok(CounterKey(bytes)),
            Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => Self::read(path)?
                .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidData, "the counter key file is damaged")),
            Err(err) => Err(err),
        }
    }

    fn read(path: &std::path::Path) -> std::io::Result<Option<CounterKey>> {
        match std::fs::read_to_string(path) {
            Ok(text) => {
                let bytes = hex::decode(text.trim()).ok().and_then(|b| <[u8; 32]>::try_from(b).ok());
                bytes.map(|bytes| Some(CounterKey(bytes))).ok_or_else(|| {
                    std::io::Error::new(
                        std::io::ErrorKind::InvalidData,
                        format!("{} is not a counter key (64 hex digits); delete it to make a new one", path.display()),
                    )
                })
            }
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(err) => Err(err),
        }
    }

    /// The keyed fingerprint of `text` (HMAC-SHA-256, the first 12 bytes in hex).
    pub fn fingerprint(&self, text: &str) -> String {
        use hmac::Mac;
        let mut mac = <hmac::Hmac<Sha256> as Mac>::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(text.as_bytes());
        hex::encode(&mac.finalize().into_bytes()[..12])
    }
}

impl std::fmt::Debug for CounterKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CounterKey([redacted])")
    }
}

/// How a store remembers that a client has shown it holds a code: a hash, so the counter table holds no codes.
pub fn code_fingerprint(code: &str) -> String {
    let digest = Sha256::digest(code.as_bytes());
    hex::encode(&digest[..12])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap()
    }

    fn count(policy: &AttemptPolicy, times: u32, at: OffsetDateTime) -> Option<AttemptCounter> {
        let mut counter = None;
        for _ in 0..times {
            counter = Some(policy.next_count(counter.as_ref(), at).expect("open"));
        }
        counter
    }

    #[test]
    fn the_fourth_failure_on_a_code_starts_a_fifteen_minute_block_that_nothing_resets() {
        let counter = count(&PER_CODE, 3, now());
        assert_eq!(PER_CODE.gate(counter.as_ref(), now()), Gate::Open { remaining: 1 });
        let full = PER_CODE.next_count(counter.as_ref(), now()).unwrap();
        assert_eq!(full.count, 4);
        let until = now() + Duration::minutes(15);
        assert_eq!(PER_CODE.gate(Some(&full), now()), Gate::Blocked { until });
        // Attempts during the block are refused and do not move it.
        let later = now() + Duration::minutes(14);
        assert_eq!(PER_CODE.next_count(Some(&full), later), Err(Gate::Blocked { until }));
        // After the block a new round starts.
        let after = now() + Duration::minutes(15);
        assert_eq!(PER_CODE.gate(Some(&full), after), Gate::Open { remaining: 4 });
        assert_eq!(PER_CODE.next_count(Some(&full), after).unwrap(), AttemptCounter { count: 1, last_at: after });
    }

    #[test]
    fn a_round_is_forgotten_after_a_day() {
        let counter = count(&PER_CLIENT, 9, now());
        assert_eq!(PER_CLIENT.gate(counter.as_ref(), now() + Duration::hours(23)), Gate::Open { remaining: 1 });
        assert_eq!(PER_CLIENT.gate(counter.as_ref(), now() + Duration::hours(24)), Gate::Open { remaining: 10 });
    }

    #[test]
    fn every_policy_forgets_after_its_block_ends() {
        for policy in [PER_CODE, PER_CLIENT, CONTACT_PER_CLIENT, LOST_CODES_PER_CLIENT, ADMIN_FAILURES_PER_CLIENT] {
            assert!(policy.forget_after > policy.block_for, "{policy:?}");
        }
    }

    #[test]
    fn unpaid_checkouts_are_held_to_the_limit_at_once_and_ended_ones_do_not_count() {
        let policy = UNPAID_CHECKOUTS_PER_CLIENT;
        let ends = |minutes: &[i64]| minutes.iter().map(|m| now() + Duration::minutes(*m)).collect::<Vec<_>>();
        assert_eq!(policy.admit(vec![], now()), Ok(()));
        let nine = ends(&[5, 10, 15, 20, 25, 30, 35, 40, 45]);
        assert_eq!(policy.admit(nine.clone(), now()), Ok(()), "nine held, a tenth fits");
        let ten: Vec<_> = nine.iter().copied().chain(ends(&[3])).collect();
        assert_eq!(policy.admit(ten.clone(), now()), Err(now() + Duration::minutes(3)), "full until the first ends");
        assert_eq!(policy.admit(ten.clone(), now() + Duration::minutes(3)), Ok(()), "an ended place does not count");
        let with_ended: Vec<_> = nine.iter().copied().chain(ends(&[-1, -30])).collect();
        assert_eq!(policy.admit(with_ended, now()), Ok(()), "places that ended before now never count");
        assert!(policy.hold_for <= Duration::hours(24), "a Stripe session lives at most a day");
        assert!(policy.hold_for >= Duration::minutes(30), "and at least 30 minutes");
    }

    #[test]
    fn ipv6_clients_count_by_their_64_and_mapped_ipv4_as_ipv4() {
        let a = client_key(Some("2001:db8:1:2:aaaa::1"));
        let b = client_key(Some("2001:db8:1:2:ffff:ffff:ffff:fffe"));
        assert_eq!(a, b);
        assert_eq!(a, "client#2001:db8:1:2::/64");
        assert_ne!(a, client_key(Some("2001:db8:1:3::1")));
        assert_eq!(client_key(Some("::ffff:203.0.113.9")), client_key(Some("203.0.113.9")));
        assert_eq!(client_key(Some("203.0.113.9")), "client#203.0.113.9");
        assert_eq!(client_key(Some("not an address")), "client#unknown");
        assert_eq!(client_key(None), "client#unknown");
    }

    #[test]
    fn a_per_minute_allowance_is_new_at_the_next_minute() {
        let at = OffsetDateTime::from_unix_timestamp(1_800_000_020).unwrap(); // 20 s into a minute
        assert_eq!(next_minute(at), OffsetDateTime::from_unix_timestamp(1_800_000_060).unwrap());
        assert_ne!(per_minute_key("plans", "client#x", at), per_minute_key("plans", "client#x", next_minute(at)));
        assert_eq!(
            per_minute_key("plans", "client#x", at),
            per_minute_key("plans", "client#x", next_minute(at) - Duration::seconds(1))
        );
    }

    #[test]
    fn a_keyed_fingerprint_needs_the_key() {
        let key = CounterKey::from_secret("a-counter-key-of-at-least-32-characters");
        let other = CounterKey::from_secret("another-counter-key-of-32-characters!");
        let mailbox = key.fingerprint("buyer@example.com");
        assert_eq!(mailbox, key.fingerprint("buyer@example.com"), "stable for one key");
        assert_ne!(mailbox, other.fingerprint("buyer@example.com"), "another key, another fingerprint");
        assert_ne!(mailbox, code_fingerprint("buyer@example.com"), "not the plain hash anybody can compute");
        assert_eq!(mailbox.len(), 24);
    }

    #[test]
    fn the_key_file_is_made_once_and_read_back() {
        let dir = std::env::temp_dir().join(format!("counter-key-{}", uuid::Uuid::new_v4()));
        let path = dir.join("counter-hash.key");
        let made = CounterKey::load_or_create(&path).unwrap();
        let again = CounterKey::load_or_create(&path).unwrap();
        assert_eq!(made.fingerprint("x"), again.fingerprint("x"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        std::fs::write(&path, "damaged").unwrap();
        assert!(CounterKey::load_or_create(&path).is_err(), "a damaged key is an error, never silently replaced");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn fingerprints_differ_per_code_and_hide_it() {
        let a = code_fingerprint("ABCD2345");
        assert_ne!(a, code_fingerprint("ABCD2346"));
        assert!(!a.contains("ABCD"));
        assert_eq!(a.len(), 24);
    }
}
