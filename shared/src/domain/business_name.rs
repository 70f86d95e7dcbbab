//! What a business's name says about its legal form: "Acme Inc" is a corporation's name, "Acme LLC" a limited
//! liability company's. A name that says one form while the order chose another is worth a warning, because the
//! document names the business by its legal form.

use super::options::BusinessType;

/// Name endings and the legal form each one signals. "Co." is left out: it may mean "Company" of any form.
const SUFFIXES: [(&str, BusinessType); 16] = [
    ("inc", BusinessType::Corporation),
    ("incorporated", BusinessType::Corporation),
    ("corp", BusinessType::Corporation),
    ("corporation", BusinessType::Corporation),
    ("p.c", BusinessType::Corporation),
    ("pc", BusinessType::Corporation),
    ("llc", BusinessType::Llc),
    ("l.l.c", BusinessType::Llc),
    ("pllc", BusinessType::Llc),
    ("p.l.l.c", BusinessType::Llc),
    ("ltd", BusinessType::Llc),
    ("llp", BusinessType::Partnership),
    ("l.l.p", BusinessType::Partnership),
    ("lp", BusinessType::Partnership),
    ("l.p", BusinessType::Partnership),
    ("lllp", BusinessType::Partnership),
];

/// The legal form the name's ending signals, if it signals one.
pub fn form_in_name(name: &str) -> Option<BusinessType> {
    let last = name.trim().trim_end_matches('.').rsplit([' ', ',']).next()?.to_lowercase();
    SUFFIXES.iter().find(|(suffix, _)| *suffix == last).map(|(_, form)| *form)
}

/// A warning when the name signals a legal form other than the chosen one ("Acme Inc" chosen as an LLC); a
/// nonprofit may be incorporated, so a corporation's ending is fine for it.
pub fn mismatch(name: &str, chosen: BusinessType) -> Option<String> {
    let signalled = form_in_name(name)?;
    let fits = signalled == chosen || (chosen == BusinessType::NonProfit && signalled == BusinessType::Corporation);
    (!fits).then(|| {
        format!(
            "The business name '{}' reads like a {} name, but the order says {}: check which is right, because the document names the business by its legal form.",
            name.trim(),
            match signalled {
                BusinessType::Corporation => "corporation's",
                BusinessType::Llc => "limited liability company's",
                BusinessType::Partnership => "limited partnership's",
                _ => "business's",
            },
            chosen.label()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_that_signals_another_form_gets_a_warning() {
        let cases: [(&str, BusinessType, bool); 14] = [
            ("Acme Inc", BusinessType::Llc, true),
            ("Acme, Inc.", BusinessType::Llc, true),
            ("Acme Corp.", BusinessType::SoleProprietorship, true),
            ("Acme LLC", BusinessType::Corporation, true),
            ("Acme L.L.C.", BusinessType::Partnership, true),
            ("Acme LLP", BusinessType::Llc, true),
            ("Acme Inc", BusinessType::Corporation, false),
            ("Acme LLC", BusinessType::Llc, false),
            ("Acme PLLC", BusinessType::Llc, false),
            ("Acme Co.", BusinessType::Llc, false),
            ("Acme Widgets", BusinessType::Corporation, false),
            ("Helping Hands, Inc.", BusinessType::NonProfit, false),
            ("Lincoln", BusinessType::Llc, false),
            ("Acme LP", BusinessType::Partnership, false),
        ];
        for (name, chosen, warns) in cases {
            assert_eq!(mismatch(name, chosen).is_some(), warns, "{name} as {chosen}");
        }
        let message = mismatch("Acme Inc", BusinessType::Llc).expect("a warning");
        assert!(message.contains("'Acme Inc' reads like a corporation's name") && message.contains("(LLC)"));
    }
}
