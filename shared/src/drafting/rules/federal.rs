//! Federal laws the documents rely on or work around (and the family of state breach laws, cited as a group), in
//! table `federal.toml`. State laws live in the state tables.
//!
//! Each constant names a row by its `key`; it becomes the row's [`Law`] where the research cites it
//! (`notes.law(federal::DTSA, …)`).

use super::{registry, Law};

/// A federal law by its key in `federal.toml`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FederalLaw {
    pub key: &'static str,
}

impl FederalLaw {
    /// The row's law (name and citation).
    pub fn law(self) -> Law {
        registry()
            .expect_table("federal")
            .keyed(self.key)
            .map(|row| row.law.law())
            .unwrap_or_else(|| panic!("federal.toml has no row `{}` (the rules tests check every key)", self.key))
    }
}

impl From<FederalLaw> for Law {
    fn from(law: FederalLaw) -> Law {
        law.law()
    }
}

pub const DTSA: FederalLaw = FederalLaw { key: "dtsa" };
pub const SPEAK_OUT_ACT: FederalLaw = FederalLaw { key: "speak_out_act" };
pub const EFAA: FederalLaw = FederalLaw { key: "efaa" };
pub const FAA: FederalLaw = FederalLaw { key: "faa" };
pub const NLRA: FederalLaw = FederalLaw { key: "nlra" };
pub const SEC_WHISTLEBLOWER: FederalLaw = FederalLaw { key: "sec_whistleblower" };
pub const HIPAA: FederalLaw = FederalLaw { key: "hipaa" };
pub const GLBA: FederalLaw = FederalLaw { key: "glba" };
pub const COPPA: FederalLaw = FederalLaw { key: "coppa" };
pub const FERPA: FederalLaw = FederalLaw { key: "ferpa" };
pub const DMCA: FederalLaw = FederalLaw { key: "dmca" };
pub const ROSCA: FederalLaw = FederalLaw { key: "rosca" };
pub const FTC_ACT: FederalLaw = FederalLaw { key: "ftc_act" };
pub const E_SIGN: FederalLaw = FederalLaw { key: "e_sign" };
pub const FLSA: FederalLaw = FederalLaw { key: "flsa" };
pub const EXPORT_CONTROLS: FederalLaw = FederalLaw { key: "export_controls" };
pub const CEII: FederalLaw = FederalLaw { key: "ceii" };
pub const STATE_BREACH_LAWS: FederalLaw = FederalLaw { key: "state_breach_laws" };
pub const MAIL_ORDER_RULE: FederalLaw = FederalLaw { key: "mail_order_rule" };
pub const MAGNUSON_MOSS: FederalLaw = FederalLaw { key: "magnuson_moss" };
pub const HEALTH_BREACH_RULE: FederalLaw = FederalLaw { key: "health_breach_rule" };

/// Every constant above, for the test that each names a row.
pub const ALL: [FederalLaw; 21] = [
    DTSA,
    SPEAK_OUT_ACT,
    EFAA,
    FAA,
    NLRA,
    SEC_WHISTLEBLOWER,
    HIPAA,
    GLBA,
    COPPA,
    FERPA,
    DMCA,
    ROSCA,
    FTC_ACT,
    E_SIGN,
    FLSA,
    EXPORT_CONTROLS,
    CEII,
    STATE_BREACH_LAWS,
    MAIL_ORDER_RULE,
    MAGNUSON_MOSS,
    HEALTH_BREACH_RULE,
];
