//! Money and credits: integer cents, and a credit balance that can never go above its total.

use serde::{Deserialize, Serialize};

/// An amount of US money in integer cents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cents(pub i64);

impl Cents {
    /// "$19.00"
    pub fn display(self) -> String {
        format!("${}.{:02}", self.0 / 100, self.0 % 100)
    }

    /// As a contract writes an amount: "$95,000", or "$1,234.50" when there are cents.
    pub fn display_grouped(self) -> String {
        let grouped = thousands((self.0 / 100).unsigned_abs());
        let sign = if self.0 < 0 { "-" } else { "" };
        match self.0.unsigned_abs() % 100 {
            0 => format!("{sign}${grouped}"),
            cents => format!("{sign}${grouped}.{cents:02}"),
        }
    }
}

/// "100,000" for 100000: numbers as people read them.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod cents_tests {
    use super::Cents;

    #[test]
    fn amounts_read_as_a_contract_writes_them() {
        assert_eq!(Cents(9_500_000).display_grouped(), "$95,000");
        assert_eq!(Cents(123_450).display_grouped(), "$1,234.50");
        assert_eq!(Cents(99).display_grouped(), "$0.99");
        assert_eq!(Cents(100_000_000_000).display_grouped(), "$1,000,000,000");
        assert_eq!(Cents(1_900).display(), "$19.00");
    }
}

/// The one package sold: $19 once (spec §9).
pub const PRICE: Cents = Cents(1_900);
/// Document credits in one purchase (spec §1).
pub const CREDITS_PER_PURCHASE: u32 = 6;
/// How long a paid code stays valid (spec §1: a 30-day window).
pub const CODE_VALIDITY: time::Duration = time::Duration::days(30);

/// A code's credit balance. `used <= total` always holds for a value of this type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Credits {
    total: u32,
    used: u32,
}

impl Credits {
    /// Builds a balance from stored numbers, clamping `used` so the invariant holds even on odd data.
    pub fn new(total: u32, used: u32) -> Self {
        Credits { total, used: used.min(total) }
    }

    pub fn total(self) -> u32 {
        self.total
    }

    pub fn used(self) -> u32 {
        self.used
    }

    pub fn remaining(self) -> u32 {
        self.total - self.used
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn price_is_nineteen_dollars() {
        assert_eq!(PRICE.display(), "$19.00");
    }

    #[test]
    fn used_never_exceeds_total() {
        let credits = Credits::new(6, 9);
        assert_eq!(credits.used(), 6);
        assert_eq!(credits.remaining(), 0);
        assert_eq!(Credits::new(6, 2).remaining(), 4);
    }
}
