//! The one template language of everything a customer reads: clause templates, messages (review notes, research
//! reasons, screen messages: `drafting/messages/*.toml`) and rule-table notes are all minijinja, configured here
//! once: strict about undefined names (a missing value is an error the tests catch, never an empty gap), no HTML
//! escaping (the output is a document's text), `{% %}` lines trimmed, and the filters the texts share.

use crate::domain::Cents;
use minijinja::syntax::SyntaxConfig;
use minijinja::{AutoEscape, Environment, Error, ErrorKind, UndefinedBehavior};

/// A fresh environment with the shared configuration and filters; the library adds its templates to one, the rule
/// tables render their notes with another.
pub(crate) fn environment() -> Environment<'static> {
    let mut env = Environment::new();
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    env.set_auto_escape_callback(|_| AutoEscape::None);
    env.set_syntax(
        SyntaxConfig::builder()
            .trim_blocks(true)
            .lstrip_blocks(true)
            .build()
            .expect("the default delimiters are valid"),
    );
    env.add_filter("usd", usd);
    env.add_filter("dollars", dollars);
    env
}

/// `{{ amount_cents | usd }}`: an amount in cents as dollars, "$126,858.83", or "$75,000" when whole.
fn usd(cents: i64) -> String {
    Cents(cents).display_grouped()
}

/// `{{ amount | dollars }}`: a whole-dollar amount, "$75,000".
fn dollars(amount: i64) -> Result<String, Error> {
    amount
        .checked_mul(100)
        .map(usd)
        .ok_or_else(|| Error::new(ErrorKind::InvalidOperation, format!("{amount} dollars is too large")))
}
